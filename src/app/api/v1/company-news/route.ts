import { listNews } from '@/features/content/collections'
import { newsQuerySchema } from '@/features/content/news-query'
import { apiRoute } from '@/server/http/route'

export const dynamic = 'force-dynamic'

/**
 * GET /api/v1/company-news?locale=&page=&limit=&category=: the news list under data, newest
 * first, with the paging under meta. category is company-news (default) or media-about-us.
 */
export const GET = apiRoute({ cache: 'public', query: newsQuerySchema }, ({ query, content }) =>
  content('company-news', (ctx) =>
    listNews(ctx, query.category, { page: query.page, limit: query.limit }),
  ),
)
