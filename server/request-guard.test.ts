import http from 'node:http'
import net from 'node:net'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { serverSecurityHeaders } from '../src/lib/security-baseline.mjs'
import { createMetrics } from './metrics'
import { answeredBeforeNext, continueUnlessRefused } from './request-guard'

/**
 * The production server's first step (server/main.ts) behind a real HTTP server, with a stub
 * of Next.js's request handler in Next.js's place: it answers as Next.js does, its trailing-slash
 * redirect (statusCode, setHeader, end), a static file (writeHead with its headers), a route that
 * sets its own Content-Security-Policy, an upload it reads whole (ADR 0029).
 */
const TOKEN = 'unit-test-metrics-token-0123456789'
const defaults = serverSecurityHeaders({ production: true })
let nextSaw: string[] = []

function nextStub(request: http.IncomingMessage, response: http.ServerResponse) {
  nextSaw.push(`${request.method} ${request.url}`)
  const path = (request.url ?? '/').split('?')[0] ?? '/'
  if (path.length > 1 && path.endsWith('/')) {
    response.statusCode = 308
    response.setHeader('Location', path.slice(0, -1))
    response.end(path.slice(0, -1))
  } else if (path.startsWith('/_next/static/')) {
    response.writeHead(200, { 'content-type': 'application/javascript; charset=UTF-8' })
    response.end('1')
  } else if (path === '/api/v1/map/locations.svg') {
    response.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
    response.setHeader('Content-Type', 'image/svg+xml')
    response.end('<svg/>')
  } else if (request.method === 'POST') {
    let length = 0
    request.on('data', (chunk: Buffer) => (length += chunk.length))
    request.on('end', () => response.writeHead(201).end(String(length)))
  } else {
    response.writeHead(404, { 'content-type': 'application/json' }).end('{}')
  }
}

function serverWith(metrics: ReturnType<typeof createMetrics> | null, token: string | null) {
  const server = http.createServer((request, response) => {
    if (answeredBeforeNext(request, response, { defaults, metrics, token })) return
    nextStub(request, response)
  })
  continueUnlessRefused(server)
  return server
}

const servers: http.Server[] = []
async function listen(server: http.Server) {
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

let base = ''
let off = ''
beforeAll(async () => {
  base = await listen(serverWith(createMetrics(), TOKEN))
  off = await listen(serverWith(null, null))
})
afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
})

/** One raw request: what the server answered to the head, before any body was sent. */
function rawHead(url: string, head: string): Promise<string> {
  const { port } = new URL(url)
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(head))
    let answer = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => {
      answer += chunk
      if (/\r\n\r\n[\s\S]*\}$/.test(answer) || /^HTTP\/1\.1 100 /.test(answer)) {
        socket.destroy()
        resolve(answer)
      }
    })
    socket.on('error', reject)
    socket.on('close', () => resolve(answer))
  })
}

describe('the security headers on every answer the server writes (ADR 0029)', () => {
  const walk: [name: string, url: () => string, init: RequestInit, status: number][] = [
    ['a page with a trailing slash', () => `${base}/about-us/`, {}, 308],
    ["Payload's API with a trailing slash", () => `${base}/api/cms/`, {}, 308],
    ['the metrics with a trailing slash', () => `${base}/api/metrics/`, {}, 308],
    ['the metrics without the token', () => `${base}/api/metrics`, {}, 401],
    ['the metrics with a wrong method', () => `${base}/api/metrics`, { method: 'POST' }, 405],
    [
      'the metrics for the bearer of the token',
      () => `${base}/api/metrics`,
      { headers: { authorization: `Bearer ${TOKEN}` } },
      200,
    ],
    ['the metrics when off', () => `${off}/api/metrics`, {}, 404],
    ['an API address that does not exist', () => `${base}/api/v1/nothing`, {}, 404],
    ['a static file', () => `${base}/_next/static/chunks/a.js`, {}, 200],
    ['a method the site never answers', () => `${base}/`, { method: 'PROPFIND' }, 405],
  ]
  for (const [name, url, init, status] of walk) {
    it(`${name}: ${status}`, async () => {
      const response = await fetch(url(), { ...init, redirect: 'manual' })
      await response.arrayBuffer()
      expect(response.status).toBe(status)
      for (const [header, value] of Object.entries(defaults))
        expect(response.headers.get(header), header).toBe(value)
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'")
      expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d{8}/)
    })
  }

  it("keeps the headers an answer sets itself: the SVG map's own policy", async () => {
    const response = await fetch(`${base}/api/v1/map/locations.svg`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    )
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('sends HSTS only for a production instance', () => {
    expect(serverSecurityHeaders({ production: false })['Strict-Transport-Security']).toBe(
      undefined,
    )
    expect(serverSecurityHeaders({ production: false })['X-Frame-Options']).toBe('SAMEORIGIN')
  })
})

describe('a write to /api/cms without credentials (ADR 0029)', () => {
  const upload = (extra: string, path = '/api/cms/media') =>
    `POST ${path} HTTP/1.1\r\nHost: localhost\r\n` +
    'Content-Type: multipart/form-data; boundary=x\r\n' +
    `Content-Length: ${100 * 1024 * 1024}\r\n${extra}\r\n`

  it('is refused with 401 before its 100 MB body is sent, in the caller’s language', async () => {
    nextSaw = []
    const answer = await rawHead(base, upload('Accept-Language: de-AT,de;q=0.9\r\n'))
    expect(answer).toMatch(/^HTTP\/1\.1 401 /)
    expect(answer).toMatch(/^content-type: application\/json; charset=utf-8$/im)
    expect(answer).toMatch(/^content-language: de$/im)
    expect(answer).toMatch(/^cache-control: no-store$/im)
    expect(answer).toMatch(/^x-content-type-options: nosniff$/im)
    expect(answer).toMatch(/^x-frame-options: SAMEORIGIN$/im)
    expect(answer.split('\r\n\r\n')[1]).toBe(JSON.stringify({ message: 'Nicht angemeldet.' }))
    expect(nextSaw).toEqual([])

    const english = await rawHead(base, upload('', '/api/cms/documents?locale=en'))
    expect(english.split('\r\n\r\n')[1]).toBe(JSON.stringify({ message: 'Unauthenticated.' }))
  })

  it('is not asked for its body when it expects 100-continue', async () => {
    const answer = await rawHead(base, upload('Expect: 100-continue\r\n'))
    expect(answer).toMatch(/^HTTP\/1\.1 401 /)
    expect(answer).not.toMatch(/100 Continue/)
  })

  it('with a session cookie or an Authorization header, is passed on and read', async () => {
    for (const credentials of <Record<string, string>[]>[
      { cookie: 'theme=dark; payload-token=abc.def.ghi' },
      { authorization: 'JWT abc.def.ghi' },
      { authorization: 'Bearer abc.def.ghi' },
      { authorization: 'users API-Key 0123456789' },
    ]) {
      const response = await fetch(`${base}/api/cms/media`, {
        method: 'POST',
        headers: credentials,
        body: new Blob(['x'.repeat(2048)]),
      })
      expect(response.status, JSON.stringify(credentials)).toBe(201)
      expect(await response.text()).toBe('2048')
    }
  })

  it('passes on the calls a visitor makes without a session, and writes without a body', async () => {
    const form = () => {
      const body = new FormData()
      body.set('email', 'a@example.com')
      return body
    }
    for (const path of [
      '/api/cms/users/login',
      '/api/cms/users/first-register',
      '/api/cms/members/forgot-password',
      '/api/cms/users/reset-password',
    ]) {
      const response = await fetch(`${base}${path}`, { method: 'POST', body: form() })
      expect(response.status, path).toBe(201)
    }
    const query = await fetch(`${base}/api/cms/pages`, {
      method: 'POST',
      headers: { 'x-payload-http-method-override': 'GET' },
      body: new URLSearchParams({ limit: '1' }),
    })
    expect(query.status).toBe(201)
    const anonymous = await fetch(`${base}/api/cms/pages`, {
      method: 'POST',
      body: new URLSearchParams({ title: 'x' }),
    })
    expect(anonymous.status).toBe(401)
    // A session cookie of another name is no credential.
    const other = await fetch(`${base}/api/cms/pages`, {
      method: 'PATCH',
      headers: { cookie: 'not-payload-token=abc' },
      body: '{}',
    })
    expect(other.status).toBe(401)
  })
})
