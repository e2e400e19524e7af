import 'server-only'

import crypto from 'node:crypto'

import type { Payload } from 'payload'

import {
  isMemberLoginRefused,
  MEMBER_AUTH_CONTEXT,
  type MemberLoginRefused,
} from '@/features/accounts/collections/members/member-auth'
import { type Locale, localeOr } from '@/i18n/locales'
import {
  MEMBER_SESSION_COOKIE,
  type MemberUser,
  type RegistrationInput,
} from '@/features/accounts/accounts'
import type { Member } from '@/payload-types'
import { runMailQueue } from '@/server/mail/queue'
import { queueAccountMail } from '@/features/accounts/mail'
import { countHit, type RateLimit, type RateState, uncountHit } from '@/server/rate-limit'
import { RATE_LIMITS } from '@/server/rate-limits'

import { limitedAddress } from '@/server/http/client-address'
import { afterAnswer } from '@/server/http/after-answer'
import { readCookie } from '@/server/http/xsrf'

import { loginSucceeded, startLogin } from './login-throttle'
import { passwordHashWork, passwordMatches } from './password-hash'
import { type PasswordProblem, passwordContextOf, passwordProblem } from './password-policy'

export function toMemberUser(member: Member): MemberUser {
  return {
    id: member.id,
    email: member.email,
    first_name: member.firstName,
    last_name: member.lastName,
    company: member.company,
    job_title: member.jobTitle,
    phone: member.phone,
    city: member.city,
    country: member.country,
    market: member.market,
    locale: localeOr(member.language),
    temp_password: member.temporaryPassword ? 'y' : 'n',
    temp_password_expires_at: member.temporaryPassword
      ? (member.temporaryPasswordExpiresAt ?? null)
      : null,
  }
}

async function findMemberByEmail(payload: Payload, email: string): Promise<Member | null> {
  const found = await payload.find({
    collection: 'members',
    where: { email: { equals: email.toLowerCase() } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs[0] ?? null
}

/**
 * The member of a live session token whatever their status (a member set back to pending or
 * rejected keeps the token until it expires; the download area answers them 403), or null.
 */
export async function sessionMemberOfToken(
  payload: Payload,
  token: string | undefined,
): Promise<(Member & { sid: string }) | null> {
  if (!token) return null
  let result
  try {
    result = await payload.auth({ headers: new Headers({ Authorization: `JWT ${token}` }) })
  } catch {
    return null
  }
  const user = result.user as (Member & { collection?: string; _sid?: string }) | null
  if (!user || user.collection !== 'members' || !user._sid) return null
  return { ...user, sid: user._sid }
}

/** The member of a session token, or null (expired, ended, unknown, no longer approved). */
export async function memberOfToken(
  payload: Payload,
  token: string | undefined,
): Promise<(Member & { sid: string }) | null> {
  const member = await sessionMemberOfToken(payload, token)
  return member?.status === 'approved' ? member : null
}

export async function memberOfRequest(payload: Payload, headers: Headers) {
  return memberOfToken(payload, readCookie(headers, MEMBER_SESSION_COOKIE))
}

/** Ends one session of a member (logout) or all of them. */
export async function endSessions(
  payload: Payload,
  memberId: number | string,
  sid?: string,
): Promise<void> {
  const member = await payload.db.findOne<Member>({
    collection: 'members',
    where: { id: { equals: memberId } },
  })
  if (!member) return
  const sessions = (member.sessions ?? []).filter((s) => sid !== undefined && s.id !== sid)
  await payload.db.updateOne({
    collection: 'members',
    id: memberId,
    data: { sessions },
    returning: false,
  })
}

function sidOfToken(token: string): string | undefined {
  try {
    const body = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'))
    return typeof body.sid === 'string' ? body.sid : undefined
  } catch {
    return undefined
  }
}

export type LoginOutcome =
  | { kind: 'ok'; user: MemberUser; token: string; expiresAt: number; deviceCookie: string }
  | { kind: 'failed' }
  | { kind: 'refused'; reason: MemberLoginRefused['reason'] }
  | { kind: 'throttled'; retryAfter: RateState }

/**
 * POST /login. Wrong e-mail and wrong password take the same time and give the same answer;
 * the approval check comes only after a correct password, so it reveals nothing to a guesser.
 * The limits are those of every login (src/features/accounts/login-throttle.ts, ADR 0017): a
 * browser that signed in to the account before (its device cookie) is not refused because
 * strangers guessed wrong elsewhere.
 */
export async function loginMember(
  payload: Payload,
  {
    email,
    password,
    address,
    previousToken,
    deviceToken,
  }: {
    email: string
    password: string
    address: string
    previousToken?: string
    deviceToken?: string
  },
): Promise<LoginOutcome> {
  const gate = await startLogin(payload, { audience: 'member', email, address, deviceToken })
  if (gate.kind === 'throttled') return gate
  const failed: LoginOutcome = { kind: 'failed' }

  const existing = await findMemberByEmail(payload, email)
  if (!existing) {
    // Same work as a real check, so the answer time does not tell whether the address exists.
    await passwordHashWork(password)
    return failed
  }
  try {
    const result = await payload.login({
      collection: 'members',
      data: { email, password },
      depth: 0,
      overrideAccess: true,
      context: MEMBER_AUTH_CONTEXT,
    })
    if (!result.token || !result.exp) return failed
    const deviceCookie = await loginSucceeded(payload, gate.attempt)
    // A new session id at every login; the session this browser had before ends.
    if (previousToken) {
      const previous = sidOfToken(previousToken)
      if (previous) await endSessions(payload, existing.id, previous).catch(() => undefined)
    }
    const member = (await payload.findByID({
      collection: 'members',
      id: existing.id,
      depth: 0,
      overrideAccess: true,
    })) as Member
    return {
      kind: 'ok',
      user: toMemberUser(member),
      token: result.token,
      expiresAt: result.exp,
      deviceCookie,
    }
  } catch (error) {
    if (isMemberLoginRefused(error)) {
      // The password was right: no failure to count, but no device cookie either.
      await loginSucceeded(payload, gate.attempt)
      return { kind: 'refused', reason: error.reason }
    }
    // Payload's AuthenticationError (wrong password), recognised by its status for the same
    // reason as above.
    if ((error as { status?: unknown } | null)?.status === 401) return failed
    throw error
  }
}

export type ForgotOutcome = { kind: 'sent' } | { kind: 'throttled'; retryAfter: RateState }

/**
 * POST /forgot-password. The answer is the same for every address, and so is the work before
 * it: the counters only. Looking the address up and queueing the link happen after the answer
 * has gone (before, a known address answered in 48 ms, an unknown one in 21 ms). Only an
 * approved member gets a link, so a reset never opens an account a moderator has not approved.
 */
export async function requestPasswordReset(
  payload: Payload,
  { email, address }: { email: string; address: string },
): Promise<ForgotOutcome> {
  const states = await Promise.all([
    countHit(payload, RATE_LIMITS.forgotEmail, email).then(
      (s) => [RATE_LIMITS.forgotEmail, s] as [RateLimit, RateState],
    ),
    countHit(payload, RATE_LIMITS.forgotIp, limitedAddress(address)).then(
      (s) => [RATE_LIMITS.forgotIp, s] as [RateLimit, RateState],
    ),
  ])
  const over = states.filter(([limit, state]) => state.hits > limit.limit)
  if (over.length > 0) return { kind: 'throttled', retryAfter: over[0]![1] }
  afterAnswer(async () => {
    const member = await findMemberByEmail(payload, email)
    if (member?.status === 'approved') {
      await queueAccountMail(payload, { kind: 'reset', memberId: String(member.id) })
    }
  })
  return { kind: 'sent' }
}

export type ResetOutcome =
  { kind: 'ok'; email: string } | { kind: 'invalid' } | { kind: 'weak'; problem: PasswordProblem }

/** POST /api/v1/reset-password: the e-mailed token sets a new password (approved members only). */
export async function resetMemberPassword(
  payload: Payload,
  { token, password }: { token: string; password: string },
): Promise<ResetOutcome> {
  const found = await payload.find({
    collection: 'members',
    where: {
      and: [
        { resetPasswordToken: { equals: token } },
        { resetPasswordExpiration: { greater_than: new Date().toISOString() } },
      ],
    },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  })
  const member = found.docs[0]
  if (!member || member.status !== 'approved') return { kind: 'invalid' }
  const problem = await passwordProblem(password, {
    audience: 'member',
    email: member.email,
    context: await passwordContextOf(payload),
  })
  if (problem) return { kind: 'weak', problem }
  try {
    await payload.resetPassword({
      collection: 'members',
      data: { token, password },
      overrideAccess: true,
      context: MEMBER_AUTH_CONTEXT,
    })
  } catch {
    return { kind: 'invalid' }
  }
  // Payload signs the member in on reset; we do not: every session ends, the member logs in.
  await payload.update({
    collection: 'members',
    id: member.id,
    data: { temporaryPassword: false, temporaryPasswordExpiresAt: null },
    overrideAccess: true,
    context: MEMBER_AUTH_CONTEXT,
  })
  await endSessions(payload, member.id)
  return { kind: 'ok', email: member.email }
}

export type ChangeOutcome =
  | { kind: 'ok'; user: MemberUser }
  | { kind: 'mismatch' }
  | { kind: 'weak'; problem: PasswordProblem }
  | { kind: 'throttled'; retryAfter: RateState }

/**
 * Whether a signed-in member typed their own password (a password change, an e-mail change, an
 * account deletion): wrong tries count against RATE_LIMITS.passwordChange, so a stolen session
 * cannot guess it. As at the login, the try is counted before the password is checked, in one
 * atomic upsert (ADR 0029: peeking first let 25 parallel guesses all be checked); a right password
 * takes its hit back.
 */
export async function confirmMemberPassword(
  payload: Payload,
  member: Member,
  password: string,
): Promise<{ kind: 'ok' } | { kind: 'mismatch' } | { kind: 'throttled'; retryAfter: RateState }> {
  const key = String(member.id)
  const state = await countHit(payload, RATE_LIMITS.passwordChange, key)
  if (state.hits > RATE_LIMITS.passwordChange.limit) return { kind: 'throttled', retryAfter: state }
  const stored = await payload.db.findOne<{ id: number; hash?: string; salt?: string }>({
    collection: 'members',
    where: { id: { equals: member.id } },
  })
  if (!(await passwordMatches(stored?.hash, stored?.salt, password))) return { kind: 'mismatch' }
  await uncountHit(payload, RATE_LIMITS.passwordChange, key)
  return { kind: 'ok' }
}

/** Password change in the personal area: the old one must match; other sessions end. */
export async function changeMemberPassword(
  payload: Payload,
  member: Member & { sid: string },
  { oldPassword, newPassword }: { oldPassword: string; newPassword: string },
): Promise<ChangeOutcome> {
  const confirmed = await confirmMemberPassword(payload, member, oldPassword)
  if (confirmed.kind !== 'ok') return confirmed
  const problem = await passwordProblem(newPassword, {
    audience: 'member',
    email: member.email,
    context: await passwordContextOf(payload),
  })
  if (problem) return { kind: 'weak', problem }
  // This browser stays signed in; every other session of the member ends (Payload clears
  // them all when the password changes, so the current one is put back).
  const current = (member.sessions ?? []).filter((session) => session.id === member.sid)
  await payload.update({
    collection: 'members',
    id: member.id,
    data: { password: newPassword, temporaryPassword: false, temporaryPasswordExpiresAt: null },
    overrideAccess: true,
    context: MEMBER_AUTH_CONTEXT,
  })
  await payload.db.updateOne({
    collection: 'members',
    id: member.id,
    data: { sessions: current },
    returning: false,
  })
  const updated = (await payload.findByID({
    collection: 'members',
    id: member.id,
    depth: 0,
    overrideAccess: true,
  })) as Member
  return { kind: 'ok', user: toMemberUser(updated) }
}

export type RegisterOutcome = { kind: 'ok' } | { kind: 'throttled'; retryAfter: RateState }

/**
 * An address that already has an account: nothing is stored, its owner is told by mail (at most
 * once an hour) and may log in or reset the password. The visitor gets the same answer as for a
 * new address, after about the same work (the password hash a new member costs).
 */
async function registeredAgain(payload: Payload, existing: Member): Promise<void> {
  await passwordHashWork(crypto.randomBytes(32).toString('base64url'))
  const mails = await countHit(payload, RATE_LIMITS.registerExistingMail, existing.email)
  if (mails.hits > RATE_LIMITS.registerExistingMail.limit) return
  await queueAccountMail(payload, { kind: 'registered-again', memberId: String(existing.id) })
}

/**
 * Registration: a pending member, stored first; then the e-mails go through the outbox. The
 * answer does not tell whether the address has an account: 'ok' either way, and the
 * owner of an existing account gets a mail instead.
 */
export async function registerMember(
  payload: Payload,
  input: RegistrationInput,
  { locale, address, consentVersion }: { locale: Locale; address: string; consentVersion: string },
): Promise<RegisterOutcome> {
  const state = await countHit(payload, RATE_LIMITS.register, limitedAddress(address))
  if (state.hits > RATE_LIMITS.register.limit) return { kind: 'throttled', retryAfter: state }
  const existing = await findMemberByEmail(payload, input.email)
  if (existing) {
    await registeredAgain(payload, existing)
    return { kind: 'ok' }
  }
  const now = new Date().toISOString()
  let member: Member
  try {
    member = await payload.create({
      collection: 'members',
      data: {
        email: input.email,
        // Nobody knows this password: the approval e-mail brings the first usable one.
        password: crypto.randomBytes(32).toString('base64url'),
        firstName: input.firstName,
        lastName: input.lastName,
        company: input.company,
        jobTitle: input.jobTitle,
        phone: input.phone,
        city: input.city,
        country: input.country,
        market: input.market,
        language: locale,
        status: 'pending',
        termsAcceptedAt: now,
        informationConsent: input.information,
        consentVersion,
      },
      overrideAccess: true,
      context: MEMBER_AUTH_CONTEXT,
    })
  } catch (error) {
    // A second request with the same address won the race: the unique index refused this one.
    const winner = await findMemberByEmail(payload, input.email)
    if (!winner) throw error
    await registeredAgain(payload, winner)
    return { kind: 'ok' }
  }
  await queueAccountMail(payload, { kind: 'moderators', memberId: String(member.id) })
  await queueAccountMail(payload, { kind: 'received', memberId: String(member.id) })
  return { kind: 'ok' }
}

export { runMailQueue }
