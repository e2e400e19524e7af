import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { NoticePage } from '@/features/download-area/notice-page'
import type { Locale } from '@/i18n/routing'

type Props = PageProps<'/[locale]/download/notice/[token]'>

// One person's link: rendered per request, never cached, never indexed.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'download.notice' })
  return { title: t('title'), robots: { index: false, follow: false }, referrer: 'no-referrer' }
}

/** Issue 36: the page of an update notice's personal link; its button downloads. */
export default async function NoticeRoute({ params }: Props) {
  const { locale, token } = (await params) as { locale: Locale; token: string }
  setRequestLocale(locale)
  return <NoticePage locale={locale} token={decodeURIComponent(token).slice(0, 200)} />
}
