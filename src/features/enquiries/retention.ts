// No `server-only` here: the Payload config (also loaded by the CLI) reaches this module.
import type { Payload, PayloadRequest } from 'payload'

import { recipientsField } from '@/features/enquiries/globals/form-recipients'
import { ENQUIRY_TYPES } from '@/features/enquiries/enquiries'

/** The moment `months` calendar months before `now`. */
function monthsBefore(now: Date, months: number): Date {
  const cutoff = new Date(now)
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months)
  return cutoff
}

/** What a bulk delete could not delete, per document. */
type DeleteFailure = { collection: string; id: number | string; message: string }

/** Payload's bulk delete reports a document it could not delete instead of throwing: log it. */
function failuresOf(
  payload: Payload,
  collection: string,
  errors: Array<{ id: number | string; message: string }>,
  what: string,
): DeleteFailure[] {
  for (const error of errors)
    payload.logger.error({
      msg: `${what}: ${collection} ${error.id} not deleted: ${error.message}`,
    })
  return errors.map(({ id, message }) => ({ collection, id, message }))
}

/** An application file younger than this may belong to an enquiry still being stored. */
const ORPHAN_GRACE_MS = 60 * 60 * 1000
const ORPHAN_PAGE = 200

/**
 * Application files that no enquiry points to, kept for more than an hour: the file is stored
 * before its enquiry (src/features/enquiries/submit.ts), so a process that stopped in between, or a
 * clean-up that failed, leaves one behind. Deletes them with their files; returns how many.
 */
export async function purgeOrphanedAttachments(
  payload: Payload,
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - ORPHAN_GRACE_MS).toISOString()
  const orphans: Array<number | string> = []
  for (let page = 1; ; page += 1) {
    const batch = await payload.find({
      collection: 'enquiry-attachments',
      where: { createdAt: { less_than: cutoff } },
      sort: 'id',
      page,
      limit: ORPHAN_PAGE,
      depth: 0,
      select: { createdAt: true },
      overrideAccess: true,
    })
    const ids = batch.docs.map((doc) => doc.id)
    if (ids.length === 0) break
    const referenced = await payload.find({
      collection: 'enquiries',
      where: { attachment: { in: ids } },
      pagination: false,
      depth: 0,
      select: { attachment: true },
      overrideAccess: true,
    })
    const used = new Set(referenced.docs.map((doc) => String(doc.attachment)))
    orphans.push(...ids.filter((id) => !used.has(String(id))))
    if (!batch.hasNextPage) break
  }
  if (orphans.length === 0) return 0
  const result = await payload.delete({
    collection: 'enquiry-attachments',
    where: { id: { in: orphans } },
    overrideAccess: true,
  })
  failuresOf(payload, 'enquiry-attachments', result.errors, 'Enquiry retention')
  if (result.docs.length > 0)
    payload.logger.info({
      msg: `Enquiry retention: ${result.docs.length} application file(s) without an enquiry deleted`,
    })
  return result.docs.length
}

/**
 * Retention (ADR 0011): closed enquiries (status done) whose form's period has passed since they
 * were closed are deleted, with their files (the collection's afterDelete hook). Open ones are
 * never deleted by time. The periods are set per form in the admin (Forms: recipients and
 * retention); an empty period keeps them. Then application files no enquiry points to
 * (purgeOrphanedAttachments). Returns how many enquiries were deleted; what could not be deleted
 * is logged (and tried again on the next run).
 */
export async function purgeExpiredEnquiries(payload: Payload, now = new Date()): Promise<number> {
  const settings = (await payload.findGlobal({
    slug: 'form-recipients',
    depth: 0,
    overrideAccess: true,
  })) as unknown as { retentionMonths?: Record<string, unknown> }
  let deleted = 0
  for (const type of ENQUIRY_TYPES) {
    const months = settings.retentionMonths?.[recipientsField(type)]
    if (typeof months !== 'number' || !Number.isFinite(months) || months < 0) continue
    const result = await payload.delete({
      collection: 'enquiries',
      where: {
        type: { equals: type },
        status: { equals: 'done' },
        closedAt: { less_than: monthsBefore(now, months).toISOString() },
      },
      depth: 0,
      overrideAccess: true,
    })
    failuresOf(payload, 'enquiries', result.errors, 'Enquiry retention')
    deleted += result.docs.length
  }
  await purgeOrphanedAttachments(payload, now)
  return deleted
}

export type ErasureReport = {
  enquiries: number
  files: number
  downloads: number
  accounts: number
}

/** An erasure that could not delete everything: what it did, and what failed (logged). */
export class ErasureIncomplete extends Error {
  constructor(
    readonly report: ErasureReport,
    readonly failures: DeleteFailure[],
  ) {
    super(`Erasure incomplete: ${failures.length} record(s) not deleted`)
    this.name = 'ErasureIncomplete'
  }
}

/**
 * Erasing a person's data (GDPR art. 17) by e-mail address: every enquiry they sent with its
 * file, their download log and their customer account. Staff accounts are not touched. Files
 * whose enquiry went but which stayed (their deletion failed) are deleted directly. `files`
 * counts the person's files that are gone afterwards. When anything could not be deleted,
 * throws ErasureIncomplete (after trying the rest), so the caller does not report success.
 */
export async function erasePersonData(
  payload: Payload,
  email: string,
  req?: PayloadRequest,
): Promise<ErasureReport> {
  const address = email.trim().toLowerCase()
  const common = { overrideAccess: true, req } as const
  const theirs = { email: { equals: address } }
  const fileIds = (
    await payload.find({
      collection: 'enquiries',
      where: { ...theirs, attachment: { exists: true } },
      pagination: false,
      depth: 0,
      select: { attachment: true },
      ...common,
    })
  ).docs
    .map((doc) => doc.attachment)
    .filter((id): id is number => typeof id === 'number')
  const what = 'Erasure'
  const enquiries = await payload.delete({
    collection: 'enquiries',
    where: theirs,
    depth: 0,
    ...common,
  })
  const failures = failuresOf(payload, 'enquiries', enquiries.errors, what)
  const downloads = await payload.delete({
    collection: 'download-logs',
    where: { memberEmail: { equals: address } },
    depth: 0,
    ...common,
  })
  failures.push(...failuresOf(payload, 'download-logs', downloads.errors, what))
  const accounts = await payload.delete({
    collection: 'members',
    where: { email: { equals: address } },
    depth: 0,
    ...common,
  })
  failures.push(...failuresOf(payload, 'members', accounts.errors, what))
  let files = 0
  if (fileIds.length > 0) {
    const leftover = await payload.delete({
      collection: 'enquiry-attachments',
      where: { id: { in: fileIds } },
      depth: 0,
      ...common,
    })
    failures.push(...failuresOf(payload, 'enquiry-attachments', leftover.errors, what))
    const remaining = await payload.count({
      collection: 'enquiry-attachments',
      where: { id: { in: fileIds } },
      ...common,
    })
    files = fileIds.length - remaining.totalDocs
  }
  const report = {
    enquiries: enquiries.docs.length,
    files,
    downloads: downloads.docs.length,
    accounts: accounts.docs.length,
  }
  if (failures.length > 0) throw new ErasureIncomplete(report, failures)
  return report
}
