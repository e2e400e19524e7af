import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { localeOr } from '@/i18n/locales'
import { NoticePage } from '@/features/documents/notice-page'
import type { Locale } from '@/i18n/routing'

type Props = PageProps<'/[locale]/download/notice/[token]'>

// One person's link: rendered per request, never cached, never indexed.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale: localeOr(locale), namespace: 'download.notice' })
  // 'same-origin', not 'no-referrer': the button's POST must carry the site's Origin (a page
  // without referrers sends `Origin: null`, which the API refuses); other sites get nothing.
  return { title: t('title'), robots: { index: false, follow: false }, referrer: 'same-origin' }
}

/** The token as written in the link (no real token holds a `%`; a malformed one is no token). */
function decodedToken(raw: string): string {
  try {
    return decodeURIComponent(raw).slice(0, 200)
  } catch {
    return ''
  }
}

/** The page of an update notice's personal link (ADR 0026); its button downloads. */
export default async function NoticeRoute({ params }: Props) {
  const { locale, token } = (await params) as { locale: Locale; token: string }
  setRequestLocale(locale)
  return <NoticePage locale={locale} token={decodedToken(token)} />
}
