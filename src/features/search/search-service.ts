import 'server-only'

import type { Payload } from 'payload'

import { otherLocale } from '@/i18n/api-locale'
import { translator } from '@/i18n/messages'
import type { Locale } from '@/i18n/routing'
import { localizeHref } from '@/i18n/navigation'
import {
  ALL_FILTER,
  filterValueOf,
  type OtherLanguageResults,
  SEARCH_PAGE_SIZE,
  SEARCH_TYPES,
  type SearchFilter,
  type SearchResponse,
  type SearchType,
  type SiteSearch,
  typeOfFilter,
} from '@/features/search/search'

import { type SearchOutcome, type SearchRow, searchIndex } from '@/features/search/engine'
import { collectionOfKey } from '@/features/search/index-rows'

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

/**
 * The label of a result's type: a grade is a product but not a product market, so it has its
 * own ('Talc grade'), though the filter 'Products and markets' lists both.
 */
function typeLabelKey(row: SearchRow): `types.${SearchType | 'grades'}` {
  return collectionOfKey(row.key) === 'grades' ? 'types.grades' : `types.${row.type}`
}

/**
 * The same search in the other language, when this one found nothing or only items holding
 * some of the words, and the other finds something (with every word, when this one found
 * some): a visitor who typed 'Nachhaltigkeit' on the English site, or 'sustainability' on the
 * German one, is offered the results there.
 */
async function otherLanguageResults(
  payload: Payload,
  search: SiteSearch,
  locale: Locale,
  outcome: SearchOutcome,
): Promise<OtherLanguageResults | null> {
  if (outcome.total > 0 && outcome.allWords) return null
  const other = otherLocale(locale)
  const there = await searchIndex(payload, {
    locale: other,
    text: search.query,
    type: typeOfFilter(search.filter),
    page: 1,
    pageSize: 1,
  })
  if (there.total === 0 || (outcome.total > 0 && !there.allWords)) return null
  const params = new URLSearchParams({ query: search.query })
  if (search.filter !== ALL_FILTER) params.set('filter', String(search.filter))
  return { locale: other, total: there.total, href: localizeHref(`/search?${params}`, other) }
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
  const otherLanguage = await otherLanguageResults(payload, search, locale, outcome)
  return {
    data: outcome.matches.map(({ row, snippet }) => ({
      id: row.key,
      title: row.title,
      type: row.type,
      typeLabel: t(typeLabelKey(row)),
      href: localizeHref(row.href, locale),
      snippet,
      ...(row.gated ? { hint: t('hint') } : {}),
    })),
    meta: {
      ...meta,
      total: outcome.total,
      pages: outcome.pages,
      allWords: outcome.allWords,
      ...(otherLanguage ? { otherLanguage } : {}),
    },
  }
}
