import type { BlockSeedContext, DemoBlockOf } from '../block-types'

export function listSeed(block: DemoBlockOf<'list'>, { text }: BlockSeedContext) {
  return { heading: text(block.heading), source: block.source, limit: block.limit }
}
