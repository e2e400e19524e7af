/**
 * The production server: Next.js's request handler behind Node's own HTTP server, so that the
 * client's address comes from the socket (scripts/client-address.mjs) and not from a header the
 * client wrote. `next start` cannot do that: it keeps any X-Forwarded-For the client sent. Every
 * request's X-Forwarded-For is replaced by the one resolved address before the app sees it; the
 * app refuses to boot in production without this server (src/server/http/client-address.ts).
 *
 * Usage: node scripts/server.mjs [port]  (PORT, then 3000; HOSTNAME to bind, default all).
 */
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

import compression from 'compression'
import next from 'next'

import { deferScriptsIn } from './after-paint.mjs'

import { applyCachePolicy, cachePolicy } from './cache-policy.mjs'
import { PINNED, resolveClientAddress, trustedProxyHops } from './client-address.mjs'
import { boundConnections, connectionLimits } from './connection-limit.mjs'
import { createMetrics, metricsToken } from './metrics.mjs'
import { answeredBeforeNext, continueUnlessRefused } from './request-guard.mjs'
import { serverSecurityHeaders } from '../src/lib/security-baseline.mjs'
import { serverLimits } from './request-limits.mjs'

const root = path.resolve(new URL('..', import.meta.url).pathname)
const port = Number(process.argv[2] ?? process.env.PORT ?? 3000)
const hostname = process.env.HOSTNAME || undefined
const hops = trustedProxyHops()
const policy = cachePolicy()
let limits
let connections
let token
try {
  limits = serverLimits()
  connections = connectionLimits(process.env, { hops, ...limits })
  token = metricsToken()
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : error}\n`)
  process.exit(1)
}

globalThis[PINNED] = true
// The metrics registry, installed before the app loads so that it reports into it (ADR 0025).
const metrics = token ? createMetrics() : null
// The security headers every answer gets that does not set its own (ADR 0029): with
// HSTS on a production instance (APP_ENV, as src/env.ts reads it).
const securityDefaults = serverSecurityHeaders({ production: process.env.APP_ENV === 'production' })
// In the container image the server runs from Next.js's standalone output, which has no
// next.config.ts: the configuration comes from the build, as the standalone server.js takes it.
let conf
if (!fs.existsSync(path.join(root, 'next.config.ts'))) {
  conf = JSON.parse(
    fs.readFileSync(path.join(root, '.next', 'required-server-files.json'), 'utf8'),
  ).config
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(conf)
}
// The name Next.js builds its internal addresses from, not the address the server binds to: a
// middleware rewrite is compared with it, and with HOSTNAME=127.0.0.1 Next.js took its own rewrite
// to /en for another origin and redirected every English page to itself (issue 34).
const app = next({ dev: false, dir: root, port, hostname: 'localhost', conf })
const handle = app.getRequestHandler()
await app.prepare()
// Compression is done here, not inside Next.js (next.config.ts: compress: false), so that the
// HTML can be rewritten before it is compressed (scripts/after-paint.mjs). The same middleware
// Next.js bundles a copy of, with its defaults.
const compress = compression()

const isAdmin = (url = '') =>
  url === '/admin' || url.startsWith('/admin/') || url.startsWith('/admin?')

// Slow clients are looked for every second (Node's default, 30 s, would let a 20 s limit last 50 s).
const server = http.createServer({ connectionsCheckingInterval: 1000 }, (request, response) => {
  // The security headers on every answer, the request counted, the metrics endpoint and the
  // requests refused before Next.js (scripts/request-guard.mjs).
  if (answeredBeforeNext(request, response, { defaults: securityDefaults, metrics, token })) return
  const address = resolveClientAddress(
    request.socket.remoteAddress,
    request.headers['x-forwarded-for'],
    hops,
  )
  request.headers['x-forwarded-for'] = address
  delete request.headers['x-real-ip']
  // A cached page's lifetime in a CDN or proxy cache in front: bounded (ADR 0020).
  applyCachePolicy(response, policy, request.url)
  // Pages not found are counted for the editors (src/server/redirects/missing-paths.ts), per
  // client (the address just resolved, so that one client cannot fill the list).
  if (request.method === 'GET' && !/^\/(_next|api)\//.test(request.url ?? '')) {
    const url = request.url
    response.once('finish', () => {
      const record = globalThis[Symbol.for('talc.missingPath')]
      if (response.statusCode === 404 && typeof record === 'function') record(url, address)
    })
  }
  compress(request, response, () => {
    // The site's pages request the framework's scripts once they have painted (issue 26); the
    // admin is left as Next.js writes it.
    if ((request.method === 'GET' || request.method === 'HEAD') && !isAdmin(request.url))
      deferScriptsIn(response)
    handle(request, response).catch((error) => {
      console.error(error)
      if (!response.headersSent) {
        // A failure Next.js did not answer: the security headers still go (issue 36).
        response.writeHead(500, { 'content-type': 'text/plain' })
      }
      response.end()
    })
  })
})
// Idle keep-alive connections stay open longer than a load balancer's usual 60 s, so the proxy,
// not Node, closes them: otherwise a request sent on a connection Node is just closing fails.
server.keepAliveTimeout = 65_000
// A client gets this long for its request's headers, and for the whole request with its body;
// more connections than the bound are closed as they arrive (README "Running in production").
server.headersTimeout = limits.headersTimeoutMs
server.requestTimeout = limits.requestTimeoutMs
server.maxConnections = limits.maxConnections
// A refused upload is not asked for its body (scripts/request-guard.mjs).
continueUnlessRefused(server)
// One address holds at most SERVER_MAX_CONNECTIONS_PER_ADDRESS of them (behind a trusted proxy:
// the total), and a connection that sends no request is closed after 10 s (ADR 0029).
boundConnections(server, connections)
server.listen(port, hostname, () => {
  console.log(`Serving on http://${hostname ?? 'localhost'}:${port}`)
})

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    // No new requests; the ones under way finish. Then the app's own work in progress (an outbox
    // run: a mail being sent is marked sent), then exit. A load balancer retries elsewhere meanwhile.
    const closed = new Promise((resolve) => server.close(resolve))
    // Open keep-alive connections would hold close() back: end the idle ones now, and each
    // one as soon as its request under way has been answered.
    server.closeIdleConnections()
    setInterval(() => server.closeIdleConnections(), 100).unref()
    const beforeExit = globalThis[Symbol.for('talc.beforeExit')]
    Promise.all([closed, typeof beforeExit === 'function' ? beforeExit() : undefined])
      .catch(() => undefined)
      .finally(() => process.exit(0))
    setTimeout(() => process.exit(0), 10_000).unref()
  })
}
