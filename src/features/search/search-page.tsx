import 'server-only'

import type { Metadata } from 'next'
import { cache } from 'react'
import { getTranslations } from 'next-intl/server'

import { CmsPage, cmsPageMetadata } from '@/features/content/cms-page'
import { ContentPage } from '@/features/content/content-page'
import type { Locale } from '@/i18n/routing'
import { localizeHref } from '@/i18n/navigation'
import { searchRequestOf } from '@/features/search/search'
import { getPage } from '@/features/content/pages'
import { contentMetadata } from '@/server/metadata'
import { withData } from '@/server/payload'
import { contentContext } from '@/server/preview'
import { siteSearch } from '@/features/search/search-service'

import { SearchSection } from './search-section'

/** The CMS page /search when editors made one; else the search on its own (never a 404). */
async function cmsSearchPage(locale: Locale) {
  return getPage(await contentContext(locale), '/search')
}

/** One search per request, for the page and for its title. */
const searchOnce = cache((locale: Locale, query: string, filter: number, page: number) =>
  withData((payload) => siteSearch(payload, { query, filter, page }, locale)),
)

export async function searchPageMetadata(
  locale: Locale,
  searchParams: Record<string, string | string[] | undefined> = {},
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'siteSearch' })
  // Result pages are for one visitor's question: never in search engines.
  const base = (await cmsSearchPage(locale))
    ? await cmsPageMetadata(locale, '/search')
    : await contentMetadata({
        locale,
        path: '/search',
        meta: { title: t('title'), description: t('label'), image: null },
        noindex: true,
      })
  // The title says what the page holds (WCAG 2.4.2): "12 results for “talc” – Search".
  const request = searchRequestOf(searchParams)
  const result = request.query
    ? await searchOnce(locale, request.query, request.filter, request.page).catch(() => null)
    : null
  if (!result || typeof base.title !== 'string') return base
  return { ...base, title: `${resultsText(t, request.query, result.meta.total)} – ${base.title}` }
}

/** The count of results for a query, as the page's status line says it. */
function resultsText(
  t: Awaited<ReturnType<typeof getTranslations<'siteSearch'>>>,
  query: string,
  total: number,
) {
  if (total === 0) return t('noResultsShort', { query })
  return t(total === 1 ? 'countOne' : 'countOther', { total, query })
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
  const result = await searchOnce(locale, request.query, request.filter, request.page)
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
