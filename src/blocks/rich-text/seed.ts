import type { BlockSeedContext, DemoBlockOf } from '../block-types'

export function richTextSeed(block: DemoBlockOf<'richText'>, { richText }: BlockSeedContext) {
  return { content: richText(block.content) }
}
