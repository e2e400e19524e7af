import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'
import { COPYRIGHT_YEAR } from '@/lib/main-navigation'

export async function SiteFooter() {
  const t = await getTranslations('shell')
  return (
    <footer className="site-footer">
      <nav aria-label={t('footerNavigation')}>
        <ul>
          <li>
            <Link href="/sitemap">{t('sitemap')}</Link>
          </li>
          <li>
            <Link href="/terms-conditions">{t('terms')}</Link>
          </li>
        </ul>
      </nav>
      <p>{t('copyright', { year: COPYRIGHT_YEAR })}</p>
    </footer>
  )
}
