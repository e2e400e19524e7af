'use client'

import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react'

import { NON_BLANK_PATTERN } from '@/features/search/search-form'
import { Pager } from '@/components/ui/pager'
import type { Locale } from '@/i18n/routing'
import { type Messages, textsOf } from '@/lib/messages'
import {
  ALL_FILTER,
  SEARCH_QUERY_MAX_LENGTH,
  type SearchFilter,
  type SearchResponse,
  type SiteSearch,
  searchRequestOf,
} from '@/features/search/search'
import { useLatestFetch, usePopState } from '@/lib/use-latest-fetch'

type Request = Pick<SiteSearch, 'query' | 'filter' | 'page'>
type State = { request: Request; result: SearchResponse | null; failed: boolean }

type Props = {
  locale: Locale
  texts: Messages
  filters: SearchFilter[]
  /** The page's own address (/search or /de/search): the form's GET target. */
  action: string
  /** What the server found for the address the page was opened with. */
  initial: { params: Request; result: SearchResponse } | null
}

const EMPTY: Request = { query: '', filter: ALL_FILTER, page: 1 }

/** The search address of a request: ?query=&filter=&page= (filter 1 and page 1 left out). */
function addressOf(action: string, request: Request): string {
  const params = new URLSearchParams()
  if (request.query) params.set('query', request.query)
  if (request.filter !== ALL_FILTER) params.set('filter', String(request.filter))
  if (request.page > 1) params.set('page', String(request.page))
  return params.size ? `${action}?${params}` : action
}

function requestOfLocation(): Request {
  return searchRequestOf(Object.fromEntries(new URLSearchParams(window.location.search)))
}

/** "12 results for “talc”", as the status line says it, without its advice. */
function countText(
  t: (key: string, values?: Record<string, string | number>) => string,
  query: string,
  total: number,
) {
  return total === 0
    ? t('noResultsShort', { query })
    : t(total === 1 ? 'countOne' : 'countOther', { total, query })
}

/**
 * Puts `prefix` ("12 results for “talc” – ") in front of the page's own title ("Search |
 * EuroTalc"), in place of the one shown before; null leaves the title as it is (a search under
 * way). The first prefix is the one the server's title already has.
 */
function useCountInTitle(prefix: string | null) {
  const shown = useRef<string | null>(null)
  useEffect(() => {
    if (prefix === null) return
    if (shown.current === null) {
      shown.current = prefix
      return
    }
    if (prefix === shown.current) return
    const title = document.title
    const own =
      shown.current && title.startsWith(shown.current) ? title.slice(shown.current.length) : title
    document.title = `${prefix}${own}`
    shown.current = prefix
  }, [prefix])
}

/**
 * The site search (SPEC §2.2, §4): a GET form that works without JavaScript; with it, results
 * come from /api/v1/search without a page load. A new search cancels a running one; the filter
 * applies at once; Reset clears the results and sets the filter back to 'All'. Only a non-empty
 * text is searched. The address follows each search, so back and forward work.
 */
export function SiteSearchArea({ locale, texts, filters, action, initial }: Props) {
  const t = textsOf(texts)
  const [state, setState] = useState<State>({
    request: initial?.params ?? EMPTY,
    result: initial?.result ?? null,
    failed: false,
  })
  const [draft, setDraft] = useState(initial?.params.query ?? '')
  const [filter, setFilter] = useState(initial?.params.filter ?? ALL_FILTER)
  const { fetchLatest, cancel, pending: searching } = useLatestFetch()
  const inputRef = useRef<HTMLInputElement>(null)
  const statusRef = useRef<HTMLParagraphElement>(null)

  const run = useCallback(
    (request: Request, history: 'push' | 'none' = 'push') => {
      if (history === 'push') {
        // Native history as Next.js documents it (null state): Next copies its own state into
        // the entry and syncs its router's address; back and forward come to usePopState.
        window.history.pushState(null, '', addressOf(action, request))
      }
      if (!request.query) {
        cancel()
        setState({ request, result: null, failed: false })
        return
      }
      const params = new URLSearchParams({
        query: request.query,
        filter: String(request.filter),
        page: String(request.page),
        locale,
      })
      fetchLatest<SearchResponse>(
        `/api/v1/search?${params}`,
        {},
        (result) => setState({ request, result, failed: false }),
        () => setState({ request, result: null, failed: true }),
      )
    },
    [action, locale, cancel, fetchLatest],
  )

  usePopState(
    useCallback(() => {
      const request = requestOfLocation()
      setDraft(request.query)
      setFilter(request.filter)
      run(request, 'none')
    }, [run]),
  )

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const query = draft.trim()
    // SPEC §4: only a non-empty text is searched.
    if (!query) {
      inputRef.current?.focus()
      return
    }
    run({ query, filter, page: 1 })
  }

  const chooseFilter = (value: number) => {
    setFilter(value)
    if (state.request.query) run({ query: state.request.query, filter: value, page: 1 })
  }

  const reset = () => {
    setDraft('')
    setFilter(ALL_FILTER)
    run(EMPTY)
    inputRef.current?.focus()
  }

  const goToPage = (event: React.MouseEvent, page: number) => {
    event.preventDefault()
    run({ ...state.request, page })
    statusRef.current?.focus()
  }

  // Arriving with a question (the header's search, a shared address): focus goes to the count
  // of results, so that it is read out and the keyboard starts from there (ADR 0028).
  const arrivedWithQuery = useRef(Boolean(initial?.params.query))
  useEffect(() => {
    // Not when the visitor has already put focus somewhere (the page came alive late).
    const untouched = !document.activeElement || document.activeElement === document.body
    if (arrivedWithQuery.current && untouched) statusRef.current?.focus()
  }, [])

  const { request, result, failed } = state

  // The window's title names the count, as the server's title of the address does.
  useCountInTitle(
    searching
      ? null
      : request.query && result
        ? `${countText(t, request.query, result.meta.total)} – `
        : '',
  )

  // A page past the last (a hand-edited or outdated address) leads back to the last one.
  const previousPage = Math.min(request.page - 1, result?.meta.pages ?? 1)
  const status = searching
    ? t('searching')
    : failed
      ? t('failed')
      : !request.query
        ? t('empty')
        : result && result.meta.total > 0
          ? t(result.meta.total === 1 ? 'countOne' : 'countOther', {
              total: result.meta.total,
              query: request.query,
            })
          : t('noResults', { query: request.query })

  return (
    <div className="site-search" aria-busy={searching}>
      <form
        role="search"
        action={action}
        method="get"
        className="site-search__form"
        onSubmit={submit}
        aria-label={t('label')}
      >
        <div className="site-search__query">
          <label htmlFor="site-search-query">{t('label')}</label>
          <input
            ref={inputRef}
            id="site-search-query"
            type="search"
            name="query"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            maxLength={SEARCH_QUERY_MAX_LENGTH}
            required
            pattern={NON_BLANK_PATTERN}
            autoComplete="off"
            enterKeyHint="search"
            placeholder={t('placeholder')}
          />
        </div>
        <div className="site-search__filter">
          <label htmlFor="site-search-filter">{t('filterLabel')}</label>
          <select
            id="site-search-filter"
            name="filter"
            value={filter}
            onChange={(event) => chooseFilter(Number(event.target.value))}
          >
            {filters.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className="site-search__actions">
          <button type="submit" className="button button--primary">
            {t('submit')}
          </button>
          <a
            href={action}
            className="button"
            onClick={(event) => {
              event.preventDefault()
              reset()
            }}
          >
            {t('reset')}
          </a>
        </div>
      </form>

      <p
        ref={statusRef}
        className="site-search__status"
        role="status"
        tabIndex={-1}
        data-state={searching ? 'searching' : failed ? 'failed' : 'idle'}
      >
        {status}
      </p>
      {result && !searching && result.meta.total > 0 && !result.meta.allWords ? (
        <p className="site-search__partial">{t('partial')}</p>
      ) : null}
      {result && !searching && result.meta.otherLanguage ? (
        <p className="site-search__other">
          <a href={result.meta.otherLanguage.href} hrefLang={result.meta.otherLanguage.locale}>
            {t('otherLanguage', { total: result.meta.otherLanguage.total })}
          </a>
        </p>
      ) : null}

      {result && result.data.length > 0 ? (
        <ol className="site-search__results" aria-label={t('results')}>
          {result.data.map((hit) => (
            <li key={hit.id} className="search-hit">
              <p className="search-hit__type">{hit.typeLabel}</p>
              <h2 className="search-hit__title">
                <a href={hit.href}>{hit.title}</a>
              </h2>
              {hit.snippet.length > 0 ? (
                <p className="search-hit__snippet">
                  {hit.snippet.map((part, index) =>
                    part.match ? <mark key={index}>{part.text}</mark> : part.text,
                  )}
                </p>
              ) : null}
              {hit.hint ? <p className="search-hit__hint">{hit.hint}</p> : null}
            </li>
          ))}
        </ol>
      ) : null}

      {result &&
      (result.meta.pages > 1 || request.page > result.meta.pages) &&
      result.meta.total > 0 ? (
        <Pager
          label={t('paging')}
          texts={texts}
          page={request.page}
          pages={result.meta.pages}
          previous={
            request.page > 1
              ? {
                  href: addressOf(action, { ...request, page: previousPage }),
                  onClick: (event) => goToPage(event, previousPage),
                }
              : null
          }
          next={
            request.page < result.meta.pages
              ? {
                  href: addressOf(action, { ...request, page: request.page + 1 }),
                  onClick: (event) => goToPage(event, request.page + 1),
                }
              : null
          }
        />
      ) : null}
    </div>
  )
}
