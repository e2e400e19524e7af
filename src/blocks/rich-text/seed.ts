import { z } from 'zod'

import { richText } from '@/blocks/fixture-text'

import type { BlockSeedContext } from '../block-types'

export const richTextFixture = z.strictObject({
  blockType: z.literal('richText'),
  content: richText,
})

export function richTextSeed(
  block: z.infer<typeof richTextFixture>,
  { richText }: BlockSeedContext,
) {
  return { content: richText(block.content) }
}
