import { z } from 'zod'

import { text } from '@/blocks/fixture-text'

import type { BlockSeedContext } from '../block-types'

export const certificatesFixture = z.strictObject({
  blockType: z.literal('certificates'),
  heading: text.optional(),
  items: z
    .array(
      z.strictObject({
        standard: z.string().min(1).max(40),
        scope: text,
        /** The slug of the document family that proves it (seeded before the pages). */
        document: z.string().optional(),
      }),
    )
    .min(1),
})

export function certificatesSeed(
  block: z.infer<typeof certificatesFixture>,
  { text, documentFamily }: BlockSeedContext,
) {
  return {
    heading: text(block.heading),
    items: block.items.map((item) => ({
      standard: item.standard,
      scope: text(item.scope),
      document: documentFamily(item.document),
    })),
  }
}
