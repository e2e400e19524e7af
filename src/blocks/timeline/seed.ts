import type { BlockSeedContext, DemoBlockOf } from '../block-types'

export function timelineSeed(block: DemoBlockOf<'timeline'>, { text }: BlockSeedContext) {
  return {
    heading: text(block.heading),
    entries: block.entries.map((entry) => ({ year: entry.year, text: text(entry.text) })),
  }
}
