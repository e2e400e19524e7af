import 'server-only'

import type { Where } from 'payload'

import { otherLocale } from '@/i18n/api-locale'
import { contentRoutes } from '@/lib/content-routes'
import { contentTags } from '@/lib/content-tags'
import {
  type DocumentLanguage,
  type DocumentType,
  type FamilySummary,
  type FamilyView,
  type RevisionView,
  revisionChain,
} from '@/features/documents/documents'
import { extensionOf } from '@/lib/file-signature'
import { localizeHref } from '@/i18n/navigation'
import type { Document, DocumentFamily, Grade } from '@/payload-types'
import { cachedRead, type ContentContext, findContent } from '@/server/content-context'
import { withData } from '@/server/payload'

import { idOf } from './revision-notices'

/**
 * The document centre as visitors read it (ADR 0021): product grades with their
 * document families, and each family with its current and earlier revisions. Titles, dates and
 * notes are public like the download area's lists; files stay behind the download checks.
 * Every read is cached and tagged, so publishing a revision or editing a grade or family
 * expires exactly these pages.
 */

export const FAMILY_TAGS = [
  contentTags.collection('document-families'),
  contentTags.collection('documents'),
  contentTags.collection('grades'),
]

function revisionView(doc: Document, supersededOn: string | null): RevisionView {
  return {
    id: doc.id,
    title: doc.title,
    revision: doc.revision ?? null,
    date: doc.revisionDate,
    supersededOn,
    changeNote: doc.changeNote ?? null,
    size: doc.filesize ?? 0,
    type: extensionOf(doc.filename ?? '').toUpperCase(),
  }
}

/** The published revisions of the families, each family's in order (newest first). */
async function chainsOf(ctx: ContentContext, familyIds: readonly number[]) {
  const chains = new Map<number, { current: RevisionView | null; previous: RevisionView[] }>()
  if (familyIds.length === 0) return chains
  // Documents are staff-only in Payload (their files are gated); only what the page shows is read.
  const { docs } = await withData((payload) =>
    payload.find({
      collection: 'documents',
      where: { and: [{ family: { in: [...familyIds] } }, { _status: { equals: 'published' } }] },
      locale: ctx.locale,
      fallbackLocale: otherLocale(ctx.locale),
      depth: 0,
      pagination: false,
      overrideAccess: true,
      select: {
        title: true,
        revision: true,
        revisionDate: true,
        changeNote: true,
        filesize: true,
        filename: true,
        family: true,
        _status: true,
      },
    }),
  )
  const byFamily = new Map<number, Document[]>()
  for (const doc of docs as Document[]) {
    const family = idOf(doc.family)
    if (family !== null) byFamily.set(family, [...(byFamily.get(family) ?? []), doc])
  }
  for (const id of familyIds) {
    const chain = revisionChain(byFamily.get(id) ?? [])
    chains.set(id, {
      current: chain.current ? revisionView(chain.current, null) : null,
      previous: chain.superseded.map((s) => revisionView(s.revision, s.supersededOn)),
    })
  }
  return chains
}

function familySummary(
  ctx: ContentContext,
  family: DocumentFamily,
  current: RevisionView | null,
): FamilySummary {
  return {
    slug: family.slug,
    title: family.title,
    href: localizeHref(contentRoutes.documentFamily(family.slug), ctx.locale),
    documentType: family.documentType as DocumentType,
    language: family.language as DocumentLanguage,
    current,
  }
}

async function findFamilies(ctx: ContentContext, where: Where): Promise<DocumentFamily[]> {
  const { docs } = await withData((payload) =>
    payload.find({
      collection: 'document-families',
      where,
      locale: ctx.locale,
      fallbackLocale: otherLocale(ctx.locale),
      depth: 0,
      pagination: false,
      sort: 'title',
      overrideAccess: false,
    }),
  )
  return docs as DocumentFamily[]
}

/** Families with their current revision; a family with no published revision is not shown. */
export async function familySummaries(ctx: ContentContext, where: Where): Promise<FamilySummary[]> {
  const families = await findFamilies(ctx, where)
  const chains = await chainsOf(
    ctx,
    families.map((f) => f.id),
  )
  return families
    .map((family) => familySummary(ctx, family, chains.get(family.id)?.current ?? null))
    .filter((summary) => summary.current !== null)
}

/** The lasting page of a family, or null when it does not exist or has no published revision. */
export function getDocumentFamily(ctx: ContentContext, slug: string): Promise<FamilyView | null> {
  return cachedRead(
    ctx,
    ['document-families', 'page', slug],
    [...FAMILY_TAGS, contentTags.key('document-families', slug)],
    async () => {
      const [family] = await findFamilies(ctx, { slug: { equals: slug } })
      if (!family) return null
      const chain = (await chainsOf(ctx, [family.id])).get(family.id)
      if (!chain?.current) return null
      const gradeIds = (family.grades ?? []).map(idOf).filter((id): id is number => id !== null)
      const grades = gradeIds.length
        ? ((await findContent(ctx, 'grades', { where: { id: { in: gradeIds } }, depth: 0 }))
            .docs as Grade[])
        : []
      return {
        ...familySummary(ctx, family, chain.current),
        grades: grades.map((grade) => ({
          name: grade.name,
          href: localizeHref(contentRoutes.grade(grade.slug), ctx.locale),
        })),
        previous: chain.previous,
        updatedAt: family.updatedAt,
      }
    },
  )
}

/** Every family with a published revision (the sitemap). */
export function listDocumentFamilies(ctx: ContentContext): Promise<FamilySummary[]> {
  return cachedRead(ctx, ['document-families', 'all'], FAMILY_TAGS, () => familySummaries(ctx, {}))
}
