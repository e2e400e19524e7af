import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { NOT_FOUND_METADATA, NotFoundPage } from '@/features/shell/not-found-page'
import { ArticlePage } from '@/features/content/article-page'
import type { Locale } from '@/i18n/routing'
import { contentRoutes, SLUG_PATTERN } from '@/lib/content-routes'
import { getBlogPost } from '@/features/content/collections'
import { contentMetadata } from '@/server/metadata'
import { contentContext } from '@/server/preview'

type Props = PageProps<'/[locale]/blog/[item]'>

export function generateStaticParams() {
  return []
}

async function load(params: Props['params']) {
  const { locale, item } = await params
  const ctx = await contentContext(locale as Locale)
  return { ctx, post: SLUG_PATTERN.test(item) ? await getBlogPost(ctx, item) : null }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { ctx, post } = await load(params)
  if (!post) return NOT_FOUND_METADATA
  return contentMetadata({
    locale: ctx.locale,
    path: contentRoutes.blogPost(post.slug),
    meta: post.meta,
    type: 'article',
    publishedTime: post.date,
  })
}

export default async function BlogPostPage({ params }: Props) {
  const { ctx, post } = await load(params)
  setRequestLocale(ctx.locale)
  if (!post) return <NotFoundPage />
  return (
    <ArticlePage
      ctx={ctx}
      article={post}
      path={contentRoutes.blogPost(post.slug)}
      listPath="/blog"
    />
  )
}
