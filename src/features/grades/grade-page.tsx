import 'server-only'

import './product-grades.css'

import { getTranslations } from 'next-intl/server'

import { ContentPage } from '@/features/content/content-page'
import type { Locale } from '@/i18n/routing'
import { contentRoutes } from '@/lib/content-routes'
import type { GradeView } from './grade-views'
import { marketEntries } from '@/features/grades/grade-markets'
import { localizeHref } from '@/i18n/navigation'
import type { ContentContext } from '@/server/content-context'

import { FamilyList } from './family-list'
import { gradeTrail } from './grade-trail'
import { PsdChart } from './psd-chart'
import { sheetLabels } from './sheet-labels'
import { sheetRows } from './sheet-rows'

/**
 * /our-products/grades/{slug} as a product sheet (ADR 0021, 0027): what a technical buyer reads
 * — the typical properties with units and test methods, the particle-size curve, the markets
 * with their applications, the documents — and what they do next: ask for a sample with this
 * grade chosen, download the technical data sheet (generated from the same rows, for registered
 * customers), contact sales, compare it with other grades.
 */
export async function GradePage({ ctx, grade }: { ctx: ContentContext; grade: GradeView }) {
  const locale: Locale = ctx.locale
  const [t, tCentre, trail, labels] = await Promise.all([
    getTranslations({ locale, namespace: 'gradeSheet' }),
    getTranslations({ locale, namespace: 'documentCentre' }),
    gradeTrail(ctx),
    sheetLabels(locale),
  ])
  const rows = sheetRows(grade.technical, locale, labels)
  const markets = marketEntries(grade)
  // The sample request and contact sales open with this grade (and its market, the first this
  // page lists) chosen: the forms read `?grade=` against the published grades.
  const withGrade = `?grade=${encodeURIComponent(grade.slug)}`
  return (
    <ContentPage
      locale={locale}
      title={grade.name}
      href={grade.href}
      trail={trail}
      className="grade-page"
    >
      {grade.description ? <p className="lead">{grade.description}</p> : null}
      <ul className="next-steps__list grade-actions" aria-label={t('actions')}>
        <li>
          {/* The sample request opens with this grade chosen. */}
          <a
            className="button button--primary"
            href={`${localizeHref('/contacts/request-a-sample', locale)}${withGrade}`}
          >
            {tCentre('requestSample', { grade: grade.name })}
          </a>
        </li>
        <li className="grade-actions__data-sheet">
          {/* An API path, not a page: no language prefix, the language in the query. */}
          <a
            className="button"
            href={contentRoutes.gradeDataSheet(grade.slug, locale)}
            type="application/pdf"
            aria-describedby="grade-data-sheet-note"
          >
            {t('dataSheet')}
          </a>
          <span id="grade-data-sheet-note" className="grade-actions__note">
            {t('dataSheetNote')}
          </span>
        </li>
        <li>
          <a
            className="button"
            href={`${localizeHref('/contacts/contact-sales', locale)}${withGrade}`}
          >
            {t('contactSales')}
          </a>
        </li>
        <li>
          <a
            className="button"
            href={localizeHref(contentRoutes.gradeCompare([grade.slug]), locale)}
          >
            {t('compareWith')}
          </a>
        </li>
      </ul>

      <section className="block" aria-labelledby="grade-properties">
        <h2 id="grade-properties" className="block__heading">
          {t('technicalData')}
        </h2>
        {rows.length ? (
          <div className="grade-table__scroll">
            <table className="grade-table grade-sheet__table">
              <caption>{t('tableCaption', { grade: grade.name })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('columnProperty')}</th>
                  <th scope="col">{t('columnValue')}</th>
                  <th scope="col">{t('columnUnit')}</th>
                  <th scope="col">{t('columnMethod')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.key} data-property={row.key}>
                    <th scope="row">{row.label}</th>
                    {row.unit || row.method ? (
                      <>
                        <td className="grade-table__value grade-table__value--number">
                          {row.value}
                        </td>
                        <td>{row.unit}</td>
                        <td>{row.method}</td>
                      </>
                    ) : (
                      // Form, packaging, mineralogy: words without unit or method, given the
                      // row's width instead of stretching the value column.
                      <td className="grade-table__value" colSpan={3}>
                        {row.value}
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p>{t('noTechnicalData')}</p>
        )}
        <p className="grade-sheet__typical">{t('typicalNote')}</p>
      </section>

      <section className="block" aria-labelledby="grade-psd">
        <h2 id="grade-psd" className="block__heading">
          {t('psdHeading')}
        </h2>
        <PsdChart
          id="grade-psd-chart"
          locale={locale}
          series={[{ name: grade.name, points: grade.psd }]}
        />
      </section>

      {markets.length ? (
        <section className="block" aria-labelledby="grade-markets">
          <h2 id="grade-markets" className="block__heading">
            {t('marketsHeading')}
          </h2>
          <ul className="grade-markets">
            {markets.map(({ market, notes }) => (
              <li key={market.href} className="grade-markets__item">
                <a className="grade-markets__market" href={market.href}>
                  {market.title}
                </a>
                {notes.map((note, i) => (
                  <p key={i} className="grade-markets__note">
                    {note}
                  </p>
                ))}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className="block" aria-labelledby="grade-documents">
        <h2 id="grade-documents" className="block__heading">
          {tCentre('documents')}
        </h2>
        {grade.families.length ? (
          <FamilyList families={grade.families} locale={locale} />
        ) : (
          <p>{tCentre('noDocuments')}</p>
        )}
      </section>

      <p className="grade-page__finder">
        <a href={localizeHref(contentRoutes.gradeFinder, locale)}>{t('toFinder')}</a>
      </p>
    </ContentPage>
  )
}
