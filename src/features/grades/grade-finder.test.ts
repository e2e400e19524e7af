import { describe, expect, it } from 'vitest'

import {
  type FinderMarket,
  finderWhere,
  gradeFinderHref,
  marketSubtreeIds,
  NO_FINDER_FILTERS,
  sortFinderGrades,
} from './grade-finder'

/** The demo tree's shape: sections, their markets, a market's related products. */
const MARKETS: FinderMarket[] = [
  {
    id: 1,
    slug: 'plastics',
    title: 'Plastics',
    children: [
      {
        id: 4,
        slug: 'automotive-plastics',
        title: 'Automotive plastics',
        children: [
          { id: 11, slug: 'graphite', title: 'Graphite', children: [] },
          { id: 12, slug: 'calcium-carbonate', title: 'Calcium carbonate', children: [] },
        ],
      },
      { id: 5, slug: 'biopolymers', title: 'Biopolymers', children: [] },
    ],
  },
  { id: 2, slug: 'paper', title: 'Paper', children: [] },
]

describe('finderWhere', () => {
  it('has no condition without filters (every published grade)', () => {
    expect(finderWhere(NO_FINDER_FILTERS, MARKETS)).toEqual({})
    // The order is not a condition.
    expect(finderWhere({ ...NO_FINDER_FILTERS, sort: 'd50' }, MARKETS)).toEqual({})
  })

  it('expands a market to itself and everything below it', () => {
    expect(finderWhere({ ...NO_FINDER_FILTERS, market: 'plastics' }, MARKETS)).toEqual({
      and: [{ markets: { in: [1, 4, 11, 12, 5] } }],
    })
    expect(finderWhere({ ...NO_FINDER_FILTERS, market: 'automotive-plastics' }, MARKETS)).toEqual({
      and: [{ markets: { in: [4, 11, 12] } }],
    })
    expect(finderWhere({ ...NO_FINDER_FILTERS, market: 'paper' }, MARKETS)).toEqual({
      and: [{ markets: { in: [2] } }],
    })
  })

  it('adds no market condition for a market outside the tree', () => {
    expect(finderWhere({ ...NO_FINDER_FILTERS, market: 'glass' }, MARKETS)).toEqual({})
  })

  it('bounds the stored figures with inclusive operators, and matches the form exactly', () => {
    expect(
      finderWhere(
        {
          ...NO_FINDER_FILTERS,
          d50Min: 1.5,
          d50Max: 3,
          d98Max: 12,
          whitenessMin: 88,
          form: 'compacted',
        },
        MARKETS,
      ),
    ).toEqual({
      and: [
        { d50: { greater_than_equal: 1.5 } },
        { d50: { less_than_equal: 3 } },
        { topCut: { less_than_equal: 12 } },
        { whiteness: { greater_than_equal: 88 } },
        { form: { equals: 'compacted' } },
      ],
    })
  })

  it('combines the market with the figures (a zero bound is a bound)', () => {
    expect(
      finderWhere({ ...NO_FINDER_FILTERS, market: 'biopolymers', d50Min: 0 }, MARKETS),
    ).toEqual({ and: [{ markets: { in: [5] } }, { d50: { greater_than_equal: 0 } }] })
  })
})

describe('marketSubtreeIds', () => {
  it('lists the market first, then its descendants depth first', () => {
    expect(marketSubtreeIds(MARKETS[0]!)).toEqual([1, 4, 11, 12, 5])
  })
})

describe('gradeFinderHref', () => {
  it('links the finder, with filters in the query', () => {
    expect(gradeFinderHref()).toBe('/our-products/grades')
    expect(gradeFinderHref({ market: 'paper' })).toBe('/our-products/grades?market=paper')
    expect(gradeFinderHref({ market: 'plastics', d50Max: 3, sort: 'd50' })).toBe(
      '/our-products/grades?market=plastics&d50max=3&sort=d50',
    )
  })
})

describe('sortFinderGrades', () => {
  const grade = (
    name: string,
    d50: number | null,
    topCut: number | null,
    whiteness: number | null,
  ) => ({
    slug: name.toLowerCase().replace(/\s+/g, '-'),
    name,
    d50,
    topCut,
    whiteness,
    form: null,
  })
  const grades = [
    grade('EuroTalc P 100', 10, 40, 80),
    grade('EuroTalc P 12', 1.2, 5, 86),
    grade('EuroTalc AT 1', 1.9, 7, 88),
    grade('EuroTalc X', null, null, null),
    grade('EuroTalc P 20', 2, 8, 86),
  ]
  const names = (sort: Parameters<typeof sortFinderGrades>[1]) =>
    sortFinderGrades(grades, sort, 'en').map((g) => g.name)

  it('sorts names as a reader does: P 12 before P 100', () => {
    expect(names('name')).toEqual([
      'EuroTalc AT 1',
      'EuroTalc P 12',
      'EuroTalc P 20',
      'EuroTalc P 100',
      'EuroTalc X',
    ])
  })

  it('sorts by d50 and top cut finest first, by whiteness whitest first; missing figures last, ties by name', () => {
    expect(names('d50')).toEqual([
      'EuroTalc P 12',
      'EuroTalc AT 1',
      'EuroTalc P 20',
      'EuroTalc P 100',
      'EuroTalc X',
    ])
    expect(names('topcut')).toEqual([
      'EuroTalc P 12',
      'EuroTalc AT 1',
      'EuroTalc P 20',
      'EuroTalc P 100',
      'EuroTalc X',
    ])
    expect(names('whiteness')).toEqual([
      'EuroTalc AT 1',
      'EuroTalc P 12',
      'EuroTalc P 20',
      'EuroTalc P 100',
      'EuroTalc X',
    ])
  })

  it('leaves the list it was given as it was', () => {
    const before = grades.map((g) => g.name)
    sortFinderGrades(grades, 'd50', 'de')
    expect(grades.map((g) => g.name)).toEqual(before)
  })
})
