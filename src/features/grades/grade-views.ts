import type { FamilySummary, GradeLink } from '@/features/documents/documents'

import type { GradeForm, GradeTechnicalData, PsdPoint } from './grade-data'

/** A grade in a list (the grades of a product market). */
export type GradeSummary = GradeLink & {
  slug: string
  description: string | null
  form: GradeForm | null
  d50: number | null
  topCut: number | null
  whiteness: number | null
}

/** A grade on a product-market page: with its note for that market (its typical application). */
export type MarketGrade = GradeSummary & { note: string | null }

/** /our-products/grades/{slug}: the grade, the markets it serves and its document families. */
export type GradeView = GradeSummary & {
  markets: { title: string; href: string }[]
  families: FamilySummary[]
  updatedAt: string
  /** The product sheet's data (ADR 0027; units and methods in src/features/grades/grade-data.ts). */
  technical: GradeTechnicalData
  /** The cumulative particle-size distribution, finest first; empty when not given. */
  psd: PsdPoint[]
  /** Typical applications per published market the grade lists. */
  applications: { market: { title: string; href: string }; note: string }[]
}
