import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { CmsPage, cmsPageMetadata } from '@/features/content/cms-page'
import type { Locale } from '@/i18n/routing'

type Props = PageProps<'/[locale]'>

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return cmsPageMetadata((await params).locale as Locale, '/')
}

export default async function HomePage({ params }: Props) {
  const locale = (await params).locale as Locale
  setRequestLocale(locale)
  return <CmsPage locale={locale} path="/" />
}
