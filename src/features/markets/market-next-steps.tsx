import 'server-only'

import { getTranslations } from 'next-intl/server'

import { NavLink } from '@/components/ui/nav-link'
import type { Locale } from '@/i18n/routing'
import { localizeHref } from '@/i18n/navigation'

/**
 * The end of a product-market page: what a buyer does next, with the market chosen for them
 * (request a sample, the market's documents, contact sales).
 */
export async function MarketNextSteps({
  locale,
  market,
}: {
  locale: Locale
  market: { id: number; title: string }
}) {
  const t = await getTranslations({ locale, namespace: 'content' })
  const chosen = `market=${encodeURIComponent(market.title)}`
  return (
    <section className="block next-steps" aria-labelledby="next-steps">
      <h2 id="next-steps" className="block__heading">
        {t('nextSteps')}
      </h2>
      <ul className="next-steps__list">
        <li>
          <NavLink
            className="button button--primary"
            href={`${localizeHref('/contacts/request-a-sample', locale)}?${chosen}`}
            prefetch={false}
          >
            {t('requestSample')}
          </NavLink>
        </li>
        <li>
          <NavLink
            className="button"
            href={`${localizeHref('/download', locale)}?market=${market.id}`}
            prefetch={false}
          >
            {t('marketDocuments', { market: market.title })}
          </NavLink>
        </li>
        <li>
          <NavLink
            className="button"
            href={`${localizeHref('/contacts/contact-sales', locale)}?${chosen}`}
            prefetch={false}
          >
            {t('contactSales')}
          </NavLink>
        </li>
      </ul>
    </section>
  )
}
