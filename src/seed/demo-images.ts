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
  // The upload is the source of the renditions the pages use (the media collection's sizes);
  // effort 2 of WebP's 0–6 halves its encoding time for about 15 % more bytes.
  return sharp(Buffer.from(illustrationSvg(scene, key, variant ?? 0)))
    .webp({ quality: 80, effort: 2 })
    .toBuffer()
}

/** Creates (once, found by file name) the media document of a generated image; its id. */
export async function ensureImage(
  payload: Payload,
  filename: string,
  image: DemoImage,
): Promise<number> {
  const ids = await ensureImages(payload, [{ filename, image }])
  return ids.get(image.key)!
}

/**
 * Creates (once, found by file name) the media documents of generated images; their ids by image
 * key. The images not stored yet are all drawn at once (sharp works off the main thread, on every
 * core), while they are saved one after the other in their order: the seed waits for a drawing
 * only when it has saved the ones before it.
 */
export async function ensureImages(
  payload: Payload,
  entries: readonly { filename: string; image: DemoImage }[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  if (!entries.length) return ids
  const existing = await payload.find({
    collection: 'media',
    where: { filename: { in: entries.map((entry) => entry.filename) } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { filename: true },
  })
  const stored = new Map(existing.docs.map((doc) => [doc.filename, doc.id]))
  const missing = entries.filter((entry) => !stored.has(entry.filename))
  const drawings = missing.map((entry) => renderImage(entry.image))
  // A drawing that fails is reported when its turn comes; the others must not be left unhandled.
  for (const drawing of drawings) drawing.catch(() => {})
  for (const entry of entries) {
    const id = stored.get(entry.filename)
    if (id !== undefined) ids.set(entry.image.key, id)
  }
  for (const [index, entry] of missing.entries())
    ids.set(
      entry.image.key,
      await saveImage(payload, entry.filename, entry.image, await drawings[index]!),
    )
  return ids
}

async function saveImage(
  payload: Payload,
  filename: string,
  image: DemoImage,
  data: Buffer,
): Promise<number> {
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
