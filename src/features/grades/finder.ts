import 'server-only'

import { contentRoutes } from '@/lib/content-routes'
import { contentTags } from '@/lib/content-tags'
import {
  type FinderFilters,
  type FinderGrade,
  type FinderMarket,
  finderSearch,
  finderWhere,
  sortFinderGrades,
} from '@/features/grades/grade-finder'
import { localizeHref } from '@/i18n/navigation'
import type { Grade } from '@/payload-types'
import { cachedRead, type ContentContext, findContent } from '@/server/content-context'
import { loadTree, type TreeNode } from '@/features/markets/product-market-tree'

/**
 * The grade finder's reads (ADR 0027): the published product markets to filter by, and the
 * published grades matching a set of filters. Both are cached like the catalogue's other reads
 * and expired by any change to a grade or a product market; the grades go through findContent,
 * so a visitor sees published grades and a previewing editor the drafts.
 */

const TAGS = [contentTags.collection('grades'), contentTags.collection('product-markets')]

const marketOf = (node: TreeNode): FinderMarket => ({
  id: node.doc.id,
  slug: node.doc.slug,
  title: node.doc.title,
  children: node.children.map(marketOf),
})

/** The published product-market tree: sections, their markets, their related products. */
export function getFinderMarkets(ctx: ContentContext): Promise<FinderMarket[]> {
  return cachedRead(
    ctx,
    ['product-markets', 'finder'],
    [contentTags.collection('product-markets')],
    async () => (await loadTree(ctx)).map(marketOf),
  )
}

const idOf = (value: number | { id: number }) => (typeof value === 'object' ? value.id : value)

/**
 * The published grades matching the filters, in their order. `markets` is getFinderMarkets's
 * tree: it expands a market filter to the market's subtree and names each grade's markets.
 * Cached per canonical query; bad values never reach here (parseFinderQuery dropped them).
 */
export function findFinderGrades(
  ctx: ContentContext,
  filters: FinderFilters,
  markets: readonly FinderMarket[],
): Promise<FinderGrade[]> {
  return cachedRead(ctx, ['grades', 'finder', finderSearch(filters)], TAGS, async () => {
    const found = await findContent(ctx, 'grades', {
      where: finderWhere(filters, markets),
      sort: 'name',
      limit: 500,
      depth: 0,
    })
    // Market titles in the tree's order; a market that is not published is not named.
    const order = new Map<number, { index: number; title: string }>()
    const visit = (list: readonly FinderMarket[]) => {
      for (const market of list) {
        order.set(market.id, { index: order.size, title: market.title })
        visit(market.children)
      }
    }
    visit(markets)
    const grades = (found.docs as Grade[]).map((grade): FinderGrade => ({
      slug: grade.slug,
      name: grade.name,
      href: localizeHref(contentRoutes.grade(grade.slug), ctx.locale),
      description: grade.description ?? null,
      d50: grade.d50 ?? null,
      topCut: grade.topCut ?? null,
      whiteness: grade.whiteness ?? null,
      form: grade.form ?? null,
      markets: (grade.markets ?? [])
        .map((market) => order.get(idOf(market)))
        .filter((market) => market !== undefined)
        .sort((a, b) => a.index - b.index)
        .map((market) => market.title),
    }))
    return sortFinderGrades(grades, filters.sort, ctx.locale)
  })
}
