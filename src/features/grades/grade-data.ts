/**
 * A grade's technical data (ADR 0027): the properties a technical buyer reads, each with its unit
 * and test method. One list, read by the admin's schema (src/collections/grades), the grade page's
 * property table, the finder, the comparison and the generated technical data sheet, so that page
 * and PDF can never disagree on what a property is called, in which unit or by which method.
 *
 * Isomorphic and free of server modules: the Payload config loads it.
 */

import { INTL_LOCALES, type Locale } from '@/i18n/locales'

export const GRADE_FORMS = ['powder', 'compacted', 'granules'] as const
export type GradeForm = (typeof GRADE_FORMS)[number]

export const GRADE_PACKAGING = ['bags', 'big-bags', 'silo'] as const
export type GradePackaging = (typeof GRADE_PACKAGING)[number]

/** Whiteness by ISO 2470 (R457, blue light) or as Ry (Y tristimulus value, DIN 53163). */
export const WHITENESS_METHODS = ['iso-2470', 'ry'] as const
export type WhitenessMethod = (typeof WHITENESS_METHODS)[number]

/** The numeric properties, in the order of the data sheet. */
export const GRADE_PROPERTY_KEYS = [
  'd50',
  'topCut',
  'whiteness',
  'bet',
  'lossOnIgnition',
  'moisture',
  'bulkDensity',
  'tappedDensity',
  'oilAbsorption',
  'talcContent',
] as const
export type GradePropertyKey = (typeof GRADE_PROPERTY_KEYS)[number]

export type GradePropertyDefinition = {
  key: GradePropertyKey
  /** The unit as printed (the same in both languages). */
  unit: string
  /** The test method; whiteness's depends on the grade (see `whitenessMethod`). */
  method: string
  /** Decimal places shown. */
  decimals: number
  /** Bounds the admin accepts. */
  min: number
  max: number
  label: { en: string; de: string }
}

export const GRADE_PROPERTIES: Record<GradePropertyKey, GradePropertyDefinition> = {
  d50: {
    key: 'd50',
    unit: 'µm',
    method: 'ISO 13317-3',
    decimals: 1,
    min: 0,
    max: 1000,
    label: { en: 'Median particle size d50', de: 'Mittlere Korngröße d50' },
  },
  topCut: {
    key: 'topCut',
    unit: 'µm',
    method: 'ISO 13317-3',
    decimals: 0,
    min: 0,
    max: 1000,
    label: { en: 'Top cut d98', de: 'Oberkorn d98' },
  },
  whiteness: {
    key: 'whiteness',
    unit: '%',
    method: 'ISO 2470',
    decimals: 0,
    min: 0,
    max: 100,
    label: { en: 'Whiteness', de: 'Weißgrad' },
  },
  bet: {
    key: 'bet',
    unit: 'm²/g',
    method: 'ISO 9277',
    decimals: 1,
    min: 0,
    max: 100,
    label: { en: 'Specific surface area (BET)', de: 'Spezifische Oberfläche (BET)' },
  },
  lossOnIgnition: {
    key: 'lossOnIgnition',
    unit: '%',
    method: 'ISO 3262-1, 1050 °C',
    decimals: 1,
    min: 0,
    max: 50,
    label: { en: 'Loss on ignition at 1050 °C', de: 'Glühverlust bei 1050 °C' },
  },
  moisture: {
    key: 'moisture',
    unit: '%',
    method: 'ISO 787-2',
    decimals: 1,
    min: 0,
    max: 10,
    label: { en: 'Moisture', de: 'Feuchte' },
  },
  bulkDensity: {
    key: 'bulkDensity',
    unit: 'g/cm³',
    method: 'ISO 787-11',
    decimals: 2,
    min: 0,
    max: 3,
    label: { en: 'Bulk density', de: 'Schüttdichte' },
  },
  tappedDensity: {
    key: 'tappedDensity',
    unit: 'g/cm³',
    method: 'ISO 787-11',
    decimals: 2,
    min: 0,
    max: 3,
    label: { en: 'Tapped density', de: 'Stampfdichte' },
  },
  oilAbsorption: {
    key: 'oilAbsorption',
    unit: 'g/100 g',
    method: 'ISO 787-5',
    decimals: 0,
    min: 0,
    max: 200,
    label: { en: 'Oil absorption', de: 'Ölzahl' },
  },
  talcContent: {
    key: 'talcContent',
    unit: '%',
    method: 'XRD',
    decimals: 0,
    min: 0,
    max: 100,
    label: { en: 'Talc content', de: 'Talkumgehalt' },
  },
}

/** The method of a grade's whiteness figure. */
export function whitenessMethodName(method: WhitenessMethod | null | undefined): string {
  return method === 'ry' ? 'Ry (DIN 53163)' : 'ISO 2470 (R457)'
}

/** One point of a particle-size distribution: `passing` % of the mass is finer than `size` µm. */
export type PsdPoint = { size: number; passing: number }

/**
 * Why a PSD is not usable as a cumulative curve, or null: at least two points, sizes strictly
 * increasing and positive, passing between 0 and 100 and never decreasing.
 */
export function psdProblem(points: readonly PsdPoint[]): 'tooFew' | 'sizes' | 'passing' | null {
  if (points.length < 2) return 'tooFew'
  let previous: PsdPoint | undefined
  for (const { size, passing } of points) {
    if (!(size > 0)) return 'sizes'
    if (!(passing >= 0 && passing <= 100)) return 'passing'
    if (previous && size <= previous.size) return 'sizes'
    if (previous && passing < previous.passing) return 'passing'
    previous = { size, passing }
  }
  return null
}

/** A grade's technical data as the page, the comparison and the data sheet read it. */
export type GradeTechnicalData = { [K in GradePropertyKey]: number | null } & {
  whitenessMethod: WhitenessMethod
  form: GradeForm | null
  packaging: GradePackaging[]
  mineralogy: string | null
}

/** One row of the property table: what, the typical value as written in the language, how. */
export type GradePropertyRow = {
  key: GradePropertyKey
  label: string
  /** The value as written in the language ("1,2" in German), without its unit. */
  value: string
  unit: string
  method: string
}

/**
 * The rows of a grade's property table, in the data sheet's order, leaving out what the grade
 * does not state. The page, the comparison and the PDF all print these rows.
 */
export function gradePropertyRows(data: GradeTechnicalData, locale: Locale): GradePropertyRow[] {
  const rows: GradePropertyRow[] = []
  for (const key of GRADE_PROPERTY_KEYS) {
    const value = data[key]
    if (value === null) continue
    const definition = GRADE_PROPERTIES[key]
    rows.push({
      key,
      label: definition.label[locale],
      value: formatGradeNumber(value, definition.decimals, locale),
      unit: definition.unit,
      method: key === 'whiteness' ? whitenessMethodName(data.whitenessMethod) : definition.method,
    })
  }
  return rows
}

/** A property's value with at most its definition's decimals, written in the language. */
export function formatGradeNumber(value: number, decimals: number, locale: Locale): string {
  return new Intl.NumberFormat(INTL_LOCALES[locale], {
    maximumFractionDigits: decimals,
  }).format(value)
}
