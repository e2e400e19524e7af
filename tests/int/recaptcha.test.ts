import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import type { RecaptchaConfig } from '@/env'
import type * as RecaptchaModule from '@/server/captcha/recaptcha'

import { ORIGIN } from '../setup/browser'
import { startTestPayload, type TestDatabase } from '../setup/database'
import {
  FAKE_API_KEY,
  FAKE_PROJECT,
  FAKE_SECRET,
  FAKE_SITE_KEY,
  type FakeRecaptcha,
  startFakeRecaptcha,
} from '../setup/fake-recaptcha'

/**
 * Google reCAPTCHA as the robot check (ADR 0012), against a fake of Google's verification on
 * loopback (tests/setup/fake-recaptcha.ts): the verdicts of v2, v3 and Enterprise, replays,
 * outages and time-outs; then, with CAPTCHA_PROVIDER=recaptcha for this file's server, the
 * verify endpoint (SPEC §7), the forms' submissions and the ALTCHA challenge route.
 */
// The proxy's locale routing is not what this file tests (and next-intl's middleware does not
// load outside Next.js); the proxy is imported for its security headers.
vi.mock('next-intl/middleware', () => ({ default: () => () => new Response(null) }))

let fake: FakeRecaptcha
let db: TestDatabase
let payload: Payload
let recaptcha: typeof RecaptchaModule
let verifyRoute: (request: Request) => Promise<Response>
let challengeRoute: (request: Request) => Promise<Response>
let formsRoute: (
  request: Request,
  context: { params: Promise<{ type: string }> },
) => Promise<Response>

let address = 0
const nextAddress = () => `198.51.${++address}.9`

/** The file's server runs base v2; each verdict test names its own configuration. */
function config(overrides: Partial<RecaptchaConfig> = {}): RecaptchaConfig {
  return {
    siteKey: FAKE_SITE_KEY,
    secretKey: FAKE_SECRET,
    version: 2,
    mode: 'base',
    projectId: FAKE_PROJECT,
    apiKey: FAKE_API_KEY,
    language: null,
    hideBadge: false,
    size: 'normal',
    minScore: 0.5,
    verifyOrigin: fake.origin,
    ...overrides,
  }
}

beforeAll(async () => {
  fake = await startFakeRecaptcha()
  ;({ db, payload } = await startTestPayload('recaptcha', ORIGIN, {
    CAPTCHA_PROVIDER: 'recaptcha',
    RECAPTCHA_SITE_KEY: FAKE_SITE_KEY,
    RECAPTCHA_SECRET_KEY: FAKE_SECRET,
    RECAPTCHA_VERIFY_URL: fake.origin,
  }))
  recaptcha = await import('@/server/captcha/recaptcha')
  verifyRoute = (await import('@/app/api/v1/captcha/verify/route')).POST
  challengeRoute = (await import('@/app/api/v1/captcha/challenge/route')).GET
  formsRoute = (await import('@/app/api/v1/forms/[type]/route')).POST
})

afterAll(async () => {
  await fake?.close()
  await db?.drop()
})

beforeEach(() => {
  fake.setBehaviour('answer')
  fake.requests.length = 0
})

describe('verifyRecaptcha (against the fake of Google)', () => {
  it('v2: passes a token Google knows, once; sends the secret, the token and the address', async () => {
    const token = fake.issue()
    expect(await recaptcha.verifyRecaptcha(config(), token, { address: '192.0.2.44' })).toBe('ok')
    expect(fake.requests).toEqual([
      {
        path: '/recaptcha/api/siteverify',
        query: {},
        body: { secret: FAKE_SECRET, response: token, remoteip: '192.0.2.44' },
      },
    ])
    // Google answers a token once: a double click, a retry or a replay.
    expect(await recaptcha.verifyRecaptcha(config(), token)).toBe('used')
    expect(await recaptcha.verifyRecaptcha(config(), 'made-up-token')).toBe('invalid')
  })

  it('refuses empty or oversized tokens without asking Google', async () => {
    expect(await recaptcha.verifyRecaptcha(config(), '')).toBe('invalid')
    expect(await recaptcha.verifyRecaptcha(config(), 'x'.repeat(10_001))).toBe('invalid')
    expect(fake.requests).toHaveLength(0)
  })

  it('v3: needs the action "submit" and a score of at least RECAPTCHA_MIN_SCORE', async () => {
    const v3 = config({ version: 3 })
    expect(await recaptcha.verifyRecaptcha(v3, fake.issue({ score: 0.9, action: 'submit' }))).toBe(
      'ok',
    )
    expect(await recaptcha.verifyRecaptcha(v3, fake.issue({ score: 0.5, action: 'submit' }))).toBe(
      'ok',
    )
    expect(await recaptcha.verifyRecaptcha(v3, fake.issue({ score: 0.3, action: 'submit' }))).toBe(
      'invalid',
    )
    expect(await recaptcha.verifyRecaptcha(v3, fake.issue({ score: 0.9, action: 'login' }))).toBe(
      'invalid',
    )
    // A v2 answer (no score) is no pass for a v3 site.
    expect(await recaptcha.verifyRecaptcha(v3, fake.issue())).toBe('invalid')
    // The setting counts: a lower minimum lets the 0.3 through.
    expect(
      await recaptcha.verifyRecaptcha(
        config({ version: 3, minScore: 0.2 }),
        fake.issue({ score: 0.3, action: 'submit' }),
      ),
    ).toBe('ok')
  })

  it('enterprise: creates an assessment and checks validity, action and score', async () => {
    const enterprise = config({ mode: 'enterprise', version: 3, secretKey: null })
    const token = fake.issue({ score: 0.8, action: 'submit' })
    expect(await recaptcha.verifyRecaptcha(enterprise, token, { address: '192.0.2.45' })).toBe('ok')
    expect(fake.requests).toEqual([
      {
        path: `/v1/projects/${FAKE_PROJECT}/assessments`,
        query: { key: FAKE_API_KEY },
        body: {
          event: {
            token,
            siteKey: FAKE_SITE_KEY,
            expectedAction: 'submit',
            userIpAddress: '192.0.2.45',
          },
        },
      },
    ])
    expect(await recaptcha.verifyRecaptcha(enterprise, token)).toBe('used')
    expect(
      await recaptcha.verifyRecaptcha(enterprise, fake.issue({ score: 0.1, action: 'submit' })),
    ).toBe('invalid')
    expect(
      await recaptcha.verifyRecaptcha(enterprise, fake.issue({ score: 0.9, action: 'login' })),
    ).toBe('invalid')
    expect(await recaptcha.verifyRecaptcha(enterprise, 'made-up-token')).toBe('invalid')
  })

  it('cannot ask Google: wrong credentials, no configuration, an outage, a time-out', async () => {
    const unavailable = (promise: Promise<unknown>) =>
      expect(promise).rejects.toBeInstanceOf(recaptcha.RecaptchaUnavailable)
    // Our configuration, not the visitor's token, is wrong: the log must say so.
    await unavailable(recaptcha.verifyRecaptcha(config({ secretKey: 'wrong' }), fake.issue()))
    await unavailable(recaptcha.verifyRecaptcha(config({ secretKey: null }), fake.issue()))
    await unavailable(
      recaptcha.verifyRecaptcha(config({ mode: 'enterprise', apiKey: 'wrong' }), fake.issue()),
    )
    await unavailable(recaptcha.verifyRecaptcha(config({ version: null }), fake.issue()))

    fake.setBehaviour('fail')
    await unavailable(recaptcha.verifyRecaptcha(config(), fake.issue()))

    fake.setBehaviour('hang')
    await expect(
      recaptcha.verifyRecaptcha(config(), fake.issue(), { timeoutMs: 300 }),
    ).rejects.toThrow(/no answer within 300 ms/)
    expect(recaptcha.RECAPTCHA_TIMEOUT_MS).toBe(5000)

    // Nothing listens there: connection refused.
    await unavailable(
      recaptcha.verifyRecaptcha(config({ verifyOrigin: 'http://127.0.0.1:9' }), fake.issue()),
    )
  })
})

describe('with CAPTCHA_PROVIDER=recaptcha (sqlite)', () => {
  const verify = (body: string) =>
    verifyRoute(
      new Request(`${ORIGIN}/api/v1/captcha/verify`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.77' },
        body,
      }),
    )

  it('the verify endpoint answers as SPEC §7 says', async () => {
    const good = await verify(JSON.stringify({ token: fake.issue() }))
    expect([good.status, await good.json()]).toEqual([
      200,
      { success: true, message: 'Token verified' },
    ])
    expect(fake.requests[0]?.body.remoteip).toBe('203.0.113.77')
    const unknown = await verify(JSON.stringify({ token: 'made-up-token' }))
    expect([unknown.status, await unknown.json()]).toEqual([
      400,
      { success: false, message: 'Invalid token' },
    ])
    const missing = await verify('{}')
    expect([missing.status, await missing.json()]).toEqual([
      400,
      { success: false, message: 'Invalid token' },
    ])
    fake.setBehaviour('fail')
    const { serverLog } = await import('@/server/log')
    const errorLog = vi.spyOn(serverLog, 'error').mockImplementation(() => undefined)
    const down = await verify(JSON.stringify({ token: fake.issue() }))
    expect([down.status, await down.json()]).toEqual([
      500,
      { success: false, message: 'Internal error' },
    ])
    expect(errorLog).toHaveBeenCalled()
    errorLog.mockRestore()
  })

  it('verifyRobotCheck fails closed for submissions and logs a warning', async () => {
    const { verifyRobotCheck } = await import('@/server/captcha/robot-check')
    expect(await verifyRobotCheck(payload, fake.issue())).toBe('ok')
    fake.setBehaviour('fail')
    const warn = vi.spyOn(payload.logger, 'warn').mockImplementation(() => undefined)
    expect(await verifyRobotCheck(payload, fake.issue())).toBe('invalid')
    expect(warn).toHaveBeenCalledTimes(1)
    expect(JSON.stringify(warn.mock.calls[0])).toContain('reCAPTCHA verification failed')
    await expect(verifyRobotCheck(payload, fake.issue(), { failClosed: false })).rejects.toThrow(
      'verification service answered 503',
    )
    warn.mockRestore()
  })

  it('gives the pages Google’s public settings, never the secret', async () => {
    const { robotCheckConfig } = await import('@/server/captcha/robot-check')
    expect(robotCheckConfig('de')).toEqual({
      provider: 'recaptcha',
      siteKey: FAKE_SITE_KEY,
      version: 2,
      mode: 'base',
      language: 'de',
      hideBadge: false,
      size: 'normal',
    })
    expect(JSON.stringify(robotCheckConfig('en'))).not.toContain(FAKE_SECRET)
  })

  it('hands out no ALTCHA challenge', async () => {
    const response = await challengeRoute(new Request(`${ORIGIN}/api/v1/captcha/challenge`))
    expect(response.status).toBe(404)
  })

  it('allows Google’s hosts in the Content-Security-Policy', async () => {
    const { NextRequest } = await import('next/server')
    const proxy = (await import('@/proxy')).default
    // A page's policy: the robot check runs on pages (an API answer keeps its own).
    const csp = (await proxy(new NextRequest(`${ORIGIN}/en/contacts`))).headers.get(
      'Content-Security-Policy',
    )
    expect(csp).toMatch(/script-src [^;]*https:\/\/www\.google\.com\/recaptcha\//)
    expect(csp).toMatch(/frame-src [^;]*https:\/\/www\.google\.com\/recaptcha\//)
  })

  describe('a form sent with a reCAPTCHA token', () => {
    const data = {
      firstName: 'Jonas',
      lastName: 'Berg',
      company: 'Berg Papier GmbH',
      jobTitle: 'Buyer',
      email: 'jonas.berg@example.com',
      phone: '+49 40 555 123',
      country: 'DE',
      query: 'Please call me back.',
      terms: true,
      information: false,
    }
    const send = (body: Record<string, unknown>, ip = nextAddress()) =>
      formsRoute(
        new Request(`${ORIGIN}/api/v1/forms/contact-us`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, origin: ORIGIN },
          body: JSON.stringify(body),
        }),
        { params: Promise.resolve({ type: 'contact-us' }) },
      )
    const stored = async (email: string) =>
      (
        await payload.find({
          collection: 'enquiries',
          where: { email: { equals: email } },
          overrideAccess: true,
        })
      ).docs

    it('is stored once; a replay with other content is refused; a double click lands once', async () => {
      const token = fake.issue()
      const ip = nextAddress()
      const first = await send({ ...data, altcha: token }, ip)
      expect(first.status).toBe(201)
      expect(fake.requests.at(-1)?.body).toMatchObject({ response: token, remoteip: ip })
      const docs = await stored(data.email)
      expect(docs).toHaveLength(1)
      expect(docs[0]).toMatchObject({ robotCheck: 'passed' })

      // The same token with the same content: a double click, answered like the first.
      expect((await send({ ...data, altcha: token }, ip)).status).toBe(201)
      expect(await stored(data.email)).toHaveLength(1)

      const other = { ...data, email: 'someone.else@example.com' }
      const replay = await send({ ...other, altcha: token })
      expect(replay.status).toBe(422)
      expect((await replay.json()).errors).toEqual({
        captcha: ['The robot check failed. Please try again.'],
      })
      expect(await stored(other.email)).toHaveLength(0)
    })

    it('refuses tokens Google does not know, and everything while Google cannot be asked', async () => {
      const email = 'outage@example.com'
      const forged = await send({ ...data, email, altcha: 'made-up-token' })
      expect(forged.status).toBe(422)

      fake.setBehaviour('fail')
      const warn = vi.spyOn(payload.logger, 'warn').mockImplementation(() => undefined)
      const down = await send({ ...data, email, altcha: fake.issue() })
      expect(down.status).toBe(422)
      expect((await down.json()).errors).toEqual({
        captcha: ['The robot check failed. Please try again.'],
      })
      expect(warn).toHaveBeenCalled()
      warn.mockRestore()
      expect(await stored(email)).toHaveLength(0)

      fake.setBehaviour('answer')
      expect((await send({ ...data, email, altcha: fake.issue() })).status).toBe(201)
      expect(await stored(email)).toHaveLength(1)
    })
  })
})
