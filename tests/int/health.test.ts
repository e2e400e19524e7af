import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DataConnectionError, guardDataConnection } from '@/lib/data-connection-error'
import { migrateDatabase } from '@/seed/prepare-database'
import { checkHealth } from '@/server/health'

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

  it('passes ordinary errors through unchanged', async () => {
    const bug = new TypeError('a bug, not an outage')
    await expect(guardDataConnection(() => Promise.reject(bug))).rejects.toBe(bug)
  })

  it('reports unavailable and raises DataConnectionError once the database is gone', async () => {
    await db.breakConnection()

    const report = await checkHealth(async () => payload)
    expect(report.status).toBe('unavailable')
    expect(report.database).toBe('unreachable')

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
