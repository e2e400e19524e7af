// No `server-only` here: the Payload config (also loaded by the CLI) reaches this module.
import type { Payload, PayloadRequest } from 'payload'

import { getEnv } from '@/env'
import { raiseFlag, takeFlag, withLease } from '@/server/shared/redis'

/**
 * The outbox: every e-mail of the site is a job in Payload's job queue, stored in the same
 * transaction as the change that causes it, then sent by runMailQueue; when the mail server
 * fails, the queue retries the job with its task's backoff. Each topic declares its own mail
 * task (accounts, enquiries, documents) and queues it with queueMail.
 */
export const MAIL_QUEUE = 'mail'

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

/** Stores a mail job of `task` in the outbox and asks for a run a moment later, so the transaction that queued it has committed. */
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
