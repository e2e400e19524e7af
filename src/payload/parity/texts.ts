import { inLocale } from '@/i18n/locales'
import type { ParityProblem } from '@/payload/parity/translation-parity'

import { type AdminI18n, adminDateTime } from '../admin-date-format'

/** The parity view's texts in the admin's two languages. */
export const PARITY_TEXT = {
  en: {
    title: 'Translation parity',
    intro:
      'Published items whose English or German text is missing, or older than the other language’s last change. Open an item to translate it; it leaves this list once both languages agree.',
    none: 'Every published item has both languages up to date.',
    item: 'Item',
    collection: 'Type',
    problems: 'What to do',
    missing: (field: string, language: string) => `${field}: ${language} missing`,
    outdated: (field: string, language: string, date: string) =>
      `${field}: ${language} older than the other language’s change of ${date}`,
    languages: { en: 'English', de: 'German' },
    count: (n: number) =>
      n === 1 ? '1 published item needs translating.' : `${n} published items need translating.`,
    allDone: 'All published items are translated.',
    open: 'Translation parity',
  },
  de: {
    title: 'Übersetzungsstand',
    intro:
      'Veröffentlichte Einträge, deren englischer oder deutscher Text fehlt oder älter ist als die letzte Änderung der anderen Sprache. Öffnen Sie einen Eintrag, um ihn zu übersetzen; er verschwindet aus der Liste, sobald beide Sprachen übereinstimmen.',
    none: 'Alle veröffentlichten Einträge sind in beiden Sprachen aktuell.',
    item: 'Eintrag',
    collection: 'Art',
    problems: 'Zu tun',
    missing: (field: string, language: string) => `${field}: ${language} fehlt`,
    outdated: (field: string, language: string, date: string) =>
      `${field}: ${language} älter als die Änderung der anderen Sprache vom ${date}`,
    languages: { en: 'Englisch', de: 'Deutsch' },
    count: (n: number) =>
      n === 1
        ? '1 veröffentlichter Eintrag muss übersetzt werden.'
        : `${n} veröffentlichte Einträge müssen übersetzt werden.`,
    allDone: 'Alle veröffentlichten Einträge sind übersetzt.',
    open: 'Übersetzungsstand',
  },
}

export const parityText = (language: string | undefined) => inLocale(PARITY_TEXT, language)

/**
 * One line of the view: a field's text missing in a language, or older than the other
 * language's change, that change written as the admin writes dates, in Vienna time.
 */
export function problemText(
  problem: Pick<ParityProblem, 'kind' | 'locale' | 'otherChangedAt'>,
  field: string,
  i18n: AdminI18n,
): string {
  const t = parityText(i18n.language)
  const language = t.languages[problem.locale]
  return problem.kind === 'missing'
    ? t.missing(field, language)
    : t.outdated(field, language, adminDateTime(problem.otherChangedAt!, i18n))
}
