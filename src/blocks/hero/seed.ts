import { z } from 'zod'

import { imageKey, linkButton, text } from '@/blocks/fixture-text'

import type { BlockSeedContext } from '../block-types'

export const heroFixture = z.strictObject({
  blockType: z.literal('hero'),
  heading: text,
  text,
  image: imageKey.optional(),
  link: linkButton.optional(),
})

export function heroSeed(block: z.infer<typeof heroFixture>, { text, image }: BlockSeedContext) {
  return {
    heading: text(block.heading),
    text: text(block.text),
    image: image(block.image),
    link: block.link ? { label: text(block.link.label), href: block.link.href } : {},
  }
}
