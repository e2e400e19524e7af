/**
 * The canonical addresses of the grade finder and the comparison (ADR 0029), shared by
 * the pages (which redirect any other spelling of a query to its canonical one) and the
 * production server (server/cache-policy.ts, which lets a shared cache keep only canonical
 * addresses). Plain JavaScript importing only the slug rule (src/lib/slug.mjs, plain too), so
 * that both can load it; the bounds repeat those of `GRADE_PROPERTIES`
 * (src/features/grades/grade-data.ts), which a unit test keeps equal.
 *
 * A canonical query holds the known parameters only, each once, in a fixed order, with valid
 * values in their one spelling: numbers in their property's bounds, rounded to the finder's step
 * and written with a point; no empty fields, no default order; the compared grades at most
 * MAX_COMPARED_GRADES, each once, sorted. The number of canonical addresses is therefore finite,
 * whatever a client sends.
 */
import { SLUG_PATTERN } from '../../lib/slug.mjs'

/** The finder's parameters, in the order of the form and of a canonical address. */
export const FINDER_QUERY_PARAMS = /** @type {const} */ ([
  'market',
  'd50min',
  'd50max',
  'd98max',
  'whitenessmin',
  'form',
  'sort',
])

/**
 * Each numeric parameter: its bounds (the property's) and the decimals it is rounded to (one
 * more than the property shows, so a bound between two shown values still means something).
 */
export const FINDER_NUMBER_RULES = /** @type {const} */ ({
  d50min: { min: 0, max: 1000, decimals: 2 },
  d50max: { min: 0, max: 1000, decimals: 2 },
  d98max: { min: 0, max: 1000, decimals: 1 },
  whitenessmin: { min: 0, max: 100, decimals: 1 },
})

export const FINDER_QUERY_FORMS = /** @type {const} */ (['powder', 'compacted', 'granules'])
export const FINDER_QUERY_SORTS = /** @type {const} */ (['name', 'd50', 'whiteness', 'topcut'])
export const FINDER_QUERY_DEFAULT_SORT = 'name'

/** Grades side by side at most: a fourth column does not fit a phone or a printed page. */
export const MAX_COMPARED_GRADES = 3

/** A decimal as the finder reads it: "2.5", "2,5" (German), "3", ".5". */
export const DECIMAL_PATTERN = /^(\d{1,6}([.,]\d{0,6})?|[.,]\d{1,6})$/
/** The longest slug (src/lib/slug.mjs) a query may name. */
const MAX_SLUG_LENGTH = 80

/** @param {string} text */
const decimalOf = (text) => Number(text.replace(',', '.'))

/**
 * A number rounded to `decimals` places (half away from zero), as a canonical address writes it.
 * @param {number} value @param {number} decimals
 */
export function roundToStep(value, decimals) {
  const factor = 10 ** decimals
  return Math.round(value * factor + Number.EPSILON * factor) / factor
}

/**
 * The number a finder parameter's text stands for, in the canonical spelling's value (rounded to
 * its step), or null when it is not a number within the bounds.
 * @param {keyof typeof FINDER_NUMBER_RULES} name @param {string} text
 */
export function finderNumberOf(name, text) {
  const rule = FINDER_NUMBER_RULES[name]
  const value = text.trim()
  if (!DECIMAL_PATTERN.test(value)) return null
  const number = decimalOf(value)
  if (!Number.isFinite(number) || number < rule.min || number > rule.max) return null
  return roundToStep(number, rule.decimals)
}

/** @param {string} name @returns {name is keyof typeof FINDER_NUMBER_RULES} */
const isNumberParam = (name) => Object.hasOwn(FINDER_NUMBER_RULES, name)

/**
 * The canonical finder query of an address's parameters (no leading '?'; '' without filters),
 * and whether a value was present that cannot apply (not a number, out of bounds, a d50 range
 * upside down, an unknown form or order, a malformed market): such a value is left out of the
 * canonical query. A repeated parameter counts by its first value, as the page reads it.
 * Whether the market exists is the page's to check (it knows the published markets).
 * @param {URLSearchParams} params
 * @returns {{ search: string, invalid: boolean }}
 */
export function canonicalFinderQuery(params) {
  /** @type {Map<string, string>} */
  const kept = new Map()
  let invalid = false
  for (const name of FINDER_QUERY_PARAMS) {
    const value = (params.get(name) ?? '').trim()
    if (!value) continue
    if (isNumberParam(name)) {
      const number = finderNumberOf(name, value)
      if (number === null) invalid = true
      else kept.set(name, String(number))
    } else if (name === 'market') {
      if (value.length <= MAX_SLUG_LENGTH && SLUG_PATTERN.test(value)) kept.set(name, value)
      else invalid = true
    } else if (name === 'form') {
      if (/** @type {readonly string[]} */ (FINDER_QUERY_FORMS).includes(value))
        kept.set(name, value)
      else invalid = true
    } else if (name === 'sort') {
      if (!(/** @type {readonly string[]} */ (FINDER_QUERY_SORTS).includes(value))) invalid = true
      else if (value !== FINDER_QUERY_DEFAULT_SORT) kept.set(name, value)
    }
  }
  const min = kept.get('d50min')
  const max = kept.get('d50max')
  if (min !== undefined && max !== undefined && Number(min) > Number(max)) {
    kept.delete('d50min')
    kept.delete('d50max')
    invalid = true
  }
  return { search: new URLSearchParams([...kept]).toString(), invalid }
}

/**
 * The canonical comparison query: `grades=a&grades=b`, the form's own spelling (a checkbox per
 * grade), each slug once, sorted, at most MAX_COMPARED_GRADES; commas (`grades=a,b`, the links'
 * spelling) are read too. `invalid` when an entry is no slug or more grades were asked for than
 * are compared (the page names what it leaves out). Whether the grades exist is the page's to
 * check.
 * @param {URLSearchParams} params
 * @returns {{ search: string, invalid: boolean, slugs: string[] }}
 */
export function canonicalCompareQuery(params) {
  /** @type {Set<string>} */
  const slugs = new Set()
  let invalid = false
  for (const value of params.getAll('grades')) {
    for (const part of value.split(',')) {
      const slug = part.trim().toLowerCase()
      if (!slug) continue
      if (slug.length > MAX_SLUG_LENGTH || !SLUG_PATTERN.test(slug)) invalid = true
      else slugs.add(slug)
    }
  }
  if (slugs.size > MAX_COMPARED_GRADES) invalid = true
  const sorted = [...slugs].sort().slice(0, MAX_COMPARED_GRADES)
  return { search: compareSearch(sorted), invalid, slugs: sorted }
}

/**
 * The comparison's canonical query of some grades (no leading '?').
 * @param {readonly string[]} slugs
 */
export function compareSearch(slugs) {
  const unique = [...new Set(slugs)].sort().slice(0, MAX_COMPARED_GRADES)
  return new URLSearchParams(unique.map((slug) => ['grades', slug])).toString()
}

/** The finder's and the comparison's paths, in either language. */
const FINDER_PATH = /^(\/de)?\/our-products\/grades$/
const COMPARE_PATH = /^(\/de)?\/our-products\/grades\/compare$/

/**
 * Which of the two pages a request target is ('finder', 'compare' or null).
 * @param {string} pathname
 */
export function gradeQueryPage(pathname) {
  if (FINDER_PATH.test(pathname)) return 'finder'
  if (COMPARE_PATH.test(pathname)) return 'compare'
  return null
}

/**
 * Whether a request target (path and query) is one of the two pages at its canonical address: the
 * only form of them a shared cache may keep. Next.js's own `_rsc` parameter (the router's fetch
 * of the same page) is not part of the query.
 * @param {string} target
 */
export function isCanonicalGradeQuery(target) {
  const at = target.indexOf('?')
  const pathname = at < 0 ? target : target.slice(0, at)
  const page = gradeQueryPage(pathname)
  if (!page) return false
  // The query as sent, byte for byte: a shared cache keys on it, so `%61` for `a` is another key.
  const query = (at < 0 ? '' : target.slice(at + 1))
    .split('&')
    .filter((part) => !part.startsWith('_rsc='))
    .join('&')
  if (at >= 0 && query === '' && !target.includes('_rsc=')) return false
  const params = new URLSearchParams(query)
  const canonical = page === 'finder' ? canonicalFinderQuery(params) : canonicalCompareQuery(params)
  return !canonical.invalid && canonical.search === query
}
