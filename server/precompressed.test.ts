import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { deferScriptsIn } from './after-paint'
import { nodeCompression } from './compress'
import { acceptedEncoding, precompressedStore, servePrecompressed } from './precompressed'

/** A page as Next.js answers it: its body, and what it says about it. */
type Answer = {
  body: string
  cache?: string
  etag?: string
  cookie?: boolean
  /** Headers given to writeHead and the body written in two pieces, not set one by one. */
  explicit?: boolean
}

const page = (text: string) =>
  `<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body><h1>${text}</h1>${'<p>Talc, lamellar and white.</p>'.repeat(200)}</body></html>`

let answer: Answer = { body: '' }
let writes = 0
const store = precompressedStore()
const compress = nodeCompression()
let server: http.Server
let origin = ''

beforeAll(async () => {
  // The production server's layers in its order (server/main.ts): compression, the scripts'
  // rewrite, then the kept copies; the app below writes as Next.js does.
  server = http.createServer((request, response) => {
    compress(request, response, () => {
      deferScriptsIn(response)
      servePrecompressed(store, request, response)
      writes += 1
      const headers: http.OutgoingHttpHeaders = {
        'content-type': 'text/html; charset=utf-8',
        ...(answer.cache ? { 'x-nextjs-cache': answer.cache } : {}),
        ...(answer.etag ? { etag: answer.etag } : {}),
        ...(answer.cookie ? { 'set-cookie': 'session=1' } : {}),
        'content-length': Buffer.byteLength(answer.body),
      }
      if (answer.explicit) {
        response.writeHead(200, headers)
        const half = Math.floor(answer.body.length / 2)
        response.write(answer.body.slice(0, half))
        response.end(answer.body.slice(half))
        return
      }
      for (const [name, value] of Object.entries(headers)) response.setHeader(name, value!)
      response.end(answer.body)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** A GET with the given Accept-Encoding; the answer's headers and its decoded text. */
function get(acceptEncoding: string, method = 'GET') {
  return new Promise<{ headers: http.IncomingHttpHeaders; raw: Buffer; text: string }>(
    (resolve, reject) => {
      const request = http.request(
        `${origin}/page`,
        { method, headers: { 'accept-encoding': acceptEncoding } },
        (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('end', () => {
            const raw = Buffer.concat(chunks)
            const coding = response.headers['content-encoding']
            const text = (
              coding === 'br'
                ? zlib.brotliDecompressSync(raw)
                : coding === 'gzip'
                  ? zlib.gunzipSync(raw)
                  : raw
            ).toString('utf8')
            resolve({ headers: response.headers, raw, text })
          })
        },
      )
      request.on('error', reject)
      request.end()
    },
  )
}

describe('pages from the page cache, compressed once', () => {
  it('compresses a cached page the first time, then sends the kept bytes while the ETag holds', async () => {
    store.clear()
    answer = { body: page('First'), cache: 'HIT', etag: '"v1"' }
    const first = await get('gzip, deflate, br, zstd')
    expect(first.headers['content-encoding']).toBe('br')
    expect(first.headers['vary']).toMatch(/accept-encoding/i)
    expect(Number(first.headers['content-length'])).toBe(first.raw.length)
    // The scripts' rewrite still happened before the bytes were kept.
    expect(first.text).toContain('<h1>First</h1>')
    expect(first.text).toContain('self.__afterPaint("/_next/static/chunks/a.js")')
    expect(store.size).toBe(1)

    // The app writes another body under the same ETag: what goes out is the kept copy (the same
    // ETag is the same page, so this is what a client gets for it).
    answer = { body: page('Changed'), cache: 'HIT', etag: '"v1"' }
    const second = await get('br')
    expect(second.raw.equals(first.raw)).toBe(true)
    expect(second.text).toContain('<h1>First</h1>')

    // A new version of the page is a new ETag: compressed and kept anew.
    answer = { body: page('Second'), cache: 'HIT', etag: '"v2"' }
    expect((await get('br')).text).toContain('<h1>Second</h1>')
    expect(store.size).toBe(2)
  })

  it('keeps one copy per encoding: gzip for a client without brotli, none for one with neither', async () => {
    store.clear()
    answer = { body: page('Both'), cache: 'STALE', etag: '"v3"' }
    const gzip = await get('gzip;q=1, br;q=0')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gzip.text).toContain('<h1>Both</h1>')
    expect((await get('br')).headers['content-encoding']).toBe('br')
    expect(store.size).toBe(2)
    const plain = await get('identity')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.text).toContain('<h1>Both</h1>')
    expect(store.size).toBe(2)
  })

  it('takes headers given to writeHead and a body in pieces', async () => {
    store.clear()
    answer = { body: page('Pieces'), cache: 'HIT', etag: '"v4"', explicit: true }
    const first = await get('br')
    expect(first.headers['content-encoding']).toBe('br')
    expect(first.text).toContain('<h1>Pieces</h1>')
    expect(first.text).toMatch(/<\/html>$/)
    expect(store.size).toBe(1)
    expect((await get('br')).raw.equals(first.raw)).toBe(true)
  })

  it('leaves every other answer to the compression middleware: a fresh render, a cookie, no ETag, HEAD', async () => {
    store.clear()
    for (const other of [
      { body: page('Fresh'), cache: 'MISS', etag: '"v5"' },
      { body: page('Cookie'), cache: 'HIT', etag: '"v6"', cookie: true },
      { body: page('Untagged'), cache: 'HIT' },
      { body: page('Rendered') },
    ]) {
      answer = other
      const response = await get('br')
      // Compressed as before, per request, by the middleware.
      expect(response.headers['content-encoding']).toBe('br')
      expect(response.text).toContain('Talc, lamellar and white.')
    }
    answer = { body: page('Head'), cache: 'HIT', etag: '"v7"' }
    const head = await get('br', 'HEAD')
    expect(head.raw.length).toBe(0)
    expect(store.size).toBe(0)
    expect(writes).toBeGreaterThan(0)
  })
})

describe('the encoding a client accepts', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['identity', null],
    ['gzip;q=0, br;q=0', null],
    ['', null],
    [undefined, null],
  ] as const)('%j → %s', (header, expected) => {
    expect(acceptedEncoding(header)).toBe(expected)
  })
})
