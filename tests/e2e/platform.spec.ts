import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

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

  for (const path of ['/', '/de', '/no-such-page', '/de/about-us']) {
    test(`no accessibility violations on ${path}`, async ({ page }) => {
      await page.goto(path)
      const results = await new AxeBuilder({ page }).analyze()
      expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([])
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
