import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'
import { hasLocale } from 'next-intl'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'
import { Suspense, ViewTransition } from 'react'

import { localeOr } from '@/i18n/locales'
import { PreviewBanner } from '@/features/content/preview-banner'
import { Analytics } from '@/features/consent/analytics-lazy'
import { ConnectionWatch } from '@/features/shell/connection-watch'
import { CookieConsent } from '@/features/consent/cookie-consent'
import { LoadingBar } from '@/features/shell/loading-bar'
import { LoginHost } from '@/features/accounts/login-host'
import { ShellTextProvider } from '@/components/shell/shell-text'
import { SiteFooter } from '@/features/shell/site-footer'
import { SiteHeader } from '@/features/shell/site-header'
import { getEnv } from '@/env'
import { routing } from '@/i18n/routing'
import { CONSENT_DECIDED_SCRIPT } from '@/lib/cookie-preferences'
import { EARLY_TAP_SCRIPT } from '@/lib/early-taps'
import { localizeHref } from '@/i18n/navigation'
import { getShellData } from '@/server/shell'

import { uiFont } from '../fonts'
import '../globals.css'

// Pages render on their first request and are then cached; the build needs no database.
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale: localeOr(locale), namespace: 'site' })
  return {
    // Canonical and hreflang links of the pages become absolute on the public origin.
    metadataBase: new URL(getEnv().serverURL),
    description: t('description'),
    applicationName: t('name'),
  }
}

export const viewport: Viewport = { themeColor: '#00418c', width: 'device-width', initialScale: 1 }

/** SPEC §2.4 default layout: header, footer, cookie settings, login slot and cookie banner. */
export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  const messages = await getMessages()
  const t = await getTranslations('shell')
  const { navigation, settings } = await getShellData(locale)

  return (
    // suppressHydrationWarning: CONSENT_DECIDED_SCRIPT may mark <html> before React hydrates.
    <html lang={locale} className={uiFont.variable} suppressHydrationWarning>
      <head>
        <noscript>
          <style>{'.cookie-banner{display:none}'}</style>
        </noscript>
      </head>
      <body id="top">
        <script dangerouslySetInnerHTML={{ __html: CONSENT_DECIDED_SCRIPT + EARLY_TAP_SCRIPT }} />
        {/* Only the texts client components show cross to the browser, as plain strings. */}
        <ShellTextProvider
          locale={locale}
          shell={messages.shell}
          errors={messages.errors}
          account={messages.account}
        >
          <a className="skip-link" href="#main">
            {t('skipToContent')}
          </a>
          {/* At the top of the page and next in the Tab order after the skip link, in the flow
              rather than over it: the cookie banner never covers what has focus, at any zoom
              (ADR 0028). */}
          <CookieConsent locale={locale} termsHref={localizeHref('/terms-conditions', locale)} />
          <Suspense>
            <LoadingBar />
          </Suspense>
          <PreviewBanner locale={locale} />
          <SiteHeader locale={locale} navigation={navigation} companyName={settings.companyName} />
          <main id="main" tabIndex={-1}>
            {/* SPEC §2.4: page transitions out-in (globals.css, view-transition class "page"),
                for a navigation to another page only (PAGE_TRANSITION, ADR 0034). */}
            <ViewTransition default="none" update={{ page: 'page', default: 'none' }}>
              {children}
            </ViewTransition>
          </main>
          <SiteFooter locale={locale} navigation={navigation} settings={settings} />
          <Suspense>
            <LoginHost locale={locale} />
          </Suspense>
          {settings.tagManagerId ? (
            <Suspense>
              <Analytics containerId={settings.tagManagerId} />
            </Suspense>
          ) : null}
          <ConnectionWatch />
        </ShellTextProvider>
      </body>
    </html>
  )
}
