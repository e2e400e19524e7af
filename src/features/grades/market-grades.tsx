import './market-grades.css'

import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/routing'
import type { MarketGrade } from './grade-views'
import { formatGradeNumber, GRADE_PROPERTIES } from '@/features/grades/grade-data'

/**
 * The grades a product-market page recommends: each links its own page, with its
 * d50 and form and its note for this market (its description when it has none); below them the
 * grade finder with this market chosen. The page's one list of its grades: the
 * market's own text names none (src/seed/market-grades.test.ts), so the two cannot disagree.
 */
export async function MarketGrades({
  locale,
  market,
  grades,
  finderHref,
}: {
  locale: Locale
  market: string
  grades: MarketGrade[]
  /** The finder filtered by this market, in the page's language. */
  finderHref?: string
}) {
  if (!grades.length) return null
  const [t, finder] = await Promise.all([
    getTranslations({ locale, namespace: 'documentCentre' }),
    getTranslations({ locale, namespace: 'gradeFinder' }),
  ])
  const { decimals, unit } = GRADE_PROPERTIES.d50
  // "d50 1,2 µm · Kompaktiert": what the market text's list used to give beside each name.
  const facts = (grade: MarketGrade) =>
    [
      grade.d50 !== null
        ? `${finder('d50')} ${formatGradeNumber(grade.d50, decimals, locale)}\u00a0${unit}`
        : null,
      grade.form ? finder(`forms.${grade.form}`) : null,
    ].filter((fact) => fact !== null)
  return (
    <section className="block" aria-labelledby="market-grades">
      <h2 id="market-grades" className="block__heading">
        {t('gradesOf', { market })}
      </h2>
      <ul className="card-grid">
        {grades.map((grade) => {
          const text = grade.note ?? grade.description
          const figures = facts(grade)
          return (
            <li key={grade.slug} className="card">
              <div className="card__body">
                <h3 className="card__title">
                  <a href={grade.href}>{grade.name}</a>
                </h3>
                {figures.length ? (
                  <p className="market-grades__facts">{figures.join(' · ')}</p>
                ) : null}
                {text ? <p>{text}</p> : null}
              </div>
            </li>
          )
        })}
      </ul>
      {finderHref ? (
        <p className="market-grades__finder">
          <a className="button" href={finderHref}>
            {finder('findForMarket', { market })}
          </a>
        </p>
      ) : null}
    </section>
  )
}
