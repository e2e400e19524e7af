import 'server-only'

import { FAMILY_TAGS, familySummaries } from '@/features/documents/catalogue'
import { idOf } from '@/features/documents/revision-notices'
import { loadTree, type TreeNode } from '@/features/markets/product-market-tree'
import { contentRoutes } from '@/lib/content-routes'
import { contentTags } from '@/lib/content-tags'
import { localizeHref } from '@/i18n/navigation'
import type { Grade } from '@/payload-types'
import { cachedRead, type ContentContext, findContent } from '@/server/content-context'

import type { GradeTechnicalData } from './grade-data'
import type { GradeSummary, GradeView, MarketGrade } from './grade-views'

/**
 * The grade's technical data as stored (the product sheet, ADR 0027); what it does not state is
 * null.
 */
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
 * (a section lists the grades of its markets too), each with its application note for the
 * market (or, on a section, for the first of its markets the grade notes). The page's only list
 * of its grades: its texts name none, so they cannot disagree with it.
 */
export function gradesOfMarket(ctx: ContentContext, marketId: number): Promise<MarketGrade[]> {
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
      return (found.docs as Grade[]).map((grade) => {
        const notes = (grade.applications ?? []).flatMap((row) => {
          const market = idOf(row.market)
          return row.note && market !== null && ids.includes(market)
            ? [{ market, note: row.note }]
            : []
        })
        const note = notes.find((row) => row.market === marketId) ?? notes[0]
        return { ...gradeSummary(ctx, grade), note: note?.note ?? null }
      })
    },
  )
}
