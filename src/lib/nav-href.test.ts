import { describe, expect, it } from 'vitest'

import { NAV_HREF_PATTERN, localizeHref, tabOfHref } from './nav-href'

describe('navigation hrefs', () => {
  it('accepts site paths with query or hash, and https links', () => {
    for (const href of [
      '/',
      '/about-us',
      '/our-products/product-markets/plastics/automotive-plastics',
      '/download?tab=safety-data-sheets',
      '/faq#ordering',
      'https://www.linkedin.com/company/example',
    ]) {
      expect(NAV_HREF_PATTERN.test(href), href).toBe(true)
    }
  })

  it('refuses scripts, other schemes, protocol-relative and malformed paths', () => {
    for (const href of [
      'javascript:alert(1)',
      'http://example.com',
      '//evil.example',
      'about-us',
      '/About-Us',
      '/a//b',
      '/a b',
      'https://x.example/"onmouseover=',
      '',
    ]) {
      expect(NAV_HREF_PATTERN.test(href), href).toBe(false)
    }
  })

  it('prefixes German paths and leaves English and external ones alone', () => {
    expect(localizeHref('/about-us', 'de')).toBe('/de/about-us')
    expect(localizeHref('/', 'de')).toBe('/de')
    expect(localizeHref('/?x=1', 'de')).toBe('/de?x=1')
    expect(localizeHref('/download?tab=a', 'de')).toBe('/de/download?tab=a')
    expect(localizeHref('/about-us', 'en')).toBe('/about-us')
    expect(localizeHref('https://example.com/x', 'de')).toBe('https://example.com/x')
    // A path already in German stays as it is; '/destination' is not German.
    expect(localizeHref('/de/faq', 'de')).toBe('/de/faq')
    expect(localizeHref('/de', 'de')).toBe('/de')
    expect(localizeHref('/destination', 'de')).toBe('/de/destination')
  })

  it('reads the tab of a download link', () => {
    expect(tabOfHref('/download?tab=quality-documents')).toBe('quality-documents')
    expect(tabOfHref('/download?x=1&tab=a#top')).toBe('a')
    expect(tabOfHref('/download')).toBeNull()
  })
})
