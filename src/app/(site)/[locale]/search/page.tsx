import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { SearchPage, searchPageMetadata } from '@/features/search/search-page'
import type { Locale } from '@/i18n/routing'

type Props = PageProps<'/[locale]/search'>

// Each address has its own results: rendered per request, never cached as a page.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return searchPageMetadata((await params).locale as Locale, await searchParams)
}

export default async function Page({ params, searchParams }: Props) {
  const locale = (await params).locale as Locale
  setRequestLocale(locale)
  return <SearchPage locale={locale} searchParams={await searchParams} />
}
