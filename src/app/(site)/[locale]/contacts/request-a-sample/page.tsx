import { setRequestLocale } from 'next-intl/server'

import { CmsPage, cmsRoute } from '@/features/content/cms-page'
import type { Locale } from '@/i18n/routing'

const PATH = '/contacts/request-a-sample'

// A grade's page links here with ?grade=, a market's with ?market=: the form opens with them
// chosen, read here so that it works without JavaScript too. So the page is rendered per request
// (its content reads stay cached), never cached as a whole.
export const dynamic = 'force-dynamic'

export const generateMetadata = cmsRoute(PATH).generateMetadata

const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.slice(0, 200) ?? ''

// The CMS page /contacts/request-a-sample; its blocks place the feature (src/blocks/sections.tsx).
export default async function Page({
  params,
  searchParams,
}: PageProps<'/[locale]/contacts/request-a-sample'>) {
  const locale = (await params).locale as Locale
  setRequestLocale(locale)
  const query = await searchParams
  const preset = { grade: first(query.grade), market: first(query.market) }
  return <CmsPage locale={locale} path={PATH} feature={{ enquiryPreset: preset }} />
}
