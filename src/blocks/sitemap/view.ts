import type { SitemapSection } from '@/lib/content-types'

import type { BlockViewContext, StoredBlock } from '../block-types'

export type SitemapView = { heading: string | null; sections: SitemapSection[] }

export async function sitemapView(
  block: StoredBlock<'sitemap'>,
  ctx: BlockViewContext,
): Promise<SitemapView> {
  return { heading: block.heading ?? null, sections: await ctx.sitemap() }
}
