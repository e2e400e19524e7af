import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DataConnectionError, guardDataConnection } from '@/lib/data-connection-error'
import { migrateDatabase } from '@/seed/prepare-database'
import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'
import { checkHealth, checkReadiness } from '@/server/health'

import { createTestDatabase, type TestDatabase } from '../setup/database'

let db: TestDatabase
let payload: Payload

beforeAll(async () => {
  db = await createTestDatabase('health')
  payload = await db.start()
  await migrateDatabase(payload)
})

afterAll(async () => {
  await db?.drop()
})

describe('health and data connection errors', () => {
  it('reports ok while the database answers', async () => {
    const report = await checkHealth(async () => payload)
    expect(report).toEqual({ status: 'ok', database: 'ok', dialect: db.dialect })
  })

  it('is ready with every migration applied; not ready with one pending or Redis silent', async () => {
    const names = (dialect: string) =>
      (dialect === 'postgres' ? postgresMigrations : sqliteMigrations).map(({ name }) => name)
    const ready = await checkReadiness(
      async () => payload,
      names,
      async () => true,
    )
    expect(ready).toEqual({ status: 'ready', database: 'ok', redis: 'ok', pendingMigrations: 0 })
    expect((await checkReadiness(async () => payload, names, null)).redis).toBe('not configured')

    // A build with a migration this database has not had.
    const newer = (dialect: string) => [...names(dialect), '20990101_000000_future']
    const pending = await checkReadiness(async () => payload, newer, null)
    expect(pending).toMatchObject({ status: 'not ready', database: 'ok', pendingMigrations: 1 })

    // Redis refusing, or not answering at all (bounded wait).
    for (const ping of [
      async () => Promise.reject(new Error('ECONNREFUSED')),
      () => new Promise<boolean>(() => undefined),
    ]) {
      const silent = await checkReadiness(async () => payload, names, ping)
      expect(silent).toMatchObject({ status: 'not ready', database: 'ok', redis: 'unreachable' })
    }
  })

  it('passes ordinary errors through unchanged', async () => {
    const bug = new TypeError('a bug, not an outage')
    await expect(guardDataConnection(() => Promise.reject(bug))).rejects.toBe(bug)
  })

  it('reports unavailable and raises DataConnectionError once the database is gone', async () => {
    await db.breakConnection()

    const report = await checkHealth(async () => payload)
    expect(report.status).toBe('unavailable')
    expect(report.database).toBe('unreachable')
    const readiness = await checkReadiness(
      async () => payload,
      () => [],
      null,
    )
    expect(readiness).toMatchObject({ status: 'not ready', database: 'unreachable' })

    const error = await guardDataConnection(() =>
      payload.find({ collection: 'pages', overrideAccess: true }),
    ).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(DataConnectionError)
    expect((error as DataConnectionError).digest).toBe('DATA_CONNECTION_ERROR')
  })

  it('reports unavailable when Payload cannot even start', async () => {
    const report = await checkHealth(() =>
      Promise.reject(new Error('Error: cannot connect to Postgres: ECONNREFUSED')),
    )
    expect(report.status).toBe('unavailable')
  })
})
