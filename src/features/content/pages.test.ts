import { describe, expect, it } from 'vitest'

import { pathFromSegments } from './pages'

describe('pathFromSegments', () => {
  it('joins route segments into a page path', () => {
    expect(pathFromSegments([])).toBe('/')
    expect(pathFromSegments(['about-us'])).toBe('/about-us')
    expect(pathFromSegments(['about-us', 'company-profile'])).toBe('/about-us/company-profile')
  })

  it('refuses what cannot be a page path', () => {
    for (const segments of [
      ['UPPER'],
      ['a..b'],
      ['x%00y'],
      ['%E2%9C%93'],
      ['a b'],
      ['a', ''],
      ['%2F'],
      ['%ZZ'],
      ['%E0%A4%A'],
    ]) {
      expect(pathFromSegments(segments), segments.join('/')).toBeNull()
    }
  })
})
