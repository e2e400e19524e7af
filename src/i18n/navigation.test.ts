import { describe, expect, it } from 'vitest'

import { localizeHref } from './navigation'

describe('addresses in a language (next-intl routing)', () => {
  it('prefixes German paths and leaves English and external ones alone', () => {
    expect(localizeHref('/about-us', 'de')).toBe('/de/about-us')
    expect(localizeHref('/', 'de')).toBe('/de')
    expect(localizeHref('/?x=1', 'de')).toBe('/de?x=1')
    expect(localizeHref('/download?tab=a', 'de')).toBe('/de/download?tab=a')
    expect(localizeHref('/about-us', 'en')).toBe('/about-us')
    expect(localizeHref('https://example.com/x', 'de')).toBe('https://example.com/x')
    expect(localizeHref('/faq#ordering', 'de')).toBe('/de/faq#ordering')
    // A path already in German stays as it is; '/destination' is not German.
    expect(localizeHref('/de/faq', 'de')).toBe('/de/faq')
    expect(localizeHref('/de', 'de')).toBe('/de')
    expect(localizeHref('/destination', 'de')).toBe('/de/destination')
  })
})
