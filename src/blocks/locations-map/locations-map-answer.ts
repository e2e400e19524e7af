import 'server-only'

import { createHash } from 'node:crypto'

import { cacheControl, PUBLIC_MINUTE } from '@/lib/cache-headers'
import { contentTags } from '@/lib/content-tags'
import { mapPlaces, mapVersion } from '@/blocks/locations-map/locations-map'
import { listOffices } from '@/features/content/collections'
import { DEFAULT_LOCALE } from '@/i18n/locales'
import { cachedRead } from '@/server/content-context'

import { locationsMapSvg } from './locations-svg'

/**
 * GET /api/v1/map/locations.svg (ADR 0027): the offices' map as an SVG document, the same for
 * everyone and every language (it holds no words, only numbered markers). It is read from the
 * published offices (a cached read that an office's change expires, src/payload/invalidation/
 * cache-map.ts), drawn once per set of places (the cache key is the places' fingerprint) and
 * answered with an ETag of its bytes, so a browser that has it gets a 304.
 */
export async function locationsMapAnswer(request: Request): Promise<Response> {
  // The map holds no words: any language reads the same offices.
  const ctx = { locale: DEFAULT_LOCALE }
  const places = mapPlaces((await listOffices(ctx)).items)
  const svg = await cachedRead(
    ctx,
    ['map', 'locations.svg', mapVersion(places)],
    [contentTags.collection('offices')],
    async () => locationsMapSvg(places),
  )
  const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 22)}"`
  const headers = {
    // Kept a minute by browsers and shared caches, then checked again with the ETag (a 304).
    ...cacheControl(PUBLIC_MINUTE),
    ETag: etag,
    // An SVG opened on its own runs nothing and loads nothing.
    'Content-Security-Policy':
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'",
    'X-Content-Type-Options': 'nosniff',
  }
  const known = request.headers.get('if-none-match')
  if (known && known.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag))
    return new Response(null, { status: 304, headers })
  return new Response(svg, {
    status: 200,
    headers: { ...headers, 'Content-Type': 'image/svg+xml; charset=utf-8' },
  })
}
