import type { ListView as ListItemsView } from '@/lib/content-types'

import type { BlockViewContext, StoredBlock } from '../block-types'

export type ListBlockView = { heading: string | null; list: ListItemsView }

/** The list carries its items, so the page and the API show the same ones. */
export async function listView(
  block: StoredBlock<'list'>,
  ctx: BlockViewContext,
): Promise<ListBlockView> {
  return { heading: block.heading ?? null, list: await ctx.list(block.source, block.limit) }
}
