import 'server-only'

import type { Payload } from 'payload'

import type { Locale } from '@/i18n/routing'
import { contentRoutes } from '@/lib/content-routes'
import { formatLongDate } from '@/lib/dates'
import { type MyDocument, revisionChain } from '@/features/documents/documents'
import { localizeHref } from '@/i18n/navigation'
import type { Document, DocumentFamily, Member } from '@/payload-types'

import { idOf } from './revision-notices'

/** How many of a member's latest downloads "My documents" looks at. */
const LOG_WINDOW = 2000

/**
 * "My documents" in /personal (ADR 0021): what the member downloaded, one entry per family (or per
 * document outside a family), newest download first. An entry is "updated" when its family's
 * current revision is one the member has not downloaded: a newer revision came out since their
 * last download. Its link is the family's lasting download link.
 */
export async function myDocuments(
  payload: Payload,
  member: Member,
  locale: Locale,
): Promise<MyDocument[]> {
  const logs = await payload.find({
    collection: 'download-logs',
    where: { member: { equals: member.id } },
    sort: '-createdAt',
    limit: LOG_WINDOW,
    depth: 0,
    overrideAccess: true,
    select: { document: true, createdAt: true, lastDownloadedAt: true },
  })
  const documentIds = [...new Set(logs.docs.map((log) => idOf(log.document)))].filter(
    (id): id is number => id !== null,
  )
  if (!documentIds.length) return []
  const read = { depth: 0, pagination: false, overrideAccess: true, locale } as const
  const downloaded = (
    await payload.find({
      collection: 'documents',
      where: { id: { in: documentIds } },
      select: { title: true, revision: true, revisionDate: true, family: true, _status: true },
      ...read,
    })
  ).docs as Document[]
  const byId = new Map(downloaded.map((doc) => [doc.id, doc]))
  const familyIds = [...new Set(downloaded.map((doc) => idOf(doc.family)))].filter(
    (id): id is number => id !== null,
  )
  const [families, revisions] = familyIds.length
    ? await Promise.all([
        payload.find({
          collection: 'document-families',
          where: { id: { in: familyIds } },
          ...read,
        }),
        payload.find({
          collection: 'documents',
          where: { and: [{ family: { in: familyIds } }, { _status: { equals: 'published' } }] },
          select: { title: true, revision: true, revisionDate: true, family: true, _status: true },
          ...read,
        }),
      ])
    : [{ docs: [] }, { docs: [] }]
  const familyById = new Map((families.docs as DocumentFamily[]).map((f) => [f.id, f]))
  const currentOf = new Map<number, Document | null>()
  for (const id of familyIds)
    currentOf.set(
      id,
      revisionChain((revisions.docs as Document[]).filter((d) => idOf(d.family) === id)).current,
    )

  // One entry per family (or lone document), from the member's newest download of it.
  const entries = new Map<string, MyDocument>()
  const seen = new Map<string, Set<number>>()
  for (const log of logs.docs) {
    const doc = byId.get(idOf(log.document) ?? 0)
    if (!doc) continue
    const familyId = idOf(doc.family)
    const family = familyId === null ? undefined : familyById.get(familyId)
    const key = family ? `family:${family.id}` : `document:${doc.id}`
    seen.set(key, (seen.get(key) ?? new Set()).add(doc.id))
    if (entries.has(key)) continue
    // A row counts repeats within minutes (download-log.ts): its last time is the last download.
    const at = log.lastDownloadedAt ?? log.createdAt
    // The document a member can fetch now: the family's current revision, or the lone document.
    const current = family ? (currentOf.get(family.id) ?? null) : doc
    entries.set(key, {
      title: family ? family.title : doc.title,
      href: family ? localizeHref(contentRoutes.documentFamily(family.slug), locale) : null,
      link: family
        ? `/api/v1/documents/${family.slug}/current`
        : `/api/v1/documents/${doc.id}/download`,
      downloadedRevision: doc.revision ?? null,
      lastDownloadedAt: String(at),
      // Written here in the page's language: a date formatter costs the browser about 50 ms.
      lastDownloadedText: formatLongDate(at, locale),
      current: current
        ? {
            revision: current.revision ?? null,
            date: current.revisionDate,
            dateText: formatLongDate(current.revisionDate, locale),
          }
        : null,
      updated: false,
    })
  }
  for (const [key, entry] of entries) {
    if (!key.startsWith('family:')) continue
    const current = currentOf.get(Number(key.slice('family:'.length)))
    entry.updated = Boolean(current && !seen.get(key)?.has(current.id))
  }
  return [...entries.values()]
}
