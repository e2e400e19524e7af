import http from 'node:http'

import { expect, type Page, test } from './fixtures'

import { expectNoAxeViolations } from './axe'

/**
 * What only the running server shows: Next.js's own
 * routing of malformed paths, server/main.ts's refusals, /_next/image and /_next/static, the
 * 404 page's HTML without JavaScript and touch targets at phone width. The handlers' part of the
 * 500-probe table is tests/int/fuzz.test.ts.
 */
const port = Number(process.env.E2E_PORT ?? 3100)

type Raw = { status: number; headers: http.IncomingHttpHeaders; body: string }

/** A request exactly as written (Playwright's client would re-encode '%ZZ' or refuse TRACE). */
function raw(
  method: string,
  path: string,
  { headers = {}, body }: { headers?: Record<string, string>; body?: Buffer } = {},
): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: 'localhost', port, method, path, headers, agent: false },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        )
      },
    )
    request.on('error', reject)
    request.end(body)
  })
}

/**
 * A POST of `total` bytes sent 1 MB at a time, after a second's pause for an answer to the
 * headers alone (the server may answer from the declared length and close the connection).
 */
function rawUpload(path: string, total: number, headers: Record<string, string>): Promise<Raw> {
  return new Promise((resolve, reject) => {
    let answered = false
    const request = http.request(
      {
        host: 'localhost',
        port,
        method: 'POST',
        path,
        headers: { ...headers, 'content-length': String(total) },
        agent: false,
      },
      (response) => {
        answered = true
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          })
          request.destroy()
        })
      },
    )
    request.on('error', (error) => {
      if (!answered) reject(error)
    })
    const chunk = Buffer.alloc(1024 * 1024, 0x61)
    let sent = 0
    const pump = () => {
      while (!answered && sent < total) {
        sent += chunk.length
        if (!request.write(chunk)) return void request.once('drain', pump)
      }
      if (!answered) request.end()
    }
    // The headers first: a server that decides on the declared length answers before the body
    // (writing into a connection it has closed would fail with EPIPE before the answer is read).
    request.flushHeaders()
    setTimeout(pump, 1000)
  })
}

const NO_STACK = /\n\s+at .+:\d+|node_modules|\/src\//

/** The 500-probe table's rows that need the real server. Add new ones here. */
const PROBES: {
  name: string
  method: string
  path: string
  status: number
  text?: string
  headers?: Record<string, string>
  body?: string
}[] = [
  { name: 'bad escape', method: 'GET', path: '/a%ZZ', status: 400, text: 'This address' },
  { name: 'lone percent', method: 'GET', path: '/%', status: 400, text: 'This address' },
  { name: 'overlong UTF-8', method: 'GET', path: '/%C0%AF', status: 400, text: 'This address' },
  {
    name: 'bad escape under /de',
    method: 'GET',
    path: '/de/a%ZZ',
    status: 400,
    text: 'Diese Adresse ist ungültig.',
  },
  {
    name: 'a server action without a declared length',
    method: 'POST',
    path: '/register',
    headers: { 'content-type': 'multipart/form-data; boundary=x', 'transfer-encoding': 'chunked' },
    body: '--x--',
    status: 411,
    text: 'Please send the form again',
  },
  { name: 'TRACE', method: 'TRACE', path: '/', status: 405, text: 'This method is not allowed' },
  { name: 'PROPFIND', method: 'PROPFIND', path: '/de', status: 405, text: 'Diese Methode' },
  { name: 'NUL as an id', method: 'GET', path: '/api/cms/pages/%00', status: 404 },
  { name: 'near', method: 'GET', path: '/api/cms/pages?where[id][near]=1,2', status: 400 },
  { name: 'within', method: 'GET', path: '/api/cms/pages?where[title][within]=x', status: 400 },
  {
    name: 'object as a value',
    method: 'GET',
    path: '/api/cms/pages/count?where[path][equals][x]=1',
    status: 400,
  },
  {
    name: 'preference of nobody',
    method: 'DELETE',
    path: '/api/cms/payload-preferences/999999',
    status: 401,
  },
  {
    name: 'not an image',
    method: 'GET',
    path: '/_next/image?url=%2Frobots.txt&w=640&q=75',
    status: 400,
  },
  {
    name: 'a malformed image path',
    method: 'GET',
    path: '/_next/image?url=%2Fa%25ZZ&w=640&q=75',
    status: 400,
    text: 'This address',
  },
  {
    name: 'an image missing on the disk',
    method: 'GET',
    path: '/_next/image?url=%2Fapi%2Fcms%2Fmedia%2Ffile%2Fnope.webp&w=640&q=75',
    status: 404,
  },
  {
    name: 'a missing media file',
    method: 'GET',
    path: '/api/cms/media/file/nope.webp',
    status: 404,
  },
  {
    name: 'JSON as an image',
    method: 'GET',
    path: '/_next/image?url=%2Fapi%2Fhealth&w=640&q=75',
    status: 400,
  },
]

test.describe('malformed requests (the 500-probe table, server part)', () => {
  for (const probe of PROBES) {
    test(`${probe.method} ${probe.path}: ${probe.name}`, async () => {
      const answer = await raw(probe.method, probe.path, {
        headers: probe.headers,
        body: probe.body === undefined ? undefined : Buffer.from(probe.body),
      })
      expect(answer.status, answer.body).toBe(probe.status)
      expect(answer.body).not.toMatch(NO_STACK)
      if (probe.text) expect(answer.body).toContain(probe.text)
      expect(answer.headers['x-content-type-options']).toBe('nosniff')
    })
  }

  test('the register action with a 50 MB body is 413, in the page language', async () => {
    for (const [path, text] of [
      ['/register', 'The request is too large.'],
      ['/de/register', 'Die Anfrage ist zu groß.'],
    ] as const) {
      const answer = await rawUpload(path, 50 * 1024 * 1024, {
        'content-type': 'multipart/form-data; boundary=x',
      })
      expect(answer.status, path).toBe(413)
      expect(answer.body).toBe(text)
    }
  })

  test('public REST reads at most 100 documents two levels deep', async ({ request }) => {
    const response = await request.get('/api/cms/pages?limit=100000&depth=10')
    expect(response.status()).toBe(200)
    expect((await response.json()).limit).toBe(100)
  })
})

test.describe("Next.js's own answers carry the security baseline", () => {
  test('/_next/static and /_next/image', async ({ request }) => {
    const html = await (await request.get('/')).text()
    const script = /<script src="(\/_next\/static\/[^"]+)"/.exec(html)?.[1]
    const image = /<img[^>]+src="(\/_next\/image\?[^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&')
    expect(script).toBeTruthy()
    expect(image).toBeTruthy()
    for (const path of [script!, image!, '/_next/static/no-such-file.js']) {
      const response = await request.get(path)
      expect(response.status(), path).toBeLessThan(500)
      const headers = response.headers()
      expect(headers['x-content-type-options'], path).toBe('nosniff')
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
      expect(headers['x-frame-options'], path).toBe('SAMEORIGIN')
      expect(headers['permissions-policy'], path).toContain('camera=()')
      expect(headers['cross-origin-opener-policy'], path).toBe('same-origin')
    }
  })
})

const NOT_FOUND = [
  { path: '/x', lang: 'en', home: 'href="/"' },
  { path: '/de/x', lang: 'de', home: 'href="/de"' },
  { path: '/about-us/x', lang: 'en', home: 'href="/"' },
  { path: '/blog/x', lang: 'en', home: 'href="/"' },
  { path: '/de/blog/x', lang: 'de', home: 'href="/de"' },
] as const
const TEXTS = {
  en: ['Page not found', 'Sorry...', 'page not found', 'This page could not be found.'],
  de: ['Seite nicht gefunden', 'Entschuldigung...', 'Zurück zur Startseite'],
}

test.describe('404 pages are rendered on the server', () => {
  for (const c of NOT_FOUND) {
    test(`${c.path}: the HTML itself has the texts, <title> and lang="${c.lang}"`, async ({
      request,
    }) => {
      const response = await request.get(c.path)
      expect(response.status()).toBe(404)
      const html = await response.text()
      expect(html).not.toContain('__next_error__')
      expect(html).toMatch(new RegExp(`<html[^>]* lang="${c.lang}"`))
      expect(html).toMatch(new RegExp(`<title>${TEXTS[c.lang][0]}</title>`))
      for (const text of TEXTS[c.lang]) expect(html, text).toContain(text)
      expect(html).toContain(c.home)
      expect(html).toContain('<meta name="robots" content="noindex"/>')
    })
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    // One fresh browser each: a visit to /de leaves next-intl's language cookie behind.
    for (const c of NOT_FOUND) {
      test(`${c.path}: the visitor sees the 404 screen inside the site shell`, async ({ page }) => {
        const response = await page.goto(c.path)
        expect(response?.status()).toBe(404)
        await expect(page.locator('html')).toHaveAttribute('lang', c.lang)
        await expect(page).toHaveTitle(TEXTS[c.lang][0]!)
        await expect(page.getByRole('heading', { level: 1 })).toContainText('404')
        await expect(page.getByRole('main').getByText(TEXTS[c.lang][1]!)).toBeVisible()
        await expect(page.getByRole('banner')).toBeVisible()
        await expect(page.getByRole('contentinfo')).toBeVisible()
      })
    }
  })
})

test.describe('touch targets at phone width', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true })

  async function check(page: Page, path: string) {
    await page.goto(path)
    await expectNoAxeViolations(page)
  }

  test('product markets: every market link is at least 24 × 24 px or spaced', async ({ page }) => {
    await check(page, '/our-products/product-markets')
    const links = page.locator('.market-cards a')
    expect(await links.count()).toBeGreaterThan(0)
    for (const box of await links.evaluateAll((all) =>
      all.map((a) => a.getBoundingClientRect().toJSON() as DOMRect),
    )) {
      expect(box.height).toBeGreaterThanOrEqual(24)
    }
  })

  test('the 404 page', async ({ page }) => {
    await check(page, '/de/x')
  })
})
