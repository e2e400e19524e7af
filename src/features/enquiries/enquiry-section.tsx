import 'server-only'

import { MESSAGES } from '@/i18n/messages'
import type { Locale } from '@/i18n/routing'
import { countryOptions } from '@/lib/countries'
import {
  ENQUIRY_SCHEMAS,
  enquiryFields,
  type EnquiryType,
  type GradeChoice,
  hasInformationConsent,
} from '@/features/enquiries/enquiries'
import { localizeHref } from '@/i18n/navigation'
import { marketChoices } from '@/features/markets/market-choices'
import { robotCheckConfig } from '@/server/captcha/robot-check'

import { EnquiryForm } from './enquiry-form-lazy'
import { gradeChoices, linkedChoices, takesLinkedGrade } from './grade-choices'

/** One of the enquiry forms where a page's **function** block places it. */
export async function EnquirySection({
  type,
  locale,
  intro,
  preset = {},
}: {
  type: EnquiryType
  locale: Locale
  intro: React.ReactNode
  /** Choices made by the page's address (`?market=`, `?grade=`); the form keeps only its own. */
  preset?: Record<string, string>
}) {
  const shape = ENQUIRY_SCHEMAS[type].shape
  const [markets, grades]: [string[], GradeChoice[]] = await Promise.all([
    'market' in shape ? marketChoices(locale) : [],
    takesLinkedGrade(type) ? gradeChoices(locale) : [],
  ])
  const chosen = await linkedChoices({ type, locale, preset, markets, grades })
  return (
    <section className="feature">
      {intro}
      <EnquiryForm
        // Another choice in the address (a link from another grade) starts the form anew.
        key={JSON.stringify(chosen)}
        type={type}
        fields={enquiryFields(type)}
        withInformation={hasInformationConsent(type)}
        locale={locale}
        texts={MESSAGES[locale].enquiry}
        countries={countryOptions(locale)}
        markets={markets}
        // The grade field's choices: contact sales reads the grade only here (into its query).
        grades={'grade' in shape ? grades : []}
        preset={chosen}
        termsHref={localizeHref('/terms-conditions', locale)}
        captcha={robotCheckConfig(locale)}
      />
    </section>
  )
}
