import 'server-only'

import { MESSAGES } from '@/i18n/messages'
import type { Locale } from '@/i18n/routing'
import { ENQUIRY_SCHEMAS, type EnquiryType } from '@/features/enquiries/enquiries'
import type { GradeChoice } from '@/features/enquiries/enquiry-fields'
import { primaryMarket } from '@/features/grades/grade-markets'
import { formatText } from '@/lib/messages'
import { getGrade, listGrades } from '@/features/grades/catalogue'

/** The grades a sample can be asked for: every published grade, by name. */
export async function gradeChoices(locale: Locale): Promise<GradeChoice[]> {
  return (await listGrades({ locale })).map(({ slug, name }) => ({ slug, name }))
}

/**
 * Whether a form takes the grade a link names (`?grade=` from a grade's page): the sample
 * request chooses it in its grade field; contact sales, whose fields SPEC §3 lists without a
 * grade, names it at the start of the query.
 */
export const takesLinkedGrade = (type: EnquiryType) =>
  'grade' in ENQUIRY_SCHEMAS[type].shape || type === 'contact-sales'

/**
 * The choices a page's address makes for its form (`?market=`, `?grade=`), only those the form
 * has and only valid ones: a market among the form's markets, a published grade. A grade also
 * chooses its market when the address names none — the first market the grade's page lists
 * that the form offers (a grade serving several: the first the editors gave a note).
 */
export async function linkedChoices({
  type,
  locale,
  preset,
  markets,
  grades,
}: {
  type: EnquiryType
  locale: Locale
  preset: Record<string, string>
  /** The form's market choices (marketChoices). */
  markets: readonly string[]
  /** The published grades (gradeChoices); empty for a form that takes none. */
  grades: readonly GradeChoice[]
}): Promise<Record<string, string>> {
  const shape = ENQUIRY_SCHEMAS[type].shape
  const chosen: Record<string, string> = {}
  const grade = takesLinkedGrade(type)
    ? grades.find((choice) => choice.slug === preset.grade)
    : undefined
  if (grade && 'grade' in shape) chosen.grade = grade.slug
  if (grade && 'query' in shape)
    chosen.query = `${formatText(MESSAGES[locale].enquiry, 'queryAboutGrade', { grade: grade.name })}\n`
  if ('market' in shape) {
    if (preset.market && markets.includes(preset.market)) chosen.market = preset.market
    else if (grade) {
      const view = await getGrade({ locale }, grade.slug)
      const market = view ? primaryMarket(view, markets) : null
      if (market) chosen.market = market
    }
  }
  return chosen
}
