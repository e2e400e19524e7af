import type { BlockSeedContext, DemoBlockOf } from '../block-types'

export function cardsSeed(block: DemoBlockOf<'cards'>, { text, image }: BlockSeedContext) {
  return {
    heading: text(block.heading),
    items: block.items.map((item) => ({
      title: text(item.title),
      text: text(item.text),
      href: item.href,
      image: image(item.image),
    })),
  }
}
