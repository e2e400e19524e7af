import 'server-only'

import { getTranslations } from 'next-intl/server'

import { NavLink } from '@/components/ui/nav-link'
import type { Locale } from '@/i18n/routing'
import { IMPRINT_PATH } from '@/lib/content-routes'
import { copyrightYears } from '@/lib/copyright'
import { localizeHref } from '@/i18n/navigation'
import type { NavigationItem } from '@/lib/shell-types'
import type { SiteSettingsView } from '@/server/shell'

import { CookieSettingsButton } from '@/features/consent/cookie-consent'
import { Icon } from '@/components/shell/icons'

/** tel: wants digits and a leading + only. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`
}

/**
 * SPEC §2.4 footer: address, phone and e-mail links, navigation blocks, copyright line, sitemap,
 * terms and cookie settings, LinkedIn and YouTube, and a way back to the top. Everything but the
 * cookie button is plain HTML.
 */
export async function SiteFooter({
  locale,
  navigation,
  settings,
}: {
  locale: Locale
  navigation: NavigationItem[]
  settings: SiteSettingsView
}) {
  const t = await getTranslations({ locale, namespace: 'shell' })
  const company = settings.companyName || 'EuroTalc'
  const { address, phone, email } = settings.contacts
  const { linkedin_link, youtube_link } = settings.social
  const sections = navigation.filter((item) => item.sublinks.length > 0)
  const singles = navigation.filter((item) => item.sublinks.length === 0)
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section className="site-footer__contacts" aria-labelledby="footer-contacts">
          <h2 id="footer-contacts">{t('contacts')}</h2>
          <address>
            <strong>{company}</strong>
            {address ? (
              <span className="site-footer__address">
                {address.split('\n').map((line, i) => (
                  <span key={i}>{line}</span>
                ))}
              </span>
            ) : null}
            {phone ? (
              <a href={telHref(phone)} className="site-footer__contact">
                <Icon name="phone" width={18} height={18} />
                <span className="visually-hidden">{t('phone')}: </span>
                {phone}
              </a>
            ) : null}
            {email ? (
              <a href={`mailto:${email}`} className="site-footer__contact">
                <Icon name="mail" width={18} height={18} />
                <span className="visually-hidden">{t('email')}: </span>
                {email}
              </a>
            ) : null}
          </address>
          <ul className="site-footer__social">
            {linkedin_link ? (
              <li>
                <a
                  href={linkedin_link}
                  rel="noopener noreferrer"
                  aria-label={t('linkedin', { company })}
                >
                  <Icon name="linkedin" />
                </a>
              </li>
            ) : null}
            {youtube_link ? (
              <li>
                <a
                  href={youtube_link}
                  rel="noopener noreferrer"
                  aria-label={t('youtube', { company })}
                >
                  <Icon name="youtube" />
                </a>
              </li>
            ) : null}
          </ul>
        </section>

        <nav aria-label={t('footerNavigation')} className="site-footer__nav">
          {sections.map((item) => (
            <div key={item.id} className="site-footer__block">
              <h2>
                <NavLink href={item.href} prefetch={false}>
                  {item.link}
                </NavLink>
              </h2>
              <ul>
                {item.sublinks.map((sub) => (
                  <li key={sub.href}>
                    <NavLink href={sub.href} prefetch={false}>
                      {sub.link}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          {singles.length > 0 ? (
            // Items without sublinks share one column rather than each heading an empty one.
            <ul className="site-footer__block site-footer__singles">
              {singles.map((item) => (
                <li key={item.id}>
                  <NavLink href={item.href} prefetch={false}>
                    {item.link}
                  </NavLink>
                </li>
              ))}
            </ul>
          ) : null}
        </nav>
      </div>

      <div className="site-footer__bottom">
        <p>{t('copyright', { year: copyrightYears(settings.copyrightYear), company })}</p>
        <ul className="site-footer__legal">
          <li>
            <NavLink href={localizeHref('/sitemap', locale)} prefetch={false}>
              {t('sitemap')}
            </NavLink>
          </li>
          <li>
            <NavLink href={localizeHref('/terms-conditions', locale)} prefetch={false}>
              {t('terms')}
            </NavLink>
          </li>
          <li>
            <NavLink href={localizeHref(IMPRINT_PATH, locale)} prefetch={false}>
              {t('imprint')}
            </NavLink>
          </li>
          <li>
            <CookieSettingsButton label={t('cookieSettings')} />
          </li>
        </ul>
        <a href="#top" className="to-top">
          <Icon name="arrow-up" />
          <span className="visually-hidden">{t('toTop')}</span>
        </a>
      </div>
    </footer>
  )
}
