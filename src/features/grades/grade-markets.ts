/**
 * The markets a grade serves as its page lists them (pure: the page and the enquiry forms read
 * the same order).
 */
import type { GradeView } from './grade-views'

export type MarketEntry = { market: { title: string; href: string }; notes: string[] }

/**
 * The markets a grade serves, each with its application notes: first those with notes, in the
 * editor's order, then the grade's other markets (published ones only, as getGrade gives them).
 */
export function marketEntries(grade: Pick<GradeView, 'applications' | 'markets'>): MarketEntry[] {
  const entries: MarketEntry[] = []
  const entryOf = (market: { title: string; href: string }) => {
    let entry = entries.find((e) => e.market.href === market.href)
    if (!entry) entries.push((entry = { market, notes: [] }))
    return entry
  }
  for (const { market, note } of grade.applications) entryOf(market).notes.push(note)
  for (const market of grade.markets) entryOf(market)
  return entries
}

/**
 * The grade's own market among `choices` (a form's market names): the first its page lists —
 * the first market the editors gave an application note, else the first it serves — that is
 * one of the choices; null when none is.
 */
export function primaryMarket(
  grade: Pick<GradeView, 'applications' | 'markets'>,
  choices: readonly string[],
): string | null {
  return (
    marketEntries(grade)
      .map((entry) => entry.market.title)
      .find((title) => choices.includes(title)) ?? null
  )
}
