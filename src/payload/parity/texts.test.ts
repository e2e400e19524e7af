import { initI18n, type I18n } from '@payloadcms/translations'
import { de } from '@payloadcms/translations/languages/de'
import { en } from '@payloadcms/translations/languages/en'
import { beforeAll, describe, expect, it } from 'vitest'

import { problemText } from './texts'

const i18n: Record<'en' | 'de', I18n> = {} as never

beforeAll(async () => {
  // The server renders the view, and its clock runs in UTC (the container's).
  process.env.TZ = 'UTC'
  for (const language of ['en', 'de'] as const)
    i18n[language] = await initI18n({
      config: { supportedLanguages: { en, de }, fallbackLanguage: 'en', translations: {} },
      language,
      context: 'client',
    })
})

describe('the translation status', () => {
  it('writes the other language’s change in Vienna time, as the rest of the admin does', () => {
    const outdated = {
      kind: 'outdated' as const,
      locale: 'de' as const,
      otherChangedAt: '2026-11-27T03:51:00.000Z',
    }
    expect(problemText(outdated, 'Title', i18n.en)).toBe(
      'Title: German older than the other language’s change of Nov 27, 2026, 4:51 AM',
    )
    expect(problemText(outdated, 'Titel', i18n.de)).toBe(
      'Titel: Deutsch älter als die Änderung der anderen Sprache vom 27. Nov. 2026, 04:51',
    )
  })

  it('names a missing text in the admin’s language', () => {
    expect(problemText({ kind: 'missing', locale: 'en' }, 'Titel', i18n.de)).toBe(
      'Titel: Englisch fehlt',
    )
  })
})
