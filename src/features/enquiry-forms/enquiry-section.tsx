import 'server-only'

import { MESSAGES } from '@/i18n/messages'
import type { Locale } from '@/i18n/routing'
import { countryOptions } from '@/lib/countries'
import {
  ENQUIRY_SCHEMAS,
  enquiryFields,
  type EnquiryType,
  hasInformationConsent,
} from '@/lib/enquiries'
import { localizeHref } from '@/lib/nav-href'
import { marketChoices } from '@/server/content/market-choices'
import { robotCheckConfig } from '@/server/captcha/robot-check'

import { EnquiryForm } from './enquiry-form-lazy'

/** One of the enquiry forms where a page's **function** block places it. */
export async function EnquirySection({
  type,
  locale,
  intro,
}: {
  type: EnquiryType
  locale: Locale
  intro: React.ReactNode
}) {
  return (
    <section className="feature">
      {intro}
      <EnquiryForm
        type={type}
        fields={enquiryFields(type)}
        withInformation={hasInformationConsent(type)}
        locale={locale}
        texts={MESSAGES[locale].enquiry}
        countries={countryOptions(locale)}
        markets={'market' in ENQUIRY_SCHEMAS[type].shape ? await marketChoices(locale) : []}
        termsHref={localizeHref('/terms-conditions', locale)}
        captcha={robotCheckConfig(locale)}
      />
    </section>
  )
}
