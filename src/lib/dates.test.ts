import { describe, expect, it } from 'vitest'

import { formatLongDate, formatShortDate, isoDay } from './dates'

describe('dates (SPEC §9)', () => {
  const day = '2026-11-05T10:00:00.000Z'

  it("English: long 'MMM d, yyyy' and short MM/dd/yyyy", () => {
    expect(formatLongDate(day, 'en')).toBe('Nov 5, 2026')
    expect(formatShortDate(day, 'en')).toBe('11/05/2026')
  })

  it('German and Latvian in their own conventions', () => {
    expect(formatLongDate(day, 'de')).toBe('5. Nov. 2026')
    expect(formatShortDate(day, 'de')).toBe('05.11.2026')
    expect(formatLongDate(day, 'lv')).toMatch(/2026/)
    expect(formatLongDate(day, 'lv')).toMatch(/nov/i)
    expect(formatShortDate(day, 'lv')).toBe('05.11.2026')
  })

  it("uses the company's time zone, not the server's", () => {
    // 23:30 UTC on 31 December is already New Year in Vienna.
    expect(formatShortDate('2025-12-31T23:30:00Z', 'en')).toBe('01/01/2026')
    expect(isoDay('2025-12-31T23:30:00Z')).toBe('2026-01-01')
  })

  it('gives an empty string for what is not a date', () => {
    expect(formatLongDate('not a date', 'en')).toBe('')
  })
})
