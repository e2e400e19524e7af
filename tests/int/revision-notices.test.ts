/**
 * SDS update notices (ADR 0021) with a real SMTP server on loopback: exactly who is notified when
 * a new revision of a safety data sheet is published, in which language, once; the audit CSV;
 * the personal signed link. SQLite or PostgreSQL (TEST_DATABASE_URL).
 */
import type { ParsedMail } from 'mailparser'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEMO_MEMBERS } from '@/seed/demo-accounts'
import { simplePdf } from '@/seed/pdf'

import { Browser, type Handler, ORIGIN } from '../setup/browser'
import { startTestPayload, type TestDatabase } from '../setup/database'
import { payloadRestGet } from '../setup/payload-rest'
import { recipients, type SmtpSink, startSmtpSink } from '../setup/smtp-sink'

let db: TestDatabase
let payload: Payload
let smtp: SmtpSink
let noticeRoute: (token: string) => Handler
let noticeButton: (token: string) => Handler
const family: Record<string, number> = {}
const member: Record<string, number> = {}
const PASSWORD = 'Notice-Test-2026'

const DAY = 86_400_000
const monthsAgo = (months: number) => new Date(Date.now() - months * 30.5 * DAY).toISOString()

async function newMember(key: string, status: string, language: 'en' | 'de') {
  const created = await payload.create({
    collection: 'members',
    overrideAccess: true,
    data: {
      ...DEMO_MEMBERS[0]!,
      email: `${key}@example.com`,
      password: PASSWORD,
      firstName: key,
      status,
      language,
      termsAcceptedAt: new Date().toISOString(),
    } as never,
  })
  member[key] = created.id
}

async function newRevision(familyKey: string, name: string, date: string, draft = false) {
  const data = simplePdf({ title: `${familyKey} ${name}`, lines: [`Revision ${name}`] })
  const doc = await payload.create({
    collection: 'documents',
    locale: 'en',
    draft,
    overrideAccess: true,
    data: {
      title: `${familyKey} revision ${name}`,
      category: 'safety-data-sheets',
      language: 'en',
      revision: name,
      revisionDate: date,
      family: family[familyKey],
      changeNote: `Section 2 reworded (${name})`,
      _status: draft ? 'draft' : 'published',
    },
    file: {
      data,
      mimetype: 'application/pdf',
      name: `${familyKey}-${name}.pdf`,
      size: data.length,
    },
  })
  await payload.update({
    collection: 'documents',
    id: doc.id,
    locale: 'de',
    draft,
    overrideAccess: true,
    data: {
      title: `${familyKey} Revision ${name}`,
      changeNote: `Abschnitt 2 umformuliert (${name})`,
    },
  })
  return doc.id
}

/** A download in the log, `createdAt` set as if it happened then. */
async function downloaded(memberKey: string, documentId: number, at: string) {
  const log = await payload.create({
    collection: 'download-logs',
    overrideAccess: true,
    data: {
      member: member[memberKey],
      memberEmail: `${memberKey}@example.com`,
      document: documentId,
      documentTitle: 'x',
      kind: 'single',
      count: 1,
    },
  })
  await payload.db.updateOne({
    collection: 'download-logs',
    id: log.id,
    data: { createdAt: at },
  })
}

async function drain() {
  const { runMailQueue, scheduledMailRuns } = await import('@/server/mail/queue')
  for (let i = 0; i < 5; i += 1) {
    await scheduledMailRuns()
    await runMailQueue(payload)
  }
}

const noticesTo = (key: string, from: number) =>
  smtp.messages.slice(from).filter((m) => recipients(m).includes(`${key}@example.com`))

/** The token of the mail's personal link, which leads to the notice page (ADR 0026). */
const personalLink = (mail: ParsedMail) =>
  /\/download\/notice\/([^\s"<>]+)/.exec(mail.text ?? '')?.[1] ?? ''

const logCount = async () =>
  (await payload.count({ collection: 'download-logs', overrideAccess: true })).totalDocs

beforeAll(async () => {
  smtp = await startSmtpSink()
  ;({ db, payload } = await startTestPayload('notices', ORIGIN, {
    SMTP_URL: smtp.url,
    MAIL_FROM: 'EuroTalc <web@eurotalc.example>',
  }))
  for (const [key, type] of [
    ['sds', 'safety-data-sheet'],
    ['other', 'safety-data-sheet'],
    ['tds', 'technical-data-sheet'],
  ] as const) {
    const created = await payload.create({
      collection: 'document-families',
      locale: 'en',
      overrideAccess: true,
      data: { title: `Family ${key}`, slug: `family-${key}`, documentType: type, language: 'en' },
    })
    family[key] = created.id
  }
  await newMember('recent', 'approved', 'en')
  await newMember('german', 'approved', 'de')
  await newMember('twice', 'approved', 'en')
  await newMember('old', 'approved', 'en')
  await newMember('waiting', 'pending', 'en')
  await newMember('refused', 'rejected', 'en')
  await newMember('gone', 'approved', 'en')
  await newMember('elsewhere', 'approved', 'en')
  const { GET, POST } = await import('@/app/api/v1/documents/notice/[token]/route')
  noticeRoute = (token) => (request) => GET(request, { params: Promise.resolve({ token }) })
  noticeButton = (token) => (request) => POST(request, { params: Promise.resolve({ token }) })
})

afterAll(async () => {
  await payload?.destroy().catch(() => undefined)
  await db?.drop()
  await smtp?.close()
})

describe(`SDS update notices (${process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite'})`, () => {
  let second = 0
  let before = 0

  it('notifies exactly the approved members who downloaded an earlier revision in the last 12 months, once each, in their language', async () => {
    const first = await newRevision('sds', '1.0', '2025-06-01T00:00:00.000Z')
    const otherFamily = await newRevision('other', '1.0', '2025-06-01T00:00:00.000Z')
    await downloaded('recent', first, monthsAgo(1))
    await downloaded('german', first, monthsAgo(11))
    await downloaded('twice', first, monthsAgo(2))
    await downloaded('twice', first, monthsAgo(3))
    await downloaded('old', first, monthsAgo(13))
    await downloaded('waiting', first, monthsAgo(1))
    await downloaded('refused', first, monthsAgo(1))
    await downloaded('gone', first, monthsAgo(1))
    await downloaded('elsewhere', otherFamily, monthsAgo(1))
    await payload.delete({ collection: 'members', id: member.gone!, overrideAccess: true })
    await drain()
    before = smtp.messages.length

    // A draft notifies nobody.
    second = await newRevision('sds', '2.0', '2026-06-01T00:00:00.000Z', true)
    await drain()
    expect(smtp.messages.length).toBe(before)

    await payload.update({
      collection: 'documents',
      id: second,
      data: { _status: 'published' },
      overrideAccess: true,
    })
    await drain()
    const notified = smtp.messages
      .slice(before)
      .flatMap(recipients)
      .map((address) => address.replace('@example.com', ''))
      .sort()
    expect(notified).toEqual(['german', 'recent', 'twice'])
    const german = noticesTo('german', before)[0]!
    expect(german.subject).toMatch(
      /^Aktualisiertes Sicherheitsdatenblatt: Family sds, Revision 2\.0/,
    )
    expect(german.text).toContain('Abschnitt 2 umformuliert (2.0)')
    expect(german.text).toContain('/api/v1/documents/family-sds/current')
    // The family's page in the member's language: every revision and what changed.
    expect(german.text).toContain('/de/download/documents/family-sds')
    const english = noticesTo('recent', before)[0]!
    expect(english.subject).toMatch(/^Updated safety data sheet: Family sds, revision 2\.0/)
    expect(english.text).toContain('Section 2 reworded (2.0)')
  })

  it('sends nothing more when the same revision is saved or published again', async () => {
    const count = smtp.messages.length
    await payload.update({
      collection: 'documents',
      id: second,
      data: { _status: 'draft' },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'documents',
      id: second,
      data: { _status: 'published' },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'documents',
      id: second,
      locale: 'en',
      data: { title: 'sds revision 2.0 (typo fixed)' },
      overrideAccess: true,
    })
    await drain()
    expect(smtp.messages.length).toBe(count)
  })

  it('lists every notice for audits, matching the mails sent', async () => {
    const rest = await payloadRestGet()
    await payload.create({
      collection: 'users',
      data: { email: 'mod-notices@example.com', password: PASSWORD, roles: ['moderator'] },
      overrideAccess: true,
    })
    const { token } = await payload.login({
      collection: 'users',
      data: { email: 'mod-notices@example.com', password: PASSWORD },
      overrideAccess: true,
    })
    const browser = new Browser(() => {
      throw new Error('not used')
    })
    browser.cookies.set('payload-token', token!)
    const csv = await browser.get(rest, '/api/cms/revision-notices/export.csv')
    expect(csv.status).toBe(200)
    const lines = (await csv.text()).trim().split(/\r?\n/)
    const rows = lines.slice(1)
    const mailed = smtp.messages.slice(before).flatMap(recipients).sort()
    expect(rows.map((row) => row.split(',')[0]!.replace(/"/g, '')).sort()).toEqual(mailed)
    for (const row of rows) expect(row).toMatch(/\d{4}-\d{2}-\d{2}T/)
  })

  it('opens the file from the notice page’s button without a session, logs it, and refuses it once tampered with, re-pointed or after the member is deleted', async () => {
    const mail = noticesTo('recent', before)[0]!
    const token = personalLink(mail)
    expect(token).not.toBe('')
    const anonymous = new Browser(() => {
      throw new Error('not used')
    })
    const path = `/api/v1/documents/notice/${token}`
    const logsBefore = await logCount()
    const file = await anonymous.send(noticeButton(token), path)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-disposition')).toMatch(/^attachment;/)
    expect(Buffer.from(await file.arrayBuffer()).toString('latin1')).toContain('Revision 2.0')
    const logs = await payload.find({
      collection: 'download-logs',
      sort: '-createdAt',
      limit: 1,
      overrideAccess: true,
      depth: 0,
    })
    expect(logs.totalDocs).toBe(logsBefore + 1)
    expect(logs.docs[0]).toMatchObject({ member: member.recent, document: second, kind: 'notice' })

    // 2.member.revision.issued.expires.signature (the issue time is signed too).
    const [version, memberId, revisionId, issued, expires, signature] = token.split('.')
    expect(version).toBe('2')
    const head = `${version}.${memberId}`
    const tampered = `${head}.${revisionId}.${issued}.${expires}.${signature!.slice(0, -2)}AA`
    const repointed = `${head}.${Number(revisionId) - 1}.${issued}.${expires}.${signature}`
    const backdated = `${head}.${revisionId}.${Number(issued) - 86_400}.${expires}.${signature}`
    for (const bad of [tampered, repointed, backdated, 'nonsense']) {
      const refused = await anonymous.send(noticeButton(bad), `/api/v1/documents/notice/${bad}`)
      // Back to the notice page, which says why; no file, no log.
      expect(refused.status, bad).toBe(303)
      expect(refused.headers.get('location')).toBe(`/download/notice/${bad}`)
    }
    await payload.delete({ collection: 'members', id: member.recent!, overrideAccess: true })
    const afterDeletion = await anonymous.send(noticeButton(token), path)
    expect(afterDeletion.status).toBe(303)
    expect(await logCount()).toBe(logsBefore + 1)
  })

  it('logs nothing when a mail scanner or a HEAD opens a notice link: only the page’s button downloads', async () => {
    const mail = noticesTo('german', before)[0]!
    const token = personalLink(mail)
    // The German member's link leads to the German page.
    expect(mail.text).toContain(`/de/download/notice/${token}`)
    const scanner = new Browser(() => {
      throw new Error('not used')
    })
    const path = `/api/v1/documents/notice/${token}`
    const logsBefore = await logCount()
    // Links of mails sent before the notice page existed point at the API: sent on to the page.
    for (const method of ['GET', 'HEAD']) {
      const opened = await noticeRoute(token)(
        new Request(`${ORIGIN}${path}?locale=de`, { method, headers: { 'user-agent': 'scanner' } }),
      )
      expect(opened.status, method).toBe(303)
      expect(opened.headers.get('location')).toBe(`/de/download/notice/${token}`)
      expect(opened.headers.get('content-disposition')).toBeNull()
    }
    expect(await logCount()).toBe(logsBefore)
    // Another site cannot press the button for the member.
    const foreign = await noticeButton(token)(
      new Request(`${ORIGIN}${path}`, {
        method: 'POST',
        headers: { origin: 'https://evil.example' },
      }),
    )
    expect(foreign.status).toBe(403)
    expect(await logCount()).toBe(logsBefore)
    const pressed = await scanner.send(noticeButton(token), path)
    expect(pressed.status).toBe(200)
    await pressed.arrayBuffer()
    expect(await logCount()).toBe(logsBefore + 1)
  })

  it('never opens a deleted member’s link for a later account, never reuses the id, and gives each deleted account its own pseudonym', async () => {
    const { noticeToken } = await import('@/features/documents/notice-token')
    const { deleteMemberAccount } = await import('@/features/accounts/my-data')
    const anonymous = new Browser(() => {
      throw new Error('not used')
    })
    const pseudonyms: string[] = []
    const ids: number[] = []
    let token = ''
    for (const round of [1, 2]) {
      // The newest account: on SQLite without AUTOINCREMENT the next one got its id back.
      await newMember(`reused${round}`, 'approved', 'en')
      const id = member[`reused${round}`]!
      ids.push(id)
      if (round === 1) token = noticeToken(id, second)
      else {
        const path = `/api/v1/documents/notice/${token}`
        const refused = await anonymous.send(noticeButton(token), path)
        expect(refused.status).toBe(303)
      }
      await downloaded(`reused${round}`, second, new Date().toISOString())
      const fresh = await payload.findByID({ collection: 'members', id, overrideAccess: true })
      expect((await deleteMemberAccount(payload, fresh, PASSWORD)).kind).toBe('deleted')
      const kept = await payload.find({
        collection: 'download-logs',
        where: { memberEmail: { like: 'deleted-account-' } },
        sort: '-createdAt',
        limit: 1,
        overrideAccess: true,
        depth: 0,
      })
      pseudonyms.push(kept.docs[0]!.memberEmail!)
    }
    expect(ids[1]).not.toBe(ids[0])
    expect(pseudonyms[1]).not.toBe(pseudonyms[0])
    expect(pseudonyms[1]).toMatch(/^deleted-account-[0-9a-f]{16}$/)
    // The moderators' "account deleted" mails go out now, not in a later test's count.
    await drain()
  })

  it('refuses a link made before its account existed (a stranger given a deleted member’s id)', async () => {
    const { noticeToken } = await import('@/features/documents/notice-token')
    await newMember('latecomer', 'approved', 'en')
    const anonymous = new Browser(() => {
      throw new Error('not used')
    })
    const older = noticeToken(member.latecomer!, second, Date.now() - 60_000)
    const refused = await anonymous.send(noticeButton(older), `/api/v1/documents/notice/${older}`)
    expect(refused.status).toBe(303)
    const own = noticeToken(member.latecomer!, second)
    const opened = await anonymous.send(noticeButton(own), `/api/v1/documents/notice/${own}`)
    expect(opened.status).toBe(200)
    await opened.arrayBuffer()
  })

  it('still opens a link of the first version for its member, dated by its expiry less a year', async () => {
    const crypto = await import('node:crypto')
    const { getEnv } = await import('@/env')
    const v1 = (memberId: number, issuedSecondsAgo: number) => {
      const key = crypto
        .createHmac('sha256', getEnv().payloadSecret)
        .update('revision-notice-link:v1')
        .digest()
      const expires = Math.floor(Date.now() / 1000) - issuedSecondsAgo + 365 * 86_400
      const body = `${memberId}.${second}.${expires}`
      return `${body}.${crypto.createHmac('sha256', key).update(body).digest('base64url')}`
    }
    const anonymous = new Browser(() => {
      throw new Error('not used')
    })
    const made = v1(member.latecomer!, 0)
    const opened = await anonymous.send(noticeButton(made), `/api/v1/documents/notice/${made}`)
    expect(opened.status).toBe(200)
    await opened.arrayBuffer()
    // Made (by its expiry) a minute before the account: not this member's.
    const older = v1(member.latecomer!, 60)
    const refused = await anonymous.send(noticeButton(older), `/api/v1/documents/notice/${older}`)
    expect(refused.status).toBe(303)
  })

  it('notifies for other document types only when the editor asks', async () => {
    const first = await newRevision('tds', '1.0', '2025-06-01T00:00:00.000Z')
    await downloaded('twice', first, monthsAgo(1))
    const count = smtp.messages.length
    await newRevision('tds', '2.0', '2026-06-01T00:00:00.000Z')
    await drain()
    expect(smtp.messages.length).toBe(count)
    const third = await newRevision('tds', '3.0', '2026-07-01T00:00:00.000Z', true)
    await payload.update({
      collection: 'documents',
      id: third,
      data: { _status: 'published', notifyMembers: true },
      overrideAccess: true,
    })
    await drain()
    expect(smtp.messages.slice(count).flatMap(recipients)).toEqual(['twice@example.com'])
  })

  it('deletes a revision members were told about and keeps its notices, under its title, as the record', async () => {
    const told = await payload.find({
      collection: 'revision-notices',
      where: { revision: { equals: second } },
      depth: 0,
      overrideAccess: true,
    })
    expect(told.totalDocs).toBeGreaterThan(0)
    // Before: NOT NULL constraint failed: revision_notices.revision_id (a 500 in the admin).
    await payload.delete({ collection: 'documents', id: second, overrideAccess: true })
    const kept = await payload.find({
      collection: 'revision-notices',
      where: { id: { in: told.docs.map((notice) => notice.id) } },
      depth: 0,
      overrideAccess: true,
    })
    expect(kept.totalDocs).toBe(told.totalDocs)
    for (const notice of kept.docs) {
      expect(notice.revision ?? null).toBeNull()
      expect(notice.revisionTitle).toBe(told.docs.find((t) => t.id === notice.id)!.revisionTitle)
    }
  })
})
