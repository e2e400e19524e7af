import { describe, expect, it } from 'vitest'

import { apiLocale, otherLocale } from './api-locale'

describe('apiLocale', () => {
  it('reads a language or a regional tag', () => {
    expect(apiLocale('de')).toBe('de')
    expect(apiLocale('de-DE')).toBe('de')
    expect(apiLocale('EN_us')).toBe('en')
  })

  it('falls back to English for missing or unknown languages', () => {
    for (const value of [null, undefined, '', 'fr', 'lv', '../de', 'deu']) {
      expect(apiLocale(value), String(value)).toBe('en')
    }
  })

  it('names the other language', () => {
    expect(otherLocale('en')).toBe('de')
    expect(otherLocale('de')).toBe('en')
  })
})
