import type { ImageView } from '@/lib/content-types'

import type { BlockViewContext, StoredBlock } from '../block-types'

export type CardsView = {
  heading: string | null
  items: { title: string; text: string | null; href: string | null; image: ImageView | null }[]
}

export function cardsView(block: StoredBlock<'cards'>, ctx: BlockViewContext): CardsView {
  return {
    heading: block.heading ?? null,
    items: (block.items ?? []).map((item) => ({
      title: item.title,
      text: item.text ?? null,
      href: ctx.href(item.href),
      image: ctx.image(item.image),
    })),
  }
}
