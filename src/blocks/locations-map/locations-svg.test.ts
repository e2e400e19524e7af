import { describe, expect, it } from 'vitest'

import { MAP_HEIGHT, MAP_WIDTH, mapPlaces } from '@/blocks/locations-map/locations-map'

import { locationsMapSvg, mapProjection } from './locations-svg'

// The demo's places (src/seed/content/offices), in their order.
const LEOBEN = { latitude: 47.3765, longitude: 15.091, kind: 'Headquarters and plant' }
const DUESSELDORF = { latitude: 51.2277, longitude: 6.7735, kind: 'Sales office' }
const MILAN = { latitude: 45.4642, longitude: 9.19, kind: 'Sales office' }

/** The markers the SVG draws: number, shape, centre. */
function markers(svg: string) {
  return [
    ...svg.matchAll(
      /<g class="place place--(plant|office)" data-number="(\d+)" data-x="([\d.]+)" data-y="([\d.]+)"[^>]*><(rect|circle)/g,
    ),
  ].map((m) => ({
    kind: m[1],
    number: Number(m[2]),
    x: Number(m[3]),
    y: Number(m[4]),
    shape: m[5],
  }))
}

describe('the locations map', () => {
  const places = mapPlaces([LEOBEN, DUESSELDORF, MILAN])
  const projection = mapProjection(places)
  const at = (p: { longitude: number; latitude: number }) => {
    const point = projection([p.longitude, p.latitude])
    if (!point) throw new Error('not projected')
    return { x: point[0], y: point[1] }
  }

  it('puts every office inside the picture, its whole marker included', () => {
    for (const place of [LEOBEN, DUESSELDORF, MILAN]) {
      const { x, y } = at(place)
      expect(x).toBeGreaterThan(20)
      expect(x).toBeLessThan(MAP_WIDTH - 20)
      expect(y).toBeGreaterThan(20)
      expect(y).toBeLessThan(MAP_HEIGHT - 20)
    }
  })

  it('keeps the places where they are to each other: north is up, west is left', () => {
    const leoben = at(LEOBEN)
    const duesseldorf = at(DUESSELDORF)
    const milan = at(MILAN)
    // Düsseldorf lies north-west of Leoben, Milan south-west of it, Düsseldorf north of Milan.
    expect(duesseldorf.x).toBeLessThan(leoben.x)
    expect(duesseldorf.y).toBeLessThan(leoben.y)
    expect(milan.x).toBeLessThan(leoben.x)
    expect(milan.y).toBeGreaterThan(leoben.y)
    expect(duesseldorf.y).toBeLessThan(milan.y)
    // Leoben–Düsseldorf (about 790 km) is farther than Leoben–Milan (about 500 km).
    const distance = (a: typeof leoben, b: typeof leoben) => Math.hypot(a.x - b.x, a.y - b.y)
    expect(distance(leoben, duesseldorf)).toBeGreaterThan(distance(leoben, milan) * 1.3)
  })

  it('draws the plant as a square and the offices as circles, numbered as the list', () => {
    const svg = locationsMapSvg(places)
    expect(svg).toMatch(new RegExp(`^<svg [^>]*viewBox="0 0 ${MAP_WIDTH} ${MAP_HEIGHT}"`))
    const drawn = markers(svg)
    expect(drawn.map((m) => [m.number, m.kind, m.shape])).toEqual([
      [1, 'plant', 'rect'],
      [2, 'office', 'circle'],
      [3, 'office', 'circle'],
    ])
    // Each marker stands where the projection puts its office.
    for (const [i, place] of [LEOBEN, DUESSELDORF, MILAN].entries()) {
      expect(drawn[i]!.x).toBeCloseTo(at(place).x, 0)
      expect(drawn[i]!.y).toBeCloseTo(at(place).y, 0)
    }
  })

  it('draws the countries as whole-pixel paths, light, with thin borders, and nothing executable', () => {
    const svg = locationsMapSvg(places)
    const paths = [...svg.matchAll(/<path fill="(#[0-9a-f]{6})" d="([^"]*)"/g)]
    expect(paths).toHaveLength(2)
    for (const [, , d] of paths) {
      expect(d!.length).toBeGreaterThan(100)
      expect(d).toMatch(/^(?:[ML]-?\d+ -?\d+|Z)+$/)
    }
    expect(svg).toContain('stroke-width="0.75"')
    expect(svg).not.toMatch(/<script|on\w+=|href=/i)
    // Light enough for an image on a page (measured: about 33 kB, 13 kB gzipped).
    expect(svg.length).toBeLessThan(60_000)
  })

  it('lists but does not draw a place outside Europe, and keeps the map on Europe', () => {
    const withFarOffice = mapPlaces([
      LEOBEN,
      DUESSELDORF,
      MILAN,
      { latitude: 1, longitude: 2, kind: 'Office' },
    ])
    const svg = locationsMapSvg(withFarOffice)
    expect(markers(svg).map((m) => m.number)).toEqual([1, 2, 3])
    const far = mapProjection(withFarOffice)([LEOBEN.longitude, LEOBEN.latitude])!
    expect(far[0]).toBeCloseTo(at(LEOBEN).x, 6)
    expect(far[1]).toBeCloseTo(at(LEOBEN).y, 6)
  })

  it('shows central Europe when no office has coordinates in Europe', () => {
    const svg = locationsMapSvg([])
    expect(markers(svg)).toEqual([])
    const vienna = mapProjection([])([16.37, 48.21])!
    expect(vienna[0]).toBeGreaterThan(0)
    expect(vienna[0]).toBeLessThan(MAP_WIDTH)
    expect(vienna[1]).toBeGreaterThan(0)
    expect(vienna[1]).toBeLessThan(MAP_HEIGHT)
  })
})
