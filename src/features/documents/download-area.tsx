'use client'

import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react'

import { readStoredUser } from '@/features/accounts/member-session'
import { Pager } from '@/components/ui/pager'
import type { Locale } from '@/i18n/routing'
import { type MemberUser, USER_CHANGE_EVENT } from '@/lib/account-constants'
import {
  DOCUMENT_CATEGORIES,
  DOCUMENT_LANGUAGES,
  type DocumentCategory,
  type DocumentLanguage,
  type DocumentSearchResult,
} from '@/features/documents/documents'
import { changedSinceRendered, show, valueOf } from '@/lib/form-fields'
import { type Messages, textsOf } from '@/lib/messages'
import { useLatestFetch, usePopState, writeAddress } from '@/lib/use-latest-fetch'

import { type DataSheetEntry, dataSheetsMatching } from './data-sheet-list'
import { DownloadNotice, DownloadPrompt } from './download-prompt'
import {
  activeFilterCount,
  type DownloadFilters as Filters,
  filtersOfSearch,
  NO_FILTERS,
  QUERY_MAX_LENGTH,
  queryString,
  searchWithFilters,
  tabOfSearch,
} from './download-query'
import { useCheckedDownload } from './use-checked-download'

export type MarketChoice = { id: number; title: string; level: 1 | 2 }

/**
 * The download area (SPEC §1, §2.2 `?tab=`, §4 document search): a tab per category, a search
 * box with market and language filters, the list, and for approved members single downloads and
 * a selection as one ZIP. Each search cancels the one still running. Every download is checked
 * by the server first (useCheckedDownload), so a refusal shows its text here instead of a broken
 * file. The tab, the search, the filters and the page are kept in the address (download-query.ts):
 * a tab is a link of its own (a new history entry), the rest replaces the current entry, so a
 * reload or a shared link shows the same list. The product literature lists the grades'
 * technical data sheets too. On a phone the filters fold behind one button, so the list starts
 * on the first screen.
 */
export function DownloadArea({
  locale,
  texts,
  markets,
  dataSheets,
  registerHref,
}: {
  locale: Locale
  texts: Messages
  markets: MarketChoice[]
  dataSheets: DataSheetEntry[]
  registerHref: string
}) {
  const t = textsOf(texts)
  const [tab, setTab] = useState<DocumentCategory>(DOCUMENT_CATEGORIES[0])
  const [filtersOpen, setFiltersOpen] = useState(false)
  const [filters, setFilters] = useState<Filters>(NO_FILTERS)
  const [result, setResult] = useState<DocumentSearchResult | null>(null)
  const [failed, setFailed] = useState(false)
  const [user, setUser] = useState<MemberUser | null>(null)
  const [selected, setSelected] = useState<number[]>([])
  const selectAllRef = useRef<HTMLInputElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const { download, notice, setNotice, refusedSignIn } = useCheckedDownload(locale, t)
  const { fetchLatest, pending: searching } = useLatestFetch()

  const marketIds = useMemo(() => markets.map((m) => String(m.id)), [markets])

  /**
   * Loads a tab's list; a running request is cancelled first (SPEC §4). The filters go into the
   * address in place (no history entry for each search: Back leaves the page or the tab).
   */
  const load = useCallback(
    (category: DocumentCategory, next: Filters) => {
      setFilters(next)
      const url = new URL(window.location.href)
      const search = queryString(searchWithFilters(url.searchParams, next))
      if (search !== url.search) writeAddress('replace', `${url.pathname}${search}${url.hash}`)
      const params = new URLSearchParams({ category, page: String(next.page), locale })
      if (next.query) params.set('query', next.query)
      if (next.market) params.set('market', next.market)
      if (next.language) params.set('language', next.language)
      setFailed(false)
      fetchLatest<DocumentSearchResult>(
        `/api/v1/search-documents?${params}`,
        { credentials: 'same-origin' },
        setResult,
        () => setFailed(true),
      )
    },
    [locale, fetchLatest],
  )

  /**
   * Shows what the address says: at the start (a reload, a shared link, a site search result
   * with ?query=, a product-market page's ?market={id}) and on Back and Forward. At the start,
   * what the visitor already chose in a field (`chosen`) goes before the address.
   */
  const showAddress = useCallback(
    (chosen: Filters | null) => {
      const search = new URLSearchParams(window.location.search)
      const category = tabOfSearch(search)
      const fromAddress = filtersOfSearch(search, marketIds)
      const next = chosen
        ? {
            query: chosen.query || fromAddress.query,
            market: chosen.market || fromAddress.market,
            language: chosen.language || fromAddress.language,
            page: 1,
          }
        : fromAddress
      setTab(category)
      showFilters(formRef.current, next)
      load(category, next)
    },
    [load, marketIds],
  )
  const sync = useCallback(() => showAddress(null), [showAddress])
  usePopState(sync)

  /**
   * The fields are the form's own (uncontrolled), read when they are used: what the visitor
   * typed or chose is what is searched for, even when React's change handling missed the
   * event, which it did while the router committed an address written a moment before (the
   * field kept the visitor's text, the state did not, and the search went out without it). A
   * filter applies as soon as it is chosen, with the query last searched for (SPEC §4).
   */
  const onFilterChange = useEffectEvent((form: HTMLFormElement) => {
    load(tab, { ...filtersOfForm(form), query: filters.query })
  })
  const onSearch = useEffectEvent((form: HTMLFormElement) => {
    setSelected([])
    load(tab, filtersOfForm(form))
  })

  useEffect(() => {
    const form = formRef.current
    const syncUser = () => setUser(readStoredUser())
    // The address and the stored user exist only in the browser, after hydration. A filter
    // chosen before this ran (the page is usable before its scripts, ADR 0015) is applied, with
    // what the address says for the rest.
    showAddress(form && [...form.elements].some(changedSinceRendered) ? filtersOfForm(form) : null)
    syncUser()
    const change = (event: Event) => {
      if (form && event.target instanceof HTMLSelectElement) onFilterChange(form)
    }
    const submit = (event: Event) => {
      event.preventDefault()
      if (form) onSearch(form)
    }
    form?.addEventListener('change', change)
    form?.addEventListener('submit', submit)
    window.addEventListener(USER_CHANGE_EVENT, syncUser)
    return () => {
      form?.removeEventListener('change', change)
      form?.removeEventListener('submit', submit)
      window.removeEventListener(USER_CHANGE_EVENT, syncUser)
    }
    // Once per mount: the address is followed by popstate (sync) from then on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const chooseTab = (next: DocumentCategory) => (event: React.MouseEvent) => {
    event.preventDefault()
    const url = new URL(window.location.href)
    url.searchParams.set('tab', next)
    const search = queryString(searchWithFilters(url.searchParams, { ...filters, page: 1 }))
    writeAddress('push', `${url.pathname}${search}`)
    setTab(next)
    setSelected([])
    load(next, { ...filters, page: 1 })
  }

  const reset = () => {
    showFilters(formRef.current, NO_FILTERS)
    load(tab, NO_FILTERS)
    setSelected([])
    setNotice(null)
  }

  // A tab's own address, with the search and filters it opens with (for a new tab or a copy).
  const tabHref = (category: DocumentCategory) =>
    queryString(searchWithFilters(new URLSearchParams({ tab: category }), { ...filters, page: 1 }))
  const docs = result?.data ?? []
  const canDownload = user !== null
  const activeCount = activeFilterCount(filters)
  const sheetTitle = (sheet: DataSheetEntry) => t('dataSheets.title', { grade: sheet.name })
  // The product literature's generated sheets, found by the same search and market filter.
  const sheets =
    tab === 'product-literature' ? dataSheetsMatching(dataSheets, filters, sheetTitle) : []
  // Each sheet exists in both languages: the language filter's, else the page's.
  const sheetLanguage = (filters.language || locale) as DocumentLanguage
  const allOnPage = docs.length > 0 && docs.every((d) => selected.includes(d.id))
  const toggle = (id: number) =>
    setSelected((current) =>
      current.includes(id) ? current.filter((x) => x !== id) : [...current, id],
    )
  const toggleAll = () =>
    setSelected((current) =>
      allOnPage
        ? current.filter((id) => !docs.some((d) => d.id === id))
        : [...new Set([...current, ...docs.map((d) => d.id)])],
    )
  return (
    <div className="downloads">
      {!canDownload ? <DownloadPrompt t={t} registerHref={registerHref} /> : null}
      <nav className="downloads__tabs" aria-label={t('tabsLabel')}>
        <ul>
          {DOCUMENT_CATEGORIES.map((category) => (
            <li key={category}>
              <a
                href={tabHref(category)}
                aria-current={category === tab ? 'page' : undefined}
                onClick={chooseTab(category)}
              >
                {t(`categories.${category}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      {/* On a phone the filters fold away behind this button (download-area.css); it says how
          many narrow the list, so a shared link's filters are not hidden without a word. */}
      <button
        type="button"
        className="button downloads__filter-toggle"
        aria-expanded={filtersOpen}
        aria-controls="documents-filters"
        onClick={() => setFiltersOpen((open) => !open)}
      >
        {activeCount ? t('filtersToggleActive', { count: activeCount }) : t('filtersToggle')}
      </button>
      <form
        id="documents-filters"
        className={`downloads__filters${filtersOpen ? '' : ' downloads__filters--folded'}`}
        role="search"
        aria-label={t('filtersLabel')}
        ref={formRef}
      >
        <div className="field downloads__query">
          <label className="field__label" htmlFor="documents-query">
            {t('searchLabel')}
          </label>
          <input
            id="documents-query"
            className="field__control"
            type="search"
            maxLength={QUERY_MAX_LENGTH}
            name="query"
            placeholder={t('searchPlaceholder')}
            defaultValue=""
          />
        </div>
        <FilterSelect
          id="documents-market"
          name="market"
          label={t('market')}
          options={[
            { value: '', label: t('allMarkets') },
            ...markets.map((market) => ({
              value: String(market.id),
              label: market.level === 2 ? `\u2003${market.title}` : market.title,
            })),
          ]}
        />
        <FilterSelect
          id="documents-language"
          name="language"
          label={t('language')}
          options={[
            { value: '', label: t('allLanguages') },
            ...DOCUMENT_LANGUAGES.map((language) => ({
              value: language,
              label: t(`languages.${language}`),
            })),
          ]}
        />
        <div className="downloads__buttons">
          <button type="submit" className="button button--primary">
            {t('search')}
          </button>
          <button type="button" className="button" onClick={reset}>
            {t('reset')}
          </button>
        </div>
      </form>

      <div className="downloads__head">
        <h2 className="downloads__heading">{t(`categories.${tab}`)}</h2>
        <div className="downloads__status" role="status" aria-live="polite">
          {searching
            ? t('searching')
            : failed
              ? t('failed')
              : result
                ? result.meta.total === 1
                  ? t('resultsOne')
                  : t('resultsOther', { total: result.meta.total })
                : ''}
        </div>
      </div>
      <DownloadNotice
        t={t}
        notice={notice}
        refusedSignIn={refusedSignIn}
        registerHref={registerHref}
      />

      {canDownload && docs.length > 0 ? (
        <div className="downloads__selection">
          <label className="check">
            <input ref={selectAllRef} type="checkbox" checked={allOnPage} onChange={toggleAll} />
            <span>{t('selectAll')}</span>
          </label>
          <button
            type="button"
            className="button button--primary"
            disabled={selected.length === 0}
            onClick={() => download(`/api/v1/documents/archive?ids=${selected.join(',')}`)}
          >
            {t('downloadSelected', { count: selected.length })}
          </button>
          {selected.length > 0 ? (
            <button
              type="button"
              className="button"
              onClick={() => {
                // The button goes with the selection: focus moves to "Select all", the start of
                // the same bar, instead of falling to <body> (ADR 0028).
                setSelected([])
                selectAllRef.current?.focus()
              }}
            >
              {t('clearSelection')}
            </button>
          ) : (
            <span className="field__hint">{t('selectionHint')}</span>
          )}
        </div>
      ) : null}

      {result && docs.length === 0 && !searching && sheets.length === 0 ? (
        <p className="downloads__empty">{t('empty')}</p>
      ) : null}
      <ul className="downloads__list" aria-busy={searching}>
        {docs.map((doc) => (
          <li key={doc.id} className="downloads__item">
            {canDownload ? (
              <input
                type="checkbox"
                className="downloads__check"
                checked={selected.includes(doc.id)}
                onChange={() => toggle(doc.id)}
                aria-label={t('selectOne', { title: doc.title })}
              />
            ) : null}
            <div className="downloads__text">
              <h3 className="downloads__title">{doc.title}</h3>
              {doc.description ? <p className="downloads__description">{doc.description}</p> : null}
              <p className="downloads__meta">
                <span>
                  <span className="visually-hidden">{t('columns.type')}: </span>
                  {doc.type}
                </span>
                <span>
                  <span className="visually-hidden">{t('columns.language')}: </span>
                  {t(`languages.${doc.language}`)}
                </span>
                {doc.date && doc.dateText ? (
                  <span>
                    <span className="visually-hidden">{t('columns.date')}: </span>
                    <time dateTime={doc.date.slice(0, 10)}>{doc.dateText}</time>
                  </span>
                ) : null}
                <span>
                  <span className="visually-hidden">{t('columns.size')}: </span>
                  {doc.sizeText}
                </span>
                {doc.revision ? <span>{t('revision', { revision: doc.revision })}</span> : null}
              </p>
              {doc.markets.length ? (
                <p className="downloads__markets">
                  {t('appliesTo', { markets: doc.markets.join(', ') })}
                </p>
              ) : null}
              {doc.familyHref ? (
                <p className="downloads__family">
                  <a href={doc.familyHref} aria-label={`${t('familyLink')}: ${doc.title}`}>
                    {t('familyLink')}
                  </a>
                </p>
              ) : null}
            </div>
            {canDownload ? (
              <button
                type="button"
                className="button downloads__button"
                aria-label={t('downloadNamed', { title: doc.title })}
                onClick={() => download(`/api/v1/documents/${doc.id}/download`)}
              >
                {t('download')}
              </button>
            ) : null}
          </li>
        ))}
      </ul>

      {result && result.meta.pages > 1 ? (
        <Pager
          className="downloads__pages"
          label={t('pagination')}
          texts={texts}
          page={result.meta.page}
          pages={result.meta.pages}
          previous={{
            disabled: result.meta.page <= 1,
            onClick: () => load(tab, { ...filters, page: result.meta.page - 1 }),
          }}
          next={{
            disabled: result.meta.page >= result.meta.pages,
            onClick: () => load(tab, { ...filters, page: result.meta.page + 1 }),
          }}
        />
      ) : null}

      {tab === 'product-literature' && dataSheets.length > 0 ? (
        <section className="downloads__sheets" aria-labelledby="documents-sheets">
          <h3 id="documents-sheets" className="downloads__subheading">
            {t('dataSheets.heading')}
          </h3>
          <p className="downloads__description">{t('dataSheets.text')}</p>
          {sheets.length === 0 ? <p>{t('dataSheets.empty')}</p> : null}
          <ul className="downloads__list">
            {sheets.map((sheet) => (
              <li key={sheet.slug} className="downloads__sheet">
                <div className="downloads__text">
                  <h4 className="downloads__title">{sheetTitle(sheet)}</h4>
                  {sheet.description ? (
                    <p className="downloads__description">{sheet.description}</p>
                  ) : null}
                  <p className="downloads__meta">
                    <span>
                      <span className="visually-hidden">{t('columns.type')}: </span>
                      PDF
                    </span>
                    <span>
                      <span className="visually-hidden">{t('columns.language')}: </span>
                      {t(`languages.${sheetLanguage}`)}
                    </span>
                  </p>
                  <p className="downloads__family">
                    <a
                      href={sheet.gradeHref}
                      aria-label={`${t('dataSheets.gradeLink')}: ${sheet.name}`}
                    >
                      {t('dataSheets.gradeLink')}
                    </a>
                  </p>
                </div>
                {canDownload ? (
                  <button
                    type="button"
                    className="button downloads__button"
                    aria-label={t('downloadNamed', { title: sheetTitle(sheet) })}
                    onClick={() =>
                      download(
                        `/api/v1/grades/${encodeURIComponent(sheet.slug)}/data-sheet`,
                        sheetLanguage,
                      )
                    }
                  >
                    {t('download')}
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}

function FilterSelect({
  id,
  name,
  label,
  options,
}: {
  id: string
  name: keyof Filters
  label: string
  options: { value: string; label: string }[]
}) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} name={name} className="field__control" defaultValue="">
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}

/** What the form's fields say, as the list's filters (the first page). */
function filtersOfForm(form: HTMLFormElement): Filters {
  return {
    query: valueOf(form, 'query').trim(),
    market: valueOf(form, 'market'),
    language: valueOf(form, 'language'),
    page: 1,
  }
}

/** The fields set to the filters (the address at the start, Back and Forward, Reset). */
function showFilters(form: HTMLFormElement | null, filters: Filters) {
  if (!form) return
  show(form.elements.namedItem('query'), filters.query)
  show(form.elements.namedItem('market'), filters.market)
  show(form.elements.namedItem('language'), filters.language)
}
