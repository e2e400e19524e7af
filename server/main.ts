/**
 * The production server: Next.js's request handler behind Node's own HTTP server, so that the
 * client's address comes from the socket (server/client-address.ts) and not from a header the
 * client wrote. `next start` cannot do that: it keeps any X-Forwarded-For the client sent. Every
 * request's X-Forwarded-For is replaced by the one resolved address before the app sees it; the
 * app refuses to boot in production without this server (src/server/http/client-address.ts).
 *
 * Compiled by the build into dist/server.mjs (scripts/build.mjs, ADR 0031).
 * Usage: node dist/server.mjs [port]  (PORT, then 3000; HOSTNAME to bind, default all).
 */
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

import next from 'next'
import type { NextConfig } from 'next'

import { deferScriptsIn } from './after-paint'
import { nodeCompression } from './compress'
import { precompressedStore, servePrecompressed } from './precompressed'

import { applyCachePolicy, cachePolicy } from './cache-policy'
import { resolveClientAddress, trustedProxyHops } from './client-address'
import { boundConnections, connectionLimits } from './connection-limit'
import { createMetrics, metricsToken } from './metrics'
import { answeredBeforeNext, continueUnlessRefused } from './request-guard'
import { serverLimits } from './request-limits'
import { isAdminPath, isPagePath } from '../src/lib/address-prefixes'
import { processBridge } from '../src/lib/process-bridge.mjs'
import { serverSecurityHeaders } from '../src/lib/security-baseline.mjs'

const root = path.resolve(new URL('..', import.meta.url).pathname)
const port = Number(process.argv[2] ?? process.env.PORT ?? 3000)
const hostname = process.env.HOSTNAME || undefined
const hops = trustedProxyHops()
const policy = cachePolicy()
/** The environment's settings, checked: a wrong one stops the start with its reason. */
function settings() {
  try {
    const limits = serverLimits()
    return {
      limits,
      connections: connectionLimits(process.env, { hops, ...limits }),
      token: metricsToken(),
    }
  } catch (error) {
    console.error(`\n${error instanceof Error ? error.message : error}\n`)
    process.exit(1)
  }
}
const { limits, connections, token } = settings()

const bridge = processBridge()
bridge.clientAddressPinned = true
// The metrics registry, installed before the app loads so that it reports into it (ADR 0025).
const metrics = token ? createMetrics() : null
// The security headers every answer gets that does not set its own (ADR 0029): with
// HSTS on a production instance (APP_ENV, as src/env.ts reads it).
const securityDefaults = serverSecurityHeaders({ production: process.env.APP_ENV === 'production' })
// In the container image the server runs from Next.js's standalone output, which has no
// next.config.ts: the configuration comes from the build, as the standalone server.js takes it.
let conf: NextConfig | undefined
if (!fs.existsSync(path.join(root, 'next.config.ts'))) {
  conf = JSON.parse(
    fs.readFileSync(path.join(root, '.next', 'required-server-files.json'), 'utf8'),
  ).config
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(conf)
}
// The name Next.js builds its internal addresses from, not the address the server binds to: a
// middleware rewrite is compared with it, and with HOSTNAME=127.0.0.1 Next.js took its own rewrite
// to /en for another origin and redirected every English page to itself.
const app = next({ dev: false, dir: root, port, hostname: 'localhost', conf })
const handle = app.getRequestHandler()
await app.prepare()
// Compression is done here, not inside Next.js (next.config.ts: compress: false), so that the
// HTML can be rewritten before it is compressed (server/after-paint.ts). The same middleware
// Next.js bundles a copy of, with its defaults.
const compress = nodeCompression()
// Pages from the page cache, compressed once and kept by their ETag (server/precompressed.ts).
const precompressed = precompressedStore()

// Slow clients are looked for every second (Node's default, 30 s, would let a 20 s limit last 50 s).
const server = http.createServer({ connectionsCheckingInterval: 1000 }, (request, response) => {
  // The security headers on every answer, the request counted, the metrics endpoint and the
  // requests refused before Next.js (server/request-guard.ts).
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
  // Pages not found are counted for the editors (src/features/redirects/missing-paths.ts), per
  // client (the address just resolved, so that one client cannot fill the list).
  const url = request.url ?? '/'
  if (request.method === 'GET' && isPagePath(url)) {
    response.once('finish', () => {
      if (response.statusCode === 404) bridge.missingPath?.(url, address)
    })
  }
  compress(request, response, () => {
    // The site's pages request the framework's scripts once they have painted (ADR 0015); the
    // admin is left as Next.js writes it.
    if ((request.method === 'GET' || request.method === 'HEAD') && !isAdminPath(url)) {
      deferScriptsIn(response)
      // Above the rewrite: a kept page is neither rewritten nor compressed again.
      servePrecompressed(precompressed, request, response)
    }
    handle(request, response).catch((error: unknown) => {
      console.error(error)
      if (!response.headersSent) {
        // A failure Next.js did not answer: the security headers still go (ADR 0029).
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
// more connections than the bound are closed as they arrive (docs/operators.md, "Timeouts and connections").
server.headersTimeout = limits.headersTimeoutMs
server.requestTimeout = limits.requestTimeoutMs
server.maxConnections = limits.maxConnections
// A refused upload is not asked for its body (server/request-guard.ts).
continueUnlessRefused(server)
// One address holds at most SERVER_MAX_CONNECTIONS_PER_ADDRESS of them (behind a trusted proxy:
// the total), and a connection that sends no request is closed after 10 s (ADR 0029).
boundConnections(server, connections)
server.listen(port, hostname, () => {
  console.log(
    `Serving on http://${hostname ?? 'localhost'}:${port} (ready ${process.uptime().toFixed(1)} s after the server process started)`,
  )
})

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    // No new requests; the ones under way finish. Then the app's own work in progress (an outbox
    // run: a mail being sent is marked sent), then exit. A load balancer retries elsewhere meanwhile.
    const closed = new Promise((resolve) => server.close(() => resolve(undefined)))
    // Open keep-alive connections would hold close() back: end the idle ones now, and each
    // one as soon as its request under way has been answered.
    server.closeIdleConnections()
    setInterval(() => server.closeIdleConnections(), 100).unref()
    Promise.all([closed, bridge.beforeExit?.()])
      .catch(() => undefined)
      .finally(() => process.exit(0))
    setTimeout(() => process.exit(0), 10_000).unref()
  })
}
