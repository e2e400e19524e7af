import { getPage } from '@/features/content/pages'
import { apiRoute } from '@/server/http/route'

export const dynamic = 'force-dynamic'

/** GET /api/v1/our-products/about-talc?locale=: the page /our-products/about-talc with its blocks (docs/api/content.md). */
export const GET = apiRoute({ cache: 'public' }, ({ content }) =>
  content('our-products/about-talc', (ctx) => getPage(ctx, '/our-products/about-talc')),
)
