import type { BlockSeedContext, DemoBlockOf } from '../block-types'

export function statsSeed(block: DemoBlockOf<'stats'>, { text }: BlockSeedContext) {
  return {
    heading: text(block.heading),
    items: block.items.map((item) => ({
      value: item.value,
      unit: text(item.unit),
      label: text(item.label),
    })),
  }
}
