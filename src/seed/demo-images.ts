import type { Payload } from 'payload'
import sharp from 'sharp'

import type { DemoImage } from './demo-content-types'

/** A 1600×1000 WebP: a colour gradient with a few hexagonal talc platelets, no stock photos. */
export async function renderImage({ key, from, to }: Omit<DemoImage, 'alt'>): Promise<Buffer> {
  const width = 1600
  const height = 1000
  const seed = [...key].reduce((sum, c) => sum + c.charCodeAt(0), 0)
  const platelets = Array.from({ length: 8 }, (_, i) => {
    const x = (seed * (i + 3) * 37) % width
    const y = (seed * (i + 5) * 53) % height
    const r = 60 + ((seed + i * 29) % 150)
    const points = Array.from({ length: 6 }, (_, k) => {
      const a = (Math.PI / 3) * k + i
      return `${(x + r * Math.cos(a)).toFixed(1)},${(y + r * Math.sin(a)).toFixed(1)}`
    }).join(' ')
    return `<polygon points="${points}" fill="#fff" opacity="${(0.08 + (i % 4) * 0.05).toFixed(2)}"/>`
  }).join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/>${platelets}</svg>`
  return sharp(Buffer.from(svg)).webp({ quality: 72 }).toBuffer()
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
