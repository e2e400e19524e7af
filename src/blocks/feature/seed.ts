import { z } from 'zod'

import { FEATURE_KINDS } from '@/lib/content-types'
import { text } from '@/blocks/fixture-text'

import type { BlockSeedContext } from '../block-types'

export const featureFixture = z.strictObject({
  blockType: z.literal('feature'),
  kind: z.enum(FEATURE_KINDS),
  text: text.optional(),
})

export function featureSeed(block: z.infer<typeof featureFixture>, { text }: BlockSeedContext) {
  return { kind: block.kind, text: text(block.text) }
}
