import type { Payload } from 'payload'
import sharp from 'sharp'

import type { DemoImage } from './demo-content-types'
import { illustrationSvg } from './illustrations/scenes'

/** The demo images' file name ending: `content-<key>.png`, `nav-<key>.png`. */
export const DEMO_IMAGE_EXTENSION = 'png'

/**
 * A demo image (ADR 0027): the flat illustration of its scene (src/seed/illustrations), drawn as
 * SVG and rendered to a 1600 × 1000 PNG. No stock photos, no placeholders: the alt text in
 * images.yaml describes the illustration.
 */
export async function renderImage({
  key,
  scene,
  variant,
}: Pick<DemoImage, 'key' | 'scene' | 'variant'>): Promise<Buffer> {
  // The upload is the source of the renditions the pages and menu cards use (the media
  // collection's sizes, WebP and JPEG); the original is served only where a rendition is missing.
  // PNG, lossless, is the quickest source: 15 ms to encode against WebP's 50, and Payload keeps
  // it as it is, where it encodes a WebP upload once more (sharp's animated path) before making
  // the renditions from it. About 80 kB a picture on the disk against 20.
  return sharp(Buffer.from(illustrationSvg(scene, key, variant ?? 0)))
    .png()
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

/** How many images are saved at once: Payload's renditions (sharp, one core each) on both cores. */
const SAVERS = 2

/** The name a demo image had when the seed made WebP files (a database seeded before). */
const earlierName = (filename: string) =>
  filename.replace(new RegExp(`\\.${DEMO_IMAGE_EXTENSION}$`), '.webp')

/**
 * Creates (once, found by file name, also by its earlier `.webp` name) the media documents of
 * generated images; their ids by image key. The images not stored yet are all drawn at once
 * (sharp works off the main thread), and saved two at a time in their order, so that one's
 * renditions are made while the other's rows are written.
 */
export async function ensureImages(
  payload: Payload,
  entries: readonly { filename: string; image: DemoImage }[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  if (!entries.length) return ids
  const existing = await payload.find({
    collection: 'media',
    where: {
      filename: {
        in: entries.flatMap((entry) => [entry.filename, earlierName(entry.filename)]),
      },
    },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { filename: true },
  })
  const byName = new Map(existing.docs.map((doc) => [doc.filename, doc.id]))
  const stored = new Map<string, number>()
  for (const { filename } of entries) {
    const id = byName.get(filename) ?? byName.get(earlierName(filename))
    if (id !== undefined) stored.set(filename, id)
  }
  const missing = entries.filter((entry) => !stored.has(entry.filename))
  const drawings = missing.map((entry) => renderImage(entry.image))
  // A drawing that fails is reported when its turn comes; the others must not be left unhandled.
  for (const drawing of drawings) drawing.catch(() => {})
  for (const entry of entries) {
    const id = stored.get(entry.filename)
    if (id !== undefined) ids.set(entry.image.key, id)
  }
  let next = 0
  const saveInTurn = async () => {
    while (next < missing.length) {
      const index = next++
      const entry = missing[index]!
      ids.set(
        entry.image.key,
        await saveImage(payload, entry.filename, entry.image, await drawings[index]!),
      )
    }
  }
  await Promise.all(Array.from({ length: SAVERS }, saveInTurn))
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
    file: { data, mimetype: `image/${DEMO_IMAGE_EXTENSION}`, name: filename, size: data.length },
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
