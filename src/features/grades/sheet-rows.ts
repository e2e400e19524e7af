/**
 * The rows of a grade's product sheet (ADR 0027): the measured properties as gradePropertyRows
 * gives them (the page, the comparison and the data sheet print the same), then what the grade
 * is delivered as — form, packaging — and its mineralogy, which have no unit or method.
 * Pure: the labels come in, already in the page's language.
 */
import {
  GRADE_PROPERTY_KEYS,
  type GradeForm,
  type GradePackaging,
  gradePropertyRows,
  type GradeTechnicalData,
} from '@/features/grades/grade-data'
import type { Locale } from '@/i18n/locales'

export const SHEET_TEXT_KEYS = ['form', 'packaging', 'mineralogy'] as const
export type SheetTextKey = (typeof SHEET_TEXT_KEYS)[number]

/** Every row a sheet can have, in the sheet's order. */
export const SHEET_ROW_KEYS = [...GRADE_PROPERTY_KEYS, ...SHEET_TEXT_KEYS] as const
export type SheetRowKey = (typeof SHEET_ROW_KEYS)[number]

export type SheetRow = {
  key: SheetRowKey
  label: string
  /** The value as written in the language ("1,2"), without its unit. */
  value: string
  /** Empty for form, packaging and mineralogy. */
  unit: string
  method: string
}

export type SheetLabels = {
  form: string
  packaging: string
  mineralogy: string
  forms: Record<GradeForm, string>
  packagingOptions: Record<GradePackaging, string>
}

/** The sheet's rows of a grade, leaving out what it does not state. */
export function sheetRows(
  data: GradeTechnicalData,
  locale: Locale,
  labels: SheetLabels,
): SheetRow[] {
  const rows: SheetRow[] = gradePropertyRows(data, locale)
  const text = (key: SheetTextKey, value: string): SheetRow => ({
    key,
    label: labels[key],
    value,
    unit: '',
    method: '',
  })
  if (data.form) rows.push(text('form', labels.forms[data.form]))
  if (data.packaging.length)
    rows.push(text('packaging', data.packaging.map((p) => labels.packagingOptions[p]).join(', ')))
  if (data.mineralogy?.trim()) rows.push(text('mineralogy', data.mineralogy.trim()))
  return rows
}

/** A value with its unit, kept on one line ("1.2 µm", "86 %"); a text value as it is. */
export function withUnit(row: Pick<SheetRow, 'value' | 'unit'>): string {
  return row.unit ? `${row.value}\u00a0${row.unit}` : row.value
}
