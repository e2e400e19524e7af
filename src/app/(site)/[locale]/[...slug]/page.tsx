import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { ContentPage } from '@/components/content/content-page'
import { type Locale } from '@/i18n/routing'
import { pageMetadata } from '@/server/metadata'
import { getPageByPath, pathFromSegments } from '@/server/pages'

type Props = PageProps<'/[locale]/[...slug]'>

export function generateStaticParams() {
  return []
}

async function resolve(params: Props['params']) {
  const { locale, slug } = await params
  const path = pathFromSegments(slug)
  return {
    locale: locale as Locale,
    page: path ? await getPageByPath(path, locale as Locale) : null,
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, page } = await resolve(params)
  return pageMetadata(page, locale)
}

/** Every content page stored in the CMS; anything else is the 404 page with status 404. */
export default async function CatchAllPage({ params }: Props) {
  const { locale, page } = await resolve(params)
  setRequestLocale(locale)
  if (!page) notFound()
  return <ContentPage page={page} />
}
