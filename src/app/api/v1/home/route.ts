import { getPage } from '@/features/content/pages'
import { apiRoute } from '@/server/http/route'

export const dynamic = 'force-dynamic'

/** GET /api/v1/home?locale=: the page / with its blocks (docs/api/content.md). */
export const GET = apiRoute({ cache: 'public' }, ({ content }) =>
  content('home', (ctx) => getPage(ctx, '/')),
)
