import { describe, expect, it } from 'vitest'

import { searchRequestOf } from './search'
import { siteSearchSchema } from './search-schema'

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

  it('reads each good parameter as the API schema does (the page island carries no zod)', () => {
    const values = [
      '',
      ' 3 ',
      '3',
      '3.5',
      '1e2',
      '0',
      '-1',
      '8',
      '9',
      '1000',
      '1001',
      'abc',
      '0x10',
    ]
    for (const value of values) {
      for (const key of ['filter', 'page'] as const) {
        const api = siteSearchSchema.shape[key].safeParse(value)
        if (api.success) expect(searchRequestOf({ [key]: value })[key]).toBe(api.data)
        else expect(searchRequestOf({ [key]: value })[key]).toBe(1)
      }
    }
    for (const query of ['', ' talc ', 'x'.repeat(200)]) {
      expect(searchRequestOf({ query }).query).toBe(siteSearchSchema.shape.query.parse(query))
    }
  })
})
