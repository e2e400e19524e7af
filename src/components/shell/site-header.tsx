import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'
import { MAIN_NAVIGATION } from '@/lib/main-navigation'

import { LanguageSwitch } from './language-switch'

/** A plain header until the shell issue brings the CMS navigation and mega menu. */
export async function SiteHeader({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'shell' })
  const nav = await getTranslations({ locale, namespace: 'nav' })
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link href="/" className="site-header__logo" aria-label={t('homeLink')}>
          EuroTalc
        </Link>
        <nav aria-label={t('mainNavigation')} className="site-header__nav">
          <ul>
            {MAIN_NAVIGATION.map((item) => (
              <li key={item.href}>
                <Link href={item.href}>{nav(item.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitch current={locale} />
      </div>
    </header>
  )
}
