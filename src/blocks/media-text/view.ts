import type { ImageView } from '@/lib/content-types'

import type { BlockViewContext, StoredBlock } from '../block-types'

export type MediaTextView = {
  heading: string | null
  html: string
  image: ImageView | null
  imagePosition: 'left' | 'right'
}

export function mediaTextView(
  block: StoredBlock<'mediaText'>,
  ctx: BlockViewContext,
): MediaTextView {
  return {
    heading: block.heading ?? null,
    html: ctx.richText(block.content),
    image: ctx.image(block.image),
    imagePosition: block.imagePosition === 'left' ? 'left' : 'right',
  }
}
