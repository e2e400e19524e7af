import { spawn, type ChildProcess } from 'node:child_process'

import { expect, test } from './fixtures'
import { SERVER_ENTRY } from '../../scripts/build-server.mjs'

/**
 * A second server whose database cannot be reached (nothing listens on port 1), to see what a
 * visitor and a load balancer get during an outage. Runs in the desktop project only
 * (playwright.config.ts): it is the same server at any width.
 */
const PORT = 3101
const BASE = `http://localhost:${PORT}`
let server: ChildProcess | undefined

test.describe('database outage', () => {
  // One worker runs these in turn: each worker would otherwise start its own server on PORT.
  test.describe.configure({ mode: 'serial' })

  test.beforeAll(async () => {
    server = spawn(process.execPath, [SERVER_ENTRY, String(PORT)], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        APP_ENV: 'demo',
        DATABASE_URL: 'postgres://nobody@127.0.0.1:1/unreachable',
        SERVER_URL: BASE,
        NEXT_TELEMETRY_DISABLED: '1',
      },
      stdio: 'ignore',
      detached: true, // its own process group, so that afterAll can stop all of it
    })
    const deadline = Date.now() + 60_000
    while (Date.now() < deadline) {
      if (server.exitCode !== null)
        throw new Error(`the outage server exited with ${server.exitCode}`)
      try {
        await fetch(`${BASE}/api/health`)
        return
      } catch {
        await new Promise((r) => setTimeout(r, 500))
      }
    }
    throw new Error('the outage server did not start')
  })

  test.afterAll(() => {
    if (server?.pid) process.kill(-server.pid, 'SIGTERM')
  })

  test('health answers 503', async ({ request }) => {
    const response = await request.get(`${BASE}/api/health`)
    expect(response.status()).toBe(503)
    expect(await response.json()).toMatchObject({ status: 'unavailable', database: 'unreachable' })
  })

  for (const c of [
    {
      prefix: '',
      lang: 'en',
      title: 'Data Connection Error',
      home: 'Go Back Home',
      href: '/',
    },
    {
      prefix: '/de',
      lang: 'de',
      title: 'Datenverbindungsfehler',
      home: 'Zurück zur Startseite',
      href: '/de',
    },
  ]) {
    test(`a page shows the data connection error screen in ${c.lang}`, async ({ page }) => {
      // An address no other test renders: pages already in the shared page cache are (rightly)
      // still served from it during the outage.
      const response = await page.goto(`${BASE}${c.prefix}/outage-${Date.now()}`)
      expect(response?.status()).toBeGreaterThanOrEqual(500)
      await expect(page.locator('html')).toHaveAttribute('lang', c.lang)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.title)
      await expect(page).toHaveTitle(c.title)
      const home = page.getByRole('main').getByRole('link', { name: c.home })
      await expect(home).toHaveAttribute('href', c.href)
    })
  }
})
