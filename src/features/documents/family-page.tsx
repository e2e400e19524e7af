import 'server-only'

import { getTranslations } from 'next-intl/server'

import { ContentPage } from '@/features/content/content-page'
import { MESSAGES } from '@/i18n/messages'
import type { Locale } from '@/i18n/routing'
import { formatLongDate } from '@/lib/dates'
import {
  DOCUMENT_TYPE_LABELS,
  type FamilyView,
  formatSize,
  type RevisionShown,
  type RevisionView,
} from '@/features/documents/documents'
import { localizeHref } from '@/i18n/navigation'
import { getPageTrail } from '@/features/content/pages'
import { absoluteUrl } from '@/server/json-ld'
import type { ContentContext } from '@/server/content-context'

import { FamilyDownloads } from './family-downloads'

/** The revision with its dates and size written out here, not in the browser (ADR 0015). */
function shown(revision: RevisionView, locale: Locale): RevisionShown {
  return {
    ...revision,
    dateText: formatLongDate(revision.date, locale),
    supersededText: revision.supersededOn ? formatLongDate(revision.supersededOn, locale) : null,
    sizeText: formatSize(revision.size, locale),
  }
}

/**
 * /download/documents/{slug} (ADR 0021): a document family's lasting page. What it is (type,
 * language, grades) and its revisions; the files behind the download checks.
 */
export async function FamilyPage({ ctx, family }: { ctx: ContentContext; family: FamilyView }) {
  const locale: Locale = ctx.locale
  const lastingLink = `/api/v1/documents/${family.slug}/current`
  const [t, tDownload, trail] = await Promise.all([
    getTranslations({ locale, namespace: 'documentCentre' }),
    getTranslations({ locale, namespace: 'download' }),
    getPageTrail(ctx, '/download/documents/x'),
  ])
  return (
    <ContentPage
      locale={locale}
      title={family.title}
      href={family.href}
      trail={trail}
      className="family-page"
    >
      <dl className="facts">
        <div>
          <dt>{t('documentType')}</dt>
          <dd>{DOCUMENT_TYPE_LABELS[family.documentType][locale]}</dd>
        </div>
        <div>
          <dt>{t('documentLanguage')}</dt>
          <dd>{tDownload(`languages.${family.language}`)}</dd>
        </div>
        {family.grades.length ? (
          <div>
            <dt>{t('forGrades')}</dt>
            <dd>
              <ul className="facts__links">
                {family.grades.map((grade) => (
                  <li key={grade.href}>
                    <a href={grade.href}>{grade.name}</a>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ) : null}
      </dl>
      {family.current ? (
        <FamilyDownloads
          locale={locale}
          texts={{ ...MESSAGES[locale].download, centre: MESSAGES[locale].documentCentre }}
          current={shown(family.current, locale)}
          previous={family.previous.map((revision) => shown(revision, locale))}
          lastingLink={lastingLink}
          lastingUrl={absoluteUrl(lastingLink)}
          registerHref={localizeHref('/register', locale)}
        />
      ) : null}
    </ContentPage>
  )
}
