import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { Suspense } from 'react'

import { localeOr } from '@/i18n/locales'
import { ResetPasswordForm } from '@/features/accounts/reset-password-form'
import { ContentPage } from '@/features/content/content-page'
import type { Locale } from '@/i18n/routing'
import { localizeHref } from '@/i18n/navigation'

type Props = PageProps<'/[locale]/reset-password'>

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale: localeOr(locale), namespace: 'account.reset' })
  // A page for one person with a link from an e-mail: never in search results.
  return { title: t('title'), robots: { index: false, follow: false } }
}

/** The page of the e-mailed reset link: `?token=` sets a new password (SPEC §4 forgot flow). */
export default async function ResetPasswordPage({ params }: Props) {
  const { locale } = (await params) as { locale: Locale }
  setRequestLocale(locale)
  const t = await getTranslations({ locale: localeOr(locale), namespace: 'account.reset' })
  return (
    <ContentPage
      locale={locale}
      title={t('title')}
      href={localizeHref('/reset-password', locale)}
      trail={[]}
    >
      <Suspense>
        <ResetPasswordForm locale={locale} />
      </Suspense>
    </ContentPage>
  )
}
