import 'server-only'

import type { Payload } from 'payload'

import { translator } from '@/i18n/messages'
import type { Locale } from '@/i18n/routing'
import { localizeHref } from '@/lib/nav-href'
import {
  ALL_FILTER,
  filterValueOf,
  SEARCH_PAGE_SIZE,
  SEARCH_TYPES,
  type SearchFilter,
  type SearchResponse,
  type SiteSearch,
  typeOfFilter,
} from '@/lib/search'

import { searchIndex } from '@/server/search/engine'

/** SPEC §3, §7 /filters: 'All' (value 1) first, then one filter per content type. */
export function searchFilters(locale: Locale): SearchFilter[] {
  const t = translator(locale, 'siteSearch')
  return [
    { value: ALL_FILTER, label: t('filters.all'), type: 'all' },
    ...SEARCH_TYPES.map((type) => ({
      value: filterValueOf(type),
      label: t(`filters.${type}`),
      type,
    })),
  ]
}

/** SPEC §7 /search: one page of results in the reader's language. An empty query finds nothing. */
export async function siteSearch(
  payload: Payload,
  search: SiteSearch,
  locale: Locale,
): Promise<SearchResponse> {
  const t = translator(locale, 'siteSearch')
  const meta = {
    query: search.query,
    filter: search.filter,
    page: search.page,
    pageSize: SEARCH_PAGE_SIZE,
  }
  if (!search.query) return { data: [], meta: { ...meta, total: 0, pages: 0, allWords: true } }
  const outcome = await searchIndex(payload, {
    locale,
    text: search.query,
    type: typeOfFilter(search.filter),
    page: search.page,
    pageSize: SEARCH_PAGE_SIZE,
  })
  return {
    data: outcome.matches.map(({ row, snippet }) => ({
      id: row.key,
      title: row.title,
      type: row.type,
      typeLabel: t(`types.${row.type}`),
      href: localizeHref(row.href, locale),
      snippet,
      ...(row.gated ? { hint: t('hint') } : {}),
    })),
    meta: { ...meta, total: outcome.total, pages: outcome.pages, allWords: outcome.allWords },
  }
}
