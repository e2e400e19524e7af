import 'server-only'

import crypto from 'node:crypto'

import type { Payload } from 'payload'

import { MEMBER_AUTH_CONTEXT } from '@/features/accounts/collections/members/member-auth'
import type { MemberDetails, MemberUser } from '@/features/accounts/accounts'
import type { Member } from '@/payload-types'
import { countHit, type RateState } from '@/server/rate-limit'
import { RATE_LIMITS } from '@/server/rate-limits'

import { queueAccountMail } from '@/features/accounts/mail'

import { newEmailChangeNonce, nonceDigest, readEmailChangeToken } from './email-change-token'
import { exportPersonData, type PersonDataExport } from './person-data'
import { confirmMemberPassword, toMemberUser } from './members'

/** "Download my data" (GDPR Art. 15, 20): what the site keeps about the member. */
export function exportMemberData(payload: Payload, member: Member): Promise<PersonDataExport> {
  return exportPersonData(payload, member.email)
}

/**
 * The pseudonym a deleted account's download-log rows keep: the same for all of them (staff can
 * still count one person's downloads), and nothing that leads back to the person. Random, drawn
 * once per deletion (ADR 0026): derived from the id, two people who had the same id (SQLite
 * reused a deleted member's id) shared it.
 */
function newPseudonym(): string {
  return `deleted-account-${crypto.randomBytes(8).toString('hex')}`
}

export type DeleteAccountOutcome =
  { kind: 'deleted' } | { kind: 'mismatch' } | { kind: 'throttled'; retryAfter: RateState }

/**
 * "Delete my account" (GDPR Art. 17), confirmed with the password: the download log keeps its
 * rows under a pseudonym without the network address; the account (and with it its sessions
 * and consents) is deleted. Enquiries follow their documented retention (docs/moderators.md, "Retention and erasure"). The
 * moderators get a mail (company, pseudonym, time); the server log has it too.
 */
export async function deleteMemberAccount(
  payload: Payload,
  member: Member,
  password: string,
): Promise<DeleteAccountOutcome> {
  const confirmed = await confirmMemberPassword(payload, member, password)
  if (confirmed.kind !== 'ok') return confirmed
  const email = member.email.trim().toLowerCase()
  const pseudonym = newPseudonym()
  await payload.update({
    collection: 'download-logs',
    where: { or: [{ member: { equals: member.id } }, { memberEmail: { equals: email } }] },
    data: { member: null, memberEmail: pseudonym, address: null },
    depth: 0,
    overrideAccess: true,
  })
  await payload.delete({
    collection: 'members',
    id: member.id,
    depth: 0,
    overrideAccess: true,
    context: MEMBER_AUTH_CONTEXT,
  })
  payload.logger.info({
    msg: `Member ${member.id} deleted their account; download log kept as ${pseudonym}`,
  })
  // The moderators are told (the company and the pseudonym, not the person's address).
  await queueAccountMail(payload, {
    kind: 'account-deleted',
    memberId: String(member.id),
    company: member.company,
    pseudonym,
    at: new Date().toISOString(),
  })
  return { kind: 'deleted' }
}

/** The member corrects their details (GDPR Art. 16); the answer is the updated user object. */
export async function updateMemberDetails(
  payload: Payload,
  member: Member,
  details: MemberDetails,
): Promise<MemberUser> {
  const updated = await payload.update({
    collection: 'members',
    id: member.id,
    data: details,
    depth: 0,
    overrideAccess: true,
    context: MEMBER_AUTH_CONTEXT,
  })
  return toMemberUser(updated as Member)
}

export type EmailChangeOutcome =
  | { kind: 'sent' }
  | { kind: 'same' }
  | { kind: 'mismatch' }
  | { kind: 'throttled'; retryAfter: RateState }
  /** Too many requests by this member, or to this address (ADR 0026). */
  | { kind: 'tooMany'; retryAfter: RateState }

/**
 * "Change e-mail address": confirmed with the password, then a link goes to the new address;
 * the account keeps its address until the link is opened. An address another account has gets
 * the same answer and no mail (the answer tells nobody whose address it is). Each request
 * stores a new nonce in the account, so every earlier link is dead (ADR 0026), and the requests
 * are limited per member and per new address.
 */
export async function requestEmailChange(
  payload: Payload,
  member: Member,
  { email, password }: { email: string; password: string },
): Promise<EmailChangeOutcome> {
  if (email === member.email.trim().toLowerCase()) return { kind: 'same' }
  const confirmed = await confirmMemberPassword(payload, member, password)
  if (confirmed.kind !== 'ok') return confirmed
  const byMember = await countHit(payload, RATE_LIMITS.emailChangeMember, String(member.id))
  if (byMember.hits > RATE_LIMITS.emailChangeMember.limit)
    return { kind: 'tooMany', retryAfter: byMember }
  const byAddress = await countHit(
    payload,
    RATE_LIMITS.emailChangeAddress,
    email.trim().toLowerCase(),
  )
  if (byAddress.hits > RATE_LIMITS.emailChangeAddress.limit)
    return { kind: 'tooMany', retryAfter: byAddress }
  // Only the newest link holds: this request's nonce replaces any earlier one (also when no
  // mail goes, so that the answer does not tell whether the address is taken).
  const nonce = newEmailChangeNonce()
  await payload.db.updateOne({
    collection: 'members',
    id: member.id,
    data: { emailChangeNonce: nonce },
    returning: false,
  })
  const taken = await payload.count({
    collection: 'members',
    where: { email: { equals: email } },
    overrideAccess: true,
  })
  if (taken.totalDocs === 0)
    await queueAccountMail(payload, {
      kind: 'email-change',
      memberId: String(member.id),
      newEmail: email,
      nonceDigest: nonceDigest(nonce),
    })
  return { kind: 'sent' }
}

/**
 * The link from the mail: the account takes the new address, if the link still holds (the
 * account still has the address and the nonce it was made for). The nonce is cleared, so the
 * link works once, and the old address is told of the change.
 */
export async function confirmEmailChange(
  payload: Payload,
  token: string,
): Promise<{ kind: 'changed'; email: string } | { kind: 'invalid' }> {
  const claims = readEmailChangeToken(payload.secret, token)
  if (!claims) return { kind: 'invalid' }
  const member = (await payload.findByID({
    collection: 'members',
    id: claims.memberId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    showHiddenFields: true,
  })) as Member | null
  if (
    !member ||
    member.status !== 'approved' ||
    !claims.matchesCurrent(member.email) ||
    !claims.matchesNonce(member.emailChangeNonce)
  )
    return { kind: 'invalid' }
  const taken = await payload.count({
    collection: 'members',
    where: { email: { equals: claims.newEmail } },
    overrideAccess: true,
  })
  if (taken.totalDocs > 0) return { kind: 'invalid' }
  await payload.update({
    collection: 'members',
    id: member.id,
    data: { email: claims.newEmail, emailChangeNonce: null },
    depth: 0,
    overrideAccess: true,
    context: MEMBER_AUTH_CONTEXT,
  })
  // The old address learns of it (if it was not its owner, they contact us).
  await queueAccountMail(payload, {
    kind: 'email-changed',
    memberId: String(member.id),
    oldEmail: member.email,
  })
  return { kind: 'changed', email: claims.newEmail }
}
