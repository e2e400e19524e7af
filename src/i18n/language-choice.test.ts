import { describe, expect, it } from 'vitest'

import { acceptedLocale, entryLocale, pathInLocale, switchedLocale } from './language-choice'

describe('language choice', () => {
  it('reads the browser languages by weight, then by order', () => {
    expect(acceptedLocale('de-DE,de;q=0.9,en;q=0.8')).toBe('de')
    expect(acceptedLocale('en-US,en;q=0.9,de;q=0.8')).toBe('en')
    expect(acceptedLocale('fr-FR, de;q=0.5, en;q=0.4')).toBe('de')
    expect(acceptedLocale('en;q=0.3, de-AT;q=0.7')).toBe('de')
    expect(acceptedLocale('de;q=0, en;q=0.1')).toBe('en')
    expect(acceptedLocale('fr, it')).toBeNull()
    expect(acceptedLocale('')).toBeNull()
    expect(acceptedLocale(null)).toBeNull()
    expect(acceptedLocale('de;q=abc')).toBeNull()
  })

  it('takes the cookie first, then the browser, then English', () => {
    expect(entryLocale('en', 'de-DE')).toBe('en')
    expect(entryLocale('de', 'en-US')).toBe('de')
    expect(entryLocale('xx', 'de-DE')).toBe('de')
    expect(entryLocale(undefined, 'fr')).toBe('en')
  })

  it('builds the same page in the other language, keeping the query but the switch', () => {
    const q = (s: string) => new URLSearchParams(s)
    expect(pathInLocale('/about-us', q('lang=de&tab=x'), 'de')).toBe('/de/about-us?tab=x')
    expect(pathInLocale('/de/about-us', q('lang=en'), 'en')).toBe('/about-us')
    expect(pathInLocale('/de', q('lang=en'), 'en')).toBe('/')
    expect(pathInLocale('/', q('lang=de'), 'de')).toBe('/de')
    expect(pathInLocale('/en/faq', q('lang=de'), 'de')).toBe('/de/faq')
    expect(pathInLocale('/deutsch', q('lang=de'), 'de')).toBe('/de/deutsch')
    // Never another host.
    expect(pathInLocale('//evil.example/x', q('lang=en'), 'en')).toBe('/evil.example/x')
    expect(pathInLocale('/de//evil.example', q('lang=en'), 'en')).toBe('/evil.example')
    expect(pathInLocale('/\\evil.example', q('lang=en'), 'en')).toBe('/evil.example')
    expect(switchedLocale(q('lang=de'))).toBe('de')
    expect(switchedLocale(q('lang=fr'))).toBeNull()
  })
})
