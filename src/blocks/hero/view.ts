import type { ImageView, LinkView } from '@/lib/content-types'

import type { BlockViewContext, StoredBlock } from '../block-types'

export type HeroView = {
  heading: string
  text: string | null
  image: ImageView | null
  link: LinkView | null
}

export function heroView(block: StoredBlock<'hero'>, ctx: BlockViewContext): HeroView {
  return {
    heading: block.heading,
    text: block.text ?? null,
    image: ctx.image(block.image),
    link:
      block.link?.label && block.link.href
        ? { label: block.link.label, href: ctx.href(block.link.href)! }
        : null,
  }
}
