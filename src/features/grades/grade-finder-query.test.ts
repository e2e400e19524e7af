import { describe, expect, it } from 'vitest'

import { finderSearch, finderSearchOf, type FinderMarket, NO_FINDER_FILTERS } from './grade-finder'
import { parseFinderQuery, withKnownMarket } from './grade-finder-query'

/** The grade finder's address, as Next.js hands it over (ADR 0027). */
describe('parseFinderQuery', () => {
  it('applies no filter, sorted by name, to an address without a query', () => {
    const { filters, notes, values } = parseFinderQuery({})
    expect(filters).toEqual(NO_FINDER_FILTERS)
    expect(notes).toEqual([])
    expect(values).toEqual({
      market: '',
      d50min: '',
      d50max: '',
      d98max: '',
      whitenessmin: '',
      form: '',
      sort: 'name',
    })
  })

  it('reads every filter, and leaves the empty fields a GET form sends as no filter', () => {
    expect(
      parseFinderQuery({
        market: 'automotive-plastics',
        d50min: '1',
        d50max: '3',
        d98max: '10',
        whitenessmin: '85',
        form: 'compacted',
        sort: 'whiteness',
      }),
    ).toMatchObject({
      filters: {
        market: 'automotive-plastics',
        d50Min: 1,
        d50Max: 3,
        d98Max: 10,
        whitenessMin: 85,
        form: 'compacted',
        sort: 'whiteness',
      },
      notes: [],
    })
    const empty = { market: '', d50min: '', d50max: ' ', d98max: '', whitenessmin: '', form: '' }
    expect(parseFinderQuery({ ...empty, sort: 'name' })).toMatchObject({
      filters: NO_FINDER_FILTERS,
      notes: [],
    })
  })

  it('accepts German decimal commas and keeps what was typed for the form', () => {
    const { filters, notes, values } = parseFinderQuery({ d50min: '2,5', d50max: ' 4.5 ' })
    expect(filters).toMatchObject({ d50Min: 2.5, d50Max: 4.5 })
    expect(notes).toEqual([])
    expect(values).toMatchObject({ d50min: '2,5', d50max: '4.5' })
    expect(parseFinderQuery({ d98max: ',5' }).filters.d98Max).toBe(0.5)
    expect(parseFinderQuery({ whitenessmin: '90.' }).filters.whitenessMin).toBe(90)
  })

  it('accepts an open range on either side and a range of one value', () => {
    expect(parseFinderQuery({ d50min: '2' }).filters).toMatchObject({ d50Min: 2, d50Max: null })
    expect(parseFinderQuery({ d50max: '2' }).filters).toMatchObject({ d50Min: null, d50Max: 2 })
    expect(parseFinderQuery({ d50min: '2', d50max: '2,0' }).filters).toMatchObject({
      d50Min: 2,
      d50Max: 2,
    })
  })

  it('drops a d50 range whose minimum is above its maximum, with a note, and applies the rest', () => {
    const { filters, notes } = parseFinderQuery({ d50min: '5', d50max: '2', form: 'powder' })
    expect(filters).toEqual({ ...NO_FINDER_FILTERS, form: 'powder' })
    expect(notes).toEqual([{ kind: 'd50Range' }])
  })

  it('drops what is not a number, or outside the property’s bounds, each with its own note', () => {
    const { filters, notes, values } = parseFinderQuery({
      d50min: 'fine',
      d50max: '1.2.3',
      d98max: '-4',
      whitenessmin: '120',
      market: 'paper',
    })
    expect(filters).toEqual({ ...NO_FINDER_FILTERS, market: 'paper' })
    expect(notes).toEqual([
      { kind: 'notNumber', param: 'd50min', value: 'fine' },
      { kind: 'notNumber', param: 'd50max', value: '1.2.3' },
      { kind: 'notNumber', param: 'd98max', value: '-4' },
      { kind: 'outOfRange', param: 'whitenessmin', value: '120', min: 0, max: 100 },
    ])
    // The form shows the reader's text again, to correct it.
    expect(values.d50min).toBe('fine')
    expect(parseFinderQuery({ d50max: 'Infinity' }).notes).toHaveLength(1)
    expect(parseFinderQuery({ d98max: '1e3' }).notes).toHaveLength(1)
  })

  it('drops an unknown form, an unknown order and a malformed market slug with notes', () => {
    const { filters, notes, values } = parseFinderQuery({
      form: 'pellets',
      sort: 'price',
      market: '../admin',
    })
    expect(filters).toEqual(NO_FINDER_FILTERS)
    expect(notes).toEqual([
      { kind: 'unknownMarket', value: '../admin' },
      { kind: 'unknownForm', value: 'pellets' },
      { kind: 'unknownSort', value: 'price' },
    ])
    expect(values).toMatchObject({ market: '', form: '', sort: 'name' })
  })

  it('takes the first of a repeated parameter, ignores unknown ones, and shortens long values in notes', () => {
    const { filters, notes } = parseFinderQuery({
      form: ['granules', 'powder'],
      utm_source: 'mail',
      sort: 'x'.repeat(150),
    })
    expect(filters.form).toBe('granules')
    expect(notes).toEqual([{ kind: 'unknownSort', value: `${'x'.repeat(40)}…` }])
    // Beyond what any form sends: not read at all.
    expect(parseFinderQuery({ sort: 'x'.repeat(500) }).notes).toEqual([])
  })
})

describe('withKnownMarket', () => {
  const markets: FinderMarket[] = [
    {
      id: 1,
      slug: 'plastics',
      title: 'Plastics',
      children: [
        { id: 4, slug: 'automotive-plastics', title: 'Automotive plastics', children: [] },
      ],
    },
  ]

  it('keeps a market of the tree, at any level', () => {
    const query = parseFinderQuery({ market: 'automotive-plastics' })
    expect(withKnownMarket(query, markets)).toBe(query)
  })

  it('drops a market no published market has, with a note, keeping the other filters', () => {
    const query = withKnownMarket(parseFinderQuery({ market: 'glass', form: 'powder' }), markets)
    expect(query.filters).toEqual({ ...NO_FINDER_FILTERS, form: 'powder' })
    expect(query.notes).toEqual([{ kind: 'unknownMarket', value: 'glass' }])
    expect(query.values.market).toBe('')
  })
})

describe('the finder address the form makes', () => {
  /** The fields of the filter form in its order, as a GET form (or FormData) sends them. */
  const form = (values: Record<string, string>) =>
    ['market', 'd50min', 'd50max', 'd98max', 'whitenessmin', 'form', 'sort'].map(
      (name) => [name, values[name] ?? (name === 'sort' ? 'name' : '')] as const,
    )

  it('leaves out empty fields and the default order', () => {
    expect(finderSearchOf(form({}))).toBe('')
    expect(finderSearchOf(form({ market: 'automotive-plastics', d50max: '3' }))).toBe(
      'market=automotive-plastics&d50max=3',
    )
    expect(finderSearchOf(form({ whitenessmin: '90', sort: 'd50' }))).toBe(
      'whitenessmin=90&sort=d50',
    )
  })

  it('writes a decimal comma as a point and keeps what it cannot read for the server to note', () => {
    expect(finderSearchOf(form({ d50min: '2,5', d98max: 'fine' }))).toBe('d50min=2.5&d98max=fine')
  })

  it('ignores fields that are not the finder’s and a repeated one', () => {
    expect(
      finderSearchOf([
        ['grades', 'eurotalc-p-12'],
        ['form', 'powder'],
        ['form', 'granules'],
      ]),
    ).toBe('form=powder')
  })

  it('is the canonical address of what it parses to', () => {
    const sets: Record<string, string>[] = [
      {},
      { market: 'plastics', d50min: '1', d50max: '4,5', sort: 'topcut' },
      { d98max: '12', whitenessmin: '88', form: 'compacted' },
      { market: 'paper', d50min: '0,5', d50max: '10', d98max: '40', sort: 'whiteness' },
    ]
    for (const values of sets) {
      const sent = finderSearchOf(form(values))
      const parsed = parseFinderQuery(Object.fromEntries(new URLSearchParams(sent)))
      expect(parsed.notes).toEqual([])
      expect(finderSearch(parsed.filters), JSON.stringify(values)).toBe(sent)
      // Parsing the plain GET form's query (empty fields included) gives the same filters.
      const plain = parseFinderQuery(Object.fromEntries(form(values)))
      expect(plain.filters).toEqual(parsed.filters)
    }
  })
})
