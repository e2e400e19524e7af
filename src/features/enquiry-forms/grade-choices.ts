import 'server-only'

import type { Locale } from '@/i18n/routing'
import type { GradeChoice } from '@/lib/enquiry-fields'
import { listGrades } from '@/server/documents/catalogue'

/** The grades a sample can be asked for: every published grade, by name (issue 37). */
export async function gradeChoices(locale: Locale): Promise<GradeChoice[]> {
  return (await listGrades({ locale })).map(({ slug, name }) => ({ slug, name }))
}
