import net from 'node:net'

import { expect, test } from './fixtures'

import { expectNoAxeViolations } from './axe'

const REQUIRED_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
]

test.describe('platform', () => {
  test('security headers on a page and on an API response', async ({ request }) => {
    for (const path of ['/', '/de/about-us', '/api/health', '/api/cms/pages?limit=1']) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      const headers = response.headers()
      for (const name of REQUIRED_HEADERS) expect(headers[name], `${name} on ${path}`).toBeTruthy()
      expect(headers['x-content-type-options']).toBe('nosniff')
      expect(headers['content-security-policy']).toContain("frame-ancestors 'self'")
      // A page's policy, or an API answer's own (nothing may run or load).
      expect(headers['content-security-policy']).toMatch(/object-src 'none'|^default-src 'none'/)
      expect(headers['x-powered-by']).toBeUndefined()
      // The demo configuration serves plain http on localhost: no HSTS there.
      expect(headers['strict-transport-security']).toBeUndefined()
    }
  })

  test('security headers on every answer the server writes: redirects, metrics, errors, files', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text()
    const script = /["'](\/_next\/static\/[^"'?]+\.js)["']/.exec(html)?.[1]
    expect(script).toBeTruthy()
    const walk: [path: string, status: number, init?: { method?: string }][] = [
      ['/about-us/', 308],
      ['/de/about-us/', 308],
      ['/api/cms/', 308],
      ['/api/metrics/', 308],
      // The e2e server runs without METRICS_TOKEN: no metrics (401 and 405: server/request-guard.test.ts).
      ['/api/metrics', 404],
      ['/api/metrics', 404, { method: 'POST' }],
      ['/api/v1/no-such-thing', 404],
      ['/api/cms/pages/abc', 404],
      ['/about-us', 200],
      ['/en/about-us', 307],
      ['/no-such-page', 404],
      [script!, 200],
      ['/api/v1/map/locations.svg', 200],
      ['/', 405, { method: 'PROPFIND' }],
    ]
    for (const [path, status, init] of walk) {
      const response = await request.fetch(path, { ...init, maxRedirects: 0 })
      const name = `${init?.method ?? 'GET'} ${path}`
      expect(response.status(), name).toBe(status)
      const headers = response.headers()
      expect(headers['x-content-type-options'], name).toBe('nosniff')
      expect(headers['x-frame-options'], name).toBe('SAMEORIGIN')
      expect(headers['referrer-policy'], name).toBe('strict-origin-when-cross-origin')
      expect(headers['permissions-policy'], name).toContain('camera=()')
      expect(headers['cross-origin-opener-policy'], name).toBe('same-origin')
      expect(headers['content-security-policy'], name).toContain("frame-ancestors 'self'")
      // The demo configuration serves plain http on localhost: no HSTS there.
      expect(headers['strict-transport-security'], name).toBeUndefined()
    }
  })

  test("a route's own Content-Security-Policy is kept: the SVG map", async ({ request }) => {
    const map = await request.get('/api/v1/map/locations.svg')
    expect(map.status()).toBe(200)
    expect(map.headers()['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'",
    )
    expect(map.headers()['x-content-type-options']).toBe('nosniff')
  })

  test('an anonymous 100 MB upload to /api/cms is refused before its body is sent', async ({
    baseURL,
    request,
  }) => {
    const { port, hostname } = new URL(baseURL!)
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), hostname, () =>
        socket.write(
          'POST /api/cms/documents HTTP/1.1\r\nHost: localhost\r\n' +
            'Content-Type: multipart/form-data; boundary=x\r\n' +
            `Content-Length: ${100 * 1024 * 1024}\r\nAccept-Language: de\r\n\r\n`,
        ),
      )
      let text = ''
      socket.setEncoding('utf8')
      socket.on('data', (chunk: string) => (text += chunk))
      socket.on('error', reject)
      socket.on('close', () => resolve(text))
    })
    expect(answer).toMatch(/^HTTP\/1\.1 401 /)
    expect(answer).toMatch(/^x-content-type-options: nosniff$/im)
    expect(answer.split('\r\n\r\n')[1]).toBe(JSON.stringify({ message: 'Nicht angemeldet.' }))
    // The same server still answers (the refused connection was closed, nothing else).
    expect((await request.get('/api/health')).status()).toBe(200)
  })

  test('first visits: no client-hint restart on the site, optimized images come from a cache, islands only where shown (ADR 0015)', async ({
    request,
  }) => {
    // Payload's Critical-CH made Chrome fetch every first page twice; the admin keeps it.
    for (const path of ['/', '/de/about-us/company-profile']) {
      const headers = (await request.get(path)).headers()
      expect(headers['critical-ch'], path).toBeUndefined()
      expect(headers['accept-ch'], path).toBeUndefined()
    }
    expect((await request.get('/admin/login')).headers()['critical-ch']).toBe(
      'Sec-CH-Prefers-Color-Scheme',
    )

    // The page's first image, asked for twice: the second answer is the cached one.
    const html = await (await request.get('/')).text()
    const image = /<img[^>]+src="(\/_next\/image\?[^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&')
    expect(image).toBeTruthy()
    const first = await request.get(image!, { headers: { accept: 'image/webp' } })
    expect(first.status()).toBe(200)
    const second = await request.get(image!, { headers: { accept: 'image/webp' } })
    expect(second.headers()['x-nextjs-cache']).toBe('HIT')
    expect(Buffer.compare(await first.body(), await second.body())).toBe(0)

    // The cookie banner is in the HTML (it paints with the page), the enquiry form is not on
    // the home page but is on a form page, rendered in place (no hidden streamed block).
    expect(html).toContain('class="cookie-banner"')
    expect(html).not.toContain('class="site-form"')
    const form = await (await request.get('/contacts/contact-sales')).text()
    expect(form).toContain('class="site-form"')
    expect(form).not.toMatch(/<div hidden[^>]*id="S:/)
  })

  test('health reports the database', async ({ request }) => {
    const response = await request.get('/api/health')
    expect(response.status()).toBe(200)
    expect(response.headers()['cache-control']).toContain('no-store')
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok', dialect: 'sqlite' })
  })

  test('the public API paths are free: Payload answers under /api/cms only', async ({
    request,
  }) => {
    const cms = await request.get('/api/cms/pages?limit=1')
    expect((await cms.json()).docs).toHaveLength(1)
    // /api/pages is no longer Payload's: it must not list content.
    const old = await request.get('/api/pages')
    expect(old.status()).toBe(404)
  })

  // Every listed page is checked by the quality crawl (quality.spec.ts); the error page is not listed.
  for (const path of ['/no-such-page', '/de/no-such-page']) {
    test(`no accessibility violations on ${path}`, async ({ page }) => {
      await page.goto(path)
      await expectNoAxeViolations(page)
    })
  }

  test('keyboard users can skip to the content', async ({ page }) => {
    await page.goto('/')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to content' })
    await expect(skip).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/#main$/)
  })
})
