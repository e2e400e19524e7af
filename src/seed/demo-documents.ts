import type { Payload } from 'payload'

import { safeFileName } from '@/lib/documents'

import type { DemoDocument } from './demo-content-types'
import { simplePdf } from './pdf'

/**
 * The demo documents (the fixtures in ./content/documents) with their PDFs, once (an empty
 * library only).
 */
export async function seedDemoDocuments(
  payload: Payload,
  documents: DemoDocument[],
): Promise<number> {
  const existing = await payload.count({ collection: 'documents', overrideAccess: true })
  if (existing.totalDocs > 0) return 0
  const markets = await payload.find({
    collection: 'product-markets',
    limit: 500,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { slug: true },
  })
  const marketId = new Map(markets.docs.map((m) => [String(m.slug), m.id]))
  let created = 0
  for (const doc of documents) {
    const title = doc.title[doc.language]
    const data = simplePdf({ title, lines: [doc.description[doc.language], '', ...doc.body] })
    const made = await payload.create({
      collection: 'documents',
      locale: 'en',
      overrideAccess: true,
      data: {
        title: doc.title.en,
        description: doc.description.en,
        category: doc.category,
        language: doc.language,
        revision: doc.revision,
        revisionDate: `${doc.date}T00:00:00.000Z`,
        markets: doc.markets.map((slug) => marketId.get(slug)).filter((id) => id !== undefined),
        _status: 'published',
      },
      file: {
        data,
        mimetype: 'application/pdf',
        name: safeFileName(title, 'pdf').replace(/\s+/g, '-'),
        size: data.length,
      },
    })
    await payload.update({
      collection: 'documents',
      id: made.id,
      locale: 'de',
      overrideAccess: true,
      data: { title: doc.title.de, description: doc.description.de },
    })
    created += 1
  }
  return created
}
