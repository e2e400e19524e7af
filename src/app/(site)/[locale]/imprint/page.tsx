import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { ImprintPage, imprintMetadata } from '@/features/content/imprint-page'
import type { Locale } from '@/i18n/routing'

type Props = PageProps<'/[locale]/imprint'>

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return imprintMetadata((await params).locale as Locale)
}

export default async function Page({ params }: Props) {
  const locale = (await params).locale as Locale
  setRequestLocale(locale)
  return <ImprintPage locale={locale} />
}
