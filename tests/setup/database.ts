import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { getPayload, type Payload } from 'payload'

import { parseEnv } from '@/env'
import { buildPayloadConfig } from '@/config/build-config'

/**
 * A fresh, empty database for one test file: a new PostgreSQL database on the server named by
 * TEST_DATABASE_URL when that is set, otherwise a new SQLite file in a temporary folder.
 */
export type TestDatabase = {
  dialect: 'sqlite' | 'postgres'
  url: string
  /** The DATA_DIR of this database's site: local secret and uploaded files. */
  dataDir: string
  start(): Promise<Payload>
  /** Drops the database (PostgreSQL, FORCE) or deletes the folder (SQLite). */
  drop(): Promise<void>
  /** Makes the database unreachable under a running Payload, as an outage would. */
  breakConnection(): Promise<void>
}

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL?.trim() || undefined

function withDatabase(url: string, database: string): string {
  const u = new URL(url)
  u.pathname = `/${database}`
  return u.toString()
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

export async function createTestDatabase(label: string): Promise<TestDatabase> {
  const suffix = `${label}_${crypto.randomBytes(4).toString('hex')}`.toLowerCase()
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `talc-${label}-`))

  let dialect: TestDatabase['dialect']
  let url: string
  let name = ''
  if (TEST_DATABASE_URL) {
    dialect = 'postgres'
    name = `talc_test_${suffix}`
    await adminQuery(`CREATE DATABASE "${name}"`)
    url = withDatabase(TEST_DATABASE_URL, name)
  } else {
    dialect = 'sqlite'
    url = `file:${path.join(tmp, 'site.db')}`
  }

  let payload: Payload | undefined
  return {
    dialect,
    url,
    dataDir: tmp,
    async start() {
      const env = parseEnv({ ...process.env, APP_ENV: 'demo', DATABASE_URL: url, DATA_DIR: tmp })
      payload = await getPayload({ config: buildPayloadConfig(env), key: url })
      return payload
    },
    async breakConnection() {
      if (dialect === 'postgres') {
        await adminQuery(`DROP DATABASE "${name}" WITH (FORCE)`)
      } else if (payload) {
        // An SQLite file cannot be taken away from an open handle, so the handle goes instead.
        ;(payload.db as unknown as { client: { close(): void } }).client.close()
      }
    },
    async drop() {
      const pool = (payload?.db as { pool?: { end(): Promise<void> } } | undefined)?.pool
      try {
        await payload?.destroy()
      } catch {
        // already gone with its database
      }
      if (dialect === 'postgres') await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      // Payload's destroy() leaves the pool open, and the pool holds one client Payload never
      // releases, so end() would wait forever: start it and move on.
      void pool?.end().catch(() => undefined)
      fs.rmSync(tmp, { recursive: true, force: true })
    },
  }
}

/**
 * What most integration tests start from: a fresh database, the demo configuration pointed at it
 * (`env` adds or overrides settings, e.g. the mail server or the robot check) and the app's own
 * Payload client, migrated. `logLevel` quiets Payload before the migrations log.
 */
export async function startTestPayload(
  label: string,
  origin: string,
  env: Record<string, string> = {},
  { logLevel }: { logLevel?: 'warn' | 'error' } = {},
): Promise<{ db: TestDatabase; payload: Payload }> {
  const db = await createTestDatabase(label)
  Object.assign(process.env, {
    APP_ENV: 'demo',
    DATABASE_URL: db.url,
    DATA_DIR: db.dataDir,
    SERVER_URL: origin,
    ...env,
  })
  const { getPayloadClient } = await import('@/server/payload')
  const { migrateDatabase } = await import('@/seed/prepare-database')
  const payload = await getPayloadClient()
  if (logLevel) payload.logger.level = logLevel
  await migrateDatabase(payload)
  return { db, payload }
}
