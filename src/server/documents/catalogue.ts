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
  type GradeSummary,
  type GradeView,
  type RevisionView,
  revisionChain,
} from '@/lib/documents'
import { extensionOf } from '@/lib/file-signature'
import type { GradeTechnicalData } from '@/lib/grade-data'
import { localizeHref } from '@/lib/nav-href'
import type { Document, DocumentFamily, Grade } from '@/payload-types'
import { cachedRead, type ContentContext, findContent } from '@/server/content/context'
import { loadTree, type TreeNode } from '@/server/content/product-market-tree'
import { withData } from '@/server/payload'

import { idOf } from './revision-notices'

/**
 * The document centre as visitors read it (issue 24, ADR 0021): product grades with their
 * document families, and each family with its current and earlier revisions. Titles, dates and
 * notes are public like the download area's lists; files stay behind the download checks.
 * Every read is cached and tagged, so publishing a revision or editing a grade or family
 * expires exactly these pages.
 */

const FAMILY_TAGS = [
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
async function familySummaries(ctx: ContentContext, where: Where): Promise<FamilySummary[]> {
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

/** The grade's technical data as stored (issue 38); what it does not state is null. */
export function gradeTechnicalData(grade: Grade): GradeTechnicalData {
  return {
    d50: grade.d50 ?? null,
    topCut: grade.topCut ?? null,
    whiteness: grade.whiteness ?? null,
    bet: grade.bet ?? null,
    lossOnIgnition: grade.lossOnIgnition ?? null,
    moisture: grade.moisture ?? null,
    bulkDensity: grade.bulkDensity ?? null,
    tappedDensity: grade.tappedDensity ?? null,
    oilAbsorption: grade.oilAbsorption ?? null,
    talcContent: grade.talcContent ?? null,
    whitenessMethod: grade.whitenessMethod ?? 'iso-2470',
    form: grade.form ?? null,
    packaging: grade.packaging ?? [],
    mineralogy: grade.mineralogy ?? null,
  }
}

function gradeSummary(ctx: ContentContext, grade: Grade): GradeSummary {
  return {
    slug: grade.slug,
    name: grade.name,
    href: localizeHref(contentRoutes.grade(grade.slug), ctx.locale),
    description: grade.description ?? null,
    form: grade.form ?? null,
    d50: grade.d50 ?? null,
    topCut: grade.topCut ?? null,
    whiteness: grade.whiteness ?? null,
  }
}

const flatten = (nodes: TreeNode[]): TreeNode[] =>
  nodes.flatMap((node) => [node, ...flatten(node.children)])

/** A grade's page: its properties, the published markets it serves, its document families. */
export function getGrade(ctx: ContentContext, slug: string): Promise<GradeView | null> {
  return cachedRead(
    ctx,
    ['grades', 'page', slug],
    [...FAMILY_TAGS, contentTags.key('grades', slug), contentTags.collection('product-markets')],
    async () => {
      const found = await findContent(ctx, 'grades', { where: { slug: { equals: slug } } })
      const grade = found.docs[0] as Grade | undefined
      if (!grade) return null
      const marketIds = new Set((grade.markets ?? []).map(idOf))
      const nodes = flatten(await loadTree(ctx))
      const marketLink = (node: TreeNode) => ({
        title: node.doc.title,
        href: localizeHref(contentRoutes.productMarket(node.slugs), ctx.locale),
      })
      const markets = nodes.filter((node) => marketIds.has(node.doc.id)).map(marketLink)
      const applications = (grade.applications ?? []).flatMap((row) => {
        // A market that is not published (or gone) is left out with its note.
        const node = nodes.find((n) => n.doc.id === idOf(row.market))
        return node && row.note ? [{ market: marketLink(node), note: row.note }] : []
      })
      return {
        ...gradeSummary(ctx, grade),
        markets,
        families: await familySummaries(ctx, { grades: { contains: grade.id } }),
        updatedAt: grade.updatedAt,
        technical: gradeTechnicalData(grade),
        psd: (grade.psd ?? []).map(({ size, passing }) => ({ size, passing })),
        applications,
      }
    },
  )
}

/** Every published grade (the sitemap, the search), by name. */
export function listGrades(ctx: ContentContext): Promise<GradeSummary[]> {
  return cachedRead(ctx, ['grades', 'all'], [contentTags.collection('grades')], async () => {
    const found = await findContent(ctx, 'grades', { sort: 'name', limit: 500, depth: 0 })
    return (found.docs as Grade[]).map((grade) => gradeSummary(ctx, grade))
  })
}

/**
 * The grades a product-market page lists: those serving the page's market or anything below it
 * (a section lists the grades of its markets too).
 */
export function gradesOfMarket(ctx: ContentContext, marketId: number): Promise<GradeSummary[]> {
  return cachedRead(
    ctx,
    ['grades', 'market', marketId],
    [contentTags.collection('grades'), contentTags.collection('product-markets')],
    async () => {
      const node = flatten(await loadTree(ctx)).find((n) => n.doc.id === marketId)
      if (!node) return []
      const ids = flatten([node]).map((n) => n.doc.id)
      const found = await findContent(ctx, 'grades', {
        where: { markets: { in: ids } },
        sort: 'name',
        limit: 100,
        depth: 0,
      })
      return (found.docs as Grade[]).map((grade) => gradeSummary(ctx, grade))
    },
  )
}

/** Every family with a published revision (the sitemap). */
export function listDocumentFamilies(ctx: ContentContext): Promise<FamilySummary[]> {
  return cachedRead(ctx, ['document-families', 'all'], FAMILY_TAGS, () => familySummaries(ctx, {}))
}
