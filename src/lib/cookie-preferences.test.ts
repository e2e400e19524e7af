import { describe, expect, it } from 'vitest'

import { isCookiePreferences } from './cookie-preferences'

describe('isCookiePreferences', () => {
  it('accepts the two booleans of SPEC §3', () => {
    expect(isCookiePreferences({ terms: true, information: false })).toBe(true)
  })

  it('refuses anything else', () => {
    for (const value of [null, 'x', {}, { terms: 'true', information: false }, { terms: true }]) {
      expect(isCookiePreferences(value), JSON.stringify(value)).toBe(false)
    }
  })
})
