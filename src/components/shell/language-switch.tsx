'use client'

import { useTranslations } from 'next-intl'

import { usePathname } from '@/i18n/navigation'
import { LOCALES, type Locale } from '@/i18n/routing'

/**
 * Plain links to the same page with an explicit locale prefix ('/en/…' or '/de/…'). The proxy
 * stores the choice in the i18n_redirected cookie and, for English, redirects to the unprefixed
 * path. Plain links work without JavaScript and reload the page, as SPEC §2.1 describes.
 */
export function LanguageSwitch({ current }: { current: Locale }) {
  const t = useTranslations('shell')
  const pathname = usePathname()
  const path = pathname === '/' ? '' : pathname
  return (
    <nav aria-label={t('languageSwitch')} className="language-switch">
      <ul>
        {LOCALES.map((locale) => (
          <li key={locale}>
            <a
              href={`/${locale}${path}`}
              hrefLang={locale}
              lang={locale}
              aria-current={locale === current ? 'true' : undefined}
              aria-label={t(`languageName.${locale}`)}
            >
              {locale.toUpperCase()}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
