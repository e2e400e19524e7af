/**
 * "Where we are" (ADR 0027): what the locations-map block and the map's SVG route agree on. The
 * block lists the offices and shows the map as an image; the route draws that image from the same
 * offices in the same order, so a marker's number is the place's number in the list.
 */

/** The plant (with the headquarters beside it) or an office; drawn as a square or a circle. */
export type PlaceKind = 'plant' | 'office'

/** An office as the map needs it: its number in the list, where it is, what it is. */
export type MapPlace = { number: number; latitude: number; longitude: number; kind: PlaceKind }

/** The SVG's size in user units (its viewBox) and the image's intrinsic size. */
export const MAP_WIDTH = 800
export const MAP_HEIGHT = 600

export const LOCATIONS_MAP_PATH = '/api/v1/map/locations.svg'

/**
 * The part of the world the map may show: Europe. A place outside it (an office overseas) is
 * listed but not drawn, so that one far office does not shrink Europe to a corner.
 */
export const EUROPE = { west: -25, east: 45, south: 34, north: 72 } as const

/**
 * An office's kind is free text (EN and DE, the editors' words): a producing site (plant, works,
 * mine, quarry) is the plant; everything else (headquarters alone, sales office, warehouse) an
 * office.
 */
export function placeKind(kind: string | null | undefined): PlaceKind {
  if (!kind) return 'office'
  // English words whole; German ones also inside compounds ("Talkwerk", "Hauptsitz und Werk").
  return /\b(plant|works|mine|quarry|mill)\b/i.test(kind) ||
    /werk|bergbau|tagebau|mühle/i.test(kind)
    ? 'plant'
    : 'office'
}

export function onEuropeMap(place: { latitude: number; longitude: number }): boolean {
  return (
    place.longitude >= EUROPE.west &&
    place.longitude <= EUROPE.east &&
    place.latitude >= EUROPE.south &&
    place.latitude <= EUROPE.north
  )
}

/** The offices (in the list's order) as the map's places, numbered from 1. */
export function mapPlaces(
  offices: readonly { latitude: number; longitude: number; kind: string | null }[],
): MapPlace[] {
  return offices.map((office, index) => ({
    number: index + 1,
    latitude: office.latitude,
    longitude: office.longitude,
    kind: placeKind(office.kind),
  }))
}

/**
 * A short fingerprint of what the map shows (FNV-1a over the places): the image's address carries
 * it, so a page that lists changed offices also asks for a new image.
 */
export function mapVersion(places: readonly MapPlace[]): string {
  const text = places
    .map((p) => `${p.number}:${p.latitude.toFixed(4)}:${p.longitude.toFixed(4)}:${p.kind}`)
    .join('|')
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash.toString(36)
}

/** The map image's address for these places. */
export function locationsMapSrc(places: readonly MapPlace[]): string {
  return `${LOCATIONS_MAP_PATH}?v=${mapVersion(places)}`
}
