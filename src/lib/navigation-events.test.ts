import { describe, expect, it } from 'vitest'

import { isChunkLoadError, isInAppNavigation, mayReloadAfterChunkError } from './navigation-events'

const click = {
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
}
const link = (href: string, extra: Partial<{ target: string; hasDownload: boolean }> = {}) => ({
  href,
  target: '',
  hasDownload: false,
  ...extra,
})
const here = 'https://site.example/de/about-us?x=1'

describe('isInAppNavigation', () => {
  it('counts a plain click on another page of the site', () => {
    expect(isInAppNavigation(click, link('/de/faq'), here)).toBe(true)
    expect(isInAppNavigation(click, link('/de/about-us?x=2'), here)).toBe(true)
  })

  it('ignores jumps, new tabs, modifiers, downloads and other sites', () => {
    expect(isInAppNavigation(click, link('#main'), here)).toBe(false)
    expect(isInAppNavigation(click, link('/de/about-us?x=1#top'), here)).toBe(false)
    expect(isInAppNavigation(click, link('/de/faq', { target: '_blank' }), here)).toBe(false)
    expect(isInAppNavigation(click, link('/file.pdf', { hasDownload: true }), here)).toBe(false)
    expect(isInAppNavigation({ ...click, ctrlKey: true }, link('/de/faq'), here)).toBe(false)
    expect(isInAppNavigation({ ...click, button: 1 }, link('/de/faq'), here)).toBe(false)
    expect(isInAppNavigation({ ...click, defaultPrevented: true }, link('/de/faq'), here)).toBe(
      false,
    )
    expect(isInAppNavigation(click, link('https://www.linkedin.com/x'), here)).toBe(false)
    expect(isInAppNavigation(click, link('mailto:info@site.example'), here)).toBe(false)
  })
})

describe('chunk load failures', () => {
  it('recognises the errors of webpack, Turbopack and browsers', () => {
    expect(isChunkLoadError({ name: 'ChunkLoadError', message: 'x' })).toBe(true)
    expect(isChunkLoadError(new Error('Loading chunk 123 failed.'))).toBe(true)
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js')),
    ).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isChunkLoadError(null)).toBe(false)
  })

  it('reloads at most once per 60 seconds', () => {
    const now = 1_000_000
    expect(mayReloadAfterChunkError(null, now)).toBe(true)
    expect(mayReloadAfterChunkError(now - 59_999, now)).toBe(false)
    expect(mayReloadAfterChunkError(now - 60_000, now)).toBe(true)
    // A clock that went backwards must not block reloads for ever.
    expect(mayReloadAfterChunkError(now + 5_000, now)).toBe(true)
  })
})
