import { describe, expect, it } from 'vitest'

import {
  activeFilterCount,
  filtersOfSearch,
  NO_FILTERS,
  queryString,
  searchWithFilters,
  tabOfSearch,
} from './download-query'

const MARKETS = ['3', '7', '12']
const read = (query: string) => filtersOfSearch(new URLSearchParams(query), MARKETS)

describe('the download area in its address', () => {
  it('reads the tab, the search, the filters and the page', () => {
    const search = new URLSearchParams(
      'tab=safety-data-sheets&query=%20HTP%2005%20&market=7&language=de&page=2',
    )
    expect(tabOfSearch(search)).toBe('safety-data-sheets')
    expect(filtersOfSearch(search, MARKETS)).toEqual({
      query: 'HTP 05',
      market: '7',
      language: 'de',
      page: 2,
    })
  })

  it('ignores what it does not know', () => {
    expect(tabOfSearch(new URLSearchParams('tab=secret'))).toBe('product-literature')
    expect(tabOfSearch(new URLSearchParams(''))).toBe('product-literature')
    for (const query of [
      'market=99',
      'market=7abc',
      'market=',
      'language=fr',
      'language=EN',
      'page=0',
      'page=-1',
      'page=2.5',
      'page=1e3',
      'page=1001',
      'page=99999',
      'page=abc',
      'query=%20%20',
      'anything=else',
    ]) {
      expect(read(query), query).toEqual(NO_FILTERS)
    }
    expect(read(`query=${'x'.repeat(300)}`).query).toHaveLength(100)
    // Each parameter counts with its first value, as the endpoint reads it.
    expect(read('market=3&market=99').market).toBe('3')
  })

  it('writes the filters in and keeps the rest of the address', () => {
    const search = new URLSearchParams('tab=quality-documents&login=&utm_source=mail&page=4')
    const written = searchWithFilters(search, {
      query: 'ISO 9001',
      market: '12',
      language: 'en',
      page: 1,
    })
    expect(written.get('tab')).toBe('quality-documents')
    expect(written.get('utm_source')).toBe('mail')
    expect(written.has('login')).toBe(true)
    expect(written.get('query')).toBe('ISO 9001')
    expect(written.get('market')).toBe('12')
    expect(written.get('language')).toBe('en')
    expect(written.has('page')).toBe(false)
    // The search argument is left as it was.
    expect(search.get('page')).toBe('4')
    // What is written reads back the same.
    expect(filtersOfSearch(written, MARKETS)).toEqual({
      query: 'ISO 9001',
      market: '12',
      language: 'en',
      page: 1,
    })
    const cleared = searchWithFilters(written, NO_FILTERS)
    expect(queryString(cleared)).toBe('?tab=quality-documents&login&utm_source=mail')
    expect(queryString(searchWithFilters(new URLSearchParams(), NO_FILTERS))).toBe('')
    expect(queryString(searchWithFilters(new URLSearchParams(), { ...NO_FILTERS, page: 3 }))).toBe(
      '?page=3',
    )
  })

  it('counts the filters that narrow the list', () => {
    expect(activeFilterCount(NO_FILTERS)).toBe(0)
    expect(activeFilterCount({ query: 'talc', market: '3', language: '', page: 2 })).toBe(2)
  })
})
