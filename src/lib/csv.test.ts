import { describe, expect, it } from 'vitest'

import { csvRow } from './csv'

describe('csvRow', () => {
  it('quotes every cell and doubles quotes', () => {
    expect(csvRow(['a', 'b "c"', 3, null, undefined])).toBe('"a","b ""c""","3","",""')
  })
  it('defuses spreadsheet formulas', () => {
    expect(csvRow(['=HYPERLINK("x")', '+1', '-2', '@SUM(A1)', 'ok'])).toBe(
      `"'=HYPERLINK(""x"")","'+1","'-2","'@SUM(A1)","ok"`,
    )
  })
})
