/**
 * Pages from the page cache leave compressed once, not on every request (ADR 0032).
 *
 * A page that Next.js answers from its page cache carries `x-nextjs-cache` and an ETag, a hash
 * of its body: the same ETag is the same HTML. The first time such an answer goes to a client
 * that accepts brotli or gzip, its whole body is rewritten as server/after-paint.ts rewrites
 * every page (the same HTML gives the same result), compressed, and kept under its ETag,
 * content type and encoding; every later answer with that key sends the kept bytes and drops
 * the body Next.js wrote, before the rewrite and the compression middleware see any of it. A page that changes gets a new ETag, so nothing is
 * invalidated by hand: the old copy ages out of the bounded store. Everything else (rendered
 * pages as they stream, APIs, answers with cookies, HEAD, other statuses) goes on to the
 * compression middleware below as before.
 */
import type http from 'node:http'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

import { LRUCache } from 'lru-cache'

import { type Chunk, scriptDeferrer, type Writer } from './after-paint'

export type Encoding = 'br' | 'gzip'

/** The store's bound: the compressed pages of the site in both encodings fit several times. */
export const PRECOMPRESSED_MAX_BYTES = 16 * 1024 * 1024

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/**
 * Compressed once, so harder than the middleware's per-request brotli (quality 4): quality 9
 * makes a cached page about a tenth smaller for a few milliseconds, once per page and instance.
 */
export function compressOnce(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzip(body, { level: 9 })
}

/**
 * The encoding to send for an Accept-Encoding header: brotli where it is accepted, else gzip,
 * else none (q=0 refuses a coding; `*` stands for any not named), as the compression middleware
 * prefers them.
 */
export function acceptedEncoding(header: string | string[] | undefined): Encoding | null {
  const quality = new Map<string, number>()
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    if (!name) continue
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean)
    quality.set(name, q === undefined ? 1 : Number(q))
  }
  const accepts = (coding: Encoding) => (quality.get(coding) ?? quality.get('*') ?? 0) > 0
  if (accepts('br')) return 'br'
  if (accepts('gzip')) return 'gzip'
  return null
}

/** A page's HTML with its framework scripts requested after the paint (server/after-paint.ts). */
function rewritten(body: Buffer, response: http.ServerResponse): Buffer {
  if (!/^text\/html/i.test(String(response.getHeader('content-type') ?? ''))) return body
  const deferrer = scriptDeferrer()
  return Buffer.from(deferrer.write(body.toString('utf8')) + deferrer.end(), 'utf8')
}

export type PrecompressedStore = LRUCache<string, Buffer>

export function precompressedStore(maxBytes = PRECOMPRESSED_MAX_BYTES): PrecompressedStore {
  return new LRUCache<string, Buffer>({ maxSize: maxBytes, sizeCalculation: (b) => b.length })
}

/** The store's key of the answer about to be sent, or null when it is not a cached page's. */
function cachedPageKey(response: http.ServerResponse, encoding: Encoding): string | null {
  const etag = response.getHeader('etag')
  if (response.statusCode !== 200 || typeof etag !== 'string') return null
  // From the page cache: a page rendered now streams and is left to stream.
  if (!/^(HIT|STALE)$/i.test(String(response.getHeader('x-nextjs-cache') ?? ''))) return null
  if (response.hasHeader('set-cookie')) return null
  if (String(response.getHeader('content-encoding') ?? 'identity') !== 'identity') return null
  if (/no-store|private/i.test(String(response.getHeader('cache-control') ?? ''))) return null
  const type = String(response.getHeader('content-type') ?? '')
  if (!/^(text\/html|text\/x-component)/i.test(type)) return null
  return `${encoding} ${type} ${etag}`
}

/**
 * Serves `response` from the store when it is a cached page already compressed, and keeps it
 * rewritten and compressed the first time. Called before the app writes, above the scripts'
 * rewrite and the compression middleware (whose wrappers see the Content-Encoding set here and
 * pass the bytes on).
 */
export function servePrecompressed(
  store: PrecompressedStore,
  request: http.IncomingMessage,
  response: http.ServerResponse,
): void {
  if (request.method !== 'GET') return
  const encoding = acceptedEncoding(request.headers['accept-encoding'])
  if (!encoding) return
  const target = response as unknown as Writer
  const writeHead = target.writeHead.bind(response)
  const write = target.write.bind(response)
  const end = target.end.bind(response)
  /** pass: not a cached page's answer; send: the kept bytes go; keep: compressed and kept now. */
  let mode: 'pass' | 'send' | 'keep' | undefined
  let key = ''
  let kept: Buffer | undefined
  const pieces: Buffer[] = []
  const decide = () => {
    if (mode) return
    const found = cachedPageKey(response, encoding)
    if (found === null) {
      mode = 'pass'
      return
    }
    key = found
    kept = store.get(key)
    mode = kept ? 'send' : 'keep'
    response.setHeader('content-encoding', encoding)
    if (kept) response.setHeader('content-length', kept.length)
    else response.removeHeader('content-length')
  }
  const bytes = (chunk: Chunk, as?: BufferEncoding) =>
    typeof chunk === 'string' ? Buffer.from(chunk, as ?? 'utf8') : Buffer.from(chunk)

  target.writeHead = (status, ...rest) => {
    const [message, headers] = typeof rest[0] === 'string' ? rest : [undefined, rest[0]]
    // A flat list of headers is left as it is (Next.js writes objects or sets them one by one).
    if (Array.isArray(headers)) mode ??= 'pass'
    if (mode === 'pass') return writeHead(status, ...rest)
    // The headers given here join those set before, so that the decision sees them all.
    response.statusCode = status
    for (const [name, value] of Object.entries((headers ?? {}) as http.OutgoingHttpHeaders))
      if (value !== undefined) response.setHeader(name, value)
    decide()
    return message === undefined ? writeHead(status) : writeHead(status, message)
  }
  target.write = (chunk, as, callback) => {
    if (typeof as === 'function') [callback, as] = [as, undefined]
    decide()
    if (mode === 'pass') return write(chunk, as as BufferEncoding, callback)
    if (mode === 'keep') pieces.push(bytes(chunk, as as BufferEncoding))
    if (callback) process.nextTick(callback)
    return true
  }
  target.end = (chunk, as, callback) => {
    if (typeof chunk === 'function') [callback, chunk] = [chunk, undefined]
    if (typeof as === 'function') [callback, as] = [as, undefined]
    decide()
    if (mode === 'pass') return end(chunk, as as BufferEncoding, callback)
    if (mode === 'send') return end(kept, callback)
    if (chunk != null) pieces.push(bytes(chunk, as as BufferEncoding))
    compressOnce(rewritten(Buffer.concat(pieces), response), encoding).then(
      (compressed) => {
        store.set(key, compressed)
        if (!response.headersSent) response.setHeader('content-length', compressed.length)
        end(compressed, callback)
      },
      (error: Error) => response.destroy(error),
    )
    return response
  }
}
