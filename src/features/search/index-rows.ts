// No `server-only` here: the collection hooks (loaded with the Payload config by the CLI too)
// reach this module.
import crypto from 'node:crypto'

import type { CollectionSlug, Payload, PayloadRequest, Where } from 'payload'

import { type Locale, LOCALES, otherLocale } from '@/i18n/locales'
import { MESSAGES } from '@/i18n/messages'
import {
  contentRoutes,
  isUnavailablePagePath,
  NEWS_CATEGORIES,
  type NewsCategory,
  PRODUCT_MARKET_MAX_DEPTH,
} from '@/lib/content-routes'
import { DOCUMENT_TYPE_LABELS, type DocumentType } from '@/features/documents/documents'
import {
  GRADE_FORMS,
  GRADE_PROPERTIES,
  GRADE_PROPERTY_KEYS,
  type GradeForm,
} from '@/features/grades/grade-data'
import type { SearchType } from '@/features/search/search'

import { type SearchRow, searchRowsWritten } from './engine'
import { lexicalText } from '@/lib/lexical-text'

/**
 * The rows of the search index (ADR 0013): what each published item says in each language, as
 * plain text, written to the `search-index` collection. Content hooks call syncSearchItem after
 * every save; rebuildSearchIndex brings every row in line with the content (at every start,
 * writing only the differences, and in tests).
 */

/** Bump when what is extracted changes: every server rebuilds the rows at its next start. */
export const SEARCH_INDEX_VERSION = 3

/** The collections the index covers and the result type of each. */
export const INDEXED_COLLECTIONS = {
  pages: 'pages',
  'product-markets': 'products',
  news: 'news',
  'blog-posts': 'blog',
  jobs: 'jobs',
  'faq-entries': 'faq',
  documents: 'documents',
  grades: 'products',
} as const satisfies Record<string, SearchType>
export type IndexedCollection = keyof typeof INDEXED_COLLECTIONS

export const isIndexedCollection = (slug: string): slug is IndexedCollection =>
  Object.hasOwn(INDEXED_COLLECTIONS, slug)

/**
 * Pages that are not results: the personal area and the search page itself; so is any page an
 * editor keeps out of search and the sitemaps (its `unlisted` checkbox, in rowOf).
 */
const UNLISTED_PAGES = new Set(['/personal', '/search'])
/** Keys of stored blocks and fields that hold no visible text. */
const NOT_TEXT = new Set([
  'id',
  'blockType',
  'blockName',
  'href',
  'image',
  'kind',
  'source',
  'limit',
  'imagePosition',
  'parent',
])

type Doc = Record<string, unknown> & { id: number | string }
/** A row as written: everything but the bookkeeping fields. */
export type RowData = Pick<SearchRow, 'key' | 'type' | 'locale' | 'title' | 'body' | 'href'> & {
  gated: boolean
}

export const rowKey = (collection: string, id: number | string, locale: string) =>
  `${collection}:${id}:${locale}`

/** The collection (or 'route') a row's key names (rowKey). */
export const collectionOfKey = (key: string) => key.slice(0, key.indexOf(':'))

/** Every visible text of a value: strings, rich text and the text fields of nested blocks. */
export function visibleText(value: unknown): string {
  if (typeof value === 'string') return value
  if (typeof value === 'number') return String(value)
  if (!value || typeof value !== 'object') return ''
  if (Array.isArray(value)) return value.map(visibleText).filter(Boolean).join(' ')
  if ('root' in value) return lexicalText(value)
  return Object.entries(value)
    .filter(([key]) => !NOT_TEXT.has(key))
    .map(([, v]) => visibleText(v))
    .filter(Boolean)
    .join(' ')
}

const join = (...parts: unknown[]) =>
  parts.map(visibleText).filter(Boolean).join(' ').replace(/\s+/g, ' ').trim()

const idOf = (value: unknown): number | string | null =>
  value === null || value === undefined
    ? null
    : typeof value === 'object'
      ? ((value as { id: number | string }).id ?? null)
      : (value as number | string)

/** The row of one published document in one language, or null when it is not a result. */
function rowOf(collection: IndexedCollection, doc: Doc, locale: Locale): RowData | null {
  const base = { key: rowKey(collection, doc.id, locale), type: INDEXED_COLLECTIONS[collection] }
  const title = typeof doc.title === 'string' ? doc.title : ''
  switch (collection) {
    case 'pages': {
      const path = String(doc.path ?? '')
      if (!path || UNLISTED_PAGES.has(path) || isUnavailablePagePath(path) || doc.unlisted === true)
        return null
      const meta = doc.meta as { description?: unknown } | undefined
      return {
        ...base,
        locale,
        title,
        body: join(meta?.description, doc.layout),
        href: path,
        gated: false,
      }
    }
    case 'news': {
      const category = doc.category as NewsCategory
      if (!NEWS_CATEGORIES.includes(category)) return null
      return {
        ...base,
        locale,
        title,
        body: join(doc.excerpt, doc.content),
        href: contentRoutes.news(category, String(doc.slug)),
        gated: false,
      }
    }
    case 'blog-posts':
      return {
        ...base,
        locale,
        title,
        body: join(doc.excerpt, doc.content, doc.author),
        href: contentRoutes.blogPost(String(doc.slug)),
        gated: false,
      }
    case 'jobs':
      return {
        ...base,
        locale,
        title,
        body: join(
          doc.summary,
          doc.location,
          doc.reference,
          doc.whatToDo,
          doc.requirements,
          doc.plusPoints,
          doc.conditions,
        ),
        href: contentRoutes.job(String(doc.slug)),
        gated: false,
      }
    case 'faq-entries':
      return {
        ...base,
        locale,
        title: String(doc.question ?? ''),
        body: join(doc.answer),
        href: '/faq',
        gated: false,
      }
    case 'documents': {
      // Title and description only: never the file, its name or its address. A revision of a
      // family (ADR 0021) is found by the family's title, type and grades too, and leads to the
      // family's lasting page.
      const family = doc.family && typeof doc.family === 'object' ? (doc.family as Doc) : null
      if (family && typeof family.slug === 'string') {
        // withFamilies put the family, with its grades, in place of its id.
        const type = DOCUMENT_TYPE_LABELS[family.documentType as DocumentType]
        const grades = Array.isArray(family.grades)
          ? family.grades.map((grade) => (grade && typeof grade === 'object' ? grade.name : null))
          : []
        return {
          ...base,
          locale,
          title,
          body: join(doc.description, family.title, type?.[locale], grades),
          href: contentRoutes.documentFamily(family.slug),
          gated: true,
        }
      }
      const query = new URLSearchParams({ tab: String(doc.category), query: title })
      return {
        ...base,
        locale,
        title,
        body: join(doc.description),
        href: `/download?${query}`,
        gated: true,
      }
    }
    case 'grades':
      return {
        ...base,
        locale,
        title: String(doc.name ?? ''),
        body: join(doc.description, gradeSheetText(doc, locale)),
        href: contentRoutes.grade(String(doc.slug)),
        gated: false,
      }
    case 'product-markets':
      return null // rowsOfProductMarkets: the address needs the tree
  }
}

/**
 * What a grade's page shows besides its description, in words: the mineralogy, the form, the
 * application notes, the names of the properties it gives values for, and that it has a
 * technical data sheet, so that 'whiteness', 'd50' or 'TDS' find the grades.
 */
function gradeSheetText(doc: Doc, locale: Locale): string {
  const form = GRADE_FORMS.includes(doc.form as GradeForm)
    ? MESSAGES[locale].gradeSheet.forms[doc.form as GradeForm]
    : null
  const notes = Array.isArray(doc.applications)
    ? doc.applications.map((application) => (application as { note?: unknown }).note)
    : []
  const properties = GRADE_PROPERTY_KEYS.filter((key) => typeof doc[key] === 'number').map(
    (key) => GRADE_PROPERTIES[key].label[locale],
  )
  return join(
    doc.mineralogy,
    form,
    notes,
    properties,
    DOCUMENT_TYPE_LABELS['technical-data-sheet'][locale],
  )
}

const readArgs = (locale: Locale, req?: PayloadRequest) => ({
  locale,
  fallbackLocale: otherLocale(locale),
  depth: 0,
  draft: false,
  overrideAccess: true,
  req,
})

/** What visitors see: published items; of a document family, only the current revision. */
const published = (collection: IndexedCollection): Where =>
  collection === 'documents'
    ? { and: [{ _status: { equals: 'published' } }, { supersededOn: { exists: false } }] }
    : { _status: { equals: 'published' } }

/**
 * Documents with their family (and the family's grades) in place of its id: a revision's row
 * names them (ADR 0021). Read with plain finds in the save's transaction; populating relations
 * with `depth` inside the search index's savepoint lost the transaction on PostgreSQL.
 */
async function withFamilies(
  payload: Payload,
  docs: Doc[],
  locale: Locale,
  req?: PayloadRequest,
): Promise<Doc[]> {
  const ids = [...new Set(docs.map((doc) => idOf(doc.family)).filter((id) => id !== null))]
  if (!ids.length) return docs
  const families = (
    await payload.find({
      collection: 'document-families',
      where: { id: { in: ids } },
      pagination: false,
      ...readArgs(locale, req),
    })
  ).docs as unknown as Doc[]
  const gradeIds = [
    ...new Set(families.flatMap((f) => (Array.isArray(f.grades) ? f.grades.map(idOf) : []))),
  ].filter((id) => id !== null)
  const grades = gradeIds.length
    ? ((
        await payload.find({
          collection: 'grades',
          where: { and: [{ id: { in: gradeIds } }, published('grades')] },
          pagination: false,
          ...readArgs(locale, req),
        })
      ).docs as unknown as Doc[])
    : []
  const gradeById = new Map(grades.map((g) => [g.id, g]))
  const familyById = new Map(
    families.map((f) => [
      f.id,
      {
        ...f,
        grades: (Array.isArray(f.grades) ? f.grades : [])
          .map((g) => gradeById.get(idOf(g) ?? ''))
          .filter(Boolean),
      },
    ]),
  )
  return docs.map((doc) => ({ ...doc, family: familyById.get(idOf(doc.family) ?? '') ?? null }))
}

/** The rows of every published product market reachable in the published tree. */
async function rowsOfProductMarkets(payload: Payload, req?: PayloadRequest): Promise<RowData[]> {
  const rows: RowData[] = []
  for (const locale of LOCALES) {
    const found = await payload.find({
      collection: 'product-markets',
      where: published('product-markets'),
      pagination: false,
      ...readArgs(locale, req),
    })
    const docs = found.docs as unknown as Doc[]
    const visit = (parent: number | string | null, slugs: string[], depth: number) => {
      if (depth > PRODUCT_MARKET_MAX_DEPTH) return
      for (const doc of docs.filter((d) => idOf(d.parent) === parent)) {
        const path = [...slugs, String(doc.slug)]
        rows.push({
          key: rowKey('product-markets', doc.id, locale),
          type: 'products',
          locale,
          title: String(doc.title ?? ''),
          body: join(doc.summary, doc.layout),
          href: contentRoutes.productMarket(path),
          gated: false,
        })
        visit(doc.id, path, depth + 1)
      }
    }
    visit(null, [], 1)
  }
  return rows
}

const hashOf = (row: RowData) =>
  crypto
    .createHash('sha256')
    .update(JSON.stringify([row.type, row.title, row.body, row.href, row.gated]))
    .digest('base64url')
    .slice(0, 22)

type StoredRow = SearchRow & { id: number | string; hash?: string | null; version?: number | null }

async function storedRows(payload: Payload, where: Where, req?: PayloadRequest) {
  const found = await payload.find({
    collection: 'search-index' as CollectionSlug,
    where,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return new Map((found.docs as unknown as StoredRow[]).map((row) => [row.key, row]))
}

const isCurrent = (stored: StoredRow | undefined, hash: string) =>
  Boolean(
    stored && !stored.removed && stored.hash === hash && stored.version === SEARCH_INDEX_VERSION,
  )

type ReconcileOptions = {
  /** The save's request: its transaction (the hooks). */
  req?: PayloadRequest
  /**
   * A rebuild: when it began reading the content. A stored row stamped later was written by a
   * save that happened meanwhile, from newer content than the rebuild read: it is left alone.
   */
  contentReadAt?: string
}

/**
 * Makes the stored rows of `scope` equal to `rows`: new and changed rows written, rows no
 * longer wanted turned into tombstones. Unchanged rows are left alone. This process's next
 * search then reads the written rows (once committed).
 */
async function reconcile(
  payload: Payload,
  scope: Where,
  rows: RowData[],
  { req, contentReadAt }: ReconcileOptions = {},
): Promise<number> {
  const collection = 'search-index' as CollectionSlug
  const existing = await storedRows(payload, scope, req)
  const newer = (stored: StoredRow | undefined) =>
    Boolean(contentReadAt && stored && Date.parse(stored.updatedAt) > Date.parse(contentReadAt))
  let written = 0
  const update = (id: number | string, data: Record<string, unknown>) =>
    payload.update({ collection, id, data, depth: 0, overrideAccess: true, req })
  const write = async (stored: StoredRow | undefined, data: Record<string, unknown>) => {
    if (stored) {
      await update(stored.id, data)
    } else {
      try {
        await payload.create({ collection, data, depth: 0, overrideAccess: true, req })
      } catch (error) {
        // Outside a transaction (a rebuild), another process may have created the same row a
        // moment ago (two instances starting together): take that row instead of failing.
        if (req) throw error
        const key = String(data.key)
        const now = (await storedRows(payload, { key: { equals: key } })).get(key)
        if (!now) throw error
        if (!isCurrent(now, String(data.hash))) await update(now.id, data)
      }
    }
    searchRowsWritten(payload, (data.locale ?? stored?.locale) as SearchRow['locale'])
    written += 1
  }
  const wanted = new Set<string>()
  for (const row of rows) {
    wanted.add(row.key)
    const stored = existing.get(row.key)
    const hash = hashOf(row)
    if (isCurrent(stored, hash) || newer(stored)) continue
    await write(stored, { ...row, hash, removed: false, version: SEARCH_INDEX_VERSION })
  }
  for (const stored of existing.values()) {
    if (wanted.has(stored.key) || stored.removed || newer(stored)) continue
    await write(stored, { removed: true, body: '', hash: null })
  }
  return written
}

/** Every row of a collection: its keys start with the collection's slug (rowKey). */
const rowsOfCollection = (collection: IndexedCollection): Where => ({
  key: { like: `${collection}:` },
})

/**
 * Brings the rows of one document up to date with its published version: the hooks' work.
 * Saving a draft leaves the published text (re-read with draft: false); an item that is not
 * (or no longer) published becomes a tombstone. A product market re-indexes the whole tree,
 * whose addresses depend on each other.
 */
export async function syncSearchItem(
  payload: Payload,
  collection: IndexedCollection,
  id: number | string,
  req?: PayloadRequest,
): Promise<number> {
  if (collection === 'product-markets') {
    return reconcile(
      payload,
      rowsOfCollection('product-markets'),
      await rowsOfProductMarkets(payload, req),
      { req },
    )
  }
  const rows: RowData[] = []
  for (const locale of LOCALES) {
    const found = await payload.find({
      collection,
      where: {
        and: [{ id: { equals: id } }, ...(published(collection) ? [published(collection)!] : [])],
      },
      limit: 1,
      ...readArgs(locale, req),
    })
    let doc = found.docs[0] as unknown as Doc | undefined
    if (doc && collection === 'documents') [doc] = await withFamilies(payload, [doc], locale, req)
    const row = doc ? rowOf(collection, doc, locale) : null
    if (row) rows.push(row)
  }
  return reconcile(payload, { key: { in: LOCALES.map((l) => rowKey(collection, id, l)) } }, rows, {
    req,
  })
}

/**
 * Every row in line with the published content: missing and outdated rows written, rows of
 * items no longer published made tombstones. Idempotent: unchanged rows are not written, so it
 * is cheap when nothing differs (it repairs what a failed or lost index write left behind).
 */
export async function rebuildSearchIndex(payload: Payload): Promise<number> {
  let written = 0
  for (const collection of Object.keys(INDEXED_COLLECTIONS) as IndexedCollection[]) {
    const contentReadAt = new Date().toISOString()
    if (collection === 'product-markets') {
      written += await reconcile(
        payload,
        rowsOfCollection(collection),
        await rowsOfProductMarkets(payload),
        { contentReadAt },
      )
      continue
    }
    const rows: RowData[] = []
    for (const locale of LOCALES) {
      const found = await payload.find({
        collection,
        where: published(collection),
        pagination: false,
        ...readArgs(locale),
      })
      let docs = found.docs as unknown as Doc[]
      if (collection === 'documents') docs = await withFamilies(payload, docs, locale)
      for (const doc of docs) {
        const row = rowOf(collection, doc, locale)
        if (row) rows.push(row)
      }
    }
    written += await reconcile(payload, rowsOfCollection(collection), rows, { contentReadAt })
  }
  return written
}

/** Tombstones are kept a day: long enough for every process to have polled them. */
export const TOMBSTONE_DAYS = 1

export async function purgeSearchTombstones(payload: Payload): Promise<void> {
  const before = new Date(Date.now() - TOMBSTONE_DAYS * 24 * 60 * 60 * 1000).toISOString()
  await payload.delete({
    collection: 'search-index' as CollectionSlug,
    where: { and: [{ removed: { equals: true } }, { updatedAt: { less_than: before } }] },
    overrideAccess: true,
  })
}

/** The keys of route rows start so (rowKey); no collection's slug is 'route'. */
const ROUTE_ROWS: Where = { key: { like: 'route:' } }

/**
 * Rows of pages that are routes of the code, not content: the grade finder (ADR 0027), found
 * by 'grade', 'd50' or 'Sortenfinder' under Products. Their texts are messages, which change
 * only with the code, so each start writes them when they differ (prepareSearchIndex), and no
 * content save or rebuild touches them.
 */
export function routeRows(): RowData[] {
  return LOCALES.map((locale) => ({
    key: rowKey('route', 'grade-finder', locale),
    type: 'products',
    locale,
    title: MESSAGES[locale].gradeFinder.title,
    body: MESSAGES[locale].gradeFinder.searchText,
    href: contentRoutes.gradeFinder,
    gated: false,
  }))
}

async function rebuildLogged(payload: Payload, why: string): Promise<void> {
  const started = Date.now()
  const written = await rebuildSearchIndex(payload)
  payload.logger.info(`Search index ${why}: ${written} rows written in ${Date.now() - started} ms`)
}

/**
 * At every start: tombstones older than a day go, and the rows are brought in line with the
 * content. When there are none yet, or rows extracted by an older version of this code, the
 * start waits for that; otherwise it happens in the background (`reconciled`), writing only
 * what differs: a row or tombstone that a failed index write left out is repaired. Then the
 * route rows (routeRows) are written where they differ. Never throws: search is not needed
 * to serve the site, an error is logged.
 */
export async function prepareSearchIndex(payload: Payload): Promise<{ reconciled: Promise<void> }> {
  const failed = (error: unknown) => {
    payload.logger.error({ err: error }, 'Search index could not be prepared at start')
  }
  const done = { reconciled: Promise.resolve() }
  try {
    await purgeSearchTombstones(payload)
    const collection = 'search-index' as CollectionSlug
    const total = await payload.count({ collection, overrideAccess: true })
    const stale = await payload.count({
      collection,
      where: { version: { not_equals: SEARCH_INDEX_VERSION } },
      overrideAccess: true,
    })
    if (total.totalDocs === 0 || stale.totalDocs > 0) {
      await rebuildLogged(payload, 'rebuilt')
    } else {
      done.reconciled = rebuildLogged(payload, 'reconciled with the content').catch(failed)
    }
    await reconcile(payload, ROUTE_ROWS, routeRows())
  } catch (error) {
    failed(error)
  }
  return done
}
