'use client'

import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react'

import { readStoredUser } from '@/components/shell/member-session'
import { Pager } from '@/components/ui/pager'
import type { Locale } from '@/i18n/routing'
import { type MemberUser, USER_CHANGE_EVENT } from '@/lib/account-constants'
import {
  DOCUMENT_CATEGORIES,
  DOCUMENT_LANGUAGES,
  type DocumentCategory,
  type DocumentSearchResult,
} from '@/lib/documents'
import { type Messages, textsOf } from '@/lib/messages'
import { useLatestFetch, usePopState } from '@/lib/use-latest-fetch'

import { DownloadNotice, DownloadPrompt } from './download-prompt'
import { useCheckedDownload } from './use-checked-download'

export type MarketChoice = { id: number; title: string; level: 1 | 2 }

type Filters = { query: string; market: string; language: string; page: number }
const NO_FILTERS: Filters = { query: '', market: '', language: '', page: 1 }

function tabOfLocation(): DocumentCategory {
  const tab = new URLSearchParams(window.location.search).get('tab')
  return (DOCUMENT_CATEGORIES as readonly string[]).includes(tab ?? '')
    ? (tab as DocumentCategory)
    : DOCUMENT_CATEGORIES[0]
}

/**
 * The download area (SPEC §1, §2.2 `?tab=`, §4 document search): a tab per category, a search
 * box with market and language filters, the list, and for approved members single downloads and
 * a selection as one ZIP. Each search cancels the one still running. Every download is checked
 * by the server first (useCheckedDownload), so a refusal shows its text here instead of a broken
 * file.
 */
export function DownloadArea({
  locale,
  texts,
  markets,
  registerHref,
}: {
  locale: Locale
  texts: Messages
  markets: MarketChoice[]
  registerHref: string
}) {
  const t = textsOf(texts)
  const [tab, setTab] = useState<DocumentCategory>(DOCUMENT_CATEGORIES[0])
  const [draft, setDraft] = useState<Filters>(NO_FILTERS)
  const [filters, setFilters] = useState<Filters>(NO_FILTERS)
  const [result, setResult] = useState<DocumentSearchResult | null>(null)
  const [failed, setFailed] = useState(false)
  const [user, setUser] = useState<MemberUser | null>(null)
  const [selected, setSelected] = useState<number[]>([])
  const selectAllRef = useRef<HTMLInputElement>(null)
  const { download, notice, setNotice, refusedSignIn } = useCheckedDownload(locale, t)
  const { fetchLatest, pending: searching } = useLatestFetch()

  const filtersNow = useRef<Filters>(NO_FILTERS)

  /** Loads a tab's list; a running request is cancelled first (SPEC §4). */
  const load = useCallback(
    (category: DocumentCategory, next: Filters) => {
      filtersNow.current = next
      setFilters(next)
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

  const sync = useCallback(() => {
    const category = tabOfLocation()
    setTab(category)
    load(category, { ...filtersNow.current, page: 1 })
  }, [load])
  usePopState(sync)

  useEffect(() => {
    const syncUser = () => setUser(readStoredUser())
    // A link with ?query= (a site search result for a document) opens the list searched for it.
    // A product-market page links with ?market={id}: the list opens filtered to that market.
    const search = new URLSearchParams(window.location.search)
    const linked = search.get('query')?.trim().slice(0, 100) ?? ''
    const market = search.get('market') ?? ''
    const knownMarket = markets.some((m) => String(m.id) === market) ? market : ''
    if (linked || knownMarket) {
      filtersNow.current = { ...NO_FILTERS, query: linked, market: knownMarket }
      setDraft(filtersNow.current)
    }
    sync()
    syncUser()
    window.addEventListener(USER_CHANGE_EVENT, syncUser)
    return () => window.removeEventListener(USER_CHANGE_EVENT, syncUser)
  }, [sync, markets])

  const chooseTab = (next: DocumentCategory) => (event: React.MouseEvent) => {
    event.preventDefault()
    const url = new URL(window.location.href)
    url.searchParams.set('tab', next)
    window.history.pushState(window.history.state, '', url)
    setTab(next)
    setSelected([])
    load(next, { ...filters, page: 1 })
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setSelected([])
    load(tab, { ...draft, query: draft.query.trim(), page: 1 })
  }
  /** A filter applies as soon as it is chosen, with the query last searched for. */
  const filterBy = (next: Filters) => {
    setDraft(next)
    load(tab, { ...next, query: filters.query, page: 1 })
  }
  const reset = () => {
    setDraft(NO_FILTERS)
    load(tab, NO_FILTERS)
    setSelected([])
    setNotice(null)
  }

  const docs = result?.data ?? []
  const canDownload = user !== null
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
                href={`?tab=${category}`}
                aria-current={category === tab ? 'page' : undefined}
                onClick={chooseTab(category)}
              >
                {t(`categories.${category}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <form
        className="downloads__filters"
        role="search"
        aria-label={t('filtersLabel')}
        onSubmit={submit}
      >
        <div className="field downloads__query">
          <label className="field__label" htmlFor="documents-query">
            {t('searchLabel')}
          </label>
          <input
            id="documents-query"
            className="field__control"
            type="search"
            maxLength={100}
            placeholder={t('searchPlaceholder')}
            value={draft.query}
            onChange={(e) => setDraft({ ...draft, query: e.target.value })}
          />
        </div>
        <FilterSelect
          id="documents-market"
          label={t('market')}
          value={draft.market}
          onChange={(market) => filterBy({ ...draft, market })}
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
          label={t('language')}
          value={draft.language}
          onChange={(language) => filterBy({ ...draft, language })}
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
                // the same bar, instead of falling to <body> (issue 40).
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

      {result && docs.length === 0 && !searching ? (
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
    </div>
  )
}

function FilterSelect({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string
  label: string
  value: string
  options: { value: string; label: string }[]
  onChange: (value: string) => void
}) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="field__control"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}
