import type { BlockViewContext, StoredBlock } from '../block-types'

export type TimelineView = {
  heading: string | null
  entries: { id: string; year: number; text: string }[]
}

export function timelineView(block: StoredBlock<'timeline'>, ctx: BlockViewContext): TimelineView {
  return {
    heading: block.heading ?? null,
    entries: (block.entries ?? []).map((entry, i) => ({
      id: entry.id ?? `${ctx.id}-${i}`,
      year: entry.year,
      text: entry.text,
    })),
  }
}
