import { describe, expect, it } from 'vitest'

import { searchRequestOf } from './search'

describe('searchRequestOf (the /search page address)', () => {
  it('keeps the query when the page or filter is bad, each falling back on its own', () => {
    expect(searchRequestOf({ query: 'talc', page: '5000' })).toEqual({
      query: 'talc',
      filter: 1,
      page: 1,
    })
    expect(searchRequestOf({ query: 'talc', filter: '99', page: '2' })).toEqual({
      query: 'talc',
      filter: 1,
      page: 2,
    })
    expect(searchRequestOf({ query: ' talc ', filter: 'abc', page: '-1' })).toEqual({
      query: 'talc',
      filter: 1,
      page: 1,
    })
  })

  it('reads good parameters, the first of repeated ones, and defaults', () => {
    expect(searchRequestOf({ query: ['paper', 'x'], filter: '3', page: '4' })).toEqual({
      query: 'paper',
      filter: 3,
      page: 4,
    })
    expect(searchRequestOf({})).toEqual({ query: '', filter: 1, page: 1 })
    expect(searchRequestOf({ query: 'x'.repeat(300) }).query).toHaveLength(200)
  })
})
