// No `server-only` here: the Payload config (also loaded by the CLI) reaches this module.
import crypto from 'node:crypto'

import type { Payload, PayloadRequest, TaskConfig } from 'payload'

import { getEnv } from '@/env'
import type { Member } from '@/payload-types'
import {
  RESET_LINK_MINUTES,
  TEMPORARY_PASSWORD_DAYS,
  temporaryPasswordExpiry,
} from '@/lib/accounts'
import { localizeHref } from '@/lib/nav-href'

import {
  EMAIL_CHANGE_HOURS,
  emailChangeToken,
  nonceDigest as digestOfNonce,
  sameNonce,
} from '@/server/accounts/email-change-token'
import { raiseFlag, takeFlag, withLease } from '@/server/shared/redis'

import {
  accountDeletedForModerators,
  emailChangeConfirmation,
  emailChangedNotice,
  mailLocale,
  memberApproved,
  memberRejected,
  passwordReset,
  registeredAgain,
  registrationForModerators,
  registrationReceived,
} from './templates'
import { deliverMail, withOutboxJob } from './transport'

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

export const MAIL_QUEUE = 'mail'
const TASK = 'account-mail'

/** A temporary password: 16 characters from 56 unambiguous ones (about 93 bits). */
export function generateTemporaryPassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789'
  let out = ''
  for (let i = 0; i < 16; i++) out += alphabet[crypto.randomInt(alphabet.length)]
  return `${out.slice(0, 4)}-${out.slice(4, 8)}-${out.slice(8, 12)}-${out.slice(12)}`
}

export function siteUrl(path: string): string {
  return new URL(path, getEnv().serverURL).toString()
}

export async function moderatorAddresses(payload: Payload): Promise<string[]> {
  const staff = await payload.find({
    collection: 'users',
    where: { roles: { in: ['moderator'] } },
    limit: 100,
    depth: 0,
    overrideAccess: true,
  })
  const moderators = staff.docs.map((u) => u.email)
  if (moderators.length > 0) return moderators
  // No moderator yet: the administrators decide.
  const admins = await payload.find({
    collection: 'users',
    where: { roles: { in: ['admin'] } },
    limit: 100,
    depth: 0,
    overrideAccess: true,
  })
  return admins.docs.map((u) => u.email)
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
    await deliverMail(
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
      await deliverMail(
        registrationForModerators(to, member, siteUrl(`/admin/collections/members/${member.id}`)),
      )
      return
    }
    case 'received':
      await deliverMail(registrationReceived(locale, member.email, name))
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
      await deliverMail(
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
      await deliverMail(
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
      await deliverMail(passwordReset(locale, member.email, name, link, RESET_LINK_MINUTES))
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
      await deliverMail(emailChangeConfirmation(locale, newEmail, name, link, EMAIL_CHANGE_HOURS))
      return
    }
    case 'email-changed':
      // To the address the account had: a note, and whom to contact if it was not its owner.
      if (!oldEmail) return
      await deliverMail(
        emailChangedNotice(
          locale,
          oldEmail,
          name,
          siteUrl(localizeHref('/contacts/contact-us', locale)),
        ),
      )
      return
    case 'registered-again':
      await deliverMail(
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

let running: Promise<unknown> | null = null
let again = false
let retryLater = false
/** Set when the process is about to exit: a run in progress finishes, no further run starts. */
let stopping = false

/** How long the outbox's lease lasts without renewal (a process that dies gives it up so late). */
const MAIL_LEASE_MS = 60_000
/**
 * A job still marked as being sent this long after it was taken was lost with its process. Only
 * the lease holder looks, at the start of its run, when no run of its own is under way and any
 * other runner has held no lease for this long: a live one would still hold it (it is renewed
 * while a run lasts). So the lease's lifetime is enough (was five minutes: after a `docker kill`
 * the container test waited that long for the killed instance's mails). Were a stalled runner to
 * wake up after this and finish its job too, the mail would go twice with the same Message-ID.
 */
export const ORPHANED_JOB_MS = MAIL_LEASE_MS

/**
 * Jobs taken by a process that died while sending (a crash, a kill): Payload leaves them marked
 * as processing for ever. Only the lease holder runs this, so none of them is being sent now;
 * they go back to the queue and are sent once more (at least once: the mail server may have
 * accepted the mail just before the process died).
 *
 * And jobs whose mail went out but which that process had no time to delete: Payload marks each
 * job done as it finishes and deletes the batch's done jobs at the end of the batch, so a kill in
 * between leaves done jobs behind for ever (seen in the container test: the outbox never emptied
 * after a `docker kill`). No other run is under way, so every done job is such a leftover.
 */
async function releaseOrphanedJobs(payload: Payload): Promise<void> {
  await payload.delete({
    collection: 'payload-jobs',
    where: {
      and: [{ queue: { equals: MAIL_QUEUE } }, { completedAt: { exists: true } }],
    },
    overrideAccess: true,
  })
  await payload.update({
    collection: 'payload-jobs',
    where: {
      and: [
        { queue: { equals: MAIL_QUEUE } },
        { processing: { equals: true } },
        { updatedAt: { less_than: new Date(Date.now() - ORPHANED_JOB_MS).toISOString() } },
      ],
    },
    data: { processing: false },
    overrideAccess: true,
  })
}

/**
 * Works through the due mail jobs now. One run per process at a time (a call meanwhile queues one
 * more run), and with several instances (REDIS_URL) one run across all of them: the runner holds
 * a lease in Redis, since Payload takes jobs with a read and then a write and two runners could
 * send the same mail. An instance that finds the lease taken raises a flag the holder looks at
 * before it stops, and tries once more a moment later.
 */
export function runMailQueue(payload: Payload): Promise<unknown> {
  if (running) {
    again = true
    return running
  }
  if (stopping) return Promise.resolve()
  let backlog = false
  running = (async () => {
    const outcome = await withLease(MAIL_QUEUE, MAIL_LEASE_MS, async () => {
      await releaseOrphanedJobs(payload)
      // Batches of 50 until no due job is left (a failed job waits for its backoff, so it is not
      // due again at once). After 20 batches the run gives the lease back and, if mail is still
      // due (a fan-out of thousands of update notices), the next run starts at once: another
      // instance may take it, and a stopping process is not held up by the whole backlog.
      for (let batch = 0; batch < 20; batch += 1) {
        again = false
        await takeFlag(MAIL_QUEUE)
        const result = await payload.jobs.run({
          queue: MAIL_QUEUE,
          limit: 50,
          silent: { info: true },
        })
        if (result.noJobsRemaining && !again && !(await takeFlag(MAIL_QUEUE))) break
        backlog = batch === 19
      }
    })
    if (!outcome.ran) {
      await raiseFlag(MAIL_QUEUE)
      if (!retryLater) {
        retryLater = true
        setTimeout(() => {
          retryLater = false
          void runMailQueue(payload)
        }, 2000).unref()
      }
    }
  })()
    .catch((error: unknown) => payload.logger.error({ err: error, msg: 'mail queue run failed' }))
    .finally(() => {
      running = null
      // At once (not later): whoever waits for the outbox to be idle waits for this run too.
      if (backlog && !stopping) void runMailQueue(payload)
    })
  return running
}

/** Resolves when this process's outbox runs (a run and the ones it chains) have finished. */
export async function mailQueueIdle(): Promise<void> {
  while (running) await running
}

/**
 * Before the process exits: the run in progress finishes, no further one starts. What is left
 * is sent by another instance or after the restart.
 */
export async function stopMailQueue(): Promise<void> {
  stopping = true
  await mailQueueIdle()
}

/**
 * Stores an account mail in the outbox (in `req`'s transaction when given) and asks for a run
 * soon after: a moment later, so the transaction that queued it has committed. The queue's
 * cron (every minute, src/server/boot.ts) catches whatever this run misses.
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

/** Stores a mail job of `task` in the outbox and asks for a run (see queueAccountMail). */
export async function queueMail(
  payload: Payload,
  task: string,
  input: Record<string, string>,
  req?: PayloadRequest,
): Promise<void> {
  await payload.jobs.queue({ task: task as never, queue: MAIL_QUEUE, input: input as never, req })
  const run = new Promise<void>((resolve) => {
    const start = () =>
      void runMailQueue(payload)
        .finally(resolve)
        .catch(() => undefined)
    setTimeout(start, req ? 750 : 0).unref?.()
  })
  scheduled.add(run)
  void run.then(() => scheduled.delete(run))
}

/** Runs asked for by queueMail and not yet finished (a timer does not keep the process up). */
const scheduled = new Set<Promise<void>>()

/** Resolves once every run asked for so far (and any asked for meanwhile) has finished. */
export async function scheduledMailRuns(): Promise<void> {
  while (scheduled.size > 0) await Promise.all([...scheduled])
}
