import { describe, expect, it } from 'vitest'

import { isDownloadPath, loginReturnPath } from './login-return'

const ORIGIN = 'https://www.eurotalc.example'

describe('the return path of the login dialog', () => {
  it('follows paths of this site: pages and the download addresses', () => {
    for (const [raw, expected] of [
      [
        '/api/v1/grades/eurotalc-p-12/data-sheet?locale=de',
        '/api/v1/grades/eurotalc-p-12/data-sheet?locale=de',
      ],
      ['/api/v1/documents/12/download', '/api/v1/documents/12/download'],
      [
        '/api/v1/documents/sds-eurotalc-p-12-en/current',
        '/api/v1/documents/sds-eurotalc-p-12-en/current',
      ],
      ['/de/download/data-sheets/eurotalc-p-12', '/de/download/data-sheets/eurotalc-p-12'],
      ['/download?tab=product-literature#list', '/download?tab=product-literature#list'],
      ['/our-products/grades/eurotalc-p-12', '/our-products/grades/eurotalc-p-12'],
      // Dot segments are resolved as the browser would; the result stays on the site.
      ['/download/../our-products', '/our-products'],
      // `login` and `return` would open the dialog again on arrival.
      ['/download?login&return=/x&tab=quality-documents', '/download?tab=quality-documents'],
    ] as const) {
      expect(loginReturnPath(raw, ORIGIN), raw).toBe(expected)
    }
  })

  it('never leads to another site or to what is no page', () => {
    for (const raw of [
      null,
      undefined,
      '',
      'download',
      '//evil.example',
      '///evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/%2F%2Fevil.example',
      '/%5Cevil.example',
      '/.//evil.example',
      '/%2e%2e//evil.example',
      '/a/..//evil.example',
      'https://evil.example/',
      `${ORIGIN}/download`,
      'http://www.eurotalc.example/download',
      'javascript:alert(1)',
      '/javascript:alert(1)%0d%0a',
      'data:text/html,hi',
      '/download\r\nSet-Cookie: x=1',
      '/download%0d%0aLocation:%20https://evil.example',
      '/ download',
      `/${'a'.repeat(2100)}`,
      // Not a page and not a download: the admin, other API calls, the auth endpoints.
      '/admin',
      '/admin/collections/members',
      '/api/v1/user',
      '/api/v1/documents/archive?ids=1,2',
      '/api/cms/members',
      '/logout',
      '/login',
      '/de/logout',
      '/sanctum/csrf-cookie',
      '/_next/static/chunks/x.js',
    ]) {
      expect(loginReturnPath(raw, ORIGIN), String(raw)).toBeNull()
    }
  })

  it('tells a file download from a page', () => {
    expect(isDownloadPath('/api/v1/grades/eurotalc-p-12/data-sheet?locale=en')).toBe(true)
    expect(isDownloadPath('/api/v1/documents/3/download')).toBe(true)
    expect(isDownloadPath('/download/data-sheets/eurotalc-p-12')).toBe(false)
    expect(isDownloadPath('/api/v1/user')).toBe(false)
  })
})
