import { z } from 'zod'

import { LIST_SOURCES } from '@/lib/content-types'
import { text } from '@/blocks/fixture-text'

import type { BlockSeedContext } from '../block-types'

export const listFixture = z.strictObject({
  blockType: z.literal('list'),
  heading: text.optional(),
  source: z.enum(LIST_SOURCES),
  limit: z.number().int().positive().optional(),
})

export function listSeed(block: z.infer<typeof listFixture>, { text }: BlockSeedContext) {
  return { heading: text(block.heading), source: block.source, limit: block.limit }
}
