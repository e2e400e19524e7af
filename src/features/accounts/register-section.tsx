import 'server-only'

import { MESSAGES } from '@/i18n/messages'
import type { Locale } from '@/i18n/routing'
import { countryOptions } from '@/lib/countries'
import { localizeHref } from '@/i18n/navigation'
import { robotCheckConfig } from '@/server/captcha/robot-check'
import { marketChoices } from '@/features/markets/market-choices'

import { RegisterForm } from './register-form-lazy'

/**
 * The registration form with the countries and the product markets to choose from, and the
 * enquiry forms' robot check.
 */
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
        captcha={robotCheckConfig(locale)}
        captchaTexts={MESSAGES[locale].enquiry.captcha}
      />
    </section>
  )
}
