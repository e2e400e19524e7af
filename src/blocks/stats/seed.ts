import { z } from 'zod'

import { text } from '@/blocks/fixture-text'

import type { BlockSeedContext } from '../block-types'

export const statsFixture = z.strictObject({
  blockType: z.literal('stats'),
  heading: text.optional(),
  items: z.array(z.strictObject({ value: z.number(), unit: text, label: text })),
})

export function statsSeed(block: z.infer<typeof statsFixture>, { text }: BlockSeedContext) {
  return {
    heading: text(block.heading),
    items: block.items.map((item) => ({
      value: item.value,
      unit: text(item.unit),
      label: text(item.label),
    })),
  }
}
