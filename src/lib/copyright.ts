/**
 * The footer's copyright years (SPEC §9: the line's year is 2022): '2022' in its first year,
 * '2022–2026' after, so that the line beside this year's news does not look stale.
 * `now` is the render's moment (a cached page keeps its year until it is rendered again, at the
 * latest at the next publication: once a year, acceptable); the year is the company's (Vienna).
 */
export function copyrightYears(from: number, now: Date = new Date()): string {
  const year = Number(
    new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Vienna', year: 'numeric' }).format(now),
  )
  return year > from ? `${from}–${year}` : String(from)
}
