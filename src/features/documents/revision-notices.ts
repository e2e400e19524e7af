// No `server-only` here: the outbox tasks below are registered in the Payload config.
import type { Payload, TaskConfig } from 'payload'

import { INTL_LOCALES, type Locale } from '@/i18n/locales'
import { contentRoutes } from '@/lib/content-routes'
import { localizeHref } from '@/i18n/navigation'
import type { Member } from '@/payload-types'
import { queueMail, siteUrl } from '@/server/mail/queue'
import { sendMail } from '@/server/mail/brand'
import { mailLocale } from '@/server/mail/templates'

import { revisionNotice } from './mail-templates'

import { noticeToken } from './notice-token'

/**
 * SDS update notices (ADR 0021; REACH Art. 31(9): an updated safety data sheet goes to every
 * recipient supplied within the preceding 12 months). The rule, exactly:
 *
 *   when a revision of a family is published and becomes its current revision, and the family's
 *   type is "safety data sheet" (or the editor ticked "notify" on another type), every member
 *   who is approved now and whose download of any earlier revision of that family (an earlier
 *   revision date, or the same date and an earlier id) is in the download log within the last
 *   12 months gets one e-mail, in their account's language, once per member and revision.
 *
 * Publishing queues one fan-out job; it writes a notice row per member (unique per member and
 * revision) and queues that member's mail; the mail job sends and stamps the row.
 */
export const NOTICE_WINDOW_MONTHS = 12
export const NOTICE_FAN_OUT_TASK = 'revision-notices'
const NOTICE_MAIL_TASK = 'revision-notice-mail'

/** The id of a relationship value, populated or not. */
export const idOf = (value: unknown): number | null => {
  if (typeof value === 'number') return value
  if (value && typeof value === 'object' && 'id' in value) return Number(value.id)
  return null
}

/** The same day `months` calendar months earlier. */
export function monthsBefore(date: Date, months: number): Date {
  const earlier = new Date(date)
  earlier.setUTCMonth(earlier.getUTCMonth() - months)
  return earlier
}

/** The members a revision's notice goes to, by the rule above. */
export async function noticeRecipients(
  payload: Payload,
  revisionId: number,
  now = new Date(),
): Promise<Member[]> {
  const revision = await payload.findByID({
    collection: 'documents',
    id: revisionId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  const familyId = idOf(revision?.family)
  if (!revision || revision._status !== 'published' || familyId === null) return []
  const siblings = await payload.find({
    collection: 'documents',
    where: { and: [{ family: { equals: familyId } }, { id: { not_equals: revisionId } }] },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { revisionDate: true },
  })
  const date = String(revision.revisionDate)
  const earlier = siblings.docs
    .filter((d) => {
      const other = String(d.revisionDate)
      return other < date || (other === date && d.id < revisionId)
    })
    .map((d) => d.id)
  if (earlier.length === 0) return []
  const since = monthsBefore(now, NOTICE_WINDOW_MONTHS).toISOString()
  const logs = await payload.find({
    collection: 'download-logs',
    where: {
      and: [
        { document: { in: earlier } },
        { member: { exists: true } },
        // A row counts repeats within minutes (download-log.ts): one recipient, whose last
        // download of it is the later of its two times.
        {
          or: [
            { createdAt: { greater_than_equal: since } },
            { lastDownloadedAt: { greater_than_equal: since } },
          ],
        },
      ],
    },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { member: true },
  })
  const ids = [...new Set(logs.docs.map((log) => idOf(log.member)))].filter(
    (id): id is number => id !== null,
  )
  if (ids.length === 0) return []
  const members = await payload.find({
    collection: 'members',
    where: { and: [{ id: { in: ids } }, { status: { equals: 'approved' } }] },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    sort: 'id',
  })
  return members.docs
}

/** The fan-out: one notice row and one queued mail per recipient not notified yet. */
export async function queueNoticesOf(payload: Payload, revisionId: number): Promise<number> {
  const recipients = await noticeRecipients(payload, revisionId)
  if (recipients.length === 0) return 0
  const revision = await payload.findByID({
    collection: 'documents',
    id: revisionId,
    depth: 0,
    overrideAccess: true,
  })
  let queued = 0
  for (const member of recipients) {
    const key = `${revisionId}:${member.id}`
    const known = await payload.count({
      collection: 'revision-notices',
      where: { key: { equals: key } },
      overrideAccess: true,
    })
    if (known.totalDocs > 0) continue
    const notice = await payload
      .create({
        collection: 'revision-notices',
        overrideAccess: true,
        data: {
          key,
          revision: revisionId,
          revisionTitle: revision.title,
          member: member.id,
          memberEmail: member.email,
          language: mailLocale(member.language),
        },
      })
      // Another run took the same member meanwhile (the key is unique): theirs is the one.
      .catch(() => null)
    if (!notice) continue
    await queueMail(payload, NOTICE_MAIL_TASK, { noticeId: String(notice.id) })
    queued += 1
  }
  return queued
}

const dateIn = (locale: Locale, iso: string) =>
  new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(iso))

/** Sends one notice (once: a stamped row is not sent again) to a member still approved. */
async function sendNotice(payload: Payload, noticeId: string): Promise<void> {
  const notice = await payload.findByID({
    collection: 'revision-notices',
    id: noticeId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!notice || notice.sentAt) return
  const member = await payload.findByID({
    collection: 'members',
    id: idOf(notice.member) ?? 0,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!member || member.status !== 'approved') return
  const locale = mailLocale(member.language)
  const revision = await payload.findByID({
    collection: 'documents',
    id: idOf(notice.revision) ?? 0,
    depth: 0,
    locale,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!revision || revision._status !== 'published') return
  const family = await payload.findByID({
    collection: 'document-families',
    id: idOf(revision.family) ?? 0,
    depth: 1,
    locale,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!family) return
  const grades = (family.grades ?? [])
    .map((g) => (typeof g === 'object' && g ? g.name : null))
    .filter(Boolean)
    .join(', ')
  await sendMail(
    payload,
    revisionNotice(locale, member.email, `${member.firstName} ${member.lastName}`.trim(), {
      title: family.title,
      grades,
      revision: revision.revision ?? '',
      date: dateIn(locale, String(revision.revisionDate)),
      note: revision.changeNote ?? null,
      // The notice page, not the file: opening a link is no download (ADR 0026).
      personalUrl: siteUrl(
        localizeHref(`/download/notice/${noticeToken(member.id, revision.id)}`, locale),
      ),
      stableUrl: siteUrl(`/api/v1/documents/${family.slug}/current`),
      pageUrl: siteUrl(localizeHref(contentRoutes.documentFamily(family.slug), locale)),
      safetyDataSheet: family.documentType === 'safety-data-sheet',
    }),
  )
  await payload.update({
    collection: 'revision-notices',
    id: notice.id,
    data: { sentAt: new Date().toISOString() },
    overrideAccess: true,
  })
}

export const revisionNoticesTask: TaskConfig = {
  slug: NOTICE_FAN_OUT_TASK,
  label: 'SDS update notices',
  inputSchema: [{ name: 'revisionId', type: 'text', required: true }],
  retries: { attempts: 6, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input, req }) => {
    await queueNoticesOf(req.payload, Number((input as { revisionId: string }).revisionId))
    return { output: {} }
  },
}

export const revisionNoticeMailTask: TaskConfig = {
  slug: NOTICE_MAIL_TASK,
  label: 'SDS update notice e-mail',
  inputSchema: [{ name: 'noticeId', type: 'text', required: true }],
  retries: { attempts: 6, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input, req }) => {
    await sendNotice(req.payload, (input as { noticeId: string }).noticeId)
    return { output: {} }
  },
}
