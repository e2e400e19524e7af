import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestDatabase, type TestDatabase } from '../setup/database'
import { payloadRest } from '../setup/payload-rest'

let db: TestDatabase
let payload: Payload

beforeAll(async () => {
  db = await createTestDatabase('staff')
  Object.assign(process.env, { APP_ENV: 'demo', DATABASE_URL: db.url, DATA_DIR: db.dataDir })
  const { getPayloadClient } = await import('@/server/payload')
  const { migrateDatabase } = await import('@/seed/prepare-database')
  payload = await getPayloadClient()
  await migrateDatabase(payload)
})

afterAll(async () => {
  await payload?.destroy().catch(() => undefined)
  await db?.drop()
})

describe('the first staff account', () => {
  it('is an administrator; later ones get the role they are given', async () => {
    const post = await payloadRest('POST')
    const first = await post(
      new Request('http://localhost:3000/api/cms/users/first-register', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: 'owner@example.com',
          password: 'Quartz-ledger-5281-skylight',
        }),
      }),
    )
    expect(first.status).toBe(200)
    const second = await payload.create({
      collection: 'users',
      data: {
        email: 'second@example.com',
        password: 'Basalt-orchard-7730-lantern',
        roles: ['moderator'],
      },
      overrideAccess: true,
    })
    const roles = async (email: string) =>
      (
        await payload.find({
          collection: 'users',
          where: { email: { equals: email } },
          overrideAccess: true,
        })
      ).docs[0]?.roles
    expect(await roles('owner@example.com')).toEqual(['admin'])
    expect(second.roles).toEqual(['moderator'])
  })
})
