import 'server-only'

// Apart from the product-market pages (./product-markets.ts): list and sitemap blocks need the
// tree, and the pages need the blocks, so one module would import itself through ./blocks.ts.

import { cache } from 'react'

import { contentRoutes, PRODUCT_MARKET_MAX_DEPTH } from '@/lib/content-routes'
import type { ProductMarketNode } from '@/lib/content-types'
import { localizeHref } from '@/i18n/navigation'
import type { ProductMarket } from '@/payload-types'

import { cachedRead, type ContentContext, findContent } from '@/server/content-context'
import { contentTags } from '@/lib/content-tags'
import { imageView } from '@/server/content-views'

export type TreeNode = { doc: ProductMarket; slugs: string[]; children: TreeNode[] }

function parentId(doc: ProductMarket): number | null {
  const parent = doc.parent
  if (parent === null || parent === undefined) return null
  return typeof parent === 'object' ? parent.id : parent
}

/** Every published product market, as a tree in the editors' order (a few dozen documents). */
export const loadTree = cache(async (ctx: ContentContext): Promise<TreeNode[]> => {
  const result = await findContent(ctx, 'product-markets', { sort: 'order', limit: 500, depth: 1 })
  const docs = result.docs as ProductMarket[]
  const build = (parent: number | null, slugs: string[], depth: number): TreeNode[] =>
    depth > PRODUCT_MARKET_MAX_DEPTH
      ? []
      : docs
          .filter((doc) => parentId(doc) === parent)
          .map((doc) => {
            const path = [...slugs, doc.slug]
            return { doc, slugs: path, children: build(doc.id, path, depth + 1) }
          })
  return build(null, [], 1)
})

export function nodeView(ctx: ContentContext, node: TreeNode): ProductMarketNode {
  return {
    title: node.doc.title,
    href: localizeHref(contentRoutes.productMarket(node.slugs), ctx.locale),
    summary: node.doc.summary,
    image: imageView(node.doc.image),
    related: node.children.map((child) => nodeView(ctx, child)),
  }
}

/** SPEC §2.2 product-market tree: sections with their markets and related products. */
export function getProductMarketTree(ctx: ContentContext): Promise<ProductMarketNode[]> {
  return cachedRead(
    ctx,
    ['product-markets', 'tree'],
    [contentTags.collection('product-markets')],
    async () => (await loadTree(ctx)).map((node) => nodeView(ctx, node)),
  )
}
