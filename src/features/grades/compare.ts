import 'server-only'

import type { GradeSummary, GradeView } from './grade-views'
import { requestedGradeSlugs, selectGrades } from '@/features/grades/grade-compare'
import type { ContentContext } from '@/server/content-context'
import { getGrade, listGrades } from './catalogue'

export type GradeComparison = {
  /** The grades side by side (2 or 3 for a table; fewer when the address asked for fewer). */
  grades: GradeView[]
  /** Published grades asked for beyond the first three, by name. */
  leftOut: GradeSummary[]
  /** What the address asked for that is no published grade, as typed (lowercased). */
  unknown: string[]
  /** Every published grade, by name: the page's form to choose from. */
  choices: GradeSummary[]
}

/**
 * The comparison of /our-products/grades/compare?grades=… (ADR 0027). The slugs are checked
 * against the one cached list of published grades, so a hand-made address with many entries
 * costs no query per entry; only the (at most three) chosen grades are read, each from the grade
 * page's own cached read, so the comparison shows exactly what their pages show.
 */
export async function loadComparison(
  ctx: ContentContext,
  raw: string | readonly string[] | undefined,
): Promise<GradeComparison> {
  const choices = await listGrades(ctx)
  const bySlug = new Map(choices.map((grade) => [grade.slug, grade]))
  const selection = selectGrades(requestedGradeSlugs(raw), new Set(bySlug.keys()))
  const read = await Promise.all(selection.chosen.map((slug) => getGrade(ctx, slug)))
  const grades = read.filter((grade): grade is GradeView => grade !== null)
  return {
    grades,
    leftOut: selection.leftOut.map((slug) => bySlug.get(slug)!),
    // A grade unpublished between the two reads counts as unknown too.
    unknown: [...selection.unknown, ...selection.chosen.filter((slug, i) => read[i] === null)],
    choices,
  }
}
