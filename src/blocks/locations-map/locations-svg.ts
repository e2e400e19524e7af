import 'server-only'

import { geoAzimuthalEqualArea, geoContains, geoPath, type GeoProjection } from 'd3-geo'
import type { Feature, FeatureCollection, Geometry } from 'geojson'
import { feature } from 'topojson-client'
import countries50m from 'world-atlas/countries-50m.json'

import {
  MAP_HEIGHT,
  MAP_WIDTH,
  type MapPlace,
  onEuropeMap,
} from '@/blocks/locations-map/locations-map'

/**
 * The "where we are" map as an SVG document (ADR 0027), drawn on the server from the offices'
 * coordinates: Natural Earth's countries at 1:50 million (world-atlas, public domain) in an
 * azimuthal equal-area projection (d3-geo) centred on the places, clipped to the picture and
 * thinned to whole pixels. No tiles, no script, no fonts of its own: an <img> shows it.
 */

const MARGIN = 48
/** The least the map shows around its places, in degrees: a region, not a close-up. */
const MIN_HALF_LON = 9
const MIN_HALF_LAT = 6
/** Where no place is in Europe: central Europe. */
const DEFAULT_CENTRE = { longitude: 10.5, latitude: 50 }
/** A marker's half size (px): legible where a phone shows the map at half its size. */
const MARKER = 17
/** Points nearer than this to the previous one (px) are dropped: 50m detail at map scale. */
const MIN_STEP = 2

const COLOURS = {
  sea: '#cbdbeb',
  land: '#f7f9fb',
  landWithPlace: '#e8eef6',
  border: '#9aabbf',
  plant: '#002f66',
  office: '#00418c',
  halo: '#ffffff',
  number: '#ffffff',
}

let countriesCache: Feature<Geometry, { name?: string }>[] | null = null

/** The world's countries as GeoJSON, converted once per process. */
function countries(): Feature<Geometry, { name?: string }>[] {
  if (!countriesCache) {
    // The package's JSON is a TopoJSON topology; its inferred type is too wide to name it so.
    const topology = countries50m as unknown as Parameters<typeof feature>[0]
    const collection = feature(topology, topology.objects.countries!) as FeatureCollection<
      Geometry,
      { name?: string }
    >
    countriesCache = collection.features
  }
  return countriesCache
}

/**
 * The projection: centred on the places that lie in Europe, fitted (with a margin) to a box
 * around them at least MIN_HALF_LON × MIN_HALF_LAT degrees from the centre, clipped to the
 * picture.
 */
export function mapProjection(places: readonly MapPlace[]): GeoProjection {
  const shown = places.filter(onEuropeMap)
  const lons = shown.map((p) => p.longitude)
  const lats = shown.map((p) => p.latitude)
  const west = shown.length ? Math.min(...lons) : DEFAULT_CENTRE.longitude
  const east = shown.length ? Math.max(...lons) : DEFAULT_CENTRE.longitude
  const south = shown.length ? Math.min(...lats) : DEFAULT_CENTRE.latitude
  const north = shown.length ? Math.max(...lats) : DEFAULT_CENTRE.latitude
  const centre = [(west + east) / 2, (south + north) / 2] as const
  const halfLon = Math.max((east - west) / 2 + 4, MIN_HALF_LON)
  const halfLat = Math.max((north - south) / 2 + 3, MIN_HALF_LAT)
  const box: [number, number][] = []
  for (const dx of [-1, 0, 1])
    for (const dy of [-1, 0, 1]) box.push([centre[0] + dx * halfLon, centre[1] + dy * halfLat])
  return geoAzimuthalEqualArea()
    .rotate([-centre[0], -centre[1]])
    .fitExtent(
      [
        [MARGIN, MARGIN],
        [MAP_WIDTH - MARGIN, MAP_HEIGHT - MARGIN],
      ],
      {
        type: 'MultiPoint',
        coordinates: [...box, ...shown.map((p) => [p.longitude, p.latitude])],
      },
    )
    .clipExtent([
      [0, 0],
      [MAP_WIDTH, MAP_HEIGHT],
    ])
}

/**
 * A path context that writes whole pixels and leaves out what cannot be seen: points within
 * MIN_STEP of the last one kept, rings that shrink below a triangle.
 */
class PixelPath {
  private out: string[] = []
  private ring: [number, number][] = []

  moveTo(x: number, y: number) {
    this.flush(false)
    this.ring = [[Math.round(x), Math.round(y)]]
  }

  lineTo(x: number, y: number) {
    const last = this.ring[this.ring.length - 1]
    if (last && Math.hypot(x - last[0], y - last[1]) < MIN_STEP) return
    this.ring.push([Math.round(x), Math.round(y)])
  }

  closePath() {
    this.flush(true)
  }

  arc() {
    // Points are not drawn through the path (the markers are drawn apart).
  }

  private flush(closed: boolean) {
    const ring = this.ring
    this.ring = []
    if (ring.length < (closed ? 3 : 2)) return
    const [first, ...rest] = ring
    this.out.push(
      `M${first![0]} ${first![1]}${rest.map(([x, y]) => `L${x} ${y}`).join('')}${closed ? 'Z' : ''}`,
    )
  }

  result(): string {
    this.flush(false)
    const d = this.out.join('')
    this.out = []
    return d
  }
}

function pathData(projection: GeoProjection, shapes: readonly Feature[]): string {
  const context = new PixelPath()
  const path = geoPath(projection, context as unknown as CanvasRenderingContext2D)
  for (const shape of shapes) path(shape)
  return context.result()
}

/** A place's marker: a square for the plant, a circle for an office, its number inside. */
function marker(place: MapPlace, x: number, y: number): string {
  const cx = x.toFixed(1)
  const cy = y.toFixed(1)
  const shape =
    place.kind === 'plant'
      ? `<rect x="${(x - MARKER).toFixed(1)}" y="${(y - MARKER).toFixed(1)}" width="${2 * MARKER}" height="${2 * MARKER}" rx="3" fill="${COLOURS.plant}"/>`
      : `<circle cx="${cx}" cy="${cy}" r="${MARKER}" fill="${COLOURS.office}"/>`
  return (
    `<g class="place place--${place.kind}" data-number="${place.number}" data-x="${cx}" data-y="${cy}" stroke="${COLOURS.halo}" stroke-width="3">` +
    shape +
    `<text x="${cx}" y="${cy}" dy="0.35em" stroke="none" fill="${COLOURS.number}">${place.number}</text></g>`
  )
}

/** The map: sea, countries (those with a place a shade darker), borders, the numbered markers. */
export function locationsMapSvg(places: readonly MapPlace[]): string {
  const projection = mapProjection(places)
  const all = countries()
  const shown = places.filter(onEuropeMap)
  const withPlace = all.filter((country) =>
    shown.some((p) => geoContains(country, [p.longitude, p.latitude])),
  )
  const others = all.filter((country) => !withPlace.includes(country))
  const markers = shown
    .map((place) => {
      const point = projection([place.longitude, place.latitude])
      return point ? marker(place, point[0], point[1]) : ''
    })
    .join('')
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${MAP_WIDTH} ${MAP_HEIGHT}" width="${MAP_WIDTH}" height="${MAP_HEIGHT}">` +
    `<desc>Countries: Natural Earth (public domain), via world-atlas.</desc>` +
    `<rect width="${MAP_WIDTH}" height="${MAP_HEIGHT}" fill="${COLOURS.sea}"/>` +
    `<g stroke="${COLOURS.border}" stroke-width="0.75" stroke-linejoin="round">` +
    `<path fill="${COLOURS.land}" d="${pathData(projection, others)}"/>` +
    `<path fill="${COLOURS.landWithPlace}" d="${pathData(projection, withPlace)}"/>` +
    `</g>` +
    `<g font-family="Arial, Helvetica, sans-serif" font-size="18" font-weight="700" text-anchor="middle">${markers}</g>` +
    `</svg>`
  )
}
