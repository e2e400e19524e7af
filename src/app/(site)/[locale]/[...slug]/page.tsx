import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { CmsPage, cmsPageMetadata } from '@/components/content/cms-page'
import type { Locale } from '@/i18n/routing'
import { pathFromSegments } from '@/server/content/pages'

type Props = PageProps<'/[locale]/[...slug]'>

// Rendered on the first request, then cached until a change in the CMS expires it.
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params
  return cmsPageMetadata(locale as Locale, pathFromSegments(slug))
}

/** Every page stored in the CMS; anything else is the 404 page with status 404. */
export default async function CatchAllPage({ params }: Props) {
  const { locale, slug } = await params
  setRequestLocale(locale)
  return <CmsPage locale={locale as Locale} path={pathFromSegments(slug)} />
}
