/**
 * The editors' 404 list under a flood (ADR 0026) on SQLite or PostgreSQL
 * (TEST_DATABASE_URL): one client cannot put its made-up addresses on top nor fill the list; a
 * path many visitors miss leads it; at the cap a new miss makes room by evicting the least
 * recently seen entry. No client address is stored.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { RATE_LIMITS } from '@/server/rate-limits'

import { ORIGIN } from '../setup/browser'
import { startTestPayload, type TestDatabase } from '../setup/database'

let db: TestDatabase
let payload: Payload
type Module = typeof import('@/features/redirects/missing-paths')
let record: Module['recordMissingPath']
let flush: Module['flushMissingPaths']

/** The list as the admin shows it (the collection's default sort). */
async function list() {
  const { docs } = await payload.find({
    collection: 'missing-paths',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs
}

beforeAll(async () => {
  ;({ db, payload } = await startTestPayload('missing', ORIGIN))
  ;({ recordMissingPath: record, flushMissingPaths: flush } =
    await import('@/features/redirects/missing-paths'))
})

beforeEach(async () => {
  await payload.delete({ collection: 'missing-paths', where: {}, overrideAccess: true })
  await payload.delete({ collection: 'rate-limits', where: {}, overrideAccess: true })
})

afterAll(async () => {
  await payload?.destroy().catch(() => undefined)
  await db?.drop()
})

describe(`the 404 list (${process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite'})`, () => {
  it('is led by a path several clients miss, not by one client’s flood', async () => {
    const attacker = '203.0.113.66'
    for (let i = 0; i < 120; i += 1) record(payload, `/junk-${i}`, attacker)
    for (let i = 0; i < 30; i += 1) record(payload, '/made-up', attacker)
    for (const visitor of ['198.51.100.1', '198.51.100.2', '2001:db8:1:2::7'])
      record(payload, '/old-catalogue?from=mail', visitor)
    await flush(payload)
    // The same flood again in a later batch, and one visitor once more.
    for (let i = 0; i < 30; i += 1) record(payload, '/made-up', attacker)
    record(payload, '/old-catalogue', '198.51.100.1')
    await flush(payload)

    const rows = await list()
    expect(rows[0]).toMatchObject({ path: '/old-catalogue', clients: 3, hits: 4 })
    for (const row of rows.slice(1)) expect(row.clients, row.path).toBeLessThanOrEqual(1)
    // One client adds no more than its daily allowance of addresses to the list.
    expect(rows.length - 1).toBeLessThanOrEqual(RATE_LIMITS.missingPathClient.limit)
    expect(rows.length - 1).toBeGreaterThan(0)
    // The addresses are nowhere: neither in the list nor in the counters.
    const counters = await payload.find({
      collection: 'rate-limits',
      pagination: false,
      overrideAccess: true,
    })
    const stored = JSON.stringify([rows, counters.docs])
    for (const address of ['203.0.113', '198.51.100', '2001:db8'])
      expect(stored).not.toContain(address)
  })

  it('counts a client once per path and day, however often it asks', async () => {
    for (let i = 0; i < 5; i += 1) record(payload, '/gone', '192.0.2.1')
    await flush(payload)
    record(payload, '/gone', '192.0.2.1')
    record(payload, '/gone', '192.0.2.2')
    await flush(payload)
    expect((await list()).map((r) => [r.path, r.clients, r.hits])).toEqual([['/gone', 2, 7]])
  })

  it('at the cap, a new miss evicts the least recently seen entry', async () => {
    const day = (n: number) => new Date(Date.UTC(2026, 0, n)).toISOString()
    for (let n = 1; n <= 4; n += 1)
      await payload.create({
        collection: 'missing-paths',
        data: { path: `/old-${n}`, hits: 50, clients: 5, firstSeenAt: day(n), lastSeenAt: day(n) },
        overrideAccess: true,
      })
    // /old-1 is the oldest by creation but was seen again lately: /old-2 is the one to go.
    await payload.update({
      collection: 'missing-paths',
      where: { path: { equals: '/old-1' } },
      data: { lastSeenAt: day(20) },
      overrideAccess: true,
    })
    record(payload, '/new-miss', '192.0.2.9')
    await flush(payload, 4)
    const paths = (await list()).map((r) => r.path).sort()
    expect(paths).toEqual(['/new-miss', '/old-1', '/old-3', '/old-4'])
  })
})
