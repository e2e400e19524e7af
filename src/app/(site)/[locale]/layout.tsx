import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'
import { hasLocale, NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'

import { SiteFooter } from '@/components/shell/site-footer'
import { SiteHeader } from '@/components/shell/site-header'
import { getEnv } from '@/env'
import { routing } from '@/i18n/routing'

import '../globals.css'

// Pages render on their first request and are then cached; the build needs no database.
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'site' })
  return {
    // Canonical and hreflang links of the pages become absolute on the public origin.
    metadataBase: new URL(getEnv().serverURL),
    description: t('description'),
    applicationName: t('name'),
  }
}

export const viewport: Viewport = { themeColor: '#00418c', width: 'device-width', initialScale: 1 }

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  const messages = await getMessages()
  const t = await getTranslations('shell')

  return (
    <html lang={locale}>
      <body>
        {/* Only what client components need crosses to the browser. */}
        <NextIntlClientProvider messages={{ errors: messages.errors, shell: messages.shell }}>
          <a className="skip-link" href="#main">
            {t('skipToContent')}
          </a>
          <SiteHeader locale={locale} />
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          <SiteFooter />
        </NextIntlClientProvider>
      </body>
    </html>
  )
}
