import type { BlockSeedContext, DemoBlockOf } from '../block-types'

export function mediaTextSeed(
  block: DemoBlockOf<'mediaText'>,
  { text, richText, image }: BlockSeedContext,
) {
  return {
    heading: text(block.heading),
    content: richText(block.content),
    image: image(block.image),
    imagePosition: block.imagePosition,
  }
}
