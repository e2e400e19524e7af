import { describe, expect, it } from 'vitest'

import { askedPath } from './suggestions'

describe('the asked path of a 404 (suggestions)', () => {
  it('drops the language prefix, the query and a trailing slash, in lower case', () => {
    expect(askedPath('/de/About-Us/Carrers/?x=1#top')).toBe('/about-us/carrers')
    expect(askedPath('/en/careers')).toBe('/careers')
    expect(askedPath('/de')).toBe('/')
    expect(askedPath('/design')).toBe('/design')
  })

  it('decodes escapes, and keeps a malformed one as it came', () => {
    expect(askedPath('/%C3%BCber-uns')).toBe('/über-uns')
    expect(askedPath('/%E0%A4%A')).toBe('/%e0%a4%a')
  })

  it('cuts a very long path', () => {
    expect(askedPath(`/${'a'.repeat(5000)}`).length).toBeLessThanOrEqual(201)
  })
})
