import { describe, expect, it } from 'vitest'

import { type DataSheetEntry, dataSheetsMatching } from './data-sheet-list'

const entry = (slug: string, name: string, markets: number[], description: string | null) =>
  ({
    slug,
    name,
    description,
    gradeHref: `/our-products/grades/${slug}`,
    markets,
  }) satisfies DataSheetEntry

const SHEETS = [
  entry('eurotalc-p-12', 'EuroTalc P 12', [1, 2], 'Ultrafine talc for thin-walled bumpers.'),
  entry('eurotalc-htp-05', 'EuroTalc HTP 05', [1, 3], 'High-purity talc for polypropylene.'),
  entry('eurotalc-k-50', 'EuroTalc K 50', [4], null),
]
const title = (sheet: DataSheetEntry) => `Technical data sheet: ${sheet.name}`
const slugs = (query: string, market = '') =>
  dataSheetsMatching(SHEETS, { query, market }, title).map((s) => s.slug)

describe("the product literature's technical data sheets", () => {
  it('lists every grade without a search or filter', () => {
    expect(slugs('')).toEqual(['eurotalc-p-12', 'eurotalc-htp-05', 'eurotalc-k-50'])
  })

  it('finds the sheets with every word of the search in the title or the description', () => {
    expect(slugs('HTP')).toEqual(['eurotalc-htp-05'])
    expect(slugs('technical data sheet')).toHaveLength(3)
    expect(slugs('talc bumpers')).toEqual(['eurotalc-p-12'])
    expect(slugs('  p  12 ')).toEqual(['eurotalc-p-12'])
    expect(slugs('HTP bumpers')).toEqual([])
  })

  it("keeps the chosen market's sheets", () => {
    expect(slugs('', '1')).toEqual(['eurotalc-p-12', 'eurotalc-htp-05'])
    expect(slugs('', '4')).toEqual(['eurotalc-k-50'])
    expect(slugs('HTP', '2')).toEqual([])
    expect(slugs('', '99')).toEqual([])
  })
})
