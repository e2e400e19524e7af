import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { expect, test } from './fixtures'
import { SERVER_ENTRY } from '../../scripts/build-server.mjs'

import { expectNoAxeViolations } from './axe'

/**
 * A second server on a database without any content (SEED_DEMO=false): what an operator sees
 * before the editors have made pages. The search is a route of its own, so /search works with no
 * CMS page /search. Runs in the desktop project only (playwright.config.ts).
 */
const PORT = 3102
const BASE = `http://localhost:${PORT}`
const DATA_DIR = path.resolve('data', `e2e-empty-${PORT}`)
let server: ChildProcess | undefined

test.describe('a site without content', () => {
  // One worker runs these in turn: each worker would otherwise start its own server on PORT.
  test.describe.configure({ mode: 'serial' })

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    fs.rmSync(DATA_DIR, { recursive: true, force: true })
    fs.mkdirSync(DATA_DIR, { recursive: true })
    server = spawn(process.execPath, [SERVER_ENTRY, String(PORT)], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        APP_ENV: 'demo',
        SEED_DEMO: 'false',
        DATA_DIR,
        DATABASE_URL: `file:${path.join(DATA_DIR, 'site.db')}`,
        SERVER_URL: BASE,
        NEXT_TELEMETRY_DISABLED: '1',
      },
      stdio: 'ignore',
      detached: true, // its own process group, so that afterAll can stop all of it
    })
    // The server migrates as it boots; health answers 200 once the database is ready.
    await expect
      .poll(
        async () => {
          if (server?.exitCode !== null)
            throw new Error(`the server exited with ${server?.exitCode}`)
          return fetch(`${BASE}/api/health`).then(
            (response) => response.status,
            () => 0,
          )
        },
        { timeout: 100_000 },
      )
      .toBe(200)
  })

  test.afterAll(() => {
    if (server?.pid) process.kill(-server.pid, 'SIGTERM')
  })

  test('has no CMS page, and /search still searches, in English and German', async ({ page }) => {
    expect((await page.goto(`${BASE}/about-us`))?.status()).toBe(404)

    for (const c of [
      // Words of no page: the app's own pages (the grade finder) are found on an empty site too.
      { prefix: '', heading: 'Search', query: 'quarry', noResults: /No results for “quarry”/ },
      {
        prefix: '/de',
        heading: 'Suche',
        query: 'Steinbruch',
        noResults: /Keine Ergebnisse für „Steinbruch“/,
      },
    ]) {
      const response = await page.goto(`${BASE}${c.prefix}/search`)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.heading)
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
      const { query } = c
      await page.locator('#site-search-query').fill(query)
      await page.locator('#site-search-query').press('Enter')
      await expect(page).toHaveURL(new RegExp(`${c.prefix}/search\\?query=${query}$`))
      await expect(page.getByRole('status').filter({ hasText: c.noResults })).toBeVisible()
      await expectNoAxeViolations(page)
    }
  })

  test('counts the socket address, whatever X-Forwarded-For claims (no proxy trusted)', async () => {
    // 30 robot-check verifications per address and 10 minutes (RATE_LIMITS.captchaVerify), each
    // claiming another address: the 31st is refused all the same, and so is one claiming none.
    const verify = (headers: Record<string, string>) =>
      fetch(`${BASE}/api/v1/captcha/verify`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: '{"token":"x"}',
      })
    for (let i = 1; i <= 30; i += 1)
      expect((await verify({ 'x-forwarded-for': `203.0.113.${i}` })).status).toBe(400)
    const forged = await verify({ 'x-forwarded-for': '203.0.113.99', 'x-real-ip': '203.0.113.98' })
    expect(forged.status).toBe(429)
    expect(Number(forged.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await verify({})).status).toBe(429)
  })

  test('stores the socket address with an enquiry, not the one X-Forwarded-For claims', async () => {
    const { solveChallenge } = await import('altcha-lib')
    const { deriveKey } = await import('altcha-lib/algorithms/sha')
    const challenge = await (await fetch(`${BASE}/api/v1/captcha/challenge`)).json()
    const solution = await solveChallenge({ challenge, deriveKey })
    const email = `socket-address-${Date.now()}@example.com`
    const sent = await fetch(`${BASE}/api/v1/forms/general-enquiries`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: BASE,
        'x-forwarded-for': '203.0.113.50',
      },
      body: JSON.stringify({
        firstName: 'Lena',
        lastName: 'Vogt',
        company: 'Keramik Vogt KG',
        jobTitle: 'Buyer',
        email,
        phone: '+49 30 123456',
        country: 'DE',
        query: 'Where do you come from?',
        terms: true,
        information: false,
        altcha: btoa(JSON.stringify({ challenge, solution })),
      }),
    })
    expect(sent.status).toBe(201)
    // This database has no staff yet: the first administrator is made as an operator would.
    const admin = await fetch(`${BASE}/api/cms/users/first-register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: BASE },
      body: JSON.stringify({
        email: 'first-admin@example.com',
        password: 'Quartz-ledger-5281-skylight',
        name: 'First Admin',
      }),
    })
    expect(admin.status).toBe(200)
    const { token } = (await admin.json()) as { token: string }
    const found = await fetch(
      `${BASE}/api/cms/enquiries?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
      { headers: { Authorization: `JWT ${token}` } },
    )
    const { docs } = (await found.json()) as { docs: { address: string }[] }
    // Loopback over IPv4 or IPv6, stored shortened (/24, /48): never the claimed 203.0.113.0.
    expect(docs.map((doc) => doc.address)).toEqual([
      expect.stringMatching(/^(127\.0\.0\.0|0:0:0::)$/),
    ])
  })
})
