import { z } from 'zod'

import { href, imageKey, text } from '@/blocks/fixture-text'

import type { BlockSeedContext } from '../block-types'

export const cardsFixture = z.strictObject({
  blockType: z.literal('cards'),
  heading: text.optional(),
  items: z.array(
    z.strictObject({
      title: text,
      text,
      href: href.optional(),
      image: imageKey.optional(),
    }),
  ),
})

export function cardsSeed(block: z.infer<typeof cardsFixture>, { text, image }: BlockSeedContext) {
  return {
    heading: text(block.heading),
    items: block.items.map((item) => ({
      title: text(item.title),
      text: text(item.text),
      href: item.href,
      image: image(item.image),
    })),
  }
}
