import { z } from 'zod'

import '@/lib/zod'

import { SLUG_PATTERN } from '@/lib/content-routes'
import { GRADE_FORMS, GRADE_PROPERTIES, type GradePropertyKey } from './grade-data'
import {
  DECIMAL_PATTERN,
  decimalOf,
  FINDER_NUMBER_PARAMS,
  FINDER_SORTS,
  FINDER_STEP_DECIMALS,
  type FinderFilters,
  type FinderMarket,
  type FinderNumberParam,
  findFinderMarket,
  NO_FINDER_FILTERS,
  NUMBER_FILTER_OF,
} from './grade-finder'
import { roundToStep } from './grade-query.mjs'

/**
 * The grade finder's address read on the server (ADR 0027). Every parameter is checked on its
 * own: a bad value never fails the page, it is dropped with a note the page shows in the
 * reader's language, and the other filters apply. Server only in practice (zod stays out of the
 * island); the address itself is built in `grade-finder.ts`.
 */

/** Why a value of the address was not applied; each has a text in the `gradeFinder.notes` messages. */
export type FinderNote =
  | { kind: 'notNumber'; param: FinderNumberParam; value: string }
  | { kind: 'outOfRange'; param: FinderNumberParam; value: string; min: number; max: number }
  | { kind: 'd50Range' }
  | { kind: 'unknownMarket'; value: string }
  | { kind: 'unknownForm'; value: string }
  | { kind: 'unknownSort'; value: string }

/** What the form shows again: the text of each field as the reader sent it (trimmed). */
export type FinderFormValues = Record<FinderNumberParam, string> & {
  market: string
  form: string
  sort: string
}

export type FinderQuery = { filters: FinderFilters; notes: FinderNote[]; values: FinderFormValues }

/** The property (bounds, unit) each numeric parameter filters on. */
export const NUMBER_PROPERTY_OF: Record<FinderNumberParam, GradePropertyKey> = {
  d50min: 'd50',
  d50max: 'd50',
  d98max: 'topCut',
  whitenessmin: 'whiteness',
}

/** A note shows at most this much of what the reader typed. */
const SHOWN_VALUE_LENGTH = 40

/** One parameter: the first value when repeated, trimmed; anything else (or too long) is none. */
const param = z
  .preprocess((v) => (Array.isArray(v) ? v[0] : v), z.string().max(200).optional())
  .transform((v) => v?.trim() ?? '')
  .catch('')

const querySchema = z.object({
  market: param,
  d50min: param,
  d50max: param,
  d98max: param,
  whitenessmin: param,
  form: param,
  sort: param,
})

const formSchema = z.enum(GRADE_FORMS)
const sortSchema = z.enum(FINDER_SORTS)
const slugSchema = z.string().max(80).regex(SLUG_PATTERN)

const shown = (value: string) =>
  value.length > SHOWN_VALUE_LENGTH ? `${value.slice(0, SHOWN_VALUE_LENGTH)}…` : value

/** A number in the property's bounds, or the note why the text is not one. */
function numberOf(param: FinderNumberParam, text: string): number | FinderNote {
  const { min, max } = GRADE_PROPERTIES[NUMBER_PROPERTY_OF[param]]
  const parsed = z
    .string()
    .regex(DECIMAL_PATTERN)
    .transform(decimalOf)
    .pipe(z.number().finite())
    .safeParse(text)
  if (!parsed.success) return { kind: 'notNumber', param, value: shown(text) }
  if (parsed.data < min || parsed.data > max)
    return { kind: 'outOfRange', param, value: shown(text), min, max }
  // Rounded to the finder's step, as the canonical address writes it (ADR 0029).
  return roundToStep(parsed.data, FINDER_STEP_DECIMALS[param])
}

/**
 * The filters of a finder address (Next.js `searchParams`), the notes on what was dropped, and
 * the form's values. Unknown parameters are ignored; a range whose minimum lies above its
 * maximum is dropped as a whole (which bound was meant is not known).
 */
export function parseFinderQuery(raw: Record<string, string | string[] | undefined>): FinderQuery {
  const query = querySchema.parse(raw)
  const filters: FinderFilters = { ...NO_FINDER_FILTERS }
  const notes: FinderNote[] = []

  if (query.market) {
    if (slugSchema.safeParse(query.market).success) filters.market = query.market
    else notes.push({ kind: 'unknownMarket', value: shown(query.market) })
  }
  for (const name of FINDER_NUMBER_PARAMS) {
    if (!query[name]) continue
    const value = numberOf(name, query[name])
    if (typeof value === 'number') filters[NUMBER_FILTER_OF[name]] = value
    else notes.push(value)
  }
  if (filters.d50Min !== null && filters.d50Max !== null && filters.d50Min > filters.d50Max) {
    filters.d50Min = null
    filters.d50Max = null
    notes.push({ kind: 'd50Range' })
  }
  if (query.form) {
    const form = formSchema.safeParse(query.form)
    if (form.success) filters.form = form.data
    else notes.push({ kind: 'unknownForm', value: shown(query.form) })
  }
  if (query.sort) {
    const sort = sortSchema.safeParse(query.sort)
    if (sort.success) filters.sort = sort.data
    else notes.push({ kind: 'unknownSort', value: shown(query.sort) })
  }

  return {
    filters,
    notes,
    values: {
      market: filters.market ?? '',
      d50min: query.d50min,
      d50max: query.d50max,
      d98max: query.d98max,
      whitenessmin: query.whitenessmin,
      form: filters.form ?? '',
      sort: filters.sort,
    },
  }
}

/**
 * The market filter checked against the published tree: a slug no published market has is
 * dropped with a note (an address kept from before a market was withdrawn).
 */
export function withKnownMarket(query: FinderQuery, markets: readonly FinderMarket[]): FinderQuery {
  const slug = query.filters.market
  if (!slug || findFinderMarket(markets, slug)) return query
  return {
    filters: { ...query.filters, market: null },
    notes: [{ kind: 'unknownMarket', value: slug }, ...query.notes],
    values: { ...query.values, market: '' },
  }
}
