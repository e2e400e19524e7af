import type { StoredBlock } from '../block-types'

export type StatsView = {
  heading: string | null
  items: { value: number; unit: string | null; label: string }[]
}

export function statsView(block: StoredBlock<'stats'>): StatsView {
  return {
    heading: block.heading ?? null,
    items: (block.items ?? []).map((item) => ({
      value: item.value,
      unit: item.unit ?? null,
      label: item.label,
    })),
  }
}
