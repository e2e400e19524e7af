import { getPage } from '@/server/content/pages'
import { contentEndpoint } from '@/server/content-api'

export const dynamic = 'force-dynamic'

/** GET /api/v1/home?locale=: the page / with its blocks (docs/api/content.md). */
export const GET = contentEndpoint('home', (ctx) => getPage(ctx, '/'))
