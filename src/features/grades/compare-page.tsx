import 'server-only'

import './product-grades.css'

import type { Metadata } from 'next'
import { permanentRedirect } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { ContentPage } from '@/features/content/content-page'
import type { Locale } from '@/i18n/locales'
import { contentRoutes } from '@/lib/content-routes'
import type { GradeSummary } from './grade-views'
import { canonicalCompareQuery, compareSearch } from '@/features/grades/grade-query.mjs'
import { localizeHref } from '@/i18n/navigation'
import type { ContentContext } from '@/server/content-context'
import { loadComparison } from '@/features/grades/compare'
import { contentMetadata } from '@/server/metadata'

import { compareMarking, compareRows, isMarked } from './compare-rows'
import { receivedSearch } from './finder-page'
import { gradeTrail } from './grade-trail'
import { PsdChart } from './psd-chart'
import { sheetLabels } from './sheet-labels'
import { sheetRows, withUnit } from './sheet-rows'
import { TableScroll } from './table-scroll'

/** The page's address without its query: its canonical address (the choice is the visitor's). */
export const COMPARE_PATH = `${contentRoutes.gradeFinder}/compare`

/** Unknown entries named in the note at most (a hand-made address can hold many). */
const MAX_NAMED_UNKNOWN = 5

type Translate = Awaited<ReturnType<typeof getTranslations>>

export async function comparePageMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'gradeSheet' })
  return contentMetadata({
    locale,
    path: COMPARE_PATH,
    meta: { title: t('compareTitle'), description: t('compareDescription'), image: null },
  })
}

/** Choosing the grades: a plain GET form (checkboxes named `grades`), so no JavaScript needed. */
function ChoiceForm({
  action,
  choices,
  chosen,
  t,
}: {
  action: string
  choices: GradeSummary[]
  chosen: readonly string[]
  t: Translate
}) {
  return (
    <form method="get" action={action} className="grade-compare__form">
      <fieldset className="grade-compare__fieldset">
        <legend>{t('chooseLegend')}</legend>
        <ul className="grade-compare__choices">
          {choices.map((grade) => (
            <li key={grade.slug}>
              <label className="checkbox">
                <input
                  type="checkbox"
                  name="grades"
                  value={grade.slug}
                  defaultChecked={chosen.includes(grade.slug)}
                />
                <span>{grade.name}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <button type="submit" className="button button--primary">
        {t('compareSubmit')}
      </button>
    </form>
  )
}

/** Each language's opening and closing quotation marks. */
const QUOTES: Record<Locale, readonly [string, string]> = { en: ['“', '”'], de: ['„', '“'] }

/** A typed entry in the language's quotation marks. */
const quote = (text: string, locale: Locale) => `${QUOTES[locale][0]}${text}${QUOTES[locale][1]}`

function NotStated({ t }: { t: Translate }) {
  return (
    <>
      <span aria-hidden="true">–</span>
      <span className="visually-hidden">{t('notStated')}</span>
    </>
  )
}

/**
 * /our-products/grades/compare?grades=a,b,c (ADR 0027): up to three published grades side by
 * side — one column per grade, one row per property any of them states, the rows in which they
 * differ marked where they also agree in some (else one sentence says they differ, or agree, in
 * all; compareMarking) — and their particle-size curves on one chart. On a phone the table
 * scrolls sideways in its box and says so (TableScroll). Unknown grades and grades beyond
 * the third are named in a note; with fewer than two grades the page explains and offers a form.
 */
export async function ComparePage({
  ctx,
  searchParams,
}: {
  ctx: ContentContext
  searchParams: Record<string, string | string[] | undefined>
}) {
  const locale = ctx.locale
  const [t, trail, labels, comparison] = await Promise.all([
    getTranslations({ locale, namespace: 'gradeSheet' }),
    gradeTrail(ctx),
    sheetLabels(locale),
    loadComparison(ctx, searchParams.grades),
  ])
  const { grades, leftOut, unknown, choices } = comparison
  const action = localizeHref(COMPARE_PATH, locale)
  // ADR 0029: the same grades in any order or spelling (`a,b`, repeats) lead to the one canonical
  // address, `grades=a&grades=b` sorted, with no grade that is not published; more than three or
  // a malformed entry are rendered with their note instead (never cached).
  const received = receivedSearch(searchParams)
  const canonical = canonicalCompareQuery(received)
  if (!canonical.invalid) {
    const published = new Set(choices.map((grade) => grade.slug))
    const search = compareSearch(canonical.slugs.filter((slug) => published.has(slug)))
    if (search !== received.toString()) permanentRedirect(search ? `${action}?${search}` : action)
  }
  const names = new Intl.ListFormat(locale, { type: 'conjunction' })
  const chosen = grades.map((grade) => grade.slug)
  const form = <ChoiceForm action={action} choices={choices} chosen={chosen} t={t} />
  const rows = compareRows(grades.map((grade) => sheetRows(grade.technical, locale, labels)))
  const marking = compareMarking(rows)

  return (
    <ContentPage
      locale={locale}
      title={t('compareTitle')}
      href={action}
      trail={trail}
      className="grade-compare"
    >
      {unknown.length || leftOut.length ? (
        <div className="grade-compare__notes">
          {unknown.length ? (
            <p>
              {t('unknownGrades', {
                count: unknown.length,
                entries: names.format(
                  unknown.slice(0, MAX_NAMED_UNKNOWN).map((slug) => quote(slug, locale)),
                ),
              })}
            </p>
          ) : null}
          {leftOut.length ? (
            <p>{t('leftOut', { grades: names.format(leftOut.map((grade) => grade.name)) })}</p>
          ) : null}
        </div>
      ) : null}

      {grades.length < 2 ? (
        <>
          <p className="lead">{t('compareIntro')}</p>
          <p>
            {grades.length === 1 ? t('chooseOneMore', { grade: grades[0]!.name }) : t('chooseTwo')}
          </p>
          {form}
        </>
      ) : (
        <>
          <section className="block" aria-labelledby="compare-properties">
            <h2 id="compare-properties" className="block__heading">
              {t('technicalData')}
            </h2>
            {marking.kind === 'rows' ? (
              <p id="compare-legend" className="grade-compare__legend">
                {t('differsLegend', { differing: marking.differing, total: marking.total })}{' '}
                <span className="grade-compare__marker" aria-hidden="true">
                  ≠
                </span>
                {/* What a screen reader hears in each marked row instead of the sign. */}
                <span className="visually-hidden">{t('differsHidden')}</span>.
              </p>
            ) : marking.kind === 'all-differ' || marking.kind === 'all-same' ? (
              <p id="compare-legend" className="grade-compare__legend grade-compare__summary">
                {t(marking.kind === 'all-differ' ? 'allDiffer' : 'allSame')}
              </p>
            ) : null}
            <TableScroll labelledBy="compare-caption" hint={t('scrollHint')}>
              <table
                className="grade-table grade-compare__table"
                aria-describedby={marking.kind === 'none' ? undefined : 'compare-legend'}
              >
                {/* The section heading says it on screen; the caption names the table. */}
                <caption id="compare-caption" className="visually-hidden">
                  {t('compareCaption', { grades: names.format(grades.map((g) => g.name)) })}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{t('columnProperty')}</th>
                    {grades.map((grade) => (
                      <th key={grade.slug} scope="col">
                        <a href={grade.href}>{grade.name}</a>
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => {
                    const marked = isMarked(marking, row)
                    return (
                      <tr
                        key={row.key}
                        data-property={row.key}
                        className={marked ? 'grade-compare__row--differs' : undefined}
                      >
                        <th scope="row">
                          {marked ? (
                            <span className="grade-compare__marker" aria-hidden="true">
                              ≠
                            </span>
                          ) : null}
                          {row.label}
                          {marked ? (
                            <span className="visually-hidden"> {t('differsHidden')}</span>
                          ) : null}
                          {row.method ? (
                            <span className="grade-table__method">
                              {t('methodOf', { method: row.method })}
                            </span>
                          ) : null}
                        </th>
                        {row.cells.map((cell, i) => (
                          <td key={i}>
                            {cell ? (
                              <>
                                {withUnit(cell)}
                                {/* Methods that differ (whiteness as ISO 2470 or Ry) per cell. */}
                                {row.method === null && cell.method ? (
                                  <span className="grade-table__method">
                                    {t('methodOf', { method: cell.method })}
                                  </span>
                                ) : null}
                              </>
                            ) : (
                              <NotStated t={t} />
                            )}
                          </td>
                        ))}
                      </tr>
                    )
                  })}
                </tbody>
              </table>
            </TableScroll>
            <p className="grade-sheet__typical">{t('typicalNote')}</p>
          </section>

          <section className="block" aria-labelledby="compare-psd">
            <h2 id="compare-psd" className="block__heading">
              {t('psdCompareHeading')}
            </h2>
            <PsdChart
              id="compare-psd-chart"
              locale={locale}
              series={grades.map((grade) => ({ name: grade.name, points: grade.psd }))}
            />
          </section>

          <details className="grade-compare__change">
            <summary>{t('changeSelection')}</summary>
            {form}
          </details>
        </>
      )}

      <p className="grade-page__finder">
        <a href={localizeHref(contentRoutes.gradeFinder, locale)}>{t('toFinder')}</a>
      </p>
    </ContentPage>
  )
}
