import 'server-only'

import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { CmsPage, cmsPageMetadata } from '@/components/content/cms-page'
import { ContentPage } from '@/components/content/content-page'
import type { Locale } from '@/i18n/routing'
import { localizeHref } from '@/lib/nav-href'
import { searchRequestOf } from '@/lib/search'
import { getPage } from '@/server/content/pages'
import { contentMetadata } from '@/server/metadata'
import { withData } from '@/server/payload'
import { contentContext } from '@/server/preview'
import { siteSearch } from '@/features/site-search/search-service'

import { SearchSection } from './search-section'

/** The CMS page /search when editors made one; else the search on its own (never a 404). */
async function cmsSearchPage(locale: Locale) {
  return getPage(await contentContext(locale), '/search')
}

export async function searchPageMetadata(locale: Locale): Promise<Metadata> {
  if (await cmsSearchPage(locale)) return cmsPageMetadata(locale, '/search')
  const t = await getTranslations({ locale, namespace: 'siteSearch' })
  // Result pages are for one visitor's question: never in search engines.
  const meta = { title: t('title'), description: t('label'), image: null }
  return contentMetadata({ locale, path: '/search', meta, noindex: true })
}

/**
 * /search?query=&filter=&page= (SPEC §2.2): the results of the address are rendered on the
 * server, so the search works without JavaScript (a GET form) and a result address can be
 * shared; with JavaScript the page then searches through /api/v1/search.
 */
export async function SearchPage({
  locale,
  searchParams,
}: {
  locale: Locale
  searchParams: Record<string, string | string[] | undefined>
}) {
  // A hand-edited bad filter or page falls back to 'All' or page 1, keeping the query.
  const request = searchRequestOf(searchParams)
  // An unreachable database shows 'Data Connection Error', as on every other page.
  const result = await withData((payload) => siteSearch(payload, request, locale))
  const search = { params: request, result }
  if (await cmsSearchPage(locale))
    return <CmsPage locale={locale} path="/search" feature={{ search }} />
  const t = await getTranslations({ locale, namespace: 'siteSearch' })
  return (
    <ContentPage
      locale={locale}
      title={t('title')}
      href={localizeHref('/search', locale)}
      trail={[]}
    >
      <SearchSection locale={locale} intro={null} search={search} />
    </ContentPage>
  )
}
