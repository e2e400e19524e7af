import type { Payload } from 'payload'

import {
  type DocumentCategory,
  type DocumentType,
  revisionChain,
  safeFileName,
} from '@/features/documents/documents'
import { derivePsd } from '@/features/grades/psd'

import type { DemoDocument, DemoGrade } from './demo-content-types'
import { simplePdf } from './pdf'

/** The type of a family whose fixtures name none: the usual one of its download tab. */
const DEFAULT_DOCUMENT_TYPES: Record<DocumentCategory, DocumentType> = {
  'safety-data-sheets': 'safety-data-sheet',
  'product-literature': 'product-literature',
  'regulatory-documents': 'regulatory-statement',
  'quality-documents': 'certificate',
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>()
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item])
  return groups
}

async function idsBySlug(payload: Payload, collection: 'product-markets' | 'grades') {
  const found = await payload.find({
    collection,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { slug: true },
  })
  return new Map(found.docs.map((doc) => [String(doc.slug), doc.id]))
}

/** The demo grades (ADR 0021), published, once (when there are none). */
async function seedDemoGrades(payload: Payload, grades: DemoGrade[]): Promise<void> {
  const existing = await payload.count({ collection: 'grades', overrideAccess: true })
  if (existing.totalDocs > 0 || grades.length === 0) return
  const marketId = await idsBySlug(payload, 'product-markets')
  const market = (slug: string) => {
    const id = marketId.get(slug)
    if (id === undefined) throw new Error(`grade fixture: no product market "${slug}"`)
    return id
  }
  for (const grade of grades) {
    // Without a curve of its own, a grade gets the log-normal one of its d50 and d98.
    const psd =
      grade.psd ?? (grade.d50 && grade.topCut ? derivePsd(grade.d50, grade.topCut) : undefined)
    const made = await payload.create({
      collection: 'grades',
      locale: 'en',
      overrideAccess: true,
      data: {
        name: grade.name,
        slug: grade.slug,
        markets: grade.markets.map(market),
        d50: grade.d50,
        topCut: grade.topCut,
        whiteness: grade.whiteness,
        whitenessMethod: grade.whitenessMethod ?? 'iso-2470',
        bet: grade.bet,
        lossOnIgnition: grade.lossOnIgnition,
        moisture: grade.moisture,
        bulkDensity: grade.bulkDensity,
        tappedDensity: grade.tappedDensity,
        oilAbsorption: grade.oilAbsorption,
        talcContent: grade.talcContent,
        mineralogy: grade.mineralogy?.en,
        form: grade.form,
        packaging: grade.packaging,
        psd,
        applications: grade.applications?.map((a) => ({
          market: market(a.market),
          note: a.note.en,
        })),
        description: grade.description.en,
        _status: 'published',
      },
    })
    await payload.update({
      collection: 'grades',
      id: made.id,
      locale: 'de',
      overrideAccess: true,
      data: {
        description: grade.description.de,
        mineralogy: grade.mineralogy?.de,
        // Array rows keep their ids; the German note goes into the same row.
        applications: made.applications?.map((row, i) => {
          const fixture = grade.applications![i]!
          return { id: row.id, market: market(fixture.market), note: fixture.note.de }
        }),
      },
    })
  }
}

/**
 * The families the fixtures name (ADR 0021), each titled like its newest revision and made
 * before its revisions; returns their ids by slug.
 */
async function seedDemoFamilies(payload: Payload, documents: DemoDocument[]) {
  const gradeId = await idsBySlug(payload, 'grades')
  const families = new Map<string, number>()
  const bySlug = groupBy(
    documents.filter((doc) => doc.family),
    (doc) => doc.family as string,
  )
  for (const [slug, revisions] of bySlug) {
    const newest = [...revisions].sort((a, b) => b.date.localeCompare(a.date))[0]!
    const made = await payload.create({
      collection: 'document-families',
      locale: 'en',
      overrideAccess: true,
      data: {
        title: newest.title.en,
        slug,
        documentType: newest.documentType ?? DEFAULT_DOCUMENT_TYPES[newest.category],
        language: newest.language,
        grades: (newest.grades ?? []).map((s) => gradeId.get(s)).filter((id) => id !== undefined),
      },
    })
    await payload.update({
      collection: 'document-families',
      id: made.id,
      locale: 'de',
      overrideAccess: true,
      data: { title: newest.title.de },
    })
    families.set(slug, made.id)
  }
  return families
}

/**
 * The demo grades and documents (the fixtures in ./content/grades and ./content/documents) with
 * their PDFs, once (an empty library only). A family's chain follows the revisions' dates, whatever
 * order they are created in; no member downloaded any yet, so no update notice goes out.
 */
export async function seedDemoDocuments(
  payload: Payload,
  documents: DemoDocument[],
  grades: DemoGrade[] = [],
): Promise<number> {
  const existing = await payload.count({ collection: 'documents', overrideAccess: true })
  if (existing.totalDocs > 0) return 0
  await seedDemoGrades(payload, grades)
  const marketId = await idsBySlug(payload, 'product-markets')
  const familyId = await seedDemoFamilies(payload, documents)
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
        family: doc.family ? familyId.get(doc.family) : undefined,
        changeNote: doc.changeNote?.en,
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
      data: {
        title: doc.title.de,
        description: doc.description.de,
        ...(doc.changeNote ? { changeNote: doc.changeNote.de } : {}),
      },
    })
    created += 1
  }
  return created
}

/** The fixtures a visitor finds in the download area's lists: each family's current revision. */
export function currentDemoDocuments(documents: DemoDocument[]): DemoDocument[] {
  const current = new Set<DemoDocument>()
  for (const [, revisions] of groupBy(documents, (doc): unknown => doc.family ?? doc)) {
    const chain = revisionChain(revisions.map((doc, id) => ({ id, revisionDate: doc.date, doc })))
    if (chain.current) current.add(chain.current.doc)
  }
  return documents.filter((doc) => current.has(doc))
}
