import 'server-only'

import { getTranslations } from 'next-intl/server'

import { MESSAGES } from '@/i18n/messages'
import type { Locale } from '@/i18n/routing'
import { enquiryFields, hasInformationConsent } from '@/features/enquiries/enquiries'
import { localizeHref } from '@/i18n/navigation'
import { robotCheckConfig } from '@/server/captcha/robot-check'

import { EnquiryForm } from './enquiry-form'

/**
 * The job response on a job's page (`/about-us/careers/{id}`, #apply): the enquiry form of type
 * 'job-response' with the job's reference, one file and no market or country.
 */
export async function JobResponseSection({
  job,
  locale,
}: {
  job: { slug: string; reference: string }
  locale: Locale
}) {
  const t = await getTranslations({ locale, namespace: 'content' })
  const enquiry = await getTranslations({ locale, namespace: 'enquiry' })
  return (
    <section className="feature" id="apply" aria-labelledby="apply-title">
      <h2 id="apply-title">{t('applyTitle')}</h2>
      <p className="feature__intro">{enquiry('jobIntro', { reference: job.reference })}</p>
      <EnquiryForm
        type="job-response"
        fields={enquiryFields('job-response')}
        withInformation={hasInformationConsent('job-response')}
        job={job.slug}
        locale={locale}
        texts={MESSAGES[locale].enquiry}
        countries={[]}
        markets={[]}
        termsHref={localizeHref('/terms-conditions', locale)}
        captcha={robotCheckConfig(locale)}
      />
    </section>
  )
}
