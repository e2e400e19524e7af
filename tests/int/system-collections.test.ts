import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { MEMBER_AUTH_CONTEXT } from '@/features/accounts/collections/members/member-auth'
import { DEMO_MEMBERS } from '@/seed/demo-accounts'

import { startTestPayload, type TestDatabase } from '../setup/database'
import { payloadRest } from '../setup/payload-rest'

/**
 * A site member's session is a Payload session too. Payload's system parts
 * that accept "any signed-in user" (document locks, preferences, the job runner, the access map)
 * must refuse it and keep working for staff.
 */
const ORIGIN = 'http://localhost:3000'
const member = DEMO_MEMBERS[0]!

let db: TestDatabase
let payload: Payload
let rest: Record<'GET' | 'POST' | 'DELETE', (request: Request) => Promise<Response>>
let memberToken: string
let staffToken: string
let staffId: number
let memberId: number

beforeAll(async () => {
  ;({ db, payload } = await startTestPayload('system', ORIGIN, {}, { logLevel: 'error' }))
  const staff = await payload.create({
    collection: 'users',
    data: {
      email: 'editor@eurotalc.example',
      password: 'Quartz-ledger-5281-skylight',
      roles: ['editor'],
    },
    overrideAccess: true,
  })
  staffId = staff.id
  const created = await payload.create({
    collection: 'members',
    data: { ...member, termsAcceptedAt: new Date().toISOString() },
    overrideAccess: true,
  })
  memberId = created.id
  staffToken = (
    await payload.login({
      collection: 'users',
      data: { email: 'editor@eurotalc.example', password: 'Quartz-ledger-5281-skylight' },
      overrideAccess: true,
    })
  ).token!
  memberToken = (
    await payload.login({
      collection: 'members',
      data: { email: member.email, password: member.password },
      overrideAccess: true,
      context: MEMBER_AUTH_CONTEXT,
    })
  ).token!
  rest = {
    GET: await payloadRest('GET'),
    POST: await payloadRest('POST'),
    DELETE: await payloadRest('DELETE'),
  }
})

afterAll(async () => {
  await payload?.destroy().catch(() => undefined)
  await db?.drop()
})

function call(method: 'GET' | 'POST' | 'DELETE', path: string, token: string, body?: unknown) {
  return rest[method](
    new Request(`${ORIGIN}/api/cms${path}`, {
      method,
      headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  )
}

const lockOf = (userRelation: 'users' | 'members', userId: number) => ({
  document: { relationTo: 'users' as const, value: staffId },
  globalSlug: null,
  user: { relationTo: userRelation, value: userId },
})

describe(`Payload's system collections (${process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite'})`, () => {
  it('refuse a member token: locks, preferences, the job runner and the access map (401/403)', async () => {
    const staffLock = await payload.create({
      collection: 'payload-locked-documents',
      data: lockOf('users', staffId),
      overrideAccess: true,
    })
    const refused: Array<[string, Response]> = [
      [
        'create a lock',
        await call('POST', '/payload-locked-documents', memberToken, lockOf('members', memberId)),
      ],
      ['list the locks', await call('GET', '/payload-locked-documents', memberToken)],
      [
        'delete a staff lock',
        await call('DELETE', `/payload-locked-documents/${staffLock.id}`, memberToken),
      ],
      [
        'create a preference',
        await call('POST', '/payload-preferences', memberToken, { key: 'x', value: { a: 1 } }),
      ],
      [
        'save a preference by key',
        await call('POST', '/payload-preferences/nav', memberToken, { value: { open: true } }),
      ],
      ['read a preference by key', await call('GET', '/payload-preferences/nav', memberToken)],
      ['delete a preference by key', await call('DELETE', '/payload-preferences/nav', memberToken)],
      ['run the jobs', await call('GET', '/payload-jobs/run', memberToken)],
      ['read the access map', await call('GET', '/access', memberToken)],
    ]
    for (const [what, response] of refused) {
      expect.soft([401, 403], what).toContain(response.status)
      expect.soft(response.headers.get('content-type'), what).toMatch(/json/)
    }
    // The staff lock is still there, and the member made none.
    const locks = await payload.find({
      collection: 'payload-locked-documents',
      overrideAccess: true,
    })
    expect(locks.docs.map((lock) => lock.id)).toEqual([staffLock.id])
    const preferences = await payload.count({
      collection: 'payload-preferences',
      overrideAccess: true,
    })
    expect(preferences.totalDocs).toBe(0)
  })

  it('still work for staff: locks, preferences, the job runner and the access map', async () => {
    const lock = await call(
      'POST',
      '/payload-locked-documents',
      staffToken,
      lockOf('users', staffId),
    )
    expect(lock.status).toBe(201)
    const { doc } = (await lock.json()) as { doc: { id: number } }
    const list = await call('GET', '/payload-locked-documents', staffToken)
    expect(list.status).toBe(200)
    expect(
      ((await list.json()) as { docs: Array<{ id: number }> }).docs.map((d) => d.id),
    ).toContain(doc.id)
    expect((await call('DELETE', `/payload-locked-documents/${doc.id}`, staffToken)).status).toBe(
      200,
    )

    const saved = await call('POST', '/payload-preferences/nav', staffToken, {
      value: { open: true },
    })
    expect(saved.status).toBe(200)
    const read = await call('GET', '/payload-preferences/nav', staffToken)
    expect(read.status).toBe(200)
    expect(((await read.json()) as { value: unknown }).value).toEqual({ open: true })

    const access = await call('GET', '/access', staffToken)
    expect(access.status).toBe(200)
    expect(await access.json()).toHaveProperty('collections')
    expect((await call('GET', '/payload-jobs/run', staffToken)).status).toBe(200)
  })

  it('offer no API for the migrations record: 404, not 501, for staff and members', async () => {
    const before = await payload.count({ collection: 'payload-migrations', overrideAccess: true })
    expect(before.totalDocs).toBeGreaterThan(0)
    for (const token of [memberToken, staffToken]) {
      expect((await call('GET', '/payload-migrations', token)).status).toBe(404)
      expect((await call('DELETE', '/payload-migrations/1', token)).status).toBe(404)
      expect((await call('POST', '/payload-migrations', token, { name: 'x' })).status).toBe(404)
    }
    const after = await payload.count({ collection: 'payload-migrations', overrideAccess: true })
    expect(after.totalDocs).toBe(before.totalDocs)
  })
})
