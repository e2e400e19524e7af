import { getTranslations } from 'next-intl/server'

import { NavLink } from '@/components/ui/nav-link'
import type { Locale } from '@/i18n/routing'
import {
  formatGradeNumber,
  GRADE_PROPERTIES,
  type GradePropertyKey,
} from '@/features/grades/grade-data'
import type { FinderGrade } from '@/features/grades/grade-finder'
import { type FinderNote, NUMBER_PROPERTY_OF } from '@/features/grades/grade-finder-query'

export const FINDER_RESULTS_ID = 'grade-finder-results'

type Translate = Awaited<ReturnType<typeof getTranslations<'gradeFinder'>>>

/** A figure with its unit as the property table writes it ("1,2 µm" in German). */
function figure(key: GradePropertyKey, value: number, locale: Locale): string {
  const { decimals, unit } = GRADE_PROPERTIES[key]
  return `${formatGradeNumber(value, decimals, locale)} ${unit}`
}

/** The text of a note on a value that was not applied. */
function noteText(note: FinderNote, t: Translate, locale: Locale): string {
  switch (note.kind) {
    case 'notNumber':
      return t('notes.notNumber', { field: t(`fields.${note.param}`), value: note.value })
    case 'outOfRange': {
      const { decimals, unit } = GRADE_PROPERTIES[NUMBER_PROPERTY_OF[note.param]]
      return t('notes.outOfRange', {
        field: t(`fields.${note.param}`),
        value: note.value,
        min: formatGradeNumber(note.min, decimals, locale),
        max: formatGradeNumber(note.max, decimals, locale),
        unit,
      })
    }
    case 'd50Range':
      return t('notes.d50Range')
    case 'unknownMarket':
      return t('notes.unknownMarket', { value: note.value })
    case 'unknownForm':
      return t('notes.unknownForm', { value: note.value })
    case 'unknownSort':
      return t('notes.unknownSort', { value: note.value })
  }
}

function GradeCard({ grade, locale, t }: { grade: FinderGrade; locale: Locale; t: Translate }) {
  const rows: [string, string][] = []
  if (grade.d50 !== null) rows.push([t('d50'), figure('d50', grade.d50, locale)])
  if (grade.topCut !== null) rows.push([t('topCut'), figure('topCut', grade.topCut, locale)])
  if (grade.whiteness !== null)
    rows.push([t('whiteness'), figure('whiteness', grade.whiteness, locale)])
  if (grade.form) rows.push([t('form'), t(`forms.${grade.form}`)])
  if (grade.markets.length) rows.push([t('marketsServed'), grade.markets.join(', ')])
  return (
    <li className="card grade-card">
      <div className="card__body grade-card__body">
        <h3 className="card__title">
          <NavLink href={grade.href}>{grade.name}</NavLink>
        </h3>
        {grade.description ? <p>{grade.description}</p> : null}
        {rows.length ? (
          <dl className="grade-card__figures">
            {rows.map(([term, value]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <label className="checkbox grade-card__compare">
          <input type="checkbox" name="grades" value={grade.slug} />
          <span>
            {t('compare')}
            <span className="visually-hidden"> {grade.name}</span>
          </span>
        </label>
      </div>
    </li>
  )
}

/**
 * The finder's results (ADR 0027): how many grades match, announced when it changes (a polite
 * status), the notes on values that were not applied, and the grades as cards. The cards sit in
 * a GET form to the comparison, so ticking two or three and comparing works without JavaScript.
 */
export async function FinderResults({
  locale,
  grades,
  notes,
  finderHref,
  compareAction,
}: {
  locale: Locale
  grades: FinderGrade[]
  notes: FinderNote[]
  /** The finder without filters, in the page's language. */
  finderHref: string
  /** The comparison's address (without query), in the page's language. */
  compareAction: string
}) {
  const t = await getTranslations({ locale, namespace: 'gradeFinder' })
  const count =
    grades.length === 0
      ? t('countNone')
      : grades.length === 1
        ? t('countOne')
        : t('countOther', { count: grades.length })
  return (
    <section
      id={FINDER_RESULTS_ID}
      className="block grade-finder__results"
      aria-labelledby="grade-finder-results-heading"
    >
      <h2 id="grade-finder-results-heading" className="block__heading">
        {t('results')}
      </h2>
      <div className="grade-finder__status" role="status">
        <p className="grade-finder__count">{count}</p>
        {notes.length ? (
          <ul className="grade-finder__notes">
            {notes.map((note, index) => (
              <li key={index}>{noteText(note, t, locale)}</li>
            ))}
          </ul>
        ) : null}
      </div>
      {grades.length ? (
        <form className="grade-finder__compare" method="get" action={compareAction}>
          <ul className="card-grid grade-finder__cards">
            {grades.map((grade) => (
              <GradeCard key={grade.slug} grade={grade} locale={locale} t={t} />
            ))}
          </ul>
          <div className="grade-finder__actions">
            <button type="submit" className="button" aria-describedby="grade-finder-compare-hint">
              {t('compareSubmit')}
            </button>
            <p className="field__hint" id="grade-finder-compare-hint">
              {t('compareHint')}
            </p>
          </div>
        </form>
      ) : (
        <div className="grade-finder__empty">
          <p>{t('emptyHint')}</p>
          <p>
            <a className="button" href={finderHref}>
              {t('showAll')}
            </a>
          </p>
        </div>
      )}
    </section>
  )
}
