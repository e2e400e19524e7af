import { z } from 'zod'

import { text } from '@/blocks/fixture-text'

import type { BlockSeedContext } from '../block-types'

export const timelineFixture = z.strictObject({
  blockType: z.literal('timeline'),
  heading: text.optional(),
  entries: z.array(z.strictObject({ year: z.number().int(), text })),
})

export function timelineSeed(block: z.infer<typeof timelineFixture>, { text }: BlockSeedContext) {
  return {
    heading: text(block.heading),
    entries: block.entries.map((entry) => ({ year: entry.year, text: text(entry.text) })),
  }
}
