import { getPage } from '@/features/content/pages'
import { apiRoute } from '@/server/http/route'

export const dynamic = 'force-dynamic'

/** GET /api/v1/our-production/sustainability?locale=: the page /our-production/sustainability with its blocks (docs/api/content.md). */
export const GET = apiRoute({ cache: 'public' }, ({ content }) =>
  content('our-production/sustainability', (ctx) => getPage(ctx, '/our-production/sustainability')),
)
