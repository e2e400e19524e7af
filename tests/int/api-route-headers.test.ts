import { describe, expect, it } from 'vitest'

import { ORIGIN } from '../setup/browser'

/**
 * The request proxy (src/proxy.ts) and an API route's own headers: Next.js
 * writes the proxy's response headers first and then drops a route's header of the same name, so
 * the page policy set here replaced the one the SVG map and the file downloads set. A request
 * passed on to an API route gets none from the proxy (the production server writes the ones an
 * answer lacks, server/request-guard.test.ts); pages and the proxy's own answers still get them.
 */
async function viaProxy(path: string, init?: { method?: string }) {
  const { NextRequest } = await import('next/server')
  const proxy = (await import('@/proxy')).default
  return proxy(new NextRequest(new URL(path, ORIGIN), init))
}

describe('the proxy and the headers of an API route', () => {
  for (const path of [
    '/api/v1/map/locations.svg',
    '/api/v1/documents/12/download',
    '/api/v1/documents/archive?ids=1,2',
    '/api/health',
  ]) {
    it(`leaves ${path} to its route`, async () => {
      const response = await viaProxy(path)
      expect(response.headers.get('x-middleware-next')).toBe('1')
      expect(response.headers.get('content-security-policy')).toBeNull()
      expect(response.headers.get('x-content-type-options')).toBeNull()
    })
  }

  it('gives pages, the admin and its own answers the page policy', async () => {
    for (const path of ['/en/about-us', '/de', '/admin', '/api/%E0%A4%A']) {
      const response = await viaProxy(path)
      expect(response.headers.get('content-security-policy'), path).toContain("default-src 'self'")
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff')
    }
  })
})
