import type { Locale } from '@/i18n/locales'

import type { SnippetSegment } from './search-text'

/**
 * Site search (SPEC §2.2 /search, §3, §7 /filters and /search; ADR 0013): the content types a
 * result can be, the filters of the page and the shapes of the two API calls.
 */

/** The kinds of item the index holds, in the order of the filters. */
export const SEARCH_TYPES = [
  'pages',
  'products',
  'news',
  'blog',
  'jobs',
  'faq',
  'documents',
] as const
export type SearchType = (typeof SEARCH_TYPES)[number]

/** SPEC §3: the fixed default filter 'All' has the value 1 and comes first. */
export const ALL_FILTER = 1
/** The filter value of a type: 2, 3, … in the order of SEARCH_TYPES. */
export const filterValueOf = (type: SearchType): number => SEARCH_TYPES.indexOf(type) + 2
export const typeOfFilter = (value: number): SearchType | null => SEARCH_TYPES[value - 2] ?? null
export const MAX_FILTER = SEARCH_TYPES.length + 1

export const SEARCH_PAGE_SIZE = 10
export const SEARCH_QUERY_MAX_LENGTH = 200
export const SEARCH_MAX_PAGE = 1000

export type SearchFilter = { value: number; label: string; type: SearchType | 'all' }
/** GET /api/v1/filters */
export type FiltersResponse = { data: { filters: SearchFilter[] } }

/** A search's request: what was asked, which filter (1 = All), which page of the results. */
export type SiteSearch = { query: string; filter: number; page: number }

type RawParam = string | string[] | undefined

/** A whole number in [min, max] as `z.coerce.number().int()` reads it, or the fallback. */
function wholeNumberIn(raw: string | undefined, min: number, max: number, fallback: number) {
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  return Number.isInteger(value) && value >= min && value <= max ? value : fallback
}

/**
 * The request of a /search address (the page, not the API): each parameter checked on its own,
 * so that a hand-edited bad page or filter falls back to page 1 or 'All' and keeps the query.
 * The same rules as the API's `siteSearchSchema` (search-schema.ts), without zod: the search
 * page's island reads its address with it, and zod stays out of its first load (ADR 0015).
 */
export function searchRequestOf(raw: Record<string, RawParam>): SiteSearch {
  const first = (value: RawParam) => (Array.isArray(value) ? value[0] : value)
  return {
    query: (first(raw.query) ?? '').slice(0, SEARCH_QUERY_MAX_LENGTH).trim(),
    filter: wholeNumberIn(first(raw.filter), ALL_FILTER, MAX_FILTER, ALL_FILTER),
    page: wholeNumberIn(first(raw.page), 1, SEARCH_MAX_PAGE, 1),
  }
}

export type SearchHit = {
  /** Unique among the results, stable across searches: `{collection}:{id}:{locale}`. */
  id: string
  title: string
  type: SearchType
  /** The type's name in the request's language (a grade's is its own, within 'products'). */
  typeLabel: string
  /** The address with the language prefix (/de/…). */
  href: string
  /** Plain-text pieces around the first match; `match: true` pieces are the found words. */
  snippet: SnippetSegment[]
  /** Gated documents: the localized "log in to download" hint (never a file address). */
  hint?: string
}

/**
 * The same search in the site's other language, offered when this one found nothing or only
 * items holding some of the words: its language, how many it found, its /search address.
 */
export type OtherLanguageResults = { locale: Locale; total: number; href: string }

export type SearchResponse = {
  data: SearchHit[]
  meta: {
    total: number
    page: number
    pages: number
    pageSize: number
    query: string
    filter: number
    /** false when no item held every word and the items holding some of them are shown. */
    allWords: boolean
    /** Only when this search found little and the other language finds more. */
    otherLanguage?: OtherLanguageResults
  }
}
