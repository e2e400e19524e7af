import {
  DOCUMENT_CATEGORIES,
  DOCUMENT_LANGUAGES,
  type DocumentCategory,
} from '@/features/documents/documents'

/**
 * The download area's state in its address (SPEC §2.2 `?tab=`, and beside it the search): a
 * reload or a shared link opens the same tab, search, filters and page. What the address says is
 * checked on reading, and a value the area does not know counts as not given (a market no longer
 * published, a language or page that cannot be). Pure, shared by the island and its tests.
 */

export type DownloadFilters = { query: string; market: string; language: string; page: number }
export const NO_FILTERS: DownloadFilters = { query: '', market: '', language: '', page: 1 }

/** The search box's limit, as the search endpoint's schema has it. */
export const QUERY_MAX_LENGTH = 100
/** The endpoint's last page (documentSearchSchema). */
const MAX_PAGE = 1000

/** The address's parameters this state owns; any other (`login`, a campaign's) is left alone. */
const OWN_PARAMS = ['query', 'market', 'language', 'page'] as const

export function tabOfSearch(search: URLSearchParams): DocumentCategory {
  const tab = search.get('tab') ?? ''
  return (DOCUMENT_CATEGORIES as readonly string[]).includes(tab)
    ? (tab as DocumentCategory)
    : DOCUMENT_CATEGORIES[0]
}

/** The filters the address names, each checked; `markets` are the ids the market filter offers. */
export function filtersOfSearch(
  search: URLSearchParams,
  markets: readonly string[],
): DownloadFilters {
  const query = (search.get('query') ?? '').trim().slice(0, QUERY_MAX_LENGTH).trim()
  const market = search.get('market') ?? ''
  const language = search.get('language') ?? ''
  const page = search.get('page') ?? ''
  return {
    query,
    market: markets.includes(market) ? market : '',
    language: (DOCUMENT_LANGUAGES as readonly string[]).includes(language) ? language : '',
    page: /^[1-9]\d{0,3}$/.test(page) && Number(page) <= MAX_PAGE ? Number(page) : 1,
  }
}

/**
 * The address's query with the filters written in (a filter not set, and page 1, leave no
 * parameter) and everything else kept as it was.
 */
export function searchWithFilters(
  search: URLSearchParams,
  filters: DownloadFilters,
): URLSearchParams {
  const next = new URLSearchParams(search)
  for (const name of OWN_PARAMS) next.delete(name)
  if (filters.query) next.set('query', filters.query)
  if (filters.market) next.set('market', filters.market)
  if (filters.language) next.set('language', filters.language)
  if (filters.page > 1) next.set('page', String(filters.page))
  return next
}

/** How many filters (search text included) narrow the list: the phone's filter button says it. */
export function activeFilterCount(filters: DownloadFilters): number {
  return [filters.query, filters.market, filters.language].filter(Boolean).length
}

/** `?a=1&login=` as the login dialog writes it (`?a=1&login`): the address keeps its look. */
export function queryString(search: URLSearchParams): string {
  const text = search.toString().replace(/(^|&)login=(&|$)/, '$1login$2')
  return text ? `?${text}` : ''
}
