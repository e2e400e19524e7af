import { getPage } from '@/server/content/pages'
import { contentEndpoint } from '@/server/content-api'

export const dynamic = 'force-dynamic'

/** GET /api/v1/our-products/about-talc?locale=: the page /our-products/about-talc with its blocks (docs/api/content.md). */
export const GET = contentEndpoint('our-products/about-talc', (ctx) =>
  getPage(ctx, '/our-products/about-talc'),
)
