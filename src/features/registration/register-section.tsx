import 'server-only'

import type { Locale } from '@/i18n/routing'
import { countryOptions } from '@/lib/countries'
import { localizeHref } from '@/lib/nav-href'
import { marketChoices } from '@/server/content/market-choices'

import { RegisterForm } from './register-form-lazy'

/** The registration form with the countries and the product markets to choose from. */
export async function RegisterSection({
  locale,
  intro,
}: {
  locale: Locale
  intro: React.ReactNode
}) {
  return (
    <section className="feature">
      {intro}
      <RegisterForm
        locale={locale}
        countries={countryOptions(locale)}
        markets={await marketChoices(locale)}
        termsHref={localizeHref('/terms-conditions', locale)}
      />
    </section>
  )
}
