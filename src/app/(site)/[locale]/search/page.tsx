import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { CmsPage, cmsPageMetadata } from '@/components/content/cms-page'
import type { Locale } from '@/i18n/routing'
import { searchRequestOf } from '@/lib/search'
import { withData } from '@/server/payload'
import { siteSearch } from '@/server/search/site-search'

type Props = PageProps<'/[locale]/search'>

// Each address has its own results: rendered per request, never cached as a page.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  return cmsPageMetadata(locale as Locale, '/search')
}

/**
 * /search?query=&filter=&page= (SPEC §2.2): the CMS page /search with the results of its address
 * rendered on the server, so the search works without JavaScript (a GET form) and a result
 * address can be shared; with JavaScript the page then searches through /api/v1/search.
 */
export default async function SearchPage({ params, searchParams }: Props) {
  const { locale: value } = await params
  const locale = value as Locale
  setRequestLocale(locale)
  // A hand-edited bad filter or page falls back to 'All' or page 1, keeping the query.
  const request = searchRequestOf(await searchParams)
  // An unreachable database shows 'Data Connection Error', as on every other page.
  const result = await withData((payload) => siteSearch(payload, request, locale))
  return <CmsPage locale={locale} path="/search" search={{ params: request, result }} />
}
