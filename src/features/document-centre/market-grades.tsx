import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/routing'
import type { GradeSummary } from '@/lib/documents'

/**
 * The grades of a product-market page (issue 24): each links its own page; below them the grade
 * finder with this market chosen (issue 38).
 */
export async function MarketGrades({
  locale,
  market,
  grades,
  finderHref,
}: {
  locale: Locale
  market: string
  grades: GradeSummary[]
  /** The finder filtered by this market, in the page's language. */
  finderHref?: string
}) {
  if (!grades.length) return null
  const [t, finder] = await Promise.all([
    getTranslations({ locale, namespace: 'documentCentre' }),
    getTranslations({ locale, namespace: 'gradeFinder' }),
  ])
  return (
    <section className="block" aria-labelledby="market-grades">
      <h2 id="market-grades" className="block__heading">
        {t('gradesOf', { market })}
      </h2>
      <ul className="card-grid">
        {grades.map((grade) => (
          <li key={grade.slug} className="card">
            <div className="card__body">
              <h3 className="card__title">
                <a href={grade.href}>{grade.name}</a>
              </h3>
              {grade.description ? <p>{grade.description}</p> : null}
            </div>
          </li>
        ))}
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
