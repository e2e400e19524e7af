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
} from '@/lib/enquiries'
import { localizeHref } from '@/lib/nav-href'
import { marketChoices } from '@/server/content/market-choices'
import { robotCheckConfig } from '@/server/captcha/robot-check'

import { EnquiryForm } from './enquiry-form-lazy'
import { gradeChoices } from './grade-choices'

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
    'grade' in shape ? gradeChoices(locale) : [],
  ])
  const chosen: Record<string, string> = {}
  if (preset.market && markets.includes(preset.market)) chosen.market = preset.market
  if (preset.grade && grades.some((grade) => grade.slug === preset.grade))
    chosen.grade = preset.grade
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
        grades={grades}
        preset={chosen}
        termsHref={localizeHref('/terms-conditions', locale)}
        captcha={robotCheckConfig(locale)}
      />
    </section>
  )
}
