// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'

import {
  CONSENT_DECIDED_SCRIPT,
  COOKIE_PREFERENCES_KEY,
  isCookiePreferences,
} from './cookie-preferences'

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

describe('CONSENT_DECIDED_SCRIPT (hides the server-rendered banner before the first paint)', () => {
  const run = () => new Function(CONSENT_DECIDED_SCRIPT)()
  const marked = () => document.documentElement.hasAttribute('data-consent')

  afterEach(() => {
    localStorage.clear()
    document.documentElement.removeAttribute('data-consent')
  })

  it('marks the page of a visitor who has decided', () => {
    localStorage.setItem(
      COOKIE_PREFERENCES_KEY,
      JSON.stringify({ terms: false, information: true }),
    )
    run()
    expect(marked()).toBe(true)
  })

  it('leaves the banner to a visitor who has not, or whose record is broken', () => {
    for (const stored of [null, 'not json', '{"terms":"yes","information":false}', 'null']) {
      if (stored === null) localStorage.removeItem(COOKIE_PREFERENCES_KEY)
      else localStorage.setItem(COOKIE_PREFERENCES_KEY, stored)
      expect(() => run()).not.toThrow()
      expect(marked(), String(stored)).toBe(false)
    }
  })
})
