/**
 * The SDS update notice benchmark's task (started by bench/notices.mjs through Vitest,
 * for the app's TypeScript and aliases). See that file for what it measures.
 *
 * Setup (timed and printed, not part of the figures):
 * - a fresh SQLite file in data/bench-notices/ (deleted at the start of each run, kept after it
 *   for a look with any SQLite client), migrated like the tests' databases;
 * - a grade, a safety data sheet family and its earlier revisions 1.0 and 1.1 through the Local
 *   API, as an editor makes them (hooks, files, versions, the revision chain); revision 2.0 as a
 *   draft, so that the measured step is the editor's publish alone;
 * - the members and the download log written straight into their tables with Drizzle, 500 rows
 *   per INSERT. Through the Local API each member would cost a PBKDF2 hash of 600,000 rounds
 *   and the registration hooks (which queue mails of their own); every member here gets one
 *   hash and salt made once the way Payload makes them, so the rows are what Payload stores.
 *   Each member downloaded revision 1.0 (a third of them, 5 to 11.5 months ago) or 1.1 (the
 *   others, in the last 5 months); every tenth downloaded 1.1 a second time as well, so the
 *   fan-out also has to send one mail per member, not per download.
 *
 * Measured from the publish of revision 2.0, with the outbox driven as in the server: the run a
 * queued mail asks for (src/features/accounts/mail.ts) and the cron of src/config/boot.ts
 * (every 60 s, started just before the publish; BENCH_CRON_MS changes it):
 * - queued: every member has a `revision-notices` row and the fan-out job has finished (it
 *   queues each member's mail job right after the row, so then all mail jobs are stored);
 * - delivered: the SMTP server on loopback has received a mail for every member;
 * - duplicates: mails beyond one per member and revision (the revision read from the signed
 *   link in each mail), counted once the outbox is empty.
 * The SMTP server here only keeps the raw bytes and the envelope while the clock runs (the
 * tests' sink in tests/setup/smtp-sink.ts parses every message as it arrives, which would load
 * this process during the measurement and hold 10,000 parsed messages); they are parsed after.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { simpleParser } from 'mailparser'
import type { Payload } from 'payload'
import { SMTPServer } from 'smtp-server'
import { afterAll, it } from 'vitest'

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 10_000)
const CRON_MS = Number(process.env.BENCH_CRON_MS ?? 60_000)
const TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_MINUTES ?? 45) * 60_000
const POLL_MS = 250
const ORIGIN = 'http://localhost:3000'
const CHUNK = 500
const DAY = 86_400_000
const root = path.resolve(__dirname, '../..')
const dataDir = path.join(root, 'data', 'bench-notices')

/** A small deterministic generator (mulberry32): the same log on every run. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const ms = (n: number) => Math.round(n)
const seconds = (n: number | undefined) => (n === undefined ? '—' : `${(n / 1000).toFixed(1)} s`)
const sleep = (n: number) => new Promise((resolve) => setTimeout(resolve, n))

type Received = { to: string[]; raw: Buffer; at: number }

/** An SMTP server on loopback that keeps each message's envelope, bytes and arrival time. */
async function startSink() {
  const received: Received[] = []
  const addresses = new Set<string>()
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase())
        received.push({ to, raw: Buffer.concat(chunks), at: performance.now() })
        for (const address of to) addresses.add(address)
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    addresses,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

type Sink = Awaited<ReturnType<typeof startSink>>
type Table = Record<string, unknown>
type Drizzle = { insert(table: Table): { values(rows: unknown[]): Promise<unknown> } }

let payload: Payload | undefined
let sink: Sink | undefined
let cron: ReturnType<typeof setInterval> | undefined

afterAll(async () => {
  clearInterval(cron)
  await payload?.destroy().catch(() => undefined)
  await sink?.close()
})

it('measures SDS update notices', async () => {
  fs.rmSync(dataDir, { recursive: true, force: true })
  fs.mkdirSync(dataDir, { recursive: true })
  const smtp = await startSink()
  sink = smtp
  Object.assign(process.env, {
    APP_ENV: 'demo',
    DATABASE_URL: `file:${path.join(dataDir, 'site.db')}`,
    DATA_DIR: dataDir,
    SERVER_URL: ORIGIN,
    SMTP_URL: smtp.url,
    MAIL_FROM: 'EuroTalc <web@eurotalc.example>',
  })
  // Imported once the environment above is set: the config and the mail transport read it.
  const { getPayloadClient } = await import('@/server/payload')
  const { migrateDatabase } = await import('@/seed/prepare-database')
  const { simplePdf } = await import('@/seed/pdf')
  const { runMailQueue, scheduledMailRuns, mailQueueIdle, MAIL_QUEUE } =
    await import('@/server/mail/queue')
  const { NOTICE_FAN_OUT_TASK } = await import('@/features/documents/revision-notices')
  const { readNoticeToken } = await import('@/features/documents/notice-token')

  const setupStarted = performance.now()
  payload = await getPayloadClient()
  payload.logger.level = 'warn'
  await migrateDatabase(payload)
  const p = payload

  const drain = async () => {
    await scheduledMailRuns()
    await runMailQueue(p)
    await mailQueueIdle()
  }
  const jobsLeft = async (where: Record<string, unknown> = {}) =>
    (await p.count({ collection: 'payload-jobs', where: where as never, overrideAccess: true }))
      .totalDocs

  // The family and its revisions, as an editor makes them.
  const grade = await p.create({
    collection: 'grades',
    data: {
      name: 'EuroTalc P 12',
      slug: 'eurotalc-p-12',
      d50: 12,
      form: 'powder',
      _status: 'published',
    },
    overrideAccess: true,
  })
  const family = await p.create({
    collection: 'document-families',
    locale: 'en',
    overrideAccess: true,
    data: {
      title: 'Safety data sheet EuroTalc P 12',
      slug: 'sds-eurotalc-p-12',
      documentType: 'safety-data-sheet',
      language: 'en',
      grades: [grade.id],
    },
  })
  const revision = async (name: string, date: Date, draft: boolean) => {
    const data = simplePdf({ title: `EuroTalc P 12 SDS ${name}`, lines: [`Revision ${name}`] })
    const doc = await p.create({
      collection: 'documents',
      locale: 'en',
      draft,
      overrideAccess: true,
      data: {
        title: `Safety data sheet EuroTalc P 12, revision ${name}`,
        category: 'safety-data-sheets',
        language: 'en',
        revision: name,
        revisionDate: date.toISOString(),
        family: family.id,
        changeNote: `Section 2 and 11 updated (${name})`,
        _status: draft ? 'draft' : 'published',
      },
      file: {
        data,
        mimetype: 'application/pdf',
        name: `sds-eurotalc-p-12-${name}.pdf`,
        size: data.length,
      },
    })
    await p.update({
      collection: 'documents',
      id: doc.id,
      locale: 'de',
      draft,
      overrideAccess: true,
      data: {
        title: `Sicherheitsdatenblatt EuroTalc P 12, Revision ${name}`,
        changeNote: `Abschnitte 2 und 11 aktualisiert (${name})`,
      },
    })
    return doc.id
  }
  const now = Date.now()
  const first = await revision('1.0', new Date(now - 400 * DAY), false)
  const second = await revision('1.1', new Date(now - 150 * DAY), false)
  const next = await revision('2.0', new Date(now), true)
  // Publishing 1.1 queued its own fan-out (nobody to notify yet): it must be done before the
  // members exist, or it would notify them of 1.1.
  await drain()
  const leftBefore = await jobsLeft()
  if (leftBefore > 0) throw new Error(`${leftBefore} jobs still queued before the members exist`)

  // Members and the download log, straight into their tables (see the head of this file).
  const adapter = p.db as unknown as { drizzle: Drizzle; tables: Record<string, Table> }
  const salt = crypto.randomBytes(32).toString('hex')
  const hashed = await promisify(crypto.pbkdf2)('Bench-Member-2026', salt, 600_000, 32, 'sha256')
  const hash = `pbkdf2-sha256-v1:${hashed.toString('hex')}`
  const membersStarted = performance.now()
  const stamp = new Date().toISOString()
  const email = (i: number) => `bench-member-${i}@example.com`
  const memberRows = Array.from({ length: MEMBERS }, (_, i) => ({
    status: 'approved',
    // One in five reads German: both templates are sent.
    language: i % 5 === 4 ? 'de' : 'en',
    firstName: `Member${i}`,
    lastName: 'Bench',
    company: `Compounder ${i % 700}`,
    jobTitle: 'Purchasing',
    phone: '+43 1 234 5678',
    city: 'Linz',
    country: 'AT',
    market: 'Automotive plastics',
    termsAcceptedAt: stamp,
    informationConsent: false,
    temporaryPassword: false,
    email: email(i),
    salt,
    hash,
    createdAt: stamp,
    updatedAt: stamp,
  }))
  for (let at = 0; at < memberRows.length; at += CHUNK)
    await adapter.drizzle.insert(adapter.tables.members!).values(memberRows.slice(at, at + CHUNK))
  const membersMs = performance.now() - membersStarted

  const logsStarted = performance.now()
  const ids = new Map<string, number>()
  const listed = await p.find({
    collection: 'members',
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { email: true },
  })
  for (const doc of listed.docs) ids.set(doc.email, doc.id)
  const next01 = random(24)
  const ago = (fromDays: number, toDays: number) =>
    new Date(now - (fromDays + next01() * (toDays - fromDays)) * DAY).toISOString()
  const logRows: Record<string, unknown>[] = []
  const log = (i: number, document: number, title: string, at: string) =>
    logRows.push({
      member: ids.get(email(i)),
      memberEmail: email(i),
      document,
      documentTitle: title,
      kind: 'single',
      address: '192.0.2.0',
      createdAt: at,
      updatedAt: at,
    })
  for (let i = 0; i < MEMBERS; i++) {
    if (i % 3 === 0) log(i, first, 'SDS EuroTalc P 12, revision 1.0', ago(150, 350))
    else log(i, second, 'SDS EuroTalc P 12, revision 1.1', ago(0.1, 150))
    if (i % 10 === 0) log(i, second, 'SDS EuroTalc P 12, revision 1.1', ago(0.1, 150))
  }
  for (let at = 0; at < logRows.length; at += CHUNK)
    await adapter.drizzle
      .insert(adapter.tables.download_logs!)
      .values(logRows.slice(at, at + CHUNK))
  const logsMs = performance.now() - logsStarted
  const setupMs = performance.now() - setupStarted
  console.log(
    `Setup: ${MEMBERS} members in ${seconds(membersMs)}, ${logRows.length} download-log rows in ${seconds(logsMs)}, all setup ${seconds(setupMs)}`,
  )

  // The measurement: the editor publishes revision 2.0.
  const notices = async () =>
    (
      await p.count({
        collection: 'revision-notices',
        where: { revision: { equals: next } },
        overrideAccess: true,
      })
    ).totalDocs
  const started = performance.now()
  const startedAt = Date.now()
  cron = setInterval(() => void runMailQueue(p), CRON_MS)
  await p.update({
    collection: 'documents',
    id: next,
    data: { _status: 'published' },
    overrideAccess: true,
  })
  const publishMs = performance.now() - started
  let queuedMs: number | undefined
  let mailJobsWhenQueued = 0
  let sentWhenQueued = 0
  let deliveredMs: number | undefined
  let lastProgress = started
  let timedOut = false
  for (;;) {
    await sleep(POLL_MS)
    const elapsed = performance.now() - started
    if (queuedMs === undefined) {
      const rows = await notices()
      if (
        rows >= MEMBERS &&
        (await jobsLeft({ taskSlug: { equals: NOTICE_FAN_OUT_TASK } })) === 0
      ) {
        queuedMs = elapsed
        mailJobsWhenQueued = await jobsLeft({ taskSlug: { equals: 'revision-notice-mail' } })
        sentWhenQueued = smtp.addresses.size
      }
    }
    if (deliveredMs === undefined && smtp.addresses.size >= MEMBERS)
      deliveredMs = smtp.received.at(-1)!.at - started
    if (queuedMs !== undefined && deliveredMs !== undefined) {
      // Everything sent: wait for the outbox to be empty and idle, so late duplicates count.
      if ((await jobsLeft({ queue: { equals: MAIL_QUEUE } })) === 0) {
        await mailQueueIdle()
        break
      }
    }
    if (performance.now() - lastProgress > 30_000) {
      lastProgress = performance.now()
      console.log(
        `  ${seconds(elapsed)}: ${await notices()} notices, ${await jobsLeft({ queue: { equals: MAIL_QUEUE } })} mail jobs waiting, ${smtp.received.length} mails received`,
      )
    }
    if (elapsed > TIMEOUT_MS) {
      timedOut = true
      break
    }
  }
  clearInterval(cron)
  const noticeRows = await notices()
  const stamped = (
    await p.count({
      collection: 'revision-notices',
      where: { and: [{ revision: { equals: next } }, { sentAt: { exists: true } }] },
      overrideAccess: true,
    })
  ).totalDocs
  const failedJobs = await jobsLeft({ hasError: { equals: true } })
  const waitingJobs = await jobsLeft({ queue: { equals: MAIL_QUEUE } })
  // When the first and last notice rows were written (their own timestamps), from the publish.
  const firstLast = await Promise.all(
    ['createdAt', '-createdAt'].map((sort) =>
      p.find({
        collection: 'revision-notices',
        where: { revision: { equals: next } },
        sort,
        limit: 1,
        depth: 0,
        overrideAccess: true,
        select: { createdAt: true },
      }),
    ),
  )
  const rowAt = (i: number) => {
    const doc = firstLast[i]!.docs[0]
    return doc ? new Date(doc.createdAt).getTime() - startedAt : undefined
  }
  const firstNoticeMs = rowAt(0)
  const lastNoticeMs = rowAt(1)

  // The mails, parsed now that the clock has stopped: member and revision from the signed link.
  const perKey = new Map<string, number>()
  let withoutLink = 0
  let wrongMember = 0
  let otherRevision = 0
  const languages = { en: 0, de: 0 }
  for (const mail of smtp.received) {
    const parsed = await simpleParser(mail.raw)
    const token = /\/api\/v1\/documents\/notice\/([^\s"<>]+)/.exec(parsed.text ?? '')?.[1]
    const claim = token ? readNoticeToken(token) : null
    if (!claim) {
      withoutLink += 1
      continue
    }
    if (claim.revisionId !== next) otherRevision += 1
    for (const address of mail.to) {
      if (ids.get(address) !== claim.memberId) wrongMember += 1
      const key = `${address}|${claim.revisionId}`
      perKey.set(key, (perKey.get(key) ?? 0) + 1)
    }
    const language = String(parsed.headers.get('content-language') ?? '')
    if (language === 'de' || language === 'en') languages[language] += 1
  }
  const duplicates = [...perKey.values()].reduce((sum, n) => sum + n - 1, 0)

  // Where delivery time went: bursts of mails (one outbox run or several back to back) and the
  // pauses between them (waiting for the cron).
  const arrivals = smtp.received.map((m) => m.at).sort((a, b) => a - b)
  const bursts: { from: number; to: number; mails: number }[] = []
  for (const at of arrivals) {
    const last = bursts.at(-1)
    if (last && at - last.to < 2000) {
      last.to = at
      last.mails += 1
    } else bursts.push({ from: at, to: at, mails: 1 })
  }
  const sendingMs = bursts.reduce((sum, b) => sum + (b.to - b.from), 0)
  const pausedMs = bursts.length
    ? bursts.slice(1).reduce((sum, b, i) => sum + (b.from - bursts[i]!.to), 0)
    : 0

  const result = {
    members: MEMBERS,
    downloadLogRows: logRows.length,
    database: 'sqlite',
    outboxCronMs: CRON_MS,
    setupMs: { members: ms(membersMs), downloadLog: ms(logsMs), all: ms(setupMs) },
    publishMs: ms(publishMs),
    queuedMs: queuedMs === undefined ? null : ms(queuedMs),
    noticeRowsWrittenMs: {
      first: firstNoticeMs ?? null,
      last: lastNoticeMs ?? null,
      perMember:
        firstNoticeMs !== undefined && lastNoticeMs !== undefined && MEMBERS > 1
          ? Math.round(((lastNoticeMs - firstNoticeMs) / (MEMBERS - 1)) * 100) / 100
          : null,
    },
    mailJobsStoredWhenQueued: mailJobsWhenQueued,
    mailsSentBeforeQueued: sentWhenQueued,
    deliveredMs: deliveredMs === undefined ? null : ms(deliveredMs),
    delivery: {
      firstMailMs: arrivals.length ? ms(arrivals[0]! - started) : null,
      bursts: bursts.map((b) => ({
        fromMs: ms(b.from - started),
        toMs: ms(b.to - started),
        mails: b.mails,
      })),
      sendingMs: ms(sendingMs),
      pausedMs: ms(pausedMs),
      mailsPerSecondWhileSending:
        sendingMs > 0 ? Math.round((arrivals.length / sendingMs) * 1000 * 10) / 10 : null,
    },
    mailsReceived: smtp.received.length,
    membersReached: smtp.addresses.size,
    duplicates,
    mailsWithoutLink: withoutLink,
    mailsForAnotherRevision: otherRevision,
    linkNamesAnotherMember: wrongMember,
    mailsByLanguage: languages,
    noticeRows,
    noticeRowsStampedSent: stamped,
    jobsFailed: failedJobs,
    jobsLeft: waitingJobs,
    timedOut,
    machine: { cpus: os.cpus().length, loadAverage1m: os.loadavg()[0] },
  }
  fs.mkdirSync(path.join(root, 'bench-results'), { recursive: true })
  fs.writeFileSync(
    path.join(root, 'bench-results', 'notices.json'),
    `${JSON.stringify(result, null, 2)}\n`,
  )
  const n = (value: number) => value.toLocaleString('en')
  console.log(`
SDS update notices, ${n(MEMBERS)} approved members with ${n(logRows.length)} downloads of earlier revisions (SQLite)
  setup (not measured): members ${seconds(membersMs)}, download log ${seconds(logsMs)}, all ${seconds(setupMs)}
  publish of revision 2.0 (payload.update, hooks included): ${ms(publishMs)} ms
  all notices queued (${n(noticeRows)} rows, fan-out job done):  ${seconds(queuedMs)}
    notice rows written from ${seconds(firstNoticeMs)} to ${seconds(lastNoticeMs)} (${result.noticeRowsWrittenMs.perMember ?? '—'} ms per member); ${n(mailJobsWhenQueued)} mail jobs stored, ${n(sentWhenQueued)} sent by then
  all delivered to the SMTP server:  ${seconds(deliveredMs)}
    first mail at ${seconds(result.delivery.firstMailMs ?? undefined)}; ${bursts.length} burst(s) of sending, ${seconds(sendingMs)} sending at ${result.delivery.mailsPerSecondWhileSending ?? '—'} mails/s, ${seconds(pausedMs)} waiting between them (outbox cron every ${seconds(CRON_MS)})
  mails received: ${n(smtp.received.length)} (${n(languages.en)} en, ${n(languages.de)} de) to ${n(smtp.addresses.size)} members
  duplicates (mails per member and revision beyond one): ${duplicates}   must be 0   ${duplicates === 0 ? 'met' : 'MISSED'}
  notice rows stamped sent: ${n(stamped)}; jobs failed: ${failedJobs}; jobs left: ${waitingJobs}; mails without a valid link: ${withoutLink}; for another revision: ${otherRevision}; link names another member: ${wrongMember}${timedOut ? `\n  TIMED OUT after ${seconds(TIMEOUT_MS)} (BENCH_TIMEOUT_MINUTES)` : ''}
  machine: ${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(1)} at the end (other work slows every figure)
Written to bench-results/notices.json`)
})
