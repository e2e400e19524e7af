import {
  locationsMapSrc,
  MAP_HEIGHT,
  MAP_WIDTH,
  mapPlaces,
  onEuropeMap,
  type PlaceKind,
} from '@/blocks/locations-map/locations-map'

import type { BlockViewContext, StoredBlock } from '../block-types'

export type LocationsMapPlace = {
  /** The marker's number on the map. */
  number: number
  name: string
  /** The editors' word for it ("Sales office"), shown as written. */
  kind: string | null
  /** Square (plant) or circle (office) on the map and in the list. */
  placeKind: PlaceKind
  address: string
  phone: string | null
  email: string | null
  /** Outside Europe: listed, not drawn. */
  onMap: boolean
}

export type LocationsMapView = {
  heading: string | null
  intro: string | null
  /** The map image (drawn by GET /api/v1/map/locations.svg); null without offices. */
  map: { src: string; width: number; height: number } | null
  places: LocationsMapPlace[]
}

/**
 * The offices as the list shows them and the map draws them: the same published offices in the
 * same order (the map's route reads them too), so a marker's number is its list entry's. The
 * image's address carries the places' fingerprint: a moved or added office is a new image.
 */
export async function locationsMapView(
  block: StoredBlock<'locationsMap'>,
  ctx: BlockViewContext,
): Promise<LocationsMapView> {
  const list = await ctx.list('offices', null)
  const offices = list.source === 'offices' ? list.items : []
  const places = mapPlaces(offices)
  return {
    heading: block.heading ?? null,
    intro: block.intro ?? null,
    map: places.some(onEuropeMap)
      ? { src: locationsMapSrc(places), width: MAP_WIDTH, height: MAP_HEIGHT }
      : null,
    places: offices.map((office, index) => ({
      number: places[index]!.number,
      name: office.name,
      kind: office.kind || null,
      placeKind: places[index]!.kind,
      address: office.address,
      phone: office.phone || null,
      email: office.email || null,
      onMap: onEuropeMap(office),
    })),
  }
}
