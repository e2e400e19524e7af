/**
 * `npm run backup` and `npm run restore`, as an operator runs them: the
 * scripts as child processes on the site's variables. A site with a page, accounts, an enquiry
 * and a document is backed up; its database and folders are deleted; the restored site has the
 * same pages, accounts, enquiries and downloadable files. SQLite (a live WAL database) or
 * PostgreSQL (pg_dump/pg_restore) by TEST_DATABASE_URL.
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'

import pg from 'pg'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseEnv } from '@/env'
import { buildPayloadConfig } from '@/config/build-config'
import { DEMO_MEMBERS, DEMO_STAFF } from '@/seed/demo-accounts'

import { ORIGIN } from '../setup/browser'
import { startTestPayload, TEST_DATABASE_URL, type TestDatabase } from '../setup/database'

const run = promisify(execFile)

let db: TestDatabase
let payload: Payload
let restored: Payload | undefined
let before: Snapshot

type Snapshot = {
  pages: string[]
  members: string[]
  users: string[]
  enquiries: string[]
  documents: { filename: string; bytes: string }[]
}

async function snapshot(p: Payload, dataDir: string): Promise<Snapshot> {
  const all = { limit: 1000, depth: 0, overrideAccess: true, sort: 'id' } as const
  const docs = (await p.find({ collection: 'documents', ...all })).docs
  return {
    pages: (await p.find({ collection: 'pages', ...all })).docs.map((d) => `${d.path} ${d.title}`),
    members: (await p.find({ collection: 'members', ...all })).docs.map(
      (d) => `${d.email} ${d.status}`,
    ),
    users: (await p.find({ collection: 'users', ...all })).docs.map((d) => d.email),
    enquiries: (await p.find({ collection: 'enquiries', ...all })).docs.map(
      (d) => `${d.type} ${d.email}`,
    ),
    documents: docs.map((d) => ({
      filename: d.filename!,
      bytes: fs.readFileSync(path.join(dataDir, 'documents', d.filename!)).toString('base64'),
    })),
  }
}

const siteEnv = () => ({ ...process.env, DATABASE_URL: db.url, DATA_DIR: db.dataDir })

beforeAll(async () => {
  ;({ db, payload } = await startTestPayload('backup', ORIGIN))
  for (const staff of DEMO_STAFF)
    await payload.create({ collection: 'users', data: staff, overrideAccess: true })
  for (const member of DEMO_MEMBERS)
    await payload.create({
      collection: 'members',
      data: { ...member, termsAcceptedAt: new Date().toISOString() },
      overrideAccess: true,
    })
  await payload.create({
    collection: 'pages',
    locale: 'en',
    data: { title: 'Backed-up page', path: '/backed-up', _status: 'published' },
    overrideAccess: true,
  })
  await payload.create({
    collection: 'enquiries',
    data: {
      type: 'contact-us',
      status: 'new',
      email: 'kept@example.com',
      fields: { query: 'Kept through a restore?' },
      termsAcceptedAt: new Date().toISOString(),
      fingerprint: 'backup-test',
    },
    overrideAccess: true,
  })
  const { loadDemoDocuments } = await import('@/seed/fixtures')
  const { seedDemoDocuments } = await import('@/seed/demo-documents')
  await seedDemoDocuments(payload, (await loadDemoDocuments()).slice(0, 2))
  before = await snapshot(payload, db.dataDir)
})

afterAll(async () => {
  await restored?.destroy().catch(() => undefined)
  await payload?.destroy().catch(() => undefined)
  await db?.drop()
})

describe(`backup and restore (${TEST_DATABASE_URL ? 'postgres' : 'sqlite'})`, () => {
  it('brings back the pages, accounts, enquiries and files after everything was deleted', async () => {
    expect(before.documents).toHaveLength(2)
    expect(before.enquiries).toEqual(['contact-us kept@example.com'])
    const archive = path.join(db.dataDir, '..', `${path.basename(db.dataDir)}-backup.tar.gz`)
    // While the site runs (SQLite in WAL mode: the copy must still be consistent).
    const made = await run(process.execPath, ['scripts/backup.mjs', archive], { env: siteEnv() })
    expect(made.stdout).toContain('Backup written')
    expect(fs.statSync(archive).size).toBeGreaterThan(1000)
    // The site's own background work ends first: a mail run still going when the folder is
    // emptied reads the configuration for the first time and writes a new secret into it.
    const { mailQueueIdle, scheduledMailRuns } = await import('@/server/mail/queue')
    await scheduledMailRuns()
    await mailQueueIdle()
    await payload.destroy()

    // Everything goes: the database and the folders.
    if (db.dialect === 'postgres') {
      const name = new URL(db.url).pathname.slice(1)
      const admin = new pg.Client({ connectionString: TEST_DATABASE_URL })
      await admin.connect()
      await admin.query(`DROP DATABASE "${name}" WITH (FORCE)`)
      await admin.query(`CREATE DATABASE "${name}"`)
      await admin.end()
    }
    for (const entry of fs.readdirSync(db.dataDir))
      fs.rmSync(path.join(db.dataDir, entry), { recursive: true, force: true })
    expect(fs.readdirSync(db.dataDir)).toEqual([])

    const back = await run(process.execPath, ['scripts/restore.mjs', archive], { env: siteEnv() })
    expect(back.stdout).toContain('Restored the backup')
    fs.rmSync(archive)

    const env = parseEnv({
      ...process.env,
      APP_ENV: 'demo',
      DATABASE_URL: db.url,
      DATA_DIR: db.dataDir,
    })
    restored = await getPayload({ config: buildPayloadConfig(env), key: `${db.url}#restored` })
    expect(await snapshot(restored, db.dataDir)).toEqual(before)
    // The accounts still sign in with their passwords.
    const member = DEMO_MEMBERS[0]!
    const { user } = await restored.login({
      collection: 'members',
      data: { email: member.email, password: member.password },
      overrideAccess: true,
      context: { memberAuth: true },
    })
    expect(user?.email).toBe(member.email)
  })
})
