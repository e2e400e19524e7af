import { describe, expect, it } from 'vitest'

import { copyrightYears } from './copyright'

describe('copyrightYears (not "© 2022" beside the news of 2026)', () => {
  it('runs from the first year to the current one', () => {
    expect(copyrightYears(2022, new Date('2026-06-01T12:00:00Z'))).toBe('2022–2026')
    expect(copyrightYears(2022, new Date('2023-01-01T12:00:00Z'))).toBe('2022–2023')
  })

  it('is the first year alone in that year (or with a clock behind it)', () => {
    expect(copyrightYears(2022, new Date('2022-06-01T12:00:00Z'))).toBe('2022')
    expect(copyrightYears(2030, new Date('2026-06-01T12:00:00Z'))).toBe('2030')
  })

  it("counts the year in the company's time zone", () => {
    // 23:30 UTC on New Year's Eve is already the new year in Vienna.
    expect(copyrightYears(2022, new Date('2026-12-31T23:30:00Z'))).toBe('2022–2027')
  })

  it('defaults to now', () => {
    expect(copyrightYears(2022)).toMatch(new RegExp(`^2022(–${new Date().getFullYear()})?$`))
  })
})
