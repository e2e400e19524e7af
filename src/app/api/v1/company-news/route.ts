import { NEWS_CATEGORIES, type NewsCategory } from '@/lib/content-routes'
import { listNews } from '@/server/content/collections'
import { contentEndpoint, intParam, InvalidQueryError } from '@/server/content-api'

export const dynamic = 'force-dynamic'

/**
 * GET /api/v1/company-news?locale=&page=&limit=&category=: the news list under data, newest
 * first, with the paging under meta. category is company-news (default) or media-about-us.
 */
export const GET = contentEndpoint('company-news', async (ctx, url) => {
  const category = url.searchParams.get('category') ?? 'company-news'
  if (!(NEWS_CATEGORIES as readonly string[]).includes(category))
    throw new InvalidQueryError('category')
  const page = intParam(url, 'page', 1, 10_000)
  const limit = intParam(url, 'limit', 12, 100)
  return listNews(ctx, category as NewsCategory, { page, limit })
})
