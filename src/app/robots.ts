import type { MetadataRoute } from 'next'

import { getEnv } from '@/env'

export const dynamic = 'force-dynamic'

/** /robots.txt: the public site is open to crawlers; the admin, the APIs and the personal area are not. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: ['/admin', '/api/', '/personal', '/de/personal'],
    },
    sitemap: new URL('/sitemap.xml', getEnv().serverURL).toString(),
  }
}
