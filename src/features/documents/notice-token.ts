// No `server-only` here: the outbox task (loaded by the Payload config) makes these links.
import crypto from 'node:crypto'

import { getEnv } from '@/env'

/**
 * The personal link of an SDS update notice (ADR 0021): member and revision, signed with a key
 * derived from PAYLOAD_SECRET for this purpose only. It opens that revision's file without a
 * session; it cannot be pointed at another file or member (the signature covers both), and the
 * endpoint checks at each use that the member is still approved and the revision published.
 *
 * Version 2 (ADR 0026) also signs when the link was made, so that a link never opens for an
 * account created after it. Links of version 1 (`member.revision.expiry`) were all made with a
 * lifetime of V1_LINK_DAYS: their issue time is their expiry less that, whatever
 * NOTICE_LINK_DAYS becomes.
 */
const PURPOSE = 'revision-notice-link:v2'
const PURPOSE_V1 = 'revision-notice-link:v1'
/** A year: the notice rule's own horizon. */
export const NOTICE_LINK_DAYS = 365
/** The lifetime every version-1 link was made with (fixed: it dates those links). */
const V1_LINK_DAYS = 365

const keyOf = (purpose: string) =>
  crypto.createHmac('sha256', getEnv().payloadSecret).update(purpose).digest()

const sign = (body: string, purpose = PURPOSE) =>
  crypto.createHmac('sha256', keyOf(purpose)).update(body).digest('base64url')

export function noticeToken(memberId: number, revisionId: number, now = Date.now()): string {
  const issued = Math.floor(now / 1000)
  const expires = issued + NOTICE_LINK_DAYS * 86_400
  const body = `2.${memberId}.${revisionId}.${issued}.${expires}`
  return `${body}.${sign(body)}`
}

export type NoticeClaim = {
  memberId: number
  revisionId: number
  /** When the link was made (to the second, rounded down). */
  issuedAt: number
}

/**
 * Whether a claim can belong to this member (ADR 0026): a link is made for an account that
 * exists, so an account created after the link (a new registration that got a deleted
 * member's id: SQLite reused the highest id before ids were AUTOINCREMENT) is not the one it
 * names. A second of grace: the claim's time is rounded down to the second.
 */
export function claimFitsMember(claim: NoticeClaim, member: { createdAt: string }): boolean {
  const created = Date.parse(member.createdAt)
  return Number.isFinite(created) && created < claim.issuedAt + 1000
}

/** The member and revision a token names, or null when it is malformed, forged or expired. */
export function readNoticeToken(token: string, now = Date.now()): NoticeClaim | null {
  const v2 =
    /^2\.([1-9]\d{0,9})\.([1-9]\d{0,9})\.(\d{1,12})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token)
  const v1 = v2
    ? null
    : /^([1-9]\d{0,9})\.([1-9]\d{0,9})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token)
  let claim: NoticeClaim & { expires: number }
  let body: string
  let signature: string
  let purpose: string
  if (v2) {
    const [, member, revision, issued, expires, given] = v2
    body = `2.${member}.${revision}.${issued}.${expires}`
    signature = given!
    purpose = PURPOSE
    claim = {
      memberId: Number(member),
      revisionId: Number(revision),
      issuedAt: Number(issued) * 1000,
      expires: Number(expires) * 1000,
    }
  } else if (v1) {
    const [, member, revision, expires, given] = v1
    body = `${member}.${revision}.${expires}`
    signature = given!
    purpose = PURPOSE_V1
    claim = {
      memberId: Number(member),
      revisionId: Number(revision),
      issuedAt: (Number(expires) - V1_LINK_DAYS * 86_400) * 1000,
      expires: Number(expires) * 1000,
    }
  } else return null
  const expected = Buffer.from(sign(body, purpose))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null
  if (claim.expires < now) return null
  return { memberId: claim.memberId, revisionId: claim.revisionId, issuedAt: claim.issuedAt }
}
