import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { ContentPage } from '@/components/content/content-page'
import { type Locale } from '@/i18n/routing'
import { pageMetadata } from '@/server/metadata'
import { getPageByPath } from '@/server/pages'

type Props = PageProps<'/[locale]'>

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = (await params).locale as Locale
  return pageMetadata(await getPageByPath('/', locale), locale)
}

export default async function HomePage({ params }: Props) {
  const locale = (await params).locale as Locale
  setRequestLocale(locale)
  const page = await getPageByPath('/', locale)
  if (!page) notFound()
  return <ContentPage page={page} />
}
