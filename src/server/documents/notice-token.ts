// No `server-only` here: the outbox task (loaded by the Payload config) makes these links.
import crypto from 'node:crypto'

import { getEnv } from '@/env'

/**
 * The personal link of an SDS update notice (issue 24): member and revision, signed with a key
 * derived from PAYLOAD_SECRET for this purpose only. It opens that revision's file without a
 * session; it cannot be pointed at another file or member (the signature covers both), and the
 * endpoint checks at each use that the member is still approved and the revision published.
 */
const PURPOSE = 'revision-notice-link:v1'
/** A year: the notice rule's own horizon. */
export const NOTICE_LINK_DAYS = 365

const key = () => crypto.createHmac('sha256', getEnv().payloadSecret).update(PURPOSE).digest()

const sign = (body: string) => crypto.createHmac('sha256', key()).update(body).digest('base64url')

export function noticeToken(memberId: number, revisionId: number, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + NOTICE_LINK_DAYS * 86_400
  const body = `${memberId}.${revisionId}.${expires}`
  return `${body}.${sign(body)}`
}

export type NoticeClaim = {
  memberId: number
  revisionId: number
  /** When the link was made (to the second, rounded down). */
  issuedAt: number
}

/**
 * Whether a claim can belong to this member (issue 36): a link is made for an account that
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
  const match = /^([1-9]\d{0,9})\.([1-9]\d{0,9})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match) return null
  const [, member, revision, expires, signature] = match
  const expected = Buffer.from(sign(`${member}.${revision}.${expires}`))
  const given = Buffer.from(signature!)
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null
  if (Number(expires) * 1000 < now) return null
  return {
    memberId: Number(member),
    revisionId: Number(revision),
    issuedAt: (Number(expires) - NOTICE_LINK_DAYS * 86_400) * 1000,
  }
}
