import 'server-only'

import { cache } from 'react'

import { contentRoutes, PRODUCT_MARKET_MAX_DEPTH } from '@/lib/content-routes'
import type { ProductMarketNode, ProductMarketView } from '@/lib/content-types'
import { localizeHref } from '@/lib/nav-href'
import type { ProductMarket } from '@/payload-types'

import { cachedRead, type ContentContext, findContent } from './context'
import { contentTags } from '@/lib/content-tags'
import { blockViews } from './blocks'
import { imageView, metaView } from './views'

type TreeNode = { doc: ProductMarket; slugs: string[]; children: TreeNode[] }

function parentId(doc: ProductMarket): number | null {
  const parent = doc.parent
  if (parent === null || parent === undefined) return null
  return typeof parent === 'object' ? parent.id : parent
}

/** Every published product market, as a tree in the editors' order (a few dozen documents). */
const loadTree = cache(async (ctx: ContentContext): Promise<TreeNode[]> => {
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

function nodeView(ctx: ContentContext, node: TreeNode): ProductMarketNode {
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

/** The page of /our-products/product-markets/{section}/{market}/{related}, or null. */
export function getProductMarket(
  ctx: ContentContext,
  slugs: readonly string[],
): Promise<ProductMarketView | null> {
  return cachedRead(
    ctx,
    ['product-markets', 'page', slugs.join('/')],
    [contentTags.collection('product-markets')],
    async () => {
      let level = await loadTree(ctx)
      const trail: TreeNode[] = []
      for (const slug of slugs) {
        const node = level.find((n) => n.doc.slug === slug)
        if (!node) return null
        trail.push(node)
        level = node.children
      }
      const node = trail.at(-1)
      if (!node) return null
      const { doc } = node
      const image = imageView(doc.image)
      return {
        title: doc.title,
        href: localizeHref(contentRoutes.productMarket(node.slugs), ctx.locale),
        level: node.slugs.length,
        summary: doc.summary,
        image,
        blocks: await blockViews(ctx, doc.layout ?? []),
        related: node.children.map((child) => nodeView(ctx, child)),
        breadcrumbs: trail.slice(0, -1).map((n) => ({
          label: n.doc.title,
          href: localizeHref(contentRoutes.productMarket(n.slugs), ctx.locale),
        })),
        meta: metaView(doc, { title: doc.title, description: doc.summary, image }),
        updatedAt: doc.updatedAt,
      }
    },
  )
}
