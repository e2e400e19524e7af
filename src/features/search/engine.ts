// No `server-only` here: the collection hooks (loaded with the Payload config by the CLI too)
// reach this module through index-rows.ts.
import MiniSearch, { type Query, type SearchResult } from 'minisearch'
import SearchableMap from 'minisearch/SearchableMap'
import type { CollectionSlug, Payload } from 'payload'

import type { SearchType } from '@/features/search/search'
import {
  isPhrase,
  type Lexicon,
  MIN_PART_LENGTH,
  parseQuery,
  type QueryWord,
  GERMAN,
  type SearchLocale,
  snippet,
  SNIPPET_LENGTH,
  type SnippetSegment,
  stem,
  synonymsOf,
  termMatchesWord,
  typoDistance,
  wordTerms,
  words,
} from '@/features/search/search-text'
import { LOCALES } from '@/i18n/locales'

/**
 * The in-process search index (ADR 0013). Each server process keeps one MiniSearch index per
 * language, filled lazily from the `search-index` rows on the first search in that language.
 * Before answering, it asks the database for rows changed since it last looked, at most once a
 * second, so that publishing in another process shows within about a second. Rows written by
 * this process make its next search look at once (searchRowsWritten): the index only ever holds
 * what the database returned, i.e. committed rows, never those of a save that rolled back.
 * SQLite and PostgreSQL give the same rows, and the same rows give the same results: ranking is
 * computed here, never by the database.
 */

/** One stored row as this module reads it. */
export type SearchRow = {
  key: string
  type: SearchType
  locale: SearchLocale
  title: string
  body?: string | null
  href: string
  gated?: boolean | null
  removed?: boolean | null
  updatedAt: string
}

/** Changes of other processes are looked for at most this often. */
export const POLL_INTERVAL_MS = 1000
/**
 * A poll reads the rows stamped since a little before the previous poll began: a transaction
 * that stamped its rows earlier but committed later (or another machine's clock a little
 * behind) is not missed. Rows no newer than the version already seen are skipped.
 */
const POLL_OVERLAP_MS = 5000
/** An index that has not polled for this long is read anew (tombstones go after a day). */
const RELOAD_AFTER_MS = 12 * 60 * 60 * 1000
/** Title matches weigh this much more than body matches. */
const TITLE_BOOST = 3
/**
 * A part of a German compound ('Datenblatt' in 'Sicherheitsdatenblatt') weighs this much of the
 * whole word: the parts are fields of their own, so an item with the word itself ranks above
 * one with the word inside a compound (and a title part does not count as a title word).
 */
const PART_WEIGHT = 0.5

type IndexedDoc = {
  key: string
  titleTerms: string
  titleParts: string
  bodyTerms: string
  bodyParts: string
}
/** The fields of whole words (the others hold the parts of compounds). */
const WHOLE_WORD_FIELDS = ['titleTerms', 'bodyTerms']
/** The shortest completion that may end in a compound's part (a part's own minimum length). */
const MIN_PART_COMPLETION = 4
/** A folded word's index terms: its stem, its compound parts' stems, and both in one list. */
type WordTerms = { stem: string; parts: string[]; all: string[] }
/** A capitalized word in a text (German nouns, and any word beginning a sentence). */
const CAPITALIZED = /(?<![\p{L}\p{N}\p{M}])\p{Lu}[\p{L}\p{N}\p{M}]*/gu
/**
 * A query's ranked result: the first keys in order (all of them unless the cache cut the
 * list), how many there are, whether every word had to match, and the misspelt words with the
 * stems they were searched by (typo tolerance).
 */
type Ranked = {
  keys: string[]
  total: number
  allWords: boolean
  corrections: Array<[word: string, stems: string[]]>
}
/** A misspelt word is searched as at most this many of the nearest words of the site. */
const MAX_CORRECTIONS = 3

/**
 * Ranked results of recent queries are kept per language (paging, popular queries) until the
 * next change of the index: at most `entries` queries, each with its first `keys` keys (100
 * pages; a page beyond them is ranked anew), so the cache stays within a few MB however large
 * the corpus. The benchmark turns it off to measure the engine itself.
 */
export const searchCache = { enabled: true, entries: 500, keys: 1000 }

class LocaleIndex {
  readonly locale: SearchLocale
  readonly rows = new Map<string, SearchRow>()
  /** updatedAt of every row seen, tombstones included. */
  private readonly seen = new Map<string, string>()
  /** Folded words of the corpus (≥ 4 letters) with their counts: the compound vocabulary. */
  private readonly vocabulary = new Map<string, number>()
  /**
   * German only: the stems of those words with their counts, and how many of the occurrences
   * were capitalized (a noun's are): the decompounder's nouns and stems (Lexicon).
   */
  private readonly stems = new Map<string, number>()
  private readonly capitalized = new Map<string, number>()
  /** German only: the stems of words ending in -en (verbs: 'pruf' of 'prüfen'), counted. */
  private readonly verbStems = new Map<string, number>()
  private readonly mini: MiniSearch<IndexedDoc>
  /** When this process last asked the database (load or poll), by its own clock. */
  lastPoll = 0
  /** Ranked result keys of recent queries (oldest use first), emptied by every change. */
  private readonly cache = new Map<string, Ranked>()

  readonly isKnown = (word: string) => this.vocabulary.has(word)

  /** A word is a noun when its stem is capitalized in most of its occurrences. */
  private readonly isNoun = (word: string) => {
    const wordStem = stem(word, this.locale)
    const capitalized = this.capitalized.get(wordStem)
    return capitalized !== undefined && capitalized * 2 > (this.stems.get(wordStem) ?? 0)
  }

  private readonly lexicon: Lexicon = {
    isKnown: this.isKnown,
    isNoun: this.isNoun,
    isStem: (part) => this.verbStems.has(part),
  }

  /** The vocabulary as a tree for near matches, built on the first misspelt word after a change. */
  private spellings: SearchableMap<number> | null = null

  /**
   * The words of the corpus nearest to a misspelt (folded) word, within `max` letters: those
   * at the smallest distance, the most frequent first, leaving out any that occur less than
   * half as often as the most frequent ('powdr': 'powder', not the rarer 'power'), at most
   * MAX_CORRECTIONS; their stems.
   */
  corrections(word: string, max: number): string[] {
    if (max < 1) return []
    this.spellings ??= SearchableMap.from(this.vocabulary)
    const near = [...this.spellings.fuzzyGet(word, max)].map(([candidate, [count, distance]]) => ({
      candidate,
      count,
      distance,
    }))
    const nearest = Math.min(...near.map((entry) => entry.distance))
    const closest = near
      .filter((entry) => entry.distance === nearest)
      .sort((a, b) => b.count - a.count || (a.candidate < b.candidate ? -1 : 1))
    const top = closest[0]?.count ?? 0
    const stems = closest
      .filter((entry) => entry.count * 2 >= top)
      .slice(0, MAX_CORRECTIONS)
      .map((entry) => stem(entry.candidate, this.locale))
    return [...new Set(stems)]
  }

  constructor(locale: SearchLocale, rows: SearchRow[]) {
    this.locale = locale
    const split = (text: string) => text.split(' ').filter(Boolean)
    this.mini = new MiniSearch<IndexedDoc>({
      idField: 'key',
      fields: ['titleTerms', 'titleParts', 'bodyTerms', 'bodyParts'],
      storeFields: [],
      tokenize: split,
      processTerm: (term) => term || null,
      searchOptions: { tokenize: split, processTerm: (term) => term || null },
      // tidy() after each batch of changes instead of at MiniSearch's own thresholds.
      autoVacuum: false,
    })
    // Same order everywhere (the database's collation may differ): the vocabulary first, so
    // that every compound is split against the whole corpus, then the documents.
    const sorted = [...rows].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    for (const row of sorted) {
      this.see(row)
      if (!row.removed) this.count(row, 1)
    }
    const docs: IndexedDoc[] = []
    for (const row of sorted) {
      if (row.removed) continue
      this.rows.set(row.key, row)
      docs.push(this.docOf(row))
    }
    this.mini.addAll(docs)
  }

  get size() {
    return this.rows.size
  }

  private see(row: SearchRow) {
    this.seen.set(row.key, row.updatedAt)
  }

  private count(row: SearchRow, delta: 1 | -1) {
    const text = `${row.title} ${row.body ?? ''}`
    const german = this.locale === GERMAN
    for (const word of words(text, this.locale)) {
      if (word.length < MIN_PART_LENGTH) continue
      add(this.vocabulary, word, delta)
      if (!german) continue
      const wordStem = stem(word, this.locale)
      add(this.stems, wordStem, delta)
      // eslint-disable-next-line no-restricted-syntax -- a German word ending, not a language
      if (word.endsWith('en')) add(this.verbStems, wordStem, delta)
    }
    if (!german) return
    for (const [token] of text.matchAll(CAPITALIZED)) {
      for (const word of words(token, this.locale)) {
        if (word.length >= MIN_PART_LENGTH) add(this.capitalized, stem(word, this.locale), delta)
      }
    }
  }

  /** The index terms of a word, remembered while the vocabulary stays as it is. */
  private readonly termsMemo = new Map<string, WordTerms>()

  private termsOfWord(word: string): WordTerms {
    let terms = this.termsMemo.get(word)
    if (!terms) {
      const found = wordTerms(word, this.locale, this.lexicon)
      terms = { ...found, all: [found.stem, ...found.parts] }
      this.termsMemo.set(word, terms)
    }
    return terms
  }

  /** The index terms of a word in one list (whole word and parts): what a snippet marks. */
  readonly wordTerms = (word: string): string[] => this.termsOfWord(word).all

  /** The terms of a text: whole words, and the parts of its compounds. */
  private termsOf(text: string): { terms: string; parts: string } {
    const terms: string[] = []
    const parts: string[] = []
    for (const word of words(text, this.locale)) {
      const found = this.termsOfWord(word)
      terms.push(found.stem)
      parts.push(...found.parts)
    }
    return { terms: terms.join(' '), parts: parts.join(' ') }
  }

  private docOf(row: SearchRow): IndexedDoc {
    const title = this.termsOf(row.title)
    const body = this.termsOf(row.body ?? '')
    return {
      key: row.key,
      titleTerms: title.terms,
      titleParts: title.parts,
      bodyTerms: body.terms,
      bodyParts: body.parts,
    }
  }

  /**
   * Whether this row is newer than the version the index has: a poll sees rows it already has
   * (the overlap), and must never put an older version back.
   */
  isNew(row: SearchRow): boolean {
    const seen = this.seen.get(row.key)
    return seen === undefined || Date.parse(row.updatedAt) > Date.parse(seen)
  }

  /** The cached ranking of a query, when it holds the keys up to `needed`. */
  cached(key: string, needed: number): Ranked | undefined {
    const ranked = searchCache.enabled ? this.cache.get(key) : undefined
    if (!ranked || (ranked.keys.length < ranked.total && needed > ranked.keys.length)) return
    // Most recently used last: the oldest use goes first when the cache is full.
    this.cache.delete(key)
    this.cache.set(key, ranked)
    return ranked
  }

  remember(key: string, ranked: Ranked) {
    if (!searchCache.enabled || searchCache.entries < 1) return
    this.cache.delete(key)
    while (this.cache.size >= searchCache.entries)
      this.cache.delete(this.cache.keys().next().value!)
    const keys =
      ranked.keys.length > searchCache.keys ? ranked.keys.slice(0, searchCache.keys) : ranked.keys
    this.cache.set(key, { ...ranked, keys })
  }

  /** What the cache holds: queries and keys (tests). */
  cacheSize(): { entries: number; keys: number } {
    let keys = 0
    for (const ranked of this.cache.values()) keys += ranked.keys.length
    return { entries: this.cache.size, keys }
  }

  apply(row: SearchRow) {
    this.cache.clear()
    this.termsMemo.clear()
    this.spellings = null
    this.see(row)
    const old = this.rows.get(row.key)
    if (old) {
      this.count(old, -1)
      this.mini.discard(row.key)
      this.rows.delete(row.key)
    }
    if (row.removed) return
    this.count(row, 1)
    this.rows.set(row.key, row)
    this.mini.add(this.docOf(row))
  }

  /**
   * A replaced or removed document lingers in MiniSearch's term lists until vacuumed, and the
   * first search through such a list scores a little differently from later ones (it counts
   * the lingering entry for the documents before it). So after changes the lists are cleaned in
   * the background, in small steps, and the rankings cached meanwhile are dropped.
   */
  tidy(): void {
    this.mini
      .vacuum({ batchSize: 1000, batchWait: 1 })
      .then(() => this.cache.clear())
      .catch(() => this.cache.clear())
  }

  search(query: Query, type: SearchType | null): SearchResult[] {
    return this.mini.search(query, {
      boost: {
        titleTerms: TITLE_BOOST,
        titleParts: TITLE_BOOST * PART_WEIGHT,
        bodyTerms: 1,
        bodyParts: PART_WEIGHT,
      },
      filter: type ? (result) => this.rows.get(result.id as string)?.type === type : undefined,
    })
  }
}

function add(counts: Map<string, number>, key: string, delta: 1 | -1) {
  const next = (counts.get(key) ?? 0) + delta
  if (next > 0) counts.set(key, next)
  else counts.delete(key)
}

type SearchState = {
  indexes: Partial<Record<SearchLocale, LocaleIndex>>
  /** A load or poll under way, shared by the requests that arrive meanwhile. */
  pending: Partial<Record<SearchLocale, Promise<LocaleIndex>>>
  /** Languages whose next search polls at once: this process wrote rows since its last look. */
  written: Set<SearchLocale>
}

const STATE = Symbol.for('talc.site-search')

/** The index belongs to its Payload instance (a second instance in one process has its own). */
function stateOf(payload: Payload): SearchState {
  const holder = payload as unknown as { [STATE]?: SearchState }
  holder[STATE] ??= { indexes: {}, pending: {}, written: new Set() }
  return holder[STATE]
}

const ROW_FIELDS = {
  key: true,
  type: true,
  locale: true,
  title: true,
  body: true,
  href: true,
  gated: true,
  removed: true,
  updatedAt: true,
} as const

async function readRows(payload: Payload, locale: SearchLocale, since?: string) {
  const found = await payload.find({
    collection: 'search-index' as CollectionSlug,
    where: {
      and: [
        { locale: { equals: locale } },
        ...(since
          ? [{ updatedAt: { greater_than_equal: since } }]
          : [{ removed: { equals: false } }]),
      ],
    },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: ROW_FIELDS as never,
  })
  return found.docs as unknown as SearchRow[]
}

async function load(payload: Payload, locale: SearchLocale): Promise<LocaleIndex> {
  const started = Date.now()
  const index = new LocaleIndex(locale, await readRows(payload, locale))
  index.lastPoll = started
  return index
}

async function poll(payload: Payload, index: LocaleIndex): Promise<LocaleIndex> {
  const since = new Date(index.lastPoll - POLL_OVERLAP_MS).toISOString()
  const started = Date.now()
  const rows = await readRows(payload, index.locale, since)
  // Only a read that succeeded moves the mark: after a failed one the next look starts from
  // the last good one again, so no change (an unpublish above all) is skipped.
  index.lastPoll = started
  let changed = false
  for (const row of rows) {
    if (!index.isNew(row)) continue
    index.apply(row)
    changed = true
  }
  if (changed) index.tidy()
  return index
}

/** This process's index of `locale`, loaded on first use and fresh to within a second. */
export async function localeIndex(payload: Payload, locale: SearchLocale): Promise<LocaleIndex> {
  const state = stateOf(payload)
  const running = state.pending[locale]
  if (running) return running
  const index = state.indexes[locale]
  const now = Date.now()
  let work: Promise<LocaleIndex> | null = null
  if (!index || now - index.lastPoll > RELOAD_AFTER_MS) work = load(payload, locale)
  else if (state.written.has(locale) || now - index.lastPoll >= POLL_INTERVAL_MS)
    work = poll(payload, index)
  if (!work) return index!
  // Rows this process writes from now on are looked for by the next search again.
  state.written.delete(locale)
  state.pending[locale] = work
  try {
    const fresh = await work
    state.indexes[locale] = fresh
    return fresh
  } finally {
    delete state.pending[locale]
  }
}

/**
 * This process wrote rows of `locale` (a save's hook, a rebuild): its next search in that
 * language polls at once instead of within a second. Not applied to the index directly: the
 * rows may belong to a transaction that has not committed yet, and may never do. The poll reads
 * them once committed (a poll that ran before the commit leaves them to the next one, within a
 * second, its overlap covering them).
 */
export function searchRowsWritten(payload: Payload, locale: SearchLocale): void {
  stateOf(payload).written.add(locale)
}

/**
 * Reads both languages' indexes in the background (at server start), so that the first
 * visitor's search does not wait for the load.
 */
export function warmSearchIndexes(payload: Payload): void {
  void (async () => {
    for (const locale of LOCALES) {
      const started = Date.now()
      const index = await localeIndex(payload, locale)
      payload.logger.info(
        `Search index (${locale}): ${index.size} items loaded in ${Date.now() - started} ms`,
      )
    }
  })().catch((error: unknown) =>
    payload.logger.error({ err: error }, 'Search index could not be loaded at start'),
  )
}

/**
 * Seconds since each language's index last read the database, after the catch-up a search would
 * make now (the operator's search-index lag, ADR 0025): about 0 while reads succeed, growing
 * while they fail. Languages never searched in this process are loaded first.
 */
export async function searchIndexLag(payload: Payload): Promise<Record<string, number>> {
  const lag: Record<string, number> = {}
  for (const locale of LOCALES) {
    await localeIndex(payload, locale).catch(() => undefined)
    const index = stateOf(payload).indexes[locale]
    if (index) lag[locale] = Math.max(0, (Date.now() - index.lastPoll) / 1000)
  }
  return lag
}

/** Forgets this process's indexes (tests: a cold start). */
export function dropSearchIndexes(payload: Payload): void {
  const state = stateOf(payload)
  state.indexes = {}
}

/** What the ranked-results cache of a loaded language holds (tests). */
export function searchCacheSize(payload: Payload, locale: SearchLocale) {
  return stateOf(payload).indexes[locale]?.cacheSize() ?? { entries: 0, keys: 0 }
}

export type SearchMatch = { row: SearchRow; snippet: SnippetSegment[] }
export type SearchOutcome = {
  matches: SearchMatch[]
  total: number
  page: number
  pages: number
  allWords: boolean
}

const roundedScore = (score: number) => Math.round(score * 1e6) / 1e6

/**
 * How many words of the query a result holds in `fields` (a synonym of several words: all of
 * them there).
 */
function wordsIn(
  result: SearchResult,
  query: readonly QueryWord[],
  fields: readonly string[],
): number {
  const holds = (term: string) =>
    result.match[term]?.some((field) => fields.includes(field)) ?? false
  const terms = Object.keys(result.match).filter(holds)
  return query.filter((word) => terms.some((term) => termMatchesWord(term, word, holds))).length
}

/** How many words of the query a result has in its title (title matches rank first). */
const titleWords = (result: SearchResult, query: readonly QueryWord[]) =>
  wordsIn(result, query, ['titleTerms'])

/** How many query words the item holds as whole words (not only inside a compound). */
const wholeWords = (result: SearchResult, query: readonly QueryWord[]) =>
  wordsIn(result, query, WHOLE_WORD_FIELDS)

function queryOf(query: readonly QueryWord[], combineWith: 'AND' | 'OR'): Query {
  return {
    combineWith,
    queries: query.map((word): Query => {
      const alternatives: Query[] = []
      // A phrase is searched by its synonyms, its own words the first of them.
      if (!isPhrase(word)) alternatives.push(word.stem)
      if (word.parts.length > 1) alternatives.push({ combineWith: 'AND', queries: word.parts })
      alternatives.push(...word.corrections)
      for (const terms of word.synonyms)
        alternatives.push(terms.length === 1 ? terms[0]! : { combineWith: 'AND', queries: terms })
      // A completion shorter than a compound's shortest part is of a whole word only ('Tal'
      // must not complete to the 'talkum' of 'Keramiktalkum'); from that length on, of a part
      // too, so 'Talk' finds what 'Talkum' finds ('Feinsttalkum' included).
      for (const prefix of word.prefixes)
        alternatives.push({
          queries: [prefix],
          prefix: true,
          ...(prefix.length < MIN_PART_COMPLETION ? { fields: WHOLE_WORD_FIELDS } : {}),
        })
      return { combineWith: 'OR', queries: alternatives }
    }),
  }
}

/**
 * The results of `text` in `locale`: every word must occur (stemmed, folded; a German compound
 * also by its parts; the last word also as a prefix; or as one of its synonyms). When no item
 * holds them all, the words that find nothing as written are also searched as the nearest words
 * of the site (typo tolerance, typoDistance), and when still no item holds them all, the items
 * holding any of them. Items with more query words in the title come first, documents after
 * the other items with as many, then by score.
 */
export async function searchIndex(
  payload: Payload,
  {
    locale,
    text,
    type,
    page,
    pageSize,
  }: {
    locale: SearchLocale
    text: string
    type: SearchType | null
    page: number
    pageSize: number
  },
): Promise<SearchOutcome> {
  const index = await localeIndex(payload, locale)
  const query = parseQuery(text, locale, index.isKnown)
  if (query.length === 0) return { matches: [], total: 0, page, pages: 0, allWords: true }
  const cacheKey = JSON.stringify([type, query.map((word) => word.word)])
  let ranked = index.cached(cacheKey, page * pageSize)
  if (!ranked) {
    ranked = rank(index, query, type)
    index.remember(cacheKey, ranked)
  }
  const pages = Math.ceil(ranked.total / pageSize)
  // The snippets mark what the ranking searched: the corrections of misspelt words too.
  const searched = withCorrections(query, ranked.corrections, locale)
  const matches = ranked.keys.slice((page - 1) * pageSize, page * pageSize).flatMap((key) => {
    const row = index.rows.get(key)
    if (!row) return []
    const source = row.body?.trim() ? row.body : row.title
    return [
      {
        row,
        snippet: snippet(source, locale, searched, index.isKnown, SNIPPET_LENGTH, index.wordTerms),
      },
    ]
  })
  return { matches, total: ranked.total, page, pages, allWords: ranked.allWords }
}

/**
 * The query with the words of `corrections` searched by their corrections too, and by the
 * synonyms of those ('talc' on the German site: 'Talk', and so 'Talkum').
 */
function withCorrections(
  query: readonly QueryWord[],
  corrections: Ranked['corrections'],
  locale: SearchLocale,
): QueryWord[] {
  const byWord = new Map(corrections)
  return query.map((word) => {
    const stems = byWord.get(word.word)
    if (!stems) return word
    const synonyms = stems.flatMap((corrected) => synonymsOf([corrected], locale)?.slice(1) ?? [])
    return { ...word, corrections: stems, synonyms: [...word.synonyms, ...synonyms] }
  })
}

/**
 * The misspelt words of a query with the stems of their nearest words of the site: the words
 * that are no word of the site, find nothing on their own (with the type filter) and may be
 * corrected (typoDistance), a typo ('powdr', 'whitness'). Asked only once no item holds every
 * word, so correctly spelt queries cost nothing more.
 */
function correctionsOf(
  index: LocaleIndex,
  query: readonly QueryWord[],
  type: SearchType | null,
): Ranked['corrections'] {
  return query.flatMap((word): Ranked['corrections'] => {
    const distance = typoDistance(word)
    if (distance === 0 || index.isKnown(word.word)) return []
    if (query.length > 1 && index.search(queryOf([word], 'AND'), type).length > 0) return []
    const stems = index.corrections(word.word, distance).filter((s) => s !== word.stem)
    return stems.length > 0 ? [[word.word, stems]] : []
  })
}

function rank(index: LocaleIndex, parsed: readonly QueryWord[], type: SearchType | null): Ranked {
  let allWords = true
  let query: readonly QueryWord[] = parsed
  let corrections: Ranked['corrections'] = []
  let results = index.search(queryOf(query, 'AND'), type)
  if (results.length === 0) {
    corrections = correctionsOf(index, parsed, type)
    if (corrections.length > 0) {
      query = withCorrections(parsed, corrections, index.locale)
      results = index.search(queryOf(query, 'AND'), type)
    }
  }
  if (results.length === 0 && query.length > 1) {
    allWords = false
    results = index.search(queryOf(query, 'OR'), type)
  }
  // Items with more query words in the title first; among equals, the site's pages and items
  // before the download area's documents (a title and a description, behind a login), then
  // those holding more query words as whole words before those holding them only inside a
  // compound ('Mühle' before 'Strahlmühle', whatever the lengths of their texts make of the
  // score), then by score: 'Talk' lists 'Über Talkum' above 'Talkumsorten für Papier und Karton'.
  const keys = results
    .map((result) => ({
      key: result.id as string,
      title: titleWords(result, query),
      document: index.rows.get(result.id as string)?.type === 'documents' ? 1 : 0,
      whole: wholeWords(result, query),
      score: roundedScore(result.score),
    }))
    .sort(
      (a, b) =>
        b.title - a.title ||
        a.document - b.document ||
        b.whole - a.whole ||
        b.score - a.score ||
        (a.key < b.key ? -1 : 1),
    )
    .map((entry) => entry.key)
  return { keys, total: keys.length, allWords, corrections }
}
