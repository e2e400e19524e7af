import 'server-only'

import type { Locale } from '@/i18n/routing'
import { countryOptions } from '@/lib/countries'
import { marketChoices, marketNamesIn } from '@/features/markets/market-choices'

import { PersonalArea } from './personal-area-lazy'

/**
 * The member's personal area (its content comes from the browser's session), with the
 * countries and product markets the details form offers.
 */
export async function PersonalSection({
  locale,
  intro,
}: {
  locale: Locale
  intro: React.ReactNode
}) {
  const [markets, marketNames] = await Promise.all([marketChoices(locale), marketNamesIn(locale)])
  return (
    <section className="feature">
      {intro}
      <PersonalArea
        locale={locale}
        countries={countryOptions(locale)}
        markets={markets}
        marketNames={marketNames}
      />
    </section>
  )
}
