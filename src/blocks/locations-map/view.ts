import type { StoredBlock } from '../block-types'

export type LocationsMapView = { heading: string | null; intro: string | null }

export function locationsMapView(block: StoredBlock<'locationsMap'>): LocationsMapView {
  return { heading: block.heading ?? null, intro: block.intro ?? null }
}
