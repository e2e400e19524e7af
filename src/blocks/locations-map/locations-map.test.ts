import { describe, expect, it } from 'vitest'

import { locationsMapSrc, mapPlaces, mapVersion, onEuropeMap, placeKind } from './locations-map'

describe('locations map: places', () => {
  it('tells the plant from the offices by their kind, in English and German', () => {
    expect(placeKind('Headquarters and plant')).toBe('plant')
    expect(placeKind('Hauptsitz und Werk')).toBe('plant')
    expect(placeKind('Talc mine')).toBe('plant')
    expect(placeKind('Sales office')).toBe('office')
    expect(placeKind('Vertriebsbüro')).toBe('office')
    expect(placeKind('Headquarters')).toBe('office')
    expect(placeKind(null)).toBe('office')
    // A word that only contains "mill" or "mine" is not a plant.
    expect(placeKind('Millennium office')).toBe('office')
  })

  it('numbers the places in the list’s order', () => {
    const places = mapPlaces([
      { latitude: 47.38, longitude: 15.09, kind: 'Plant' },
      { latitude: 51.23, longitude: 6.77, kind: 'Office' },
    ])
    expect(places.map((p) => [p.number, p.kind])).toEqual([
      [1, 'plant'],
      [2, 'office'],
    ])
  })

  it('knows what lies in Europe', () => {
    expect(onEuropeMap({ latitude: 47.38, longitude: 15.09 })).toBe(true)
    expect(onEuropeMap({ latitude: 1, longitude: 2 })).toBe(false)
    expect(onEuropeMap({ latitude: 40.7, longitude: -74 })).toBe(false)
  })

  it('gives the image a new address when a place moves, the same one otherwise', () => {
    const one = mapPlaces([{ latitude: 47.3765, longitude: 15.091, kind: 'Plant' }])
    const same = mapPlaces([{ latitude: 47.3765, longitude: 15.091, kind: 'Werk' }])
    const moved = mapPlaces([{ latitude: 47.4, longitude: 15.091, kind: 'Plant' }])
    expect(mapVersion(one)).toBe(mapVersion(same))
    expect(mapVersion(one)).not.toBe(mapVersion(moved))
    expect(locationsMapSrc(one)).toBe(`/api/v1/map/locations.svg?v=${mapVersion(one)}`)
  })
})
