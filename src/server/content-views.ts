import 'server-only'

import { PAYLOAD_API_ROUTE } from '@/lib/routes'
import type { ImageView, MetaView } from '@/lib/content-types'
import type { Media } from '@/payload-types'

/** Where an uploaded file is served. */
export function mediaFileUrl(filename: string): string {
  // Relative, so the page works on any origin and next/image treats it as a local image.
  return `${PAYLOAD_API_ROUTE}/media/file/${encodeURIComponent(filename)}`
}

/** The focal point set in the admin (percent of width and height), unless it is the centre. */
export function focalPosition(
  x: number | null | undefined,
  y: number | null | undefined,
): string | null {
  if (typeof x !== 'number' || typeof y !== 'number') return null
  const clamp = (v: number) => Math.round(Math.min(100, Math.max(0, v)) * 10) / 10
  return clamp(x) === 50 && clamp(y) === 50 ? null : `${clamp(x)}% ${clamp(y)}%`
}

/**
 * An uploaded image for the page: the largest generated rendition that is still sharp for a
 * full-width picture (next/image then resizes it per device), its size, and its alt text.
 */
export function imageView(media: number | Media | null | undefined): ImageView | null {
  if (!media || typeof media === 'number' || !media.filename || !media.width || !media.height)
    return null
  const large = media.sizes?.large
  const useLarge = Boolean(large?.filename && large.width && large.height)
  return {
    src: mediaFileUrl(useLarge ? large!.filename! : media.filename),
    width: useLarge ? large!.width! : media.width,
    height: useLarge ? large!.height! : media.height,
    alt: media.alt ?? '',
    shareSrc: media.sizes?.share?.filename ? mediaFileUrl(media.sizes.share.filename) : null,
    position: focalPosition(media.focalX, media.focalY),
  }
}

type MetaSource = {
  meta?: {
    title?: string | null
    description?: string | null
    image?: number | Media | null
  } | null
}

/** Title, description and sharing image for search engines, from the editor's SEO fields. */
export function metaView(
  doc: MetaSource,
  fallback: { title: string; description: string; image?: ImageView | null },
): MetaView {
  return {
    title: doc.meta?.title || fallback.title,
    description: doc.meta?.description || fallback.description,
    image: imageView(doc.meta?.image) ?? fallback.image ?? null,
  }
}

export function str(value: string | null | undefined): string {
  return value ?? ''
}
