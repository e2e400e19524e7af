import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  Payload,
  PayloadRequest,
} from 'payload'

import { sync as syncSearchRows } from '@/features/search/collections/search-index/hooks'
import { revisionChain } from '@/features/documents/documents'
import { queueMail } from '@/server/mail/queue'
import { idOf, NOTICE_FAN_OUT_TASK } from '@/features/documents/revision-notices'

/**
 * Writes each revision's "superseded on" date from its family's chain (src/features/documents/documents.ts):
 * the current revision and drafts have none, every older published one the date its successor
 * took over. Written straight to the table (no hooks, no new version): it is derived data.
 */
export async function refreshRevisionChain(
  payload: Payload,
  familyId: number,
  req?: PayloadRequest,
): Promise<void> {
  const { docs } = await payload.find({
    collection: 'documents',
    where: { family: { equals: familyId } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { revisionDate: true, supersededOn: true, _status: true },
    req,
  })
  const chain = revisionChain(docs.map((d) => ({ ...d, revisionDate: String(d.revisionDate) })))
  const wanted = new Map<number, string | null>(docs.map((d) => [d.id, null]))
  for (const { revision, supersededOn } of chain.superseded) wanted.set(revision.id, supersededOn)
  for (const doc of docs) {
    const next = wanted.get(doc.id) ?? null
    const now = doc.supersededOn ?? null
    if ((now && new Date(now).toISOString()) === (next && new Date(next).toISOString())) continue
    await payload.db.updateOne({
      collection: 'documents',
      id: doc.id,
      data: { supersededOn: next },
      req,
      returning: false,
    })
    // A superseded revision leaves the site search; one current again comes back.
    if (req) await syncSearchRows(req, 'documents', doc.id)
  }
}

/**
 * afterChange: the chain of the family the document is in now, and of the one it left; and when
 * this save published a revision that is now its family's current one, its update notices
 * (src/features/documents/revision-notices.ts): always for safety data sheets, for other types
 * when the editor ticked "notify". A second save of a published revision queues nothing.
 */
export const updateRevisionChain: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  const family = idOf(doc.family)
  const families = new Set(
    [family, idOf(previousDoc?.family)].filter((id): id is number => id !== null),
  )
  for (const id of families) await refreshRevisionChain(req.payload, id, req)
  const published = doc._status === 'published' && previousDoc?._status !== 'published'
  if (!published || family === null) return doc
  const [saved, familyDoc] = await Promise.all([
    req.payload.findByID({
      collection: 'documents',
      id: doc.id,
      depth: 0,
      overrideAccess: true,
      req,
    }),
    req.payload.findByID({
      collection: 'document-families',
      id: family,
      depth: 0,
      overrideAccess: true,
      req,
    }),
  ])
  const isCurrent = !saved.supersededOn
  const notify = familyDoc.documentType === 'safety-data-sheet' || doc.notifyMembers === true
  if (isCurrent && notify)
    await queueMail(req.payload, NOTICE_FAN_OUT_TASK, { revisionId: String(doc.id) }, req)
  return doc
}

/** afterDelete: a deleted revision leaves its family's chain. */
export const updateRevisionChainAfterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const family = idOf(doc.family)
  if (family !== null) await refreshRevisionChain(req.payload, family, req)
  return doc
}
