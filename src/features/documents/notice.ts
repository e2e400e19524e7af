import 'server-only'

import type { Payload } from 'payload'

import type { Locale } from '@/i18n/routing'
import type { Member } from '@/payload-types'
import { claimFitsMember, readNoticeToken } from '@/features/documents/notice-token'

import { type StoredDocument, storedDocument } from './download'

export type OpenedNotice =
  | { ok: true; member: Member; stored: StoredDocument }
  | { ok: false; refusal: 'notFound' | 'notApproved' }

/**
 * What an update notice's personal link opens (ADR 0021), checked at every use: a token that is
 * well-formed, signed and unexpired; a member that still exists, is the account the link was
 * made for (created before it: ADR 0026) and is approved; a published revision with its file.
 * Forged, expired, re-pointed and orphaned links all look the same (notFound).
 */
export async function openNotice(
  payload: Payload,
  token: string,
  locale: Locale,
): Promise<OpenedNotice> {
  const claim = readNoticeToken(token)
  if (!claim) return { ok: false, refusal: 'notFound' }
  const member = await payload.findByID({
    collection: 'members',
    id: claim.memberId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!member || !claimFitsMember(claim, member)) return { ok: false, refusal: 'notFound' }
  if (member.status !== 'approved') return { ok: false, refusal: 'notApproved' }
  const stored = await storedDocument(payload, claim.revisionId, locale)
  if (!stored) return { ok: false, refusal: 'notFound' }
  return { ok: true, member, stored }
}

/** The page a notice mail links to: it shows the revision, and its button downloads it. */
export const noticePagePath = (token: string) => `/download/notice/${token}`
