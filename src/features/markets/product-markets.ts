import 'server-only'

import { contentRoutes } from '@/lib/content-routes'
import type { ProductMarketView } from '@/lib/content-types'
import { localizeHref } from '@/i18n/navigation'

import { cachedRead, type ContentContext } from '@/server/content-context'
import { contentTags } from '@/lib/content-tags'
import { blockViews, ownLanguageLayout } from '@/features/content/blocks'
import { loadTree, nodeView, type TreeNode } from './product-market-tree'
import { imageView, metaView } from '@/server/content-views'

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
      // Forms and the download filter offer sections and markets (levels 1 and 2).
      const market = trail[Math.min(trail.length, 2) - 1]!.doc
      const image = imageView(doc.image)
      return {
        title: doc.title,
        href: localizeHref(contentRoutes.productMarket(node.slugs), ctx.locale),
        level: node.slugs.length,
        summary: doc.summary,
        image,
        blocks: await blockViews(
          ctx,
          doc.layout ?? [],
          (await ownLanguageLayout(ctx, 'product-markets', doc.id))?.layout ?? null,
        ),
        related: node.children.map((child) => nodeView(ctx, child)),
        breadcrumbs: trail.slice(0, -1).map((n) => ({
          label: n.doc.title,
          href: localizeHref(contentRoutes.productMarket(n.slugs), ctx.locale),
        })),
        market: { id: market.id, title: market.title },
        meta: metaView(doc, { title: doc.title, description: doc.summary, image }),
        updatedAt: doc.updatedAt,
      }
    },
  )
}
