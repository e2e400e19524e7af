import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { NOT_FOUND_METADATA, NotFoundPage } from '@/features/shell/not-found-page'
import { ArticlePage } from '@/features/content/article-page'
import type { Locale } from '@/i18n/routing'
import {
  contentRoutes,
  NEWS_CATEGORIES,
  type NewsCategory,
  SLUG_PATTERN,
} from '@/lib/content-routes'
import { getNewsItem } from '@/features/content/collections'
import { contentMetadata } from '@/server/metadata'
import { contentContext } from '@/server/preview'

type Props = PageProps<'/[locale]/news-events/[category]/[item]'>

export function generateStaticParams() {
  return []
}

async function load(params: Props['params']) {
  const { locale, category, item } = await params
  const ctx = await contentContext(locale as Locale)
  const valid = (NEWS_CATEGORIES as readonly string[]).includes(category) && SLUG_PATTERN.test(item)
  const news = valid ? await getNewsItem(ctx, category as NewsCategory, item) : null
  return { ctx, news }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { ctx, news } = await load(params)
  if (!news) return NOT_FOUND_METADATA
  return contentMetadata({
    locale: ctx.locale,
    path: contentRoutes.news(news.category, news.slug),
    meta: news.meta,
    type: 'article',
    publishedTime: news.date,
  })
}

/** /news-events/company-news/{item} and /news-events/media-about-us/{item}. */
export default async function NewsItemPage({ params }: Props) {
  const { ctx, news } = await load(params)
  setRequestLocale(ctx.locale)
  if (!news) return <NotFoundPage />
  const path = contentRoutes.news(news.category, news.slug)
  return (
    <ArticlePage ctx={ctx} article={news} path={path} listPath={`/news-events/${news.category}`} />
  )
}
