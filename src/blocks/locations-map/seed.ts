import { z } from 'zod'

import { text } from '@/blocks/fixture-text'

import type { BlockSeedContext } from '../block-types'

export const locationsMapFixture = z.strictObject({
  blockType: z.literal('locationsMap'),
  heading: text.optional(),
  intro: text.optional(),
})

export function locationsMapSeed(
  block: z.infer<typeof locationsMapFixture>,
  { text }: BlockSeedContext,
) {
  return { heading: text(block.heading), intro: text(block.intro) }
}
