import type { BlockSeedContext, DemoBlockOf } from '../block-types'

export function heroSeed(block: DemoBlockOf<'hero'>, { text, image }: BlockSeedContext) {
  return {
    heading: text(block.heading),
    text: text(block.text),
    image: image(block.image),
    link: block.link ? { label: text(block.link.label), href: block.link.href } : {},
  }
}
