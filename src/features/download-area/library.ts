import 'server-only'

import type { Payload, Where } from 'payload'

import type { Locale } from '@/i18n/routing'
import {
  DOCUMENTS_PAGE_SIZE,
  type DocumentCategory,
  type DocumentItem,
  type DocumentLanguage,
  type DocumentSearch,
  type DocumentSearchResult,
} from '@/lib/documents'
import { extensionOf } from '@/lib/file-signature'
import type { Document, ProductMarket } from '@/payload-types'

export type MarketOption = { id: number; title: string; level: 1 | 2; ids: number[] }

/**
 * The market filter of /download: the published product-market sections and their markets.
 * Choosing a section also finds the documents of its markets and products.
 */
export async function documentMarketOptions(
  payload: Payload,
  locale: Locale,
): Promise<MarketOption[]> {
  const found = await payload.find({
    collection: 'product-markets',
    where: { _status: { equals: 'published' } },
    sort: 'order',
    limit: 500,
    pagination: false,
    depth: 0,
    locale,
    overrideAccess: true,
    select: { title: true, parent: true },
  })
  const docs = found.docs as Array<Pick<ProductMarket, 'id' | 'title' | 'parent'>>
  const parentOf = (doc: Pick<ProductMarket, 'parent'>) =>
    typeof doc.parent === 'object' ? (doc.parent?.id ?? null) : (doc.parent ?? null)
  const descendants = (id: number): number[] =>
    docs.filter((d) => parentOf(d) === id).flatMap((d) => [d.id, ...descendants(d.id)])
  return docs
    .filter((d) => parentOf(d) === null)
    .flatMap((section) => [
      {
        id: section.id,
        title: section.title,
        level: 1 as const,
        ids: [section.id, ...descendants(section.id)],
      },
      ...docs
        .filter((d) => parentOf(d) === section.id)
        .map((market) => ({
          id: market.id,
          title: market.title,
          level: 2 as const,
          ids: [market.id, ...descendants(market.id)],
        })),
    ])
}

export function documentItem(doc: Document, marketTitles: Map<number, string>): DocumentItem {
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
    type: extensionOf(doc.filename ?? '').toUpperCase(),
    markets: marketIds.map((id) => marketTitles.get(id)).filter((t): t is string => Boolean(t)),
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
  const markets = await documentMarketOptions(payload, locale)
  const and: Where[] = []
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
    where: and.length ? { and } : {},
    sort: ['-revisionDate', 'id'],
    page: search.page,
    limit: DOCUMENTS_PAGE_SIZE,
    depth: 0,
    locale,
    overrideAccess: true,
  })
  const titles = new Map(markets.map((m) => [m.id, m.title]))
  return {
    data: (found.docs as Document[]).map((doc) => documentItem(doc, titles)),
    meta: {
      page: found.page ?? search.page,
      pages: found.totalPages,
      total: found.totalDocs,
      pageSize: DOCUMENTS_PAGE_SIZE,
    },
  }
}
