import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { FinderPage, finderMetadata } from '@/features/grades/finder-page'
import type { Locale } from '@/i18n/routing'
import { contentContext } from '@/server/preview'

type Props = PageProps<'/[locale]/our-products/grades'>

// Each set of filters is its own page, rendered per request (the grades' reads stay cached).
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return finderMetadata((await params).locale as Locale)
}

/** The grade finder (ADR 0027); its filters are the address's query (rendered per request). */
export default async function GradeFinderRoute({ params, searchParams }: Props) {
  const ctx = await contentContext((await params).locale as Locale)
  setRequestLocale(ctx.locale)
  return <FinderPage ctx={ctx} searchParams={await searchParams} />
}
