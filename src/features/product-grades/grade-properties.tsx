import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/routing'
import type { GradeSummary } from '@/lib/documents'

/**
 * A grade's key figures as a description list (for a card or a short listing); properties not
 * given are left out. The grade page itself shows the full table (grade-page.tsx).
 */
export async function GradeProperties({ grade, locale }: { grade: GradeSummary; locale: Locale }) {
  const [t, tSheet] = await Promise.all([
    getTranslations({ locale, namespace: 'documentCentre' }),
    getTranslations({ locale, namespace: 'gradeSheet' }),
  ])
  const number = (value: number) => new Intl.NumberFormat(locale).format(value)
  const rows: [string, string][] = []
  if (grade.d50 !== null) rows.push([t('d50'), t('micrometres', { value: number(grade.d50) })])
  if (grade.topCut !== null)
    rows.push([t('topCut'), t('micrometres', { value: number(grade.topCut) })])
  if (grade.whiteness !== null)
    rows.push([t('whiteness'), t('percent', { value: number(grade.whiteness) })])
  // The sheet's form names: they include granules (issue 38).
  if (grade.form) rows.push([t('form'), tSheet(`forms.${grade.form}`)])
  if (!rows.length) return null
  return (
    <dl className="facts">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
