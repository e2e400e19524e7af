import 'server-only'

import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/routing'
import { GRADE_FORMS, GRADE_PACKAGING } from '@/features/grades/grade-data'

import type { SheetLabels } from './sheet-rows'

/** The sheet's own labels (form, packaging, mineralogy and their values) in the language. */
export async function sheetLabels(locale: Locale): Promise<SheetLabels> {
  const t = await getTranslations({ locale, namespace: 'gradeSheet' })
  return {
    form: t('form'),
    packaging: t('packaging'),
    mineralogy: t('mineralogy'),
    forms: Object.fromEntries(
      GRADE_FORMS.map((form) => [form, t(`forms.${form}`)]),
    ) as SheetLabels['forms'],
    packagingOptions: Object.fromEntries(
      GRADE_PACKAGING.map((option) => [option, t(`packagingOptions.${option}`)]),
    ) as SheetLabels['packagingOptions'],
  }
}
