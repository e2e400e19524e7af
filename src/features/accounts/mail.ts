// No `server-only` here: the Payload config (also loaded by the CLI) reaches this module.
import crypto from 'node:crypto'

import type { Payload, PayloadRequest, TaskConfig } from 'payload'

import type { Member } from '@/payload-types'
import {
  RESET_LINK_MINUTES,
  TEMPORARY_PASSWORD_DAYS,
  temporaryPasswordExpiry,
} from '@/features/accounts/accounts'
import { localizeHref } from '@/i18n/navigation'

import {
  EMAIL_CHANGE_HOURS,
  emailChangeToken,
  nonceDigest as digestOfNonce,
  sameNonce,
} from '@/features/accounts/email-change-token'

import { mailLocale, STAFF_LOCALE } from '@/server/mail/templates'
import { sendMail } from '@/server/mail/brand'

import {
  accountDeletedForModerators,
  emailChangeConfirmation,
  emailChangedNotice,
  memberApproved,
  memberRejected,
  passwordReset,
  registeredAgain,
  registrationForModerators,
  registrationReceived,
} from './mail-templates'
import { marketNameIn } from '@/server/mail/staff-words'
import { withOutboxJob } from '@/server/mail/transport'
import { moderatorAddresses, queueMail, siteUrl } from '@/server/mail/queue'

/**
 * The account e-mails go through Payload's job queue (the "outbox"): the job is stored in the
 * same transaction as the change that causes it, then sent; when the mail server fails, the
 * queue retries with exponential backoff (30 s, 1, 2, 4, 8, 16 min). A job carries ids only:
 * the temporary password and the reset link are made when the mail is sent, so no secret
 * waits in the database, and a retry sends a fresh one.
 */
export const ACCOUNT_MAIL_KINDS = [
  'moderators',
  'received',
  'approved',
  'rejected',
  'reset',
  'registered-again',
  'email-change',
  'email-changed',
  'account-deleted',
] as const
export type AccountMailKind = (typeof ACCOUNT_MAIL_KINDS)[number]

const TASK = 'account-mail'

/** A temporary password: 16 characters from 56 unambiguous ones (about 93 bits). */
export function generateTemporaryPassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789'
  let out = ''
  for (let i = 0; i < 16; i++) out += alphabet[crypto.randomInt(alphabet.length)]
  return `${out.slice(0, 4)}-${out.slice(4, 8)}-${out.slice(8, 12)}-${out.slice(12)}`
}

/** What a mail job carries besides its kind and account (ids and names, never secrets). */
type MailExtras = {
  newEmail?: string
  /** An e-mail change: the digest of the request's nonce (never the nonce itself). */
  nonceDigest?: string
  /** A confirmed e-mail change: the address the account had, which is told. */
  oldEmail?: string
  company?: string
  pseudonym?: string
  at?: string
}

async function sendAccountMail(
  payload: Payload,
  kind: AccountMailKind,
  memberId: string,
  { newEmail, nonceDigest, oldEmail, company, pseudonym, at }: MailExtras = {},
) {
  // The account is gone: the moderators learn it from what the job carries.
  if (kind === 'account-deleted') {
    const to = await moderatorAddresses(payload)
    if (to.length === 0 || !pseudonym) return
    const when = new Date(at ?? Date.now()).toISOString().slice(0, 16).replace('T', ' ')
    await sendMail(
      payload,
      accountDeletedForModerators(
        to,
        { company: company ?? '', pseudonym, at: `${when} UTC` },
        siteUrl(`/admin/collections/download-logs?search=${encodeURIComponent(pseudonym)}`),
      ),
    )
    return
  }
  const member = (await payload.findByID({
    collection: 'members',
    id: memberId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    // The e-mail change link needs the account's nonce (a hidden field).
    showHiddenFields: true,
  })) as Member | null
  // Deleted meanwhile, or the decision was changed back: nothing to send.
  if (!member) return
  const locale = mailLocale(member.language)
  const name = `${member.firstName} ${member.lastName}`.trim()

  switch (kind) {
    case 'moderators': {
      const to = await moderatorAddresses(payload)
      if (to.length === 0) return
      // The member's market as they chose it, in their language; the moderators read theirs.
      const market = await marketNameIn(payload, member.market, STAFF_LOCALE, locale)
      await sendMail(
        payload,
        registrationForModerators(
          to,
          { ...member, market },
          siteUrl(`/admin/collections/members/${member.id}`),
        ),
      )
      return
    }
    case 'received':
      await sendMail(payload, registrationReceived(locale, member.email, name))
      return
    case 'approved': {
      if (member.status !== 'approved') return
      const password = generateTemporaryPassword()
      // Valid from when it is sent (the approval set the flags already; the mail may go later).
      await payload.update({
        collection: 'members',
        id: member.id,
        data: {
          password,
          temporaryPassword: true,
          temporaryPasswordExpiresAt: temporaryPasswordExpiry(),
        },
        overrideAccess: true,
        context: { memberAuth: true },
      })
      await sendMail(
        payload,
        memberApproved(
          locale,
          member.email,
          name,
          password,
          siteUrl(`${localizeHref('/', locale)}?login`),
          TEMPORARY_PASSWORD_DAYS,
        ),
      )
      return
    }
    case 'rejected':
      if (member.status !== 'rejected') return
      await sendMail(
        payload,
        memberRejected(
          locale,
          member.email,
          name,
          siteUrl(localizeHref('/contacts/contact-us', locale)),
        ),
      )
      return
    case 'reset': {
      if (member.status !== 'approved') return
      const token = await payload.forgotPassword({
        collection: 'members',
        data: { email: member.email },
        disableEmail: true,
        context: { memberAuth: true },
      })
      if (!token) return
      const link = siteUrl(`${localizeHref('/reset-password', locale)}?token=${token}`)
      await sendMail(payload, passwordReset(locale, member.email, name, link, RESET_LINK_MINUTES))
      return
    }
    case 'email-change': {
      // The link is made as the mail goes: no token waits in the outbox. A newer request (or a
      // confirmation) replaced the nonce this job was queued with: its link would not work, and
      // only the newest request's mail goes.
      const nonce = member.emailChangeNonce
      if (member.status !== 'approved' || !newEmail || !nonce || !nonceDigest) return
      if (!sameNonce(digestOfNonce(nonce), nonceDigest)) return
      const token = emailChangeToken(payload.secret, {
        memberId: String(member.id),
        currentEmail: member.email,
        newEmail,
        nonce,
      })
      const link = siteUrl(`${localizeHref('/personal', locale)}?email-token=${token}`)
      await sendMail(
        payload,
        emailChangeConfirmation(locale, newEmail, name, link, EMAIL_CHANGE_HOURS),
      )
      return
    }
    case 'email-changed':
      // To the address the account had: a note, and whom to contact if it was not its owner.
      if (!oldEmail) return
      await sendMail(
        payload,
        emailChangedNotice(
          locale,
          oldEmail,
          name,
          siteUrl(localizeHref('/contacts/contact-us', locale)),
        ),
      )
      return
    case 'registered-again':
      await sendMail(
        payload,
        registeredAgain(locale, member.email, name, member.status, {
          login: siteUrl(`${localizeHref('/', locale)}?login`),
          contact: siteUrl(localizeHref('/contacts/contact-us', locale)),
        }),
      )
      return
  }
}

export const accountMailTask: TaskConfig = {
  slug: TASK,
  label: 'Account e-mail',
  inputSchema: [
    { name: 'kind', type: 'text', required: true },
    { name: 'memberId', type: 'text', required: true },
    // The address an e-mail change goes to, and its nonce's digest (that kind only).
    { name: 'newEmail', type: 'text' },
    { name: 'nonceDigest', type: 'text' },
    // The address a confirmed e-mail change left (that kind only).
    { name: 'oldEmail', type: 'text' },
    // A deleted account (that kind only): its company, pseudonym and when.
    { name: 'company', type: 'text' },
    { name: 'pseudonym', type: 'text' },
    { name: 'at', type: 'text' },
  ],
  retries: { attempts: 6, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input, job, req }) =>
    withOutboxJob(job, async () => {
      const { kind, memberId, ...extras } = input as {
        kind: AccountMailKind
        memberId: string
      } & { [K in keyof MailExtras]?: string | null }
      if (!ACCOUNT_MAIL_KINDS.includes(kind)) return { output: {} }
      await sendAccountMail(
        req.payload,
        kind,
        memberId,
        Object.fromEntries(Object.entries(extras).filter(([, v]) => v)) as MailExtras,
      )
      return { output: {} }
    }),
}

/**
 * Stores an account mail in the outbox (in `req`'s transaction when given) and asks for a run
 * soon after: a moment later, so the transaction that queued it has committed. The queue's
 * cron (every minute, src/config/boot.ts) catches whatever this run misses.
 */
export async function queueAccountMail(
  payload: Payload,
  {
    kind,
    memberId,
    req,
    ...extras
  }: { kind: AccountMailKind; memberId: string; req?: PayloadRequest } & MailExtras,
): Promise<void> {
  const carried = Object.fromEntries(Object.entries(extras).filter(([, v]) => v)) as Record<
    string,
    string
  >
  await queueMail(payload, TASK, { kind, memberId, ...carried }, req)
}
