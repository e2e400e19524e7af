import { z } from 'zod'

import { imageKey, richText, text } from '@/blocks/fixture-text'

import type { BlockSeedContext } from '../block-types'

export const mediaTextFixture = z.strictObject({
  blockType: z.literal('mediaText'),
  heading: text,
  content: richText,
  image: imageKey,
  imagePosition: z.enum(['left', 'right']),
})

export function mediaTextSeed(
  block: z.infer<typeof mediaTextFixture>,
  { text, richText, image }: BlockSeedContext,
) {
  return {
    heading: text(block.heading),
    content: richText(block.content),
    image: image(block.image),
    imagePosition: block.imagePosition,
  }
}
