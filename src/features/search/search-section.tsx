import 'server-only'

import { getTranslations } from 'next-intl/server'

import { MESSAGES } from '@/i18n/messages'
import type { Locale } from '@/i18n/routing'
import { localizeHref } from '@/i18n/navigation'
import type { SearchResponse, SiteSearch } from '@/features/search/search'
import { searchFilters } from '@/features/search/search-service'

import { SiteSearchArea } from './site-search-lazy'

/** What the /search route found for its address (?query=&filter=&page=), rendered first. */
export type SearchPageState = { params: SiteSearch; result: SearchResponse }

/** The site search with the results of the page's address (none on other pages). */
export async function SearchSection({
  locale,
  intro,
  search,
}: {
  locale: Locale
  intro: React.ReactNode
  search?: SearchPageState
}) {
  const t = await getTranslations({ locale, namespace: 'content' })
  const shell = await getTranslations({ locale, namespace: 'shell' })
  return (
    <section className="feature feature--wide" aria-label={shell('searchLabel')}>
      {intro}
      <SiteSearchArea
        locale={locale}
        texts={{ ...MESSAGES[locale].siteSearch, pager: MESSAGES[locale].pager }}
        filters={searchFilters(locale)}
        action={localizeHref('/search', locale)}
        initial={search ?? null}
      />
      <p className="feature__hint">
        {t('searchHint')} <a href={localizeHref('/sitemap', locale)}>{t('sitemapLink')}</a>
      </p>
    </section>
  )
}
