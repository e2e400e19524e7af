import type { Payload } from 'payload'
import sharp from 'sharp'

import type { DemoImage } from './demo-content-types'
import { illustrationSvg } from './illustrations/scenes'

/**
 * A demo image (ADR 0027): the flat illustration of its scene (src/seed/illustrations), drawn as
 * SVG and rendered to a 1600 × 1000 WebP. No stock photos, no placeholders: the alt text in
 * images.yaml describes the illustration.
 */
export async function renderImage({
  key,
  scene,
  variant,
}: Pick<DemoImage, 'key' | 'scene' | 'variant'>): Promise<Buffer> {
  return sharp(Buffer.from(illustrationSvg(scene, key, variant ?? 0)))
    .webp({ quality: 80 })
    .toBuffer()
}

/** Creates (once, found by file name) the media document of a generated image; its id. */
export async function ensureImage(
  payload: Payload,
  filename: string,
  image: DemoImage,
): Promise<number> {
  const existing = await payload.find({
    collection: 'media',
    where: { filename: { equals: filename } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (existing.docs[0]) return existing.docs[0].id
  const data = await renderImage(image)
  const created = await payload.create({
    collection: 'media',
    locale: 'en',
    data: { alt: image.alt.en },
    file: { data, mimetype: 'image/webp', name: filename, size: data.length },
    overrideAccess: true,
  })
  await payload.update({
    collection: 'media',
    id: created.id,
    locale: 'de',
    data: { alt: image.alt.de },
    overrideAccess: true,
  })
  return created.id
}
