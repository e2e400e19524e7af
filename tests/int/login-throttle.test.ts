import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEMO_MEMBERS } from '@/seed/demo-accounts'

import { type AccountRoutes, Browser } from '../setup/browser'
import { startTestPayload, type TestDatabase } from '../setup/database'
import { payloadRest } from '../setup/payload-rest'

/**
 * Login throttling (ADR 0017): the staff login (`POST /api/cms/users/login`) has no
 * account lock but limits per address and per account, one message for every failure and the
 * same time for unknown and known e-mails; a customer's correct password, from a browser that
 * signed in before, is not refused because strangers guessed wrong.
 */
const ORIGIN = 'http://localhost:3000'
const PASSWORD = 'Quartz-ledger-5281-skylight'
const member = DEMO_MEMBERS[0]!
const SECOND_MEMBER = 'second-customer@example.com'
/** One try each, so that nothing but the e-mail's existence tells the two series apart. */
const SAMPLES = 25
const TIMING_ACCOUNTS = Array.from(
  { length: SAMPLES + 1 },
  (_, i) => `timing-${i}@eurotalc.example`,
)

let db: TestDatabase
let payload: Payload
let post: (request: Request) => Promise<Response>
let routes: AccountRoutes

beforeAll(async () => {
  ;({ db, payload } = await startTestPayload('throttle', ORIGIN, {}, { logLevel: 'error' }))
  // Every refused staff login is logged (one warning each); these tests make hundreds on purpose.
  payload.logger.level = 'fatal'
  for (const email of ['locked@eurotalc.example', 'known@eurotalc.example', ...TIMING_ACCOUNTS])
    await payload.create({
      collection: 'users',
      data: { email, password: PASSWORD, roles: ['editor'] },
      overrideAccess: true,
    })
  for (const email of [member.email, SECOND_MEMBER])
    await payload.create({
      collection: 'members',
      data: { ...member, email, termsAcceptedAt: new Date().toISOString() },
      overrideAccess: true,
    })
  post = await payloadRest('POST')
  routes = {
    csrf: (await import('@/app/sanctum/csrf-cookie/route')).GET,
    login: (await import('@/app/login/route')).POST,
    user: (await import('@/app/api/v1/user/route')).GET,
  }
})

afterAll(async () => {
  await payload?.destroy().catch(() => undefined)
  await db?.drop()
})

/** A staff login as the admin's form sends it, from `address`, with the cookie given. */
function staffLogin(
  email: string,
  password: string,
  address: string,
  { cookie = '', language = 'en' } = {},
) {
  return post(
    new Request(`${ORIGIN}/api/cms/users/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': address,
        'accept-language': language,
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify({ email, password }),
    }),
  )
}

/** The `name=value` of a cookie the response sets. */
function cookieOf(response: Response, name: string): string {
  const line = response.headers.getSetCookie().find((c) => c.startsWith(`${name}=`))
  expect(line, `Set-Cookie ${name}`).toBeTruthy()
  return line!.split(';')[0]!
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

describe(`staff login (${process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite'})`, () => {
  it('throttles the 6th wrong try for an account from one address (429, Retry-After) and locks nobody out', async () => {
    const email = 'locked@eurotalc.example'
    for (let i = 0; i < 5; i++)
      expect((await staffLogin(email, `wrong-${i}`, '192.0.2.10')).status).toBe(401)
    const blocked = await staffLogin(email, 'wrong-again', '192.0.2.10')
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await blocked.json()).errors[0].message).toMatch(/Too many login attempts/)
    const german = await staffLogin(email, 'wrong-again', '192.0.2.10', { language: 'de' })
    expect(german.status).toBe(429)
    expect((await german.json()).errors[0].message).toMatch(/Zu viele Anmeldeversuche/)

    // From elsewhere a wrong password gets the answer an unknown e-mail gets: no "locked" message
    // that would confirm the account.
    const wrong = await staffLogin(email, 'wrong-elsewhere', '192.0.2.11')
    const unknown = await staffLogin('nobody@eurotalc.example', 'wrong-elsewhere', '192.0.2.11')
    expect(wrong.status).toBe(401)
    expect(unknown.status).toBe(401)
    expect(await wrong.json()).toEqual(await unknown.json())

    // And the owner still gets in, from another address.
    const owner = await staffLogin(email, PASSWORD, '192.0.2.12')
    expect(owner.status).toBe(200)
    expect((await owner.json()).user.email).toBe(email)
  })

  it('throttles an address after 30 failures, whatever the e-mails', async () => {
    for (let i = 0; i < 30; i++) {
      const response = await staffLogin(`spray-${i}@example.com`, 'Summer2026!', '192.0.2.20')
      expect(response.status).toBe(401)
    }
    const blocked = await staffLogin('spray-x@example.com', 'Summer2026!', '192.0.2.20')
    expect(blocked.status).toBe(429)
    // The same answer for an e-mail that has an account.
    const known = await staffLogin('known@eurotalc.example', 'Summer2026!', '192.0.2.20')
    expect(known.status).toBe(429)
    expect(await known.json()).toEqual(await blocked.json())
  })

  it(
    'answers an unknown e-mail as fast as a wrong password (medians within 20 ms)',
    {
      timeout: 180_000,
    },
    async () => {
      const timed = async (email: string, address: string) => {
        const start = performance.now()
        const response = await staffLogin(email, 'Not-the-password-1', address)
        const took = performance.now() - start
        expect(response.status).toBe(401)
        return took
      }
      // Warm up both paths once (module loading, first queries).
      await timed(TIMING_ACCOUNTS[SAMPLES]!, '198.51.99.1')
      await timed('nobody-warm@eurotalc.example', '198.51.99.1')
      /** One round: the medians of SAMPLES wrong passwords of accounts and SAMPLES unknown e-mails. */
      const round = async (r: number) => {
        const known: number[] = []
        const unknown: number[] = []
        // One request at a time, in the order known, unknown, unknown, known, … so that both
        // sides meet the same moments of the machine. Not in pairs sent together: the two hashes
        // then compete for the hashing threads (libuv's pool), and where the pool is busy the one
        // queued first (the unknown e-mail's stand-in, started before Payload's own look-up) runs
        // first while the other waits for it (seen in CI: 137 ms against 197 ms; 186 against
        // 350 ms with UV_THREADPOOL_SIZE=1). That is an order between two requests of one client,
        // not a difference an account's existence makes to a request's time.
        for (let i = 0; i < SAMPLES; i++) {
          const one = async () =>
            known.push(await timed(TIMING_ACCOUNTS[i]!, `198.51.${100 + r}.${i + 1}`))
          const other = async () =>
            unknown.push(
              await timed(`nobody-${r}-${i}@eurotalc.example`, `198.51.${100 + r}.${i + 101}`),
            )
          if (i % 2 === 0) {
            await one()
            await other()
          } else {
            await other()
            await one()
          }
        }
        return { known: median(known), unknown: median(unknown) }
      }
      // A test machine shared with other work can be slow for a while, which moves one median by
      // more than the 20 ms looked for: up to three rounds, as a benchmark repeats a run. A real
      // difference (Payload's 265 ms against 12 ms, before unknown e-mails were hashed too)
      // shows in every round.
      const rounds: Array<{ known: number; unknown: number }> = []
      for (let r = 0; r < 3; r++) {
        rounds.push(await round(r))
        if (Math.abs(rounds.at(-1)!.known - rounds.at(-1)!.unknown) < 20) break
      }
      const best = Math.min(...rounds.map(({ known, unknown }) => Math.abs(known - unknown)))
      expect(best, JSON.stringify(rounds)).toBeLessThan(20)
    },
  )

  it("lets a browser that signed in before in after strangers' failures, but not a new one", async () => {
    const email = 'known@eurotalc.example'
    const first = await staffLogin(email, PASSWORD, '203.0.113.1')
    expect(first.status).toBe(200)
    const device = cookieOf(first, 'staff_device')
    for (let i = 0; i < 20; i++)
      expect((await staffLogin(email, `guess-${i}`, `203.0.113.${i + 10}`)).status).toBe(401)
    expect((await staffLogin(email, PASSWORD, '203.0.113.100')).status).toBe(429)
    expect((await staffLogin(email, PASSWORD, '203.0.113.101', { cookie: device })).status).toBe(
      200,
    )
  })
})

describe(`customer login (${process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite'})`, () => {
  it("lets the owner's browser in after 20 strangers' failures; a stranger without its cookie waits", async () => {
    const owner = new Browser(() => routes, '198.51.100.50')
    expect((await owner.login(member.email, member.password)).status).toBe(200)
    expect(owner.cookies.get('member_device')).toBeTruthy()

    for (let i = 0; i < 20; i++) {
      const stranger = new Browser(() => routes, `203.0.113.${i + 150}`)
      expect((await stranger.login(member.email, `guess-${i}`)).status).toBe(422)
    }
    const stranger = new Browser(() => routes, '203.0.113.200')
    const refused = await stranger.login(member.email, member.password)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)

    // The owner, from a fresh address (another network), with the cookie of the earlier login.
    owner.ip = '198.51.100.51'
    const response = await owner.login(member.email, member.password)
    expect(response.status).toBe(200)
    expect((await response.json()).email).toBe(member.email)
  })

  it('limits a device cookie to 5 failures of its own', async () => {
    const browser = new Browser(() => routes, '198.51.100.60')
    expect((await browser.login(SECOND_MEMBER, member.password)).status).toBe(200)
    for (let i = 0; i < 5; i++) {
      browser.ip = `198.51.100.${61 + i}`
      expect((await browser.login(SECOND_MEMBER, `typo-${i}`)).status).toBe(422)
    }
    browser.ip = '198.51.100.70'
    expect((await browser.login(SECOND_MEMBER, member.password)).status).toBe(429)
    // Another browser of the owner, with no cookie, is still let in.
    const other = new Browser(() => routes, '198.51.100.71')
    expect((await other.login(SECOND_MEMBER, member.password)).status).toBe(200)
  })
})
