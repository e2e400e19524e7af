import 'server-only'

import './grade-finder.css'

import type { Metadata } from 'next'
import { permanentRedirect } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { ContentPage } from '@/features/content/content-page'
import { contentRoutes } from '@/lib/content-routes'
import { findFinderMarket } from '@/features/grades/grade-finder'
import { parseFinderQuery, withKnownMarket } from '@/features/grades/grade-finder-query'
import { canonicalFinderQuery } from '@/features/grades/grade-query.mjs'
import { localizeHref } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'
import type { ContentContext } from '@/server/content-context'
import { getPageTrail } from '@/features/content/pages'
import { findFinderGrades, getFinderMarkets } from '@/features/grades/finder'
import { contentMetadata } from '@/server/metadata'

import { FINDER_FORM_ID, FinderForm } from './finder-form'
import { FinderIsland } from './finder-island'
import { FINDER_RESULTS_ID, FinderResults } from './finder-results'

/**
 * The finder's title and description. Every filtered address names the finder without filters
 * as its canonical page: one page for search engines, the filtered ones still crawlable.
 */
export async function finderMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'gradeFinder' })
  return contentMetadata({
    locale,
    path: contentRoutes.gradeFinder,
    meta: { title: t('title'), description: t('description'), image: null },
  })
}

/**
 * The query as the page received it: each parameter once per value, in the address's order
 * (Next.js keeps it), without the router's own `_rsc`.
 */
export function receivedSearch(searchParams: Record<string, string | string[] | undefined>) {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(searchParams)) {
    if (name === '_rsc' || value === undefined) continue
    for (const one of typeof value === 'string' ? [value] : value) params.append(name, one)
  }
  return params
}

/** The comparison's address without its query: the compare form sends `grades` itself. */
const COMPARE_PATH = contentRoutes.gradeCompare([]).split('?')[0]!

/**
 * /our-products/grades?… (ADR 0027): the grade finder. The filters are the address's query,
 * read on the server, so the page works as a plain GET form, every result can be shared, and
 * a bad value only costs its own filter (with a note). FinderIsland makes changes apply at once.
 */
export async function FinderPage({
  ctx,
  searchParams,
}: {
  ctx: ContentContext
  searchParams: Record<string, string | string[] | undefined>
}) {
  const locale = ctx.locale
  const markets = await getFinderMarkets(ctx)
  const href = localizeHref(contentRoutes.gradeFinder, locale)
  // ADR 0029: any other spelling of a set of valid filters leads to its one canonical address
  // (the only one a shared cache keeps, server/cache-policy.ts); a market no longer published
  // is left out. A value that cannot apply is rendered with its note instead (never cached).
  const received = receivedSearch(searchParams)
  const canonical = canonicalFinderQuery(received)
  if (!canonical.invalid) {
    const target = new URLSearchParams(canonical.search)
    const market = target.get('market')
    if (market && !findFinderMarket(markets, market)) target.delete('market')
    const search = target.toString()
    if (search !== received.toString()) permanentRedirect(search ? `${href}?${search}` : href)
  }
  const { filters, notes, values } = withKnownMarket(parseFinderQuery(searchParams), markets)
  const [t, trail, grades] = await Promise.all([
    getTranslations({ locale, namespace: 'gradeFinder' }),
    getPageTrail(ctx, contentRoutes.gradeFinder),
    findFinderGrades(ctx, filters, markets),
  ])
  return (
    <ContentPage
      locale={locale}
      title={t('title')}
      href={href}
      trail={trail}
      className="grade-finder"
    >
      <p className="lead">{t('intro')}</p>
      <FinderForm locale={locale} action={href} markets={markets} values={values} />
      <FinderResults
        locale={locale}
        grades={grades}
        notes={notes}
        finderHref={href}
        compareAction={localizeHref(COMPARE_PATH, locale)}
      />
      <FinderIsland formId={FINDER_FORM_ID} resultsId={FINDER_RESULTS_ID} action={href} />
    </ContentPage>
  )
}
