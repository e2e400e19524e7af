import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { localeOr } from '@/i18n/locales'
import { CmsPage, cmsPageMetadata } from '@/features/content/cms-page'
import { pathFromSegments } from '@/features/content/pages'

type Props = PageProps<'/[locale]/[...slug]'>

// Rendered on the first request, then cached until a change in the CMS expires it.
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params
  return cmsPageMetadata(localeOr(locale), pathFromSegments(slug))
}

/** Every page stored in the CMS; anything else is the 404 page with status 404. */
export default async function CatchAllPage({ params }: Props) {
  const { slug } = await params
  const locale = localeOr((await params).locale)
  setRequestLocale(locale)
  return <CmsPage locale={locale} path={pathFromSegments(slug)} />
}
