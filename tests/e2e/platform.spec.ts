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
      expect(headers['content-security-policy']).toContain("object-src 'none'")
      expect(headers['x-powered-by']).toBeUndefined()
      // The demo configuration serves plain http on localhost: no HSTS there.
      expect(headers['strict-transport-security']).toBeUndefined()
    }
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
