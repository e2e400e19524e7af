/**
 * The download log's collapse (ADR 0029) through the real download routes on a fresh
 * database: repeated downloads by one member of one document and kind within the window are one
 * row with a count (the row keeps the first time), even when they arrive in parallel; after the
 * window, or for another kind or document, a row of its own; update notices, "My documents", the
 * data export and the CSV read the counted row as one download event. SQLite or PostgreSQL
 * (TEST_DATABASE_URL).
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { DownloadLog } from '@/payload-types'
import { DEMO_MEMBERS } from '@/seed/demo-accounts'
import { simplePdf } from '@/seed/pdf'

import { type AccountRoutes, Browser, type Handler, ORIGIN } from '../setup/browser'
import { startTestPayload, type TestDatabase } from '../setup/database'
import { payloadRestGet } from '../setup/payload-rest'

let db: TestDatabase
let payload: Payload
let accountRoutes: AccountRoutes
let single: (id: number) => Handler
let archive: Handler
let rest: Handler
let familyId = 0
const doc: Record<'first' | 'other', number> = { first: 0, other: 0 }
let memberId = 0

const MEMBER = { ...DEMO_MEMBERS[0]!, email: 'counted@example.com', status: 'approved' }
const PASSWORD = DEMO_MEMBERS[0]!.password
const MINUTE = 60_000

async function newDocument(name: string, date: string) {
  const data = simplePdf({ title: name, lines: [`Revision ${name}`] })
  const created = await payload.create({
    collection: 'documents',
    locale: 'en',
    overrideAccess: true,
    data: {
      title: `Counted ${name}`,
      category: 'safety-data-sheets',
      language: 'en',
      revision: name,
      revisionDate: date,
      family: familyId,
      _status: 'published',
    },
    file: { data, mimetype: 'application/pdf', name: `counted-${name}.pdf`, size: data.length },
  })
  return created.id
}

async function signedIn() {
  const b = new Browser(() => accountRoutes)
  expect((await b.login(MEMBER.email, PASSWORD)).status).toBe(200)
  return b
}

const rowsOf = async (documentId: number) =>
  (
    await payload.find({
      collection: 'download-logs',
      where: { and: [{ member: { equals: memberId } }, { document: { equals: documentId } }] },
      sort: 'createdAt',
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
  ).docs as DownloadLog[]

beforeAll(async () => {
  ;({ db, payload } = await startTestPayload('download-log', ORIGIN))
  const member = await payload.create({
    collection: 'members',
    data: { ...MEMBER, termsAcceptedAt: new Date().toISOString() } as never,
    overrideAccess: true,
  })
  memberId = member.id
  const family = await payload.create({
    collection: 'document-families',
    locale: 'en',
    overrideAccess: true,
    data: {
      title: 'Counted family',
      slug: 'counted-family',
      documentType: 'safety-data-sheet',
      language: 'en',
    },
  })
  familyId = family.id
  doc.first = await newDocument('1.0', '2025-06-01T00:00:00.000Z')
  doc.other = await newDocument('1.1', '2025-09-01T00:00:00.000Z')
  accountRoutes = {
    csrf: (await import('@/app/sanctum/csrf-cookie/route')).GET,
    login: (await import('@/app/login/route')).POST,
    user: (await import('@/app/api/v1/user/route')).GET,
  }
  const { GET } = await import('@/app/api/v1/documents/[id]/download/route')
  single = (id) => (request) => GET(request, { params: Promise.resolve({ id: String(id) }) })
  archive = (await import('@/app/api/v1/documents/archive/route')).GET
  rest = await payloadRestGet()
})

afterAll(async () => {
  await payload?.destroy().catch(() => undefined)
  await db?.drop()
})

describe(`download log collapse (${process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite'})`, () => {
  it('counts 200 downloads of one document by one member, 199 of them in parallel, in one row that keeps the first time', async () => {
    const member = await signedIn()
    const path = `/api/v1/documents/${doc.first}/download`
    const first = await member.get(single(doc.first), path)
    expect(first.status).toBe(200)
    await first.arrayBuffer()
    const [row] = await rowsOf(doc.first)
    expect(row).toBeDefined()
    const firstTime = row!.createdAt

    const answers = await Promise.all(
      Array.from({ length: 199 }, () => member.get(single(doc.first), path)),
    )
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200))
    await Promise.all(answers.map((a) => a.arrayBuffer()))

    const rows = await rowsOf(doc.first)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      count: 200,
      createdAt: firstTime,
      kind: 'single',
      memberEmail: MEMBER.email,
      address: '203.0.113.0',
    })
    expect(Date.parse(rows[0]!.lastDownloadedAt!)).toBeGreaterThanOrEqual(Date.parse(firstTime))
  })

  it('starts a new row after the window, and keeps another kind or document in a row of its own', async () => {
    const member = await signedIn()
    // The counted row is moved 11 minutes into the past: the window (10 minutes) has passed.
    const [row] = await rowsOf(doc.first)
    await payload.db.updateOne({
      collection: 'download-logs',
      id: row!.id,
      data: { createdAt: new Date(Date.now() - 11 * MINUTE).toISOString() },
    })
    for (let i = 0; i < 3; i += 1) {
      const again = await member.get(single(doc.first), `/api/v1/documents/${doc.first}/download`)
      expect(again.status).toBe(200)
      await again.arrayBuffer()
    }
    const rows = await rowsOf(doc.first)
    expect(rows.map((r) => [r.kind, r.count])).toEqual([
      ['single', 200],
      ['single', 3],
    ])

    // The same document in an archive is another kind; another document another row.
    for (let i = 0; i < 2; i += 1) {
      const zip = await member.get(
        archive,
        `/api/v1/documents/archive?ids=${doc.first},${doc.other}`,
      )
      expect(zip.status).toBe(200)
      await zip.arrayBuffer()
    }
    const other = await member.get(single(doc.other), `/api/v1/documents/${doc.other}/download`)
    expect(other.status).toBe(200)
    await other.arrayBuffer()
    expect((await rowsOf(doc.first)).map((r) => [r.kind, r.count])).toEqual([
      ['single', 200],
      ['single', 3],
      ['archive', 2],
    ])
    expect(
      (await rowsOf(doc.other)).map((r) => [r.kind, r.count]).sort((a, b) => (a < b ? -1 : 1)),
    ).toEqual([
      ['archive', 2],
      ['single', 1],
    ])
  })

  it('gives a ?check=1 answer (204) that no cache keeps, and logs nothing for it', async () => {
    const member = await signedIn()
    const before = await rowsOf(doc.first)
    const check = await member.get(
      single(doc.first),
      `/api/v1/documents/${doc.first}/download?check=1`,
    )
    expect(check.status).toBe(204)
    expect(check.headers.get('cache-control')).toBe('private, no-store')
    const zipCheck = await member.get(
      archive,
      `/api/v1/documents/archive?ids=${doc.first},${doc.other}&check=1`,
    )
    expect(zipCheck.status).toBe(204)
    expect(zipCheck.headers.get('cache-control')).toBe('private, no-store')
    expect(await rowsOf(doc.first)).toEqual(before)
  })

  it('notifies the member of a new revision once, and reads the counted rows the same everywhere', async () => {
    const { noticeRecipients } = await import('@/features/documents/revision-notices')
    const next = await newDocument('2.0', '2026-06-01T00:00:00.000Z')
    const recipients = await noticeRecipients(payload, next)
    expect(recipients.map((m) => m.id)).toEqual([memberId])

    // "My documents": one entry for the family, its last download the counted row's last time.
    const { myDocuments } = await import('@/features/documents/my-documents')
    const stored = await payload.findByID({
      collection: 'members',
      id: memberId,
      overrideAccess: true,
    })
    const mine = await myDocuments(payload, stored, 'en')
    expect(mine).toHaveLength(1)
    const newest = (
      await payload.find({
        collection: 'download-logs',
        where: { member: { equals: memberId } },
        depth: 0,
        pagination: false,
        overrideAccess: true,
      })
    ).docs
      .map((r) => r.lastDownloadedAt ?? r.createdAt)
      .sort()
      .at(-1)
    expect(mine[0]!.lastDownloadedAt).toBe(newest)

    // The personal data export: one entry per row, with its count and last time.
    const { exportPersonData } = await import('@/features/accounts/person-data')
    const exported = await exportPersonData(payload, MEMBER.email)
    const counts = exported.downloads.map((d) => d.count)
    expect(counts.sort((a, b) => Number(a) - Number(b))).toEqual([1, 2, 2, 3, 200])
    expect(exported.downloads.every((d) => typeof d.lastAt === 'string')).toBe(true)

    // The audit CSV: one line per row, with the count and the last time.
    await payload.create({
      collection: 'users',
      data: { email: 'mod-log@example.com', password: 'Moderator-Log-2026', roles: ['moderator'] },
      overrideAccess: true,
    })
    const { token } = await payload.login({
      collection: 'users',
      data: { email: 'mod-log@example.com', password: 'Moderator-Log-2026' },
      overrideAccess: true,
    })
    const staff = new Browser(() => accountRoutes)
    staff.cookies.set('payload-token', token!)
    const csv = await staff.get(rest, '/api/cms/download-logs/export.csv')
    expect(csv.status).toBe(200)
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe(
      '"time","member","member_id","document","document_id","kind","address","count","last_time"',
    )
    expect(lines).toHaveLength(1 + 5)
    expect(lines.some((l) => l.includes('"200"') && l.includes('"single"'))).toBe(true)
  })
  it('closes a row changed through Payload (a pseudonym, an erased address): the next download starts a new one', async () => {
    const open = (await rowsOf(doc.other)).find((r) => r.kind === 'single')!
    expect(open.count).toBe(1)
    await payload.update({
      collection: 'download-logs',
      id: open.id,
      data: { address: null },
      overrideAccess: true,
    })
    const member = await signedIn()
    const again = await member.get(single(doc.other), `/api/v1/documents/${doc.other}/download`)
    expect(again.status).toBe(200)
    await again.arrayBuffer()
    const singles = (await rowsOf(doc.other)).filter((r) => r.kind === 'single')
    expect(singles.map((r) => [r.count, r.address])).toEqual([
      [1, null],
      [1, '203.0.113.0'],
    ])
  })
})
