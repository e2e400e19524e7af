import { z } from 'zod'

import { BLOCK_FIXTURES } from '@/blocks/registry'

/**
 * The demo content's blocks: one of the registered blocks' fixture schemas (each in its folder,
 * src/blocks/<name>/seed.ts), told apart by `blockType`. The fixture loader (./fixtures.ts)
 * validates the Markdown files against it and walks it to join the EN and DE files; the type
 * `DemoBlock` (./demo-content-types.ts) is inferred from it, so file format, validation and seed
 * converter cannot drift apart.
 */
export const demoBlock = z.discriminatedUnion('blockType', BLOCK_FIXTURES)
