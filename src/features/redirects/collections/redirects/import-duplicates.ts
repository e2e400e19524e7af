import { inLocale, type Locale } from '@/i18n/locales'

/** A CSV row that passed its own checks: its old address normalized as the proxy looks it up. */
export type CheckedRow = { line: number; from: string; to: string; type: string }

/**
 * What a row shares with other rows of the same import:
 * - 'conflict': the same old address with another target or type elsewhere in the file; none of
 *   these rows is saved (which one is meant is for the editor to say),
 * - 'first': the first of rows that agree; it is saved, once,
 * - 'repeat': a later row that repeats the first; refused as a duplicate.
 * `lines` are the other rows' lines (for 'repeat', the first one's).
 */
export type SameAddress = { kind: 'conflict' | 'first' | 'repeat'; lines: number[] }

/** The rows that name an old address another row names too, by line. */
export function sameAddressRows(rows: readonly CheckedRow[]): Map<number, SameAddress> {
  const byFrom = new Map<string, CheckedRow[]>()
  for (const row of rows) byFrom.set(row.from, [...(byFrom.get(row.from) ?? []), row])
  const notes = new Map<number, SameAddress>()
  for (const group of byFrom.values()) {
    const [first] = group
    if (!first || group.length < 2) continue
    const agree = group.every((row) => row.to === first.to && row.type === first.type)
    for (const row of group) {
      const others = group.filter((other) => other !== row).map((other) => other.line)
      if (!agree) notes.set(row.line, { kind: 'conflict', lines: others })
      else if (row === first) notes.set(row.line, { kind: 'first', lines: others })
      else notes.set(row.line, { kind: 'repeat', lines: [first.line] })
    }
  }
  return notes
}

const list = (lines: number[]) => lines.join(', ')

/** The report's words for a row sharing its old address (`lines`: "lines 3, 7"), by kind. */
type SameAddressWords = { lines: (lines: number[]) => string } & Record<
  SameAddress['kind'],
  (lines: string) => string
>

const SAME_ADDRESS: Record<Locale, SameAddressWords> = {
  en: {
    lines: (lines) => `${lines.length > 1 ? 'lines' : 'line'} ${list(lines)}`,
    conflict: (lines) =>
      `The same old address as in ${lines}, with another target or type: not saved. Keep one of the rows.`,
    repeat: (lines) => `The same redirect as in ${lines}: saved once.`,
    first: (lines) => `Repeated in ${lines} (saved once).`,
  },
  de: {
    lines: (lines) => `${lines.length > 1 ? 'Zeilen' : 'Zeile'} ${list(lines)}`,
    conflict: (lines) =>
      `Dieselbe alte Adresse wie in ${lines}, mit anderem Ziel oder Typ: nicht gespeichert. Behalten Sie eine der Zeilen.`,
    repeat: (lines) => `Dieselbe Weiterleitung wie in ${lines}: einmal gespeichert.`,
    first: (lines) => `Wiederholt in ${lines} (einmal gespeichert).`,
  },
}

/** The report's words for a row that shares its old address, in the editor's language. */
export function sameAddressMessage(note: SameAddress, language: string | undefined): string {
  const words = inLocale(SAME_ADDRESS, language)
  return words[note.kind](words.lines(note.lines))
}

/** The report's words for a replaced redirect: with its former target (`was`), or without. */
const REPLACED: Record<Locale, { was: (was: string) => string; unknown: string }> = {
  en: {
    was: (was) => `This address was already redirected to ${was}: updated.`,
    unknown: 'A saved redirect of this address was updated.',
  },
  de: {
    was: (was) => `Diese Adresse wurde bisher nach ${was} weitergeleitet: aktualisiert.`,
    unknown: 'Eine gespeicherte Weiterleitung dieser Adresse wurde aktualisiert.',
  },
}

/** The report's words for an import row that replaces a saved redirect of the same address. */
export function replacedMessage(
  before: { location: string; status: number } | undefined,
  language: string | undefined,
): string {
  const words = inLocale(REPLACED, language)
  return before ? words.was(`${before.location} (${before.status})`) : words.unknown
}
