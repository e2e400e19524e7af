import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { NOT_FOUND_METADATA, NotFoundPage } from '@/features/shell/not-found-page'
import { ContentPage } from '@/features/content/content-page'
import { JsonLd } from '@/features/content/json-ld'
import { JobResponseSection } from '@/features/enquiries/job-response-section'
import { NavLink } from '@/components/ui/nav-link'
import type { Locale } from '@/i18n/routing'
import { contentRoutes, SLUG_PATTERN } from '@/lib/content-routes'
import { formatLongDate, isoDay } from '@/lib/dates'
import { localizeHref } from '@/i18n/navigation'
import { getJob } from '@/features/content/collections'
import { getPageTrail } from '@/features/content/pages'
import { jobPostingLd } from '@/server/json-ld'
import { contentMetadata } from '@/server/metadata'
import { contentContext } from '@/server/preview'
import { getSiteSettings } from '@/server/shell'

type Props = PageProps<'/[locale]/about-us/careers/[id]'>

export function generateStaticParams() {
  return []
}

async function load(params: Props['params']) {
  const { locale, id } = await params
  const ctx = await contentContext(locale as Locale)
  return { ctx, job: SLUG_PATTERN.test(id) ? await getJob(ctx, id) : null }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { ctx, job } = await load(params)
  if (!job) return NOT_FOUND_METADATA
  return contentMetadata({ locale: ctx.locale, path: contentRoutes.job(job.slug), meta: job.meta })
}

/** SPEC §3 job: title, location, created moment, reference and the four parts; JobPosting JSON-LD. */
export default async function JobPage({ params }: Props) {
  const { ctx, job } = await load(params)
  setRequestLocale(ctx.locale)
  if (!job) return <NotFoundPage />
  const locale = ctx.locale
  const t = await getTranslations({ locale, namespace: 'content' })
  const path = contentRoutes.job(job.slug)
  const [trail, settings] = await Promise.all([getPageTrail(ctx, path), getSiteSettings(locale)])
  const parts = [
    ['whatToDo', job.whatToDo],
    ['requirements', job.requirements],
    ['plusPoints', job.plusPoints],
    ['conditions', job.conditions],
  ] as const
  return (
    <ContentPage
      locale={locale}
      title={job.title}
      href={job.href}
      trail={trail}
      className="job"
      titleLang={job.fallback.title}
    >
      <dl className="job__facts">
        <div>
          <dt>{t('jobLocation')}</dt>
          <dd>{job.location}</dd>
        </div>
        <div>
          <dt>{t('employment')}</dt>
          <dd>{t(`employmentTypes.${job.employmentType}`)}</dd>
        </div>
        <div>
          <dt>{t('jobReference')}</dt>
          <dd>{job.reference}</dd>
        </div>
        <div>
          <dt>{t('jobPosted')}</dt>
          <dd>
            <time dateTime={isoDay(job.createdAt)}>{formatLongDate(job.createdAt, locale)}</time>
          </dd>
        </div>
      </dl>
      <p className="article__lead" lang={job.fallback.summary}>
        {job.summary}
      </p>
      {parts.map(([key, html]) =>
        html ? (
          <section key={key} className="job__part">
            <h2>{t(key)}</h2>
            <div
              className="rich-text"
              lang={job.fallback[key]}
              dangerouslySetInnerHTML={{ __html: html }}
            />
          </section>
        ) : null,
      )}
      <JobResponseSection job={job} locale={locale} />
      <p className="article__back">
        <NavLink href={localizeHref('/about-us/careers', locale)}>{t('allJobs')}</NavLink>
      </p>
      <JsonLd data={jobPostingLd(job, settings, locale)} />
    </ContentPage>
  )
}
