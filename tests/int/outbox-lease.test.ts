/**
 * The outbox with several instances (ADR 0020): one runner at a time across all of them
 * through a lease in Redis, and jobs left "processing" by a process that died go back to the
 * queue. Real Redis on 127.0.0.1:6379 under a prefix of this run's own; a real SMTP server on
 * loopback.
 */
import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEMO_MEMBERS } from '@/seed/demo-accounts'

import { ORIGIN } from '../setup/browser'
import { startTestPayload, type TestDatabase } from '../setup/database'
import { recipients, type SmtpSink, startSmtpSink } from '../setup/smtp-sink'

const prefix = `test-${randomUUID()}:`
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

let db: TestDatabase
let payload: Payload
let smtp: SmtpSink
let memberId: string

const redis = createClient({ url: redisUrl })

beforeAll(async () => {
  await redis.connect()
  smtp = await startSmtpSink()
  ;({ db, payload } = await startTestPayload('outbox', ORIGIN, {
    SMTP_URL: smtp.url,
    MAIL_FROM: 'EuroTalc <web@eurotalc.example>',
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: prefix,
  }))
  const member = await payload.create({
    collection: 'members',
    data: { ...DEMO_MEMBERS[1]!, termsAcceptedAt: new Date().toISOString() },
    overrideAccess: true,
  })
  memberId = String(member.id)
})

afterAll(async () => {
  for await (const keys of redis.scanIterator({ MATCH: `${prefix}*` }))
    if (keys.length) await redis.del(keys)
  await redis.quit()
  await payload?.destroy().catch(() => undefined)
  await db?.drop()
  await smtp?.close()
})

/**
 * A member's mail queued while another instance holds the outbox (its lease token is not ours):
 * the one mail job that makes, and how many messages the sink had before.
 */
async function queueWhileAnotherHolds() {
  const { queueAccountMail } = await import('@/features/accounts/mail')
  const { scheduledMailRuns } = await import('@/server/mail/queue')
  await redis.set(`${prefix}lease:mail`, 'other-instance', { PX: 60_000 })
  const before = smtp.messages.length
  await queueAccountMail(payload, { kind: 'received', memberId })
  await scheduledMailRuns()
  const jobs = await payload.find({
    collection: 'payload-jobs',
    where: { queue: { equals: 'mail' } },
    overrideAccess: true,
  })
  expect(jobs.docs).toHaveLength(1)
  return { before, job: jobs.docs[0]! }
}

/** The other instance is gone: its lease is given up, and this instance's next run goes. */
async function runAfterTheHolderLeft() {
  const { runMailQueue } = await import('@/server/mail/queue')
  await redis.del(`${prefix}lease:mail`)
  await runMailQueue(payload)
}

/** The messages to the member since `before`. */
const sentToMember = (before: number) =>
  smtp.messages.slice(before).filter((m) => recipients(m).includes(DEMO_MEMBERS[1]!.email))

describe('outbox across instances', () => {
  it('lets one holder of a lease run at a time, and the next after it gave the lease back', async () => {
    const { withLease } = await import('@/server/shared/redis')
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    const first = withLease('test', 10_000, () => held.then(() => 'first'))
    // Give the first call its lease before the second asks.
    for (;;) {
      if (await redis.exists(`${prefix}lease:test`)) break
      await new Promise((resolve) => setImmediate(resolve))
    }
    expect(await withLease('test', 10_000, async () => 'second')).toEqual({ ran: false })
    release()
    expect(await first).toEqual({ ran: true, value: 'first' })
    expect(await withLease('test', 10_000, async () => 'third')).toEqual({
      ran: true,
      value: 'third',
    })
  })

  it('sends nothing while another instance holds the outbox, and its mail once that one looks again', async () => {
    const { runMailQueue } = await import('@/server/mail/queue')
    const { before } = await queueWhileAnotherHolds()
    await runMailQueue(payload)
    expect(smtp.messages.length).toBe(before)
    // It told the holder there is more to do.
    expect(await redis.get(`${prefix}flag:mail`)).toBe('1')
    // The other instance is gone: the next run sends the mail, once.
    await runAfterTheHolderLeft()
    expect(sentToMember(before)).toHaveLength(1)
  })

  it('sends the mail of a job left "processing" by a process that died', async () => {
    const { ORPHANED_JOB_MS } = await import('@/server/mail/queue')
    const { before, job } = await queueWhileAnotherHolds()
    // As Payload leaves it when the process sending it is killed: taken, never finished.
    const takenLongAgo = new Date(Date.now() - ORPHANED_JOB_MS - 60_000).toISOString()
    await payload.db.updateOne({
      collection: 'payload-jobs',
      id: job.id,
      data: { processing: true, updatedAt: takenLongAgo },
    })
    await runAfterTheHolderLeft()
    const sent = sentToMember(before)
    expect(sent).toHaveLength(1)
    // Sent again, it carries the Message-ID of its job, as the first try did (ADR 0025).
    expect(sent[0]!.messageId).toMatch(/^<outbox\.[0-9a-f]{32}\.1@eurotalc\.example>$/)
    const left = await payload.count({ collection: 'payload-jobs', overrideAccess: true })
    expect(left.totalDocs).toBe(0)
  })

  it('takes a job as orphaned once the lease it was taken under has lapsed', async () => {
    const { ORPHANED_JOB_MS } = await import('@/server/mail/queue')
    expect(ORPHANED_JOB_MS).toBeLessThanOrEqual(60_000)
    const { before, job } = await queueWhileAnotherHolds()
    // Taken 61 s ago by an instance that was then killed: its lease (60 s) has lapsed.
    await payload.db.updateOne({
      collection: 'payload-jobs',
      id: job.id,
      data: { processing: true, updatedAt: new Date(Date.now() - 61_000).toISOString() },
    })
    await runAfterTheHolderLeft()
    expect(sentToMember(before)).toHaveLength(1)
  })

  it('clears a job whose mail went out but whose process died before deleting it, and sends it no more', async () => {
    const { before, job } = await queueWhileAnotherHolds()
    // As Payload leaves it when the process is killed after the job's mail went out and before
    // the end of its batch, where done jobs are deleted: done, not processing, tried once.
    await payload.db.updateOne({
      collection: 'payload-jobs',
      id: job.id,
      data: { completedAt: new Date().toISOString(), processing: false, totalTried: 1 },
    })
    await runAfterTheHolderLeft()
    expect(smtp.messages.length).toBe(before)
    const left = await payload.count({
      collection: 'payload-jobs',
      where: { queue: { equals: 'mail' } },
      overrideAccess: true,
    })
    expect(left.totalDocs).toBe(0)
  })
})
