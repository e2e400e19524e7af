import { describe, expect, it } from 'vitest'

import { prefersHtml } from './accept'

const asking = (accept: string | null) =>
  prefersHtml(new Request('http://localhost/x', accept === null ? {} : { headers: { accept } }))

describe('prefersHtml: a browser navigation, not an API client', () => {
  it.each([
    'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
    'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
    'text/*, application/json;q=0.5',
  ])('HTML for %s', (accept) => expect(asking(accept)).toBe(true))

  it.each([
    null,
    '*/*',
    'application/json',
    'application/json, text/plain, */*',
    'application/json, text/html;q=0.5',
    'text/html, application/json',
    'text/html;q=0',
  ])('JSON for %s', (accept) => expect(asking(accept)).toBe(false))
})
