import { describe, expect, it } from 'vitest'

import type { ListView, OfficeView } from '@/lib/content-types'
import { locationsMapSrc, mapPlaces } from '@/blocks/locations-map/locations-map'

import type { BlockViewContext, StoredBlock } from '../block-types'
import { locationsMapView } from './view'

const office = (name: string, kind: string, latitude: number, longitude: number): OfficeView => ({
  id: name,
  name,
  kind,
  address: `${name} street 1`,
  phone: '+43 1',
  email: 'info@eurotalc.example',
  latitude,
  longitude,
})

function context(offices: OfficeView[]): BlockViewContext {
  return {
    id: 'b1',
    locale: 'en',
    href: (value) => value ?? null,
    image: () => null,
    richText: () => '',
    list: async (source) => {
      expect(source).toBe('offices')
      return { source: 'offices', items: offices } as ListView
    },
    sitemap: () => Promise.reject(new Error('not used')),
    documentFamily: async () => null,
  }
}

const block = { blockType: 'locationsMap', heading: 'Where we are' } as StoredBlock<'locationsMap'>

describe('the locations map’s view', () => {
  it('numbers the places as the map does and points the image at their fingerprint', async () => {
    const offices = [
      office('Leoben', 'Headquarters and plant', 47.3765, 15.091),
      office('Düsseldorf', 'Sales office', 51.2277, 6.7735),
    ]
    const view = await locationsMapView(block, context(offices))
    expect(view.places.map((p) => [p.number, p.name, p.placeKind, p.onMap])).toEqual([
      [1, 'Leoben', 'plant', true],
      [2, 'Düsseldorf', 'office', true],
    ])
    expect(view.map).toEqual({ src: locationsMapSrc(mapPlaces(offices)), width: 800, height: 600 })
  })

  it('lists a place outside Europe without drawing it, and shows no map without any in Europe', async () => {
    const far = office('Singapore', 'Sales office', 1.29, 103.85)
    const mixed = await locationsMapView(
      block,
      context([office('Leoben', 'Werk', 47.4, 15.1), far]),
    )
    expect(mixed.places.map((p) => p.onMap)).toEqual([true, false])
    expect(mixed.map).not.toBeNull()
    const none = await locationsMapView(block, context([far]))
    expect(none.map).toBeNull()
    expect(none.places).toHaveLength(1)
  })
})
