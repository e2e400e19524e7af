/** A CSV row that passed its own checks: its old address normalized as the proxy looks it up. */
export type CheckedRow = { line: number; from: string; to: string; type: string }

/**
 * What a row shares with other rows of the same import (issue 37, item 13):
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

/** The report's words for a row that shares its old address, in the editor's language. */
export function sameAddressMessage(note: SameAddress, language: string | undefined): string {
  const de = language === 'de'
  const lines = de
    ? `${note.lines.length > 1 ? 'Zeilen' : 'Zeile'} ${list(note.lines)}`
    : `${note.lines.length > 1 ? 'lines' : 'line'} ${list(note.lines)}`
  switch (note.kind) {
    case 'conflict':
      return de
        ? `Dieselbe alte Adresse wie in ${lines}, mit anderem Ziel oder Typ: nicht gespeichert. Behalten Sie eine der Zeilen.`
        : `The same old address as in ${lines}, with another target or type: not saved. Keep one of the rows.`
    case 'repeat':
      return de
        ? `Dieselbe Weiterleitung wie in ${lines}: einmal gespeichert.`
        : `The same redirect as in ${lines}: saved once.`
    case 'first':
      return de
        ? `Wiederholt in ${lines} (einmal gespeichert).`
        : `Repeated in ${lines} (saved once).`
  }
}

/** The report's words for an import row that replaces a saved redirect of the same address. */
export function replacedMessage(
  before: { location: string; status: number } | undefined,
  language: string | undefined,
): string {
  const was = before ? `${before.location} (${before.status})` : ''
  if (language === 'de')
    return was
      ? `Diese Adresse wurde bisher nach ${was} weitergeleitet: aktualisiert.`
      : 'Eine gespeicherte Weiterleitung dieser Adresse wurde aktualisiert.'
  return was
    ? `This address was already redirected to ${was}: updated.`
    : 'A saved redirect of this address was updated.'
}
