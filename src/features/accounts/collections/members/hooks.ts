import {
  APIError,
  type CollectionAfterChangeHook,
  type CollectionBeforeChangeHook,
  type CollectionBeforeLoginHook,
  type CollectionBeforeOperationHook,
  type CollectionBeforeValidateHook,
} from 'payload'

import { isStaffUser } from '@/access/is-staff-user'
import { temporaryPasswordExpiry } from '@/features/accounts/accounts'
import { enforcePasswordPolicy } from '@/features/accounts/password-policy'
import { queueAccountMail } from '@/features/accounts/mail'

import { MemberLoginRefused } from './member-auth'

/** Payload's own REST login, refresh and password reset are refused: only src/server/accounts signs members in. */
export const refuseSignInOutsideAccounts: CollectionBeforeOperationHook = ({ operation, req }) => {
  const signIn = ['login', 'forgotPassword', 'resetPassword', 'refresh'].includes(operation)
  if (signIn && req.context.memberAuth !== true) {
    throw new APIError('Members sign in through /login.', 403)
  }
}

/**
 * A password set from outside the account endpoints (the admin, REST, the seed) must pass the
 * policy (ADR 0018). src/server/accounts checks a member's own choice itself, to answer with the
 * field's error key, and otherwise sets random passwords nobody chose: those calls carry
 * MEMBER_AUTH_CONTEXT and are not checked again. (Payload's own reset is refused for members.)
 */
export const memberPasswordPolicy: CollectionBeforeValidateHook = async ({
  data,
  originalDoc,
  req,
}) => {
  const password = (data as { password?: unknown } | undefined)?.password
  if (typeof password !== 'string' || password === '' || req.context.memberAuth === true) {
    return data
  }
  await enforcePasswordPolicy(req, {
    collection: 'members',
    audience: 'member',
    password,
    email: (data as { email?: string }).email ?? (originalDoc as { email?: string })?.email,
  })
  return data
}

/** Only approved members sign in, and a temporary password only until it expires. */
export const refuseUnapprovedLogin: CollectionBeforeLoginHook = ({ user }) => {
  const member = user as {
    status?: string
    temporaryPassword?: boolean
    temporaryPasswordExpiresAt?: string | null
  }
  if (member.status === 'pending') throw new MemberLoginRefused('not-moderated')
  if (member.status !== 'approved') throw new MemberLoginRefused('denied')
  if (
    member.temporaryPassword &&
    member.temporaryPasswordExpiresAt &&
    new Date(member.temporaryPasswordExpiresAt).getTime() <= Date.now()
  ) {
    throw new MemberLoginRefused('expired')
  }
  return user
}

/** A status change by staff is a moderation decision: recorded, and it may end the sessions. */
export const recordModerationDecision: CollectionBeforeChangeHook = ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !originalDoc || data.status === undefined) return data
  if (data.status === originalDoc.status) return data
  if (!isStaffUser(req.user)) return data
  // Every decision is kept: who, when, what.
  const at = new Date().toISOString()
  data.moderatedBy = req.user.id
  data.moderatedAt = at
  data.moderationLog = [
    ...((originalDoc.moderationLog as unknown[]) ?? []),
    { status: data.status, by: req.user.id, at },
  ]
  // Leaving "approved" ends every session at once.
  if (originalDoc.status === 'approved') data.sessions = []
  // Approval issues a temporary password: the saved form says so at once. The outbox sets the
  // password itself and its validity from when the mail goes (a second later, as a rule).
  if (data.status === 'approved') {
    data.temporaryPassword = true
    data.temporaryPasswordExpiresAt = temporaryPasswordExpiry()
  } else if (originalDoc.status === 'approved') {
    data.temporaryPassword = false
    data.temporaryPasswordExpiresAt = null
  }
  return data
}

/** Approval (with the temporary password) or rejection e-mail, through the outbox in the same transaction. */
export const queueDecisionMail: CollectionAfterChangeHook = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !isStaffUser(req.user)) return doc
  if (doc.status === previousDoc?.status) return doc
  if (doc.status === 'approved' || doc.status === 'rejected') {
    await queueAccountMail(req.payload, {
      kind: doc.status,
      memberId: String(doc.id),
      req,
    })
  }
  return doc
}
