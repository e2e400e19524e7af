import 'server-only'

import { getTranslations } from 'next-intl/server'

import { NavLink } from '@/components/ui/nav-link'
import type { Locale } from '@/i18n/routing'
import type { BlogPostView, NewsItemView } from '@/lib/content-types'
import { formatLongDate, isoDay } from '@/lib/dates'
import { localizeHref } from '@/i18n/navigation'
import { getPageTrail } from '@/features/content/pages'
import type { ContentContext } from '@/server/content-context'
import { articleLd } from '@/server/json-ld'
import { getSiteSettings } from '@/server/shell'

import { ContentImage } from '@/components/content/content-image'
import { ContentPage } from './content-page'
import { FallbackNote } from './fallback-note'
import { JsonLd } from './json-ld'

/** A news item or blog post: date and author or outlet, image, text, Article JSON-LD. */
export async function ArticlePage({
  ctx,
  article,
  path,
  listPath,
}: {
  ctx: ContentContext
  article: NewsItemView | BlogPostView
  /** The article's address without language; `listPath` the list it belongs to. */
  path: string
  listPath: string
}) {
  const locale: Locale = ctx.locale
  const t = await getTranslations({ locale, namespace: 'content' })
  const [trail, settings] = await Promise.all([getPageTrail(ctx, path), getSiteSettings(locale)])
  const source = 'source' in article ? article.source : null
  return (
    <ContentPage
      locale={locale}
      title={article.title}
      href={article.href}
      trail={trail}
      className="article"
      titleLang={article.fallback.title}
    >
      {ctx.draft ? (
        // The live preview tells the editor which texts still fall back to the other language.
        <FallbackNote locale={locale} fallback={article.fallback} />
      ) : null}
      <p className="article__meta">
        {t('publishedOn')}{' '}
        <time dateTime={isoDay(article.date)}>{formatLongDate(article.date, locale)}</time>
        {'author' in article ? <> · {t('byAuthor', { author: article.author })}</> : null}
        {source ? <> · {t('source', { source: source.name })}</> : null}
      </p>
      <p className="article__lead" lang={article.fallback.excerpt}>
        {article.excerpt}
      </p>
      {article.image ? (
        <ContentImage
          image={article.image}
          sizes="(min-width: 900px) 800px, 100vw"
          className="article__image"
          preload
        />
      ) : null}
      <div
        className="rich-text"
        lang={article.fallback.html}
        dangerouslySetInnerHTML={{ __html: article.html }}
      />
      {source ? (
        <p>
          <a href={source.url} target="_blank" rel="noopener noreferrer">
            {t('readOriginal')}
            <span className="visually-hidden"> {t('newTab')}</span>
          </a>
        </p>
      ) : null}
      <p className="article__back">
        <NavLink href={localizeHref(listPath, locale)}>{t('backToOverview')}</NavLink>
      </p>
      <JsonLd data={articleLd(article, settings, locale)} />
    </ContentPage>
  )
}
