import path from 'node:path'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

import { SERVER_ACTION_BODY_LIMIT } from './server/request-limits'
import { dedupeServerChunks } from './server/server-chunks'
import { BASELINE_HEADERS } from './src/lib/security-baseline.mjs'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Metadata in the <head> for every client, as for the crawlers Next.js names (ADR 0014): with
  // streaming metadata a render whose generateMetadata resolves after the shell has gone out
  // writes <title>, <meta> and <link rel="canonical"> into the <body> (invalid HTML), and the page
  // cache keeps that HTML and serves it to every visitor and crawler afterwards. Which render it
  // is depends only on timing (a loaded server), so the HTML check failed now and then.
  htmlLimitedBots: /.*/,
  // server/main.ts compresses, with the same middleware, after it has rewritten a page's
  // script tags (ADR 0015, server/after-paint.ts).
  compress: false,
  // The container image runs from .next/standalone: only the modules the server uses (Dockerfile).
  output: 'standalone',
  // server/main.ts compresses with the `compression` package, which no app file imports, so
  // the tracer would leave it out of that tree: it and its dependencies are named here.
  outputFileTracingIncludes: {
    '/*': [
      './node_modules/{compression,bytes,compressible,mime-db,on-headers,safe-buffer,vary}/**',
      // server/metrics.ts (the production server's metrics, ADR 0025).
      './node_modules/{prom-client,tdigest,bintrees}/**',
      './node_modules/@opentelemetry/api/**',
      // The technical data sheet's fonts, read from the package at run time (ADR 0027).
      './node_modules/@fontsource/open-sans/files/open-sans-{latin,latin-ext,math}-{400,700}-normal.woff',
    ],
  },
  // pdfkit loads its parts with Node's own resolution (subpath imports, lazy requires): it runs
  // from node_modules as in the unit tests, not bundled.
  serverExternalPackages: ['pdfkit'],
  // The TypeScript check is `npm run typecheck`, run by `npm test` as its own step: builds that
  // follow it (the tests', the container test's) and `npm start`'s build (the site as cloned,
  // checked by CI) set NEXT_BUILD_TYPECHECK=off rather than check the same code again; any other
  // `next build` checks the types (scripts/build-env.mjs).
  typescript: { ignoreBuildErrors: process.env.NEXT_BUILD_TYPECHECK === 'off' },
  reactStrictMode: true,
  // Security headers are set per request in src/proxy.ts, where the runtime configuration
  // (production or demo) is known; next.config headers would be frozen at build time. Only the
  // answers the proxy never sees (/_next/static, /_next/image) get the fixed baseline below.
  // Rendered pages as before (Next.js's memory cache), and an in-memory cache for optimized images,
  // which `isrFlushToDisk: false` would otherwise leave without any (src/server/cache-handler.mjs).
  cacheHandler: path.join(process.cwd(), 'src/server/cache-handler.mjs'),
  images: { customCacheHandler: true },
  compiler: {
    // Turbopack writes one large server chunk once per route handler, byte for byte the same:
    // each copy becomes a stub requiring the first before the standalone tree is copied, so a
    // process loads and keeps it once (server/server-chunks.ts, ADR 0032).
    runAfterProductionCompile: async ({ distDir }) => {
      const { replaced, bytesSaved } = dedupeServerChunks(distDir)
      console.log(
        `  Server chunks: ${replaced} copies replaced by a require of the first (${Math.round(bytesSaved / 2 ** 20)} MB)`,
      )
    },
  },
  experimental: {
    // Turbopack's build cache in .next/cache makes the next build here faster; an image build
    // and `npm start`'s build would only spend up to a minute writing a cache they never read
    // back (both: off, scripts/build-env.mjs).
    turbopackFileSystemCacheForBuild: process.env.NEXT_BUILD_CACHE !== 'off',
    // Rendered pages are cached in a bounded in-memory LRU (cacheMaxMemorySize), not written to
    // disk: otherwise every distinct unknown URL would leave a cached 404 file behind
    // (docs/decisions/0006-page-cache.md).
    isrFlushToDisk: false,
    // The stylesheet in the page itself: the first frame no longer waits for a request that
    // competes with the framework's scripts, so on a phone the hero paints before they run
    // (ADR 0015 has the figures). It costs the CSS twice per HTML page (in the
    // markup and in the RSC payload), about 7 kB gzipped.
    inlineCss: true,
    // The job response's file (≤ 2 MB) goes through a server action when JavaScript is off; a
    // somewhat larger file must still reach it to get its "larger than 2 MB" message.
    // server/main.ts answers 413 to a larger page POST before Next.js reads it.
    serverActions: { bodySizeLimit: SERVER_ACTION_BODY_LIMIT },
  },
}

const config = withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })

/**
 * Payload asks every response for the colour-scheme client hint (`Accept-CH`, `Vary` and
 * `Critical-CH` on `/:path*`) to pick the admin's theme. On the public site that costs each first
 * visit a restarted request (Chrome retries the navigation with the hint: one round trip more
 * before the first byte) and splits shared caches by a header the pages never read, so the hint
 * is asked for on the admin only.
 */
const payloadHeaders = config.headers
config.headers = async () => [
  ...((await payloadHeaders?.()) ?? []).map((rule) =>
    rule.source === '/:path*' &&
    rule.headers.some((header) => header.key.toLowerCase() === 'critical-ch')
      ? { ...rule, source: '/admin/:path*' }
      : rule,
  ),
  {
    source: '/_next/:path*',
    headers: Object.entries(BASELINE_HEADERS).map(([key, value]) => ({ key, value })),
  },
]

export default config
