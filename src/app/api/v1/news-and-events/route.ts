import { listNews } from '@/features/content/collections'
import { getPage } from '@/features/content/pages'
import { apiRoute } from '@/server/http/route'

export const dynamic = 'force-dynamic'

/** GET /api/v1/news-and-events?locale=: the news page with the latest company and media news. */
export const GET = apiRoute({ cache: 'public' }, ({ content }) =>
  content('news-and-events', async (ctx) => {
    const [page, companyNews, mediaAboutUs] = await Promise.all([
      getPage(ctx, '/news-events'),
      listNews(ctx, 'company-news', { limit: 3 }),
      listNews(ctx, 'media-about-us', { limit: 3 }),
    ])
    if (!page) return null
    return { page, companyNews: companyNews.items, mediaAboutUs: mediaAboutUs.items }
  }),
)
