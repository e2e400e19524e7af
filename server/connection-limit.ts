/**
 * Bounds on the connections one client may hold open (ADR 0029), in addition to the
 * total bound (SERVER_MAX_CONNECTIONS, Node's `server.maxConnections`):
 *
 * - at most SERVER_MAX_CONNECTIONS_PER_ADDRESS connections open from one address at a time; one
 *   more is closed as it arrives, so one client cannot take every slot and the next client is
 *   still served. An IPv4 address counts as itself, an IPv6 address by its /64 (one subscriber's
 *   network: a client with a /64 has 2^64 addresses to choose from).
 * - a connection whose first request's headers have not arrived within FIRST_REQUEST_TIMEOUT_MS
 *   (10 s) is answered 408 and closed, as Node answers a headers timeout: an idle socket no longer
 *   lives as long as the whole headers timeout (SERVER_HEADERS_TIMEOUT_SECONDS, 20 s by default),
 *   which still bounds every later request's headers. A headers timeout of 10 s or less is left to
 *   close first requests on its own.
 *
 * Both hold sockets before Node's HTTP parser has seen a request, so no request headers
 * (X-Forwarded-For) can take part: Node's headersTimeout would cover an idle socket too, but only
 * by shortening every request's time for its headers; keepAliveTimeout only starts after a first
 * answer, requestTimeout is longer still.
 *
 * The bound keys on the socket's peer, the only address nobody can write. Behind trusted proxies
 * (TRUSTED_PROXY_HOPS > 0) that peer is the proxy, which carries every visitor's connections: the
 * default per-address bound is then the total one (the proxy's own per-client limits, the nginx
 * template's limit_conn/limit_req, bound each visitor), unless SERVER_MAX_CONNECTIONS_PER_ADDRESS
 * is set explicitly.
 */
import type http from 'node:http'
import type net from 'node:net'

import { normalizeAddress } from './client-address'

export const DEFAULT_MAX_CONNECTIONS_PER_ADDRESS = 64
export const FIRST_REQUEST_TIMEOUT_MS = 10_000

export type ConnectionLimits = { perAddress: number; firstRequestMs: number }

/** The bounds from the environment. */
export function connectionLimits(
  env: Record<string, string | undefined>,
  {
    hops,
    maxConnections,
    headersTimeoutMs,
  }: { hops: number; maxConnections: number; headersTimeoutMs: number },
): ConnectionLimits {
  const name = 'SERVER_MAX_CONNECTIONS_PER_ADDRESS'
  const raw = env[name]?.trim()
  let perAddress = hops > 0 ? maxConnections : DEFAULT_MAX_CONNECTIONS_PER_ADDRESS
  if (raw) {
    const value = Number(raw)
    if (!/^\d+$/.test(raw) || value < 1 || value > 1_000_000)
      throw new Error(`${name} must be a whole number from 1 to 1000000`)
    perAddress = value
  }
  return {
    perAddress: Math.min(perAddress, maxConnections),
    // 0: Node's own headers timeout comes as soon (and answers 408 itself).
    firstRequestMs: headersTimeoutMs > FIRST_REQUEST_TIMEOUT_MS ? FIRST_REQUEST_TIMEOUT_MS : 0,
  }
}

/**
 * What the bound counts by: an IPv4 address (also when mapped into IPv6), an IPv6 address's /64.
 * @param address the socket's remoteAddress
 */
export function addressKey(address: string | undefined): string {
  const plain = normalizeAddress(address).replace(/%.*$/, '')
  if (!plain.includes(':')) return plain || 'unknown'
  const [head = '', tail = ''] = plain.split('::')
  const left = head ? head.split(':') : []
  const right = plain.includes('::') ? (tail ? tail.split(':') : []) : []
  // An embedded IPv4 tail (`64:ff9b::1.2.3.4`) takes the place of two groups.
  const width = (groups: string[]) => groups.reduce((sum, g) => sum + (g.includes('.') ? 2 : 1), 0)
  const groups = plain.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - width(left) - width(right))).fill('0'), ...right]
    : left
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}

/** What Node writes when a request's headers took too long (lib/_http_server.js). */
const REQUEST_TIMEOUT_ANSWER = 'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n'

/**
 * Installs both bounds on an HTTP server. Connections over Node's total bound never reach here
 * (Node closes them first); the others are counted by address until they close. Returns the open
 * connections by key (for tests).
 */
export function boundConnections(
  server: http.Server,
  { perAddress, firstRequestMs }: ConnectionLimits,
): { open: Map<string, number> } {
  const open = new Map<string, number>()
  const waiting = new WeakMap<net.Socket, NodeJS.Timeout>()
  server.on('connection', (socket: net.Socket) => {
    const key = addressKey(socket.remoteAddress)
    const count = open.get(key) ?? 0
    if (count >= perAddress) {
      socket.destroy()
      return
    }
    open.set(key, count + 1)
    if (firstRequestMs > 0) {
      const timer = setTimeout(() => {
        if (socket.writable) socket.write(REQUEST_TIMEOUT_ANSWER)
        socket.destroy()
      }, firstRequestMs)
      timer.unref()
      waiting.set(socket, timer)
    }
    socket.once('close', () => {
      clearTimeout(waiting.get(socket))
      const left = (open.get(key) ?? 1) - 1
      if (left > 0) open.set(key, left)
      else open.delete(key)
    })
  })
  // Its first request's headers have arrived: from now on Node's own timeouts apply (headers,
  // request, keep-alive).
  server.on('request', (request: http.IncomingMessage) => {
    const timer = waiting.get(request.socket)
    if (timer) {
      clearTimeout(timer)
      waiting.delete(request.socket)
    }
  })
  return { open }
}
