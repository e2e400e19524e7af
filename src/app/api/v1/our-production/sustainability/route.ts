import { getPage } from '@/server/content/pages'
import { contentEndpoint } from '@/server/content-api'

export const dynamic = 'force-dynamic'

/** GET /api/v1/our-production/sustainability?locale=: the page /our-production/sustainability with its blocks (docs/api/content.md). */
export const GET = contentEndpoint('our-production/sustainability', (ctx) =>
  getPage(ctx, '/our-production/sustainability'),
)
