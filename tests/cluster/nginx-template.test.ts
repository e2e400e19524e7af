/**
 * The nginx template (deploy/nginx/site.conf.template) run by the real nginx, rendered as the
 * cluster and container tests render it (tests/cluster/topology.mjs), on loopback ports of its
 * own in front of a stand-in for the app's `/` (ADR 0029). The stand-in answers
 * as the app does: the language by src/i18n/language-choice.ts from the cookie as Next.js parses
 * it, the headers by server/cache-policy.ts, compressed by the same middleware as
 * server/main.ts, and counts what reaches it. Needs nginx (apt-get install nginx-light); no
 * build.
 */
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'

import { parseCookie } from 'next/dist/compiled/@edge-runtime/cookies'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { nodeCompression } from '../../server/compress'
import { applyCachePolicy, cachePolicy } from '../../server/cache-policy'
import { entryLocale, LOCALE_COOKIE } from '../../src/i18n/language-choice'
import { startNginx } from './topology.mjs'

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer }

/** One request as written (no header added by a client library), on a connection of its own. */
function ask(port: number, pathname: string, headers: Record<string, string> = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port, path: pathname, headers, agent: false },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        )
      },
    )
    request.on('error', reject)
  })
}

const ENGLISH_PAGE = `<!DOCTYPE html><html lang="en"><body>${'<p>Talc for every industry.</p>'.repeat(80)}</body></html>`

/** What the app answers at `/` for these request headers (src/proxy.ts, server/main.ts). */
function expectedAt(headers: Record<string, string>) {
  const cookie = parseCookie(headers.cookie ?? '').get(LOCALE_COOKIE)
  return entryLocale(cookie, headers['accept-language'] ?? null)
}

const compress = nodeCompression()
const upstream: {
  /** Requests for `/` that reached the app, with the headers they came with. */
  entry: http.IncomingHttpHeaders[]
  /** Requests for `/hold`, unanswered until the test answers them. */
  held: http.ServerResponse[]
  onHeld: () => void
} = { entry: [], held: [], onHeld: () => undefined }
const standIn = http.createServer((request, response) => {
  const url = request.url ?? '/'
  if (url === '/hold') {
    upstream.held.push(response)
    upstream.onHeld()
    return
  }
  if (url !== '/' && !url.startsWith('/?')) {
    response.end('page')
    return
  }
  upstream.entry.push(request.headers)
  applyCachePolicy(response, cachePolicy({}), url)
  compress(request, response, () => {
    const cookie = request.headers.cookie
    const locale = entryLocale(
      parseCookie(Array.isArray(cookie) ? cookie.join('; ') : (cookie ?? '')).get(LOCALE_COOKIE),
      request.headers['accept-language'] ?? null,
    )
    // What Next.js writes (its Vary, a year's s-maxage that the policy bounds); the entry
    // address's Vary (Cookie, Accept-Language) comes from the policy.
    response.setHeader(
      'Vary',
      'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch',
    )
    if (locale !== 'en') {
      response.statusCode = 307
      response.setHeader('Location', '/de')
      response.setHeader('Cache-Control', 'private, no-store')
      response.end()
      return
    }
    response.setHeader('Cache-Control', 's-maxage=31536000')
    if (request.headers.rsc) {
      response.setHeader('Content-Type', 'text/x-component')
      response.end('0:["flight"]')
      return
    }
    response.setHeader('Content-Type', 'text/html; charset=utf-8')
    response.end(ENGLISH_PAGE)
  })
})

let dir = ''
let upstreamPort = 0
let cache: { port: number; stop: () => Promise<unknown> }
const cacheFiles = () =>
  fs
    .readdirSync(path.join(dir, 'cached', 'cache'), { recursive: true })
    .filter((f) => fs.statSync(path.join(dir, 'cached', 'cache', String(f))).isFile()).length

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-template-'))
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve))
  upstreamPort = (standIn.address() as net.AddressInfo).port
  cache = await startNginx(path.join(dir, 'cached'), {
    upstreams: [`127.0.0.1:${upstreamPort}`],
    cache: true,
  })
}, 30_000)
afterAll(async () => {
  await cache?.stop()
  standIn.closeAllConnections()
  await new Promise((resolve) => standIn.close(resolve))
  fs.rmSync(dir, { recursive: true, force: true })
})

const english = { 'accept-language': 'en-US,en;q=0.9' }

describe('the nginx template in front of / (ADR 0029)', () => {
  it('keeps one copy of / whatever other cookies come with it', async () => {
    const first = await ask(cache.port, '/', english)
    expect(first.status).toBe(200)
    expect(first.headers.vary).toMatch(/Cookie, Accept-Language/)
    const before = upstream.entry.length
    const statuses = new Set<string>()
    for (let i = 0; i < 50; i += 1) {
      const junk = `_ga=GA1.1.${Math.random().toString(36).slice(2)}.${Date.now()}; _gid=${i}`
      const answer = await ask(cache.port, '/', { ...english, cookie: junk })
      expect(answer.status).toBe(200)
      expect(String(answer.body)).toContain('lang="en"')
      statuses.add(String(answer.headers['x-cache-status']))
    }
    expect(upstream.entry.length - before).toBe(0)
    expect([...statuses]).toEqual(['HIT'])
    expect(cacheFiles()).toBe(1)
  })

  it("answers each language cookie value and browser language as the app does, never the other's copy", async () => {
    await ask(cache.port, '/', english)
    const cases: Record<string, string>[] = [
      { cookie: 'i18n_redirected=de' },
      { cookie: '_ga=GA1.1.1; i18n_redirected=de; _gid=2', ...english },
      { cookie: 'i18n_redirected=en', 'accept-language': 'de-DE,de;q=0.9' },
      { cookie: '_ga=x;i18n_redirected=en', 'accept-language': 'de' },
      { cookie: 'i18n_redirected=de; i18n_redirected=en' },
      { cookie: 'i18n_redirected=en; i18n_redirected=de' },
      { cookie: 'i18n_redirected=%64e' },
      { cookie: 'i18n_redirected =de' },
      { cookie: 'i18n_redirected="de"', 'accept-language': 'de' },
      { cookie: 'I18N_REDIRECTED=de' },
      { cookie: 'i18n_redirected=fr', 'accept-language': 'de-AT' },
      { cookie: '_ga=1', 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' },
      { 'accept-language': 'en-GB,en;q=0.9,de;q=0.8' },
      { 'accept-language': 'fr-FR,fr;q=0.9' },
      { 'accept-language': 'fr, de;q=0.5' },
      { 'accept-language': 'en;q=0.5, de;q=0.9' },
      { 'accept-language': 'de;q=0, en' },
      { 'accept-language': 'DE' },
      { 'accept-language': 'en-US , de' },
      { 'accept-language': '*' },
      {},
    ]
    for (const headers of cases) {
      const answer = await ask(cache.port, '/', headers)
      const label = JSON.stringify(headers)
      if (expectedAt(headers) === 'de') {
        expect([answer.status, answer.headers.location], label).toEqual([307, '/de'])
      } else {
        expect(answer.status, label).toBe(200)
        expect(String(answer.body), label).toContain('lang="en"')
      }
      // Nothing but the one English copy is ever stored.
      expect(cacheFiles(), label).toBe(1)
    }
    // A German visitor still goes on to /de, an English one still gets the copy.
    const german = await ask(cache.port, '/', { 'accept-language': 'de-DE,de;q=0.9' })
    expect([german.status, german.headers.location]).toEqual([307, '/de'])
    const again = await ask(cache.port, '/', english)
    expect([again.status, again.headers['x-cache-status']]).toEqual([200, 'HIT'])
  })

  it('compresses the one copy for whoever asks, and only for them', async () => {
    await ask(cache.port, '/', english)
    const before = upstream.entry.length
    const gzip = await ask(cache.port, '/', { ...english, 'accept-encoding': 'gzip' })
    const plain = await ask(cache.port, '/', english)
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(String(zlib.gunzipSync(gzip.body))).toBe(ENGLISH_PAGE)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(String(plain.body)).toBe(ENGLISH_PAGE)
    expect(upstream.entry.length).toBe(before)
    // The app is asked for / uncompressed only: its copy is the same for every client.
    expect(upstream.entry.every((headers) => !headers['accept-encoding'])).toBe(true)
  })

  it("passes Next.js's navigation requests for / by the copy", async () => {
    await ask(cache.port, '/', english)
    const flight = await ask(cache.port, '/', { ...english, rsc: '1' })
    expect(flight.headers['x-cache-status']).toBe('BYPASS')
    expect(String(flight.body)).toBe('0:["flight"]')
    const page = await ask(cache.port, '/', english)
    expect(page.headers['x-cache-status']).toBe('HIT')
    expect(String(page.body)).toBe(ENGLISH_PAGE)
  })
})

describe('the nginx template bounds each client (ADR 0029)', () => {
  it('answers 429 over the connections one address may have under way', async () => {
    const nginx = await startNginx(path.join(dir, 'connections'), {
      upstreams: [`127.0.0.1:${upstreamPort}`],
      cache: false,
      limits: { connPerAddress: 2, reqPerSecond: 1000, reqBurst: 1000 },
    })
    try {
      const arrived = new Promise<void>((resolve) => {
        upstream.onHeld = () => (upstream.held.length >= 2 ? resolve() : undefined)
      })
      const holding = [ask(nginx.port, '/hold'), ask(nginx.port, '/hold')]
      await arrived
      expect((await ask(nginx.port, '/page')).status).toBe(429)
      for (const response of upstream.held.splice(0)) response.end('released')
      expect((await Promise.all(holding)).map((a) => a.status)).toEqual([200, 200])
      expect((await ask(nginx.port, '/page')).status).toBe(200)
    } finally {
      for (const response of upstream.held.splice(0)) response.end()
      await nginx.stop()
    }
  })

  it('answers 429 over the requests one address may send at once', async () => {
    const nginx = await startNginx(path.join(dir, 'requests'), {
      upstreams: [`127.0.0.1:${upstreamPort}`],
      cache: false,
      limits: { connPerAddress: 100, reqPerSecond: 1, reqBurst: 3 },
    })
    try {
      const statuses: number[] = []
      for (let i = 0; i < 10; i += 1) statuses.push((await ask(nginx.port, '/page')).status)
      // One at the rate and three of burst at once; the rest of the ten within the same second
      // (a quarter of a request's worth may have come back meanwhile).
      expect(statuses.slice(0, 4)).toEqual([200, 200, 200, 200])
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(5)
    } finally {
      await nginx.stop()
    }
  })
})
