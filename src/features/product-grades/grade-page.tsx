import 'server-only'

import { getTranslations } from 'next-intl/server'

import { ContentPage } from '@/components/content/content-page'
import { FamilyList } from '@/features/document-centre/family-list'
import type { Locale } from '@/i18n/routing'
import type { GradeView } from '@/lib/documents'
import { localizeHref } from '@/lib/nav-href'
import { getPageTrail } from '@/server/content/pages'
import type { ContentContext } from '@/server/content/context'

import { GradeProperties } from './grade-properties'

/**
 * /our-products/grades/{slug} (issue 24): a grade's properties, the markets it serves and its
 * documents (titles for everyone; each leads to its family page, where members download).
 */
export async function GradePage({ ctx, grade }: { ctx: ContentContext; grade: GradeView }) {
  const locale: Locale = ctx.locale
  const [t, trail] = await Promise.all([
    getTranslations({ locale, namespace: 'documentCentre' }),
    getPageTrail(ctx, '/our-products/grades/x'),
  ])
  return (
    <ContentPage
      locale={locale}
      title={grade.name}
      href={grade.href}
      trail={trail}
      className="grade-page"
    >
      {grade.description ? <p className="lead">{grade.description}</p> : null}
      <section className="block" aria-labelledby="grade-properties">
        <h2 id="grade-properties" className="block__heading">
          {t('properties')}
        </h2>
        <GradeProperties grade={grade} locale={locale} />
        {/* The sample request opens with this grade chosen (issue 37). */}
        <p>
          <a
            className="button button--primary"
            href={`${localizeHref('/contacts/request-a-sample', locale)}?grade=${encodeURIComponent(grade.slug)}`}
          >
            {t('requestSample', { grade: grade.name })}
          </a>
        </p>
      </section>
      {grade.markets.length ? (
        <section className="block" aria-labelledby="grade-markets">
          <h2 id="grade-markets" className="block__heading">
            {t('marketsServed')}
          </h2>
          <ul className="link-list">
            {grade.markets.map((market) => (
              <li key={market.href}>
                <a href={market.href}>{market.title}</a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="block" aria-labelledby="grade-documents">
        <h2 id="grade-documents" className="block__heading">
          {t('documents')}
        </h2>
        {grade.families.length ? (
          <FamilyList families={grade.families} locale={locale} />
        ) : (
          <p>{t('noDocuments')}</p>
        )}
      </section>
    </ContentPage>
  )
}
