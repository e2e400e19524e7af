import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { comparePageMetadata, ComparePage } from '@/features/grades/compare-page'
import type { Locale } from '@/i18n/routing'
import { contentContext } from '@/server/preview'

type Props = PageProps<'/[locale]/our-products/grades/compare'>

// Each choice of grades is its own page, rendered per request (the grades' reads stay cached);
// its canonical address is the page without the choice, and it is not in the sitemap.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return comparePageMetadata((await params).locale as Locale)
}

/** Up to three grades side by side. A static route: no grade may be called 'compare'. */
export default async function Page({ params, searchParams }: Props) {
  const locale = (await params).locale as Locale
  setRequestLocale(locale)
  return <ComparePage ctx={await contentContext(locale)} searchParams={await searchParams} />
}
