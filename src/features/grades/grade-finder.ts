/**
 * The grade finder (ADR 0027): /our-products/grades?market=&d50min=&d50max=&d98max=
 * &whitenessmin=&form=&sort=. The filters live in the address, so a result is a link to share.
 * This module holds their names, the address a set of filters has, the Payload query they make,
 * and the order of the results. No zod and no server module: the finder's island builds the
 * address with it (the parsing, with zod, is `grade-finder-query.ts`).
 */

import type { Locale } from '@/i18n/locales'
import { contentRoutes } from '@/lib/content-routes'
import { GRADE_FORMS, type GradeForm } from './grade-data'
import { DECIMAL_PATTERN, FINDER_NUMBER_RULES, finderNumberOf } from './grade-query.mjs'

/** The orders of the results: by name, finest d50 first, whitest first, finest top cut first. */
export const FINDER_SORTS = ['name', 'd50', 'whiteness', 'topcut'] as const
export type FinderSort = (typeof FINDER_SORTS)[number]
export const DEFAULT_FINDER_SORT: FinderSort = 'name'

export { GRADE_FORMS as FINDER_FORMS }

/** The numeric filters: each a bound on one property, in the property's unit. */
export const FINDER_NUMBER_PARAMS = ['d50min', 'd50max', 'd98max', 'whitenessmin'] as const
export type FinderNumberParam = (typeof FINDER_NUMBER_PARAMS)[number]

/** The query parameters, in the order of the form and of a canonical address. */
export const FINDER_PARAMS = ['market', ...FINDER_NUMBER_PARAMS, 'form', 'sort'] as const
export type FinderParam = (typeof FINDER_PARAMS)[number]

/** The filters as the finder applies them; null is "no condition". */
export type FinderFilters = {
  /** A product market's slug: the market and everything below it. */
  market: string | null
  d50Min: number | null
  d50Max: number | null
  d98Max: number | null
  whitenessMin: number | null
  form: GradeForm | null
  sort: FinderSort
}

export const NO_FINDER_FILTERS: FinderFilters = {
  market: null,
  d50Min: null,
  d50Max: null,
  d98Max: null,
  whitenessMin: null,
  form: null,
  sort: DEFAULT_FINDER_SORT,
}

/** Which filter field each numeric parameter sets. */
export const NUMBER_FILTER_OF = {
  d50min: 'd50Min',
  d50max: 'd50Max',
  d98max: 'd98Max',
  whitenessmin: 'whitenessMin',
} as const satisfies Record<FinderNumberParam, keyof FinderFilters>

export { DECIMAL_PATTERN }

/** The decimals a numeric filter is rounded to (the finder's step; src/features/grades/grade-query.mjs). */
export const FINDER_STEP_DECIMALS: Record<FinderNumberParam, number> = {
  d50min: FINDER_NUMBER_RULES.d50min.decimals,
  d50max: FINDER_NUMBER_RULES.d50max.decimals,
  d98max: FINDER_NUMBER_RULES.d98max.decimals,
  whitenessmin: FINDER_NUMBER_RULES.whitenessmin.decimals,
}

const isParam = (name: string): name is FinderParam =>
  (FINDER_PARAMS as readonly string[]).includes(name)
const isNumberParam = (name: string): name is FinderNumberParam =>
  (FINDER_NUMBER_PARAMS as readonly string[]).includes(name)

/**
 * The query a filter form's values make, as the finder's island puts it in the address: the
 * finder's parameters only, each once, trimmed; empty ones and the default order left out; a
 * decimal comma written as a point ("2,5" → 2.5) and rounded to the finder's step, so the address
 * is the same in both languages. For valid values it equals `finderSearch` of what they parse to,
 * the canonical query (src/features/grades/grade-query.mjs): the server does not redirect it.
 */
export function finderSearchOf(entries: Iterable<readonly [string, string]>): string {
  const values = new Map<FinderParam, string>()
  for (const [name, raw] of entries) {
    if (!isParam(name) || values.has(name)) continue
    let value = raw.trim()
    if (!value || (name === 'sort' && value === DEFAULT_FINDER_SORT)) continue
    // A number in its canonical spelling (rounded to the finder's step: the address the server
    // would redirect to); one out of bounds as typed, for the server to note.
    if (isNumberParam(name) && DECIMAL_PATTERN.test(value))
      value = String(finderNumberOf(name, value) ?? decimalOf(value))
    values.set(name, value)
  }
  // In the canonical order, whatever the order of the form's fields.
  const params = new URLSearchParams()
  for (const name of FINDER_PARAMS) {
    const value = values.get(name)
    if (value !== undefined) params.set(name, value)
  }
  return params.toString()
}

/** The number a DECIMAL_PATTERN text stands for. */
export function decimalOf(text: string): number {
  return Number(text.replace(',', '.'))
}

/** The canonical query of a set of filters (no leading '?'; empty without filters). */
export function finderSearch(filters: FinderFilters): string {
  const params = new URLSearchParams()
  if (filters.market) params.set('market', filters.market)
  for (const name of FINDER_NUMBER_PARAMS) {
    const value = filters[NUMBER_FILTER_OF[name]]
    if (value !== null) params.set(name, String(value))
  }
  if (filters.form) params.set('form', filters.form)
  if (filters.sort !== DEFAULT_FINDER_SORT) params.set('sort', filters.sort)
  return params.toString()
}

/** The finder's address for some filters, without language prefix ('/our-products/grades?…'). */
export function gradeFinderHref(filters: Partial<FinderFilters> = {}): string {
  const search = finderSearch({ ...NO_FINDER_FILTERS, ...filters })
  return search ? `${contentRoutes.gradeFinder}?${search}` : contentRoutes.gradeFinder
}

/** A product market as the finder offers and expands it: the tree of published markets. */
export type FinderMarket = { id: number; slug: string; title: string; children: FinderMarket[] }

/** The market of a slug anywhere in the tree, or null. */
export function findFinderMarket(
  markets: readonly FinderMarket[],
  slug: string,
): FinderMarket | null {
  for (const market of markets) {
    if (market.slug === slug) return market
    const below = findFinderMarket(market.children, slug)
    if (below) return below
  }
  return null
}

/** The ids of a market and of everything below it (a section includes its markets). */
export function marketSubtreeIds(market: FinderMarket): number[] {
  return [market.id, ...market.children.flatMap(marketSubtreeIds)]
}

/** One condition of the finder's query: a field and its operator (a subset of Payload's `Where`). */
export type FinderCondition = Record<
  string,
  | { in: number[] }
  | { equals: string }
  | { greater_than_equal: number }
  | { less_than_equal: number }
>
/** The finder's Payload query: every condition must hold; no conditions, every grade. */
export type FinderWhere = { and: FinderCondition[] } | Record<string, never>

/**
 * The Payload `where` of a set of filters: the market with its subtree (a grade serving any of
 * them), the d50 range, the top cut and whiteness bounds (a grade that states no such figure does
 * not match a bound on it), the form. A market not in the tree adds no condition (the finder has
 * dropped it with a note before).
 */
export function finderWhere(filters: FinderFilters, markets: readonly FinderMarket[]): FinderWhere {
  const and: FinderCondition[] = []
  const market = filters.market ? findFinderMarket(markets, filters.market) : null
  if (market) and.push({ markets: { in: marketSubtreeIds(market) } })
  if (filters.d50Min !== null) and.push({ d50: { greater_than_equal: filters.d50Min } })
  if (filters.d50Max !== null) and.push({ d50: { less_than_equal: filters.d50Max } })
  if (filters.d98Max !== null) and.push({ topCut: { less_than_equal: filters.d98Max } })
  if (filters.whitenessMin !== null)
    and.push({ whiteness: { greater_than_equal: filters.whitenessMin } })
  if (filters.form) and.push({ form: { equals: filters.form } })
  return and.length ? { and } : {}
}

/** A grade as a result card shows it. */
export type FinderGrade = {
  slug: string
  name: string
  /** The grade's page, in the reader's language. */
  href: string
  description: string | null
  d50: number | null
  topCut: number | null
  whiteness: number | null
  form: GradeForm | null
  /** The titles of the published markets it serves, in the tree's order. */
  markets: string[]
}

/**
 * The results in the chosen order, the same on every database: names compared as a reader
 * does ("P 12" before "P 100"); a grade without the sorted figure last; equal figures by name.
 */
export function sortFinderGrades<T extends Omit<FinderGrade, 'href' | 'description' | 'markets'>>(
  grades: readonly T[],
  sort: FinderSort,
  locale: Locale,
): T[] {
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' })
  const byName = (a: T, b: T) => collator.compare(a.name, b.name) || a.slug.localeCompare(b.slug)
  const byFigure = (figure: (grade: T) => number | null, direction: 1 | -1) => (a: T, b: T) => {
    const x = figure(a)
    const y = figure(b)
    if (x === null || y === null) return x === y ? byName(a, b) : x === null ? 1 : -1
    return (x - y) * direction || byName(a, b)
  }
  const compare =
    sort === 'd50'
      ? byFigure((g) => g.d50, 1)
      : sort === 'whiteness'
        ? byFigure((g) => g.whiteness, -1)
        : sort === 'topcut'
          ? byFigure((g) => g.topCut, 1)
          : byName
  return [...grades].sort(compare)
}
