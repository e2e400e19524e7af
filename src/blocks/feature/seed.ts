import type { BlockSeedContext, DemoBlockOf } from '../block-types'

export function featureSeed(block: DemoBlockOf<'feature'>, { text }: BlockSeedContext) {
  return { kind: block.kind, text: text(block.text) }
}
