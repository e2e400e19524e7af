import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Security headers are set per request in src/proxy.ts, where the runtime configuration
  // (production or demo) is known; next.config headers would be frozen at build time.
  experimental: {
    // Rendered pages are cached in a bounded in-memory LRU (cacheMaxMemorySize), not written to
    // disk: otherwise every distinct unknown URL would leave a cached 404 file behind
    // (docs/decisions/0006-page-cache.md).
    isrFlushToDisk: false,
  },
}

export default withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })
