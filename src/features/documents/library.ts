import 'server-only'

import type { Payload, Where } from 'payload'

import type { Locale } from '@/i18n/routing'
import {
  DOCUMENTS_PAGE_SIZE,
  type DocumentCategory,
  type DocumentItem,
  type DocumentLanguage,
  type DocumentSearchResult,
  formatSize,
} from '@/features/documents/documents'
import { formatLongDate } from '@/lib/dates'
import type { DocumentSearch } from '@/features/documents/document-schemas'
import { contentRoutes } from '@/lib/content-routes'
import { extensionOf } from '@/lib/file-signature'
import { localizeHref } from '@/i18n/navigation'
import type { Document, Grade } from '@/payload-types'
import { contentTags } from '@/lib/content-tags'
import { cachedRead, findContent } from '@/server/content-context'
import { idOf } from '@/features/documents/revision-notices'
import { loadTree, type TreeNode } from '@/features/markets/product-market-tree'

import type { DataSheetEntry } from './data-sheet-list'

export type MarketOption = { id: number; title: string; level: 1 | 2; ids: number[] }

/**
 * The market filter of /download: the published product-market sections and their markets, from
 * the same cached, tagged tree as the product-market pages. Choosing a section also finds the
 * documents of its markets and products.
 */
export function documentMarketOptions(locale: Locale): Promise<MarketOption[]> {
  const ctx = { locale }
  const ids = (node: TreeNode): number[] => [node.doc.id, ...node.children.flatMap(ids)]
  return cachedRead(
    ctx,
    ['product-markets', 'document-filter'],
    [contentTags.collection('product-markets')],
    async () =>
      (await loadTree(ctx)).flatMap((section) => [
        { id: section.doc.id, title: section.doc.title, level: 1 as const, ids: ids(section) },
        ...section.children.map((market) => ({
          id: market.doc.id,
          title: market.doc.title,
          level: 2 as const,
          ids: ids(market),
        })),
      ]),
  )
}

/**
 * The technical data sheets of the product literature: one per published grade, generated from
 * its data in either language (src/features/grades/data-sheet.ts), by name. Cached and
 * tagged like the grades' pages, so a grade published, renamed or withdrawn changes the list.
 */
export function gradeDataSheets(locale: Locale): Promise<DataSheetEntry[]> {
  const ctx = { locale }
  return cachedRead(
    ctx,
    ['grades', 'data-sheets'],
    [contentTags.collection('grades'), contentTags.collection('product-markets')],
    async () => {
      const [found, markets] = await Promise.all([
        findContent(ctx, 'grades', { sort: 'name', limit: 500, depth: 0 }),
        documentMarketOptions(locale),
      ])
      return (found.docs as Grade[]).map((grade) => {
        const served = new Set((grade.markets ?? []).map(idOf))
        return {
          slug: grade.slug,
          name: grade.name,
          description: grade.description ?? null,
          gradeHref: localizeHref(contentRoutes.grade(grade.slug), locale),
          markets: markets.filter((m) => m.ids.some((id) => served.has(id))).map((m) => m.id),
        }
      })
    },
  )
}

function documentItem(
  doc: Document,
  marketTitles: Map<number, string>,
  familyHrefs: Map<number, string>,
  locale: Locale,
): DocumentItem {
  const marketIds = (doc.markets ?? []).map((m) => (typeof m === 'object' ? m.id : m))
  return {
    id: doc.id,
    title: doc.title,
    description: doc.description ?? null,
    category: doc.category as DocumentCategory,
    language: doc.language as DocumentLanguage,
    revision: doc.revision ?? null,
    date: doc.revisionDate ?? null,
    size: doc.filesize ?? 0,
    dateText: doc.revisionDate ? formatLongDate(doc.revisionDate, locale) : null,
    sizeText: formatSize(doc.filesize ?? 0, locale),
    type: extensionOf(doc.filename ?? '').toUpperCase(),
    markets: marketIds.map((id) => marketTitles.get(id)).filter((t): t is string => Boolean(t)),
    familyHref: familyHrefs.get(idOf(doc.family) ?? 0) ?? null,
  }
}

/**
 * GET /api/v1/search-documents (SPEC §7): the document list of the download area, open to
 * everyone (titles and descriptions only; files need an approved account). Words of the text
 * must all appear in the title or the description of the visitor's language.
 */
export async function searchDocuments(
  payload: Payload,
  search: DocumentSearch,
  locale: Locale,
): Promise<DocumentSearchResult> {
  const markets = await documentMarketOptions(locale)
  // Published revisions only; of a family its current one unless earlier ones are asked for.
  const and: Where[] = [{ _status: { equals: 'published' } }]
  if (search.superseded !== '1' && search.superseded !== 'true')
    and.push({ supersededOn: { exists: false } })
  if (search.category) and.push({ category: { equals: search.category } })
  if (search.language) and.push({ language: { equals: search.language } })
  if (search.market !== undefined) {
    const option = markets.find((m) => m.id === search.market)
    and.push({ markets: { in: option ? option.ids : [search.market] } })
  }
  if (search.query) {
    and.push({
      or: [{ title: { like: search.query } }, { description: { like: search.query } }],
    })
  }
  const found = await payload.find({
    collection: 'documents',
    where: { and },
    sort: ['-revisionDate', 'id'],
    page: search.page,
    limit: DOCUMENTS_PAGE_SIZE,
    depth: 0,
    locale,
    overrideAccess: true,
  })
  const titles = new Map(markets.map((m) => [m.id, m.title]))
  const familyIds = [
    ...new Set(
      (found.docs as Document[]).map((doc) => idOf(doc.family)).filter((id) => id !== null),
    ),
  ]
  const families = familyIds.length
    ? await payload.find({
        collection: 'document-families',
        where: { id: { in: familyIds } },
        select: { slug: true },
        depth: 0,
        pagination: false,
        overrideAccess: true,
      })
    : { docs: [] }
  const familyHrefs = new Map(
    families.docs.map((family) => [
      family.id,
      localizeHref(contentRoutes.documentFamily(String(family.slug)), locale),
    ]),
  )
  return {
    data: (found.docs as Document[]).map((doc) => documentItem(doc, titles, familyHrefs, locale)),
    meta: {
      page: found.page ?? search.page,
      pages: found.totalPages,
      total: found.totalDocs,
      pageSize: DOCUMENTS_PAGE_SIZE,
    },
  }
}
