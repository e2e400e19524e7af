import { describe, expect, it } from 'vitest'

import { NAV_HREF_PATTERN, tabOfHref } from './nav-href'

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

  it('reads the tab of a download link', () => {
    expect(tabOfHref('/download?tab=quality-documents')).toBe('quality-documents')
    expect(tabOfHref('/download?x=1&tab=a#top')).toBe('a')
    expect(tabOfHref('/download')).toBeNull()
  })
})
