import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { startTestPayload, type TestDatabase } from '../setup/database'

/**
 * Registration takes the enquiry forms' robot check. The form's server
 * action, as the browser calls it with JavaScript (a `Next-Action` header), needs a solved
 * challenge; the plain POST of a browser without JavaScript gets the tighter no-script limit.
 */
const ORIGIN = 'http://localhost:3000'

/** The request headers the action reads (`next/headers`), set per call. */
let requestHeaders = new Headers()
vi.mock('next/headers', () => ({ headers: async () => requestHeaders }))

let db: TestDatabase
let payload: Payload
let registerAction: typeof import('@/features/accounts/register-action').registerAction

/** What the form's widget does in the browser: fetch a challenge, solve it, make the token. */
async function solvedToken(): Promise<string> {
  const { solveChallenge } = await import('altcha-lib')
  const { deriveKey } = await import('altcha-lib/algorithms/sha')
  const { makeCaptchaToken } = await import('@/lib/captcha')
  const { GET } = await import('@/app/api/v1/captcha/challenge/route')
  const challenge = await (await GET(new Request(`${ORIGIN}/api/v1/captcha/challenge`))).json()
  const solution = await solveChallenge({ challenge, deriveKey })
  return makeCaptchaToken({ challenge, solution: solution as never })
}

function form(email: string, { altcha, locale = 'en' }: { altcha?: string; locale?: string } = {}) {
  const data = new FormData()
  for (const [key, value] of Object.entries({
    locale,
    firstName: 'Rita',
    lastName: 'Robot',
    company: 'Prüf AG',
    jobTitle: 'Buyer',
    email,
    phone: '+49 30 987654',
    city: 'Berlin',
    country: 'DE',
    market: 'Paper',
    terms: 'on',
  }))
    data.set(key, value)
  if (altcha !== undefined) data.set('altcha', altcha)
  return data
}

/** Sends the form as the page's action: with JavaScript (Next-Action header) or without. */
function register(data: FormData, { script, ip }: { script: boolean; ip: string }) {
  requestHeaders = new Headers({ 'x-forwarded-for': ip, origin: ORIGIN })
  if (script) requestHeaders.set('next-action', 'register')
  return registerAction({ status: 'idle', values: {}, errors: {} }, data)
}

async function stored(email: string): Promise<number> {
  return (
    await payload.count({
      collection: 'members',
      where: { email: { equals: email } },
      overrideAccess: true,
    })
  ).totalDocs
}

beforeAll(async () => {
  ;({ db, payload } = await startTestPayload(
    'registration-robot',
    ORIGIN,
    {},
    { logLevel: 'error' },
  ))
  await payload.create({
    collection: 'product-markets',
    data: { title: 'Paper', slug: 'paper', summary: 'Talc for paper.', _status: 'published' },
    overrideAccess: true,
  })
  ;({ registerAction } = await import('@/features/accounts/register-action'))
})

afterAll(async () => {
  // The mail runs the requests asked for finish before the database goes.
  await (await import('@/server/mail/queue')).scheduledMailRuns()
  await payload?.destroy().catch(() => undefined)
  await db?.drop()
})

describe(`registration robot check (${process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite'})`, () => {
  it('refuses a registration sent with JavaScript without a solved robot check, keeping what was typed', async () => {
    const email = 'no-check@example.com'
    const none = await register(form(email), { script: true, ip: '198.51.100.10' })
    expect(none).toMatchObject({
      status: 'error',
      errors: { captcha: ['captchaRequired'] },
      values: { email, company: 'Prüf AG' },
    })
    const forged = await register(
      form(email, { altcha: 'eyJjaGFsbGVuZ2UiOnt9LCJzb2x1dGlvbiI6e319' }),
      {
        script: true,
        ip: '198.51.100.10',
      },
    )
    expect(forged).toMatchObject({ status: 'error', errors: { captcha: ['captchaFailed'] } })
    expect(await stored(email)).toBe(0)

    // The keys read as a clear message in both languages.
    const { MESSAGES } = await import('@/i18n/messages')
    expect(MESSAGES.en.account.errors.captchaRequired).toBe(
      'Please confirm that you are not a robot.',
    )
    expect(MESSAGES.de.account.errors.captchaFailed).toBe(
      'Die Roboterprüfung ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
    )
  })

  it('accepts a registration with a solved robot check, and each solution once', async () => {
    const token = await solvedToken()
    const done = await register(form('checked@example.com', { altcha: token }), {
      script: true,
      ip: '198.51.100.20',
    })
    expect(done).toEqual({ status: 'done', values: {}, errors: {} })
    expect(await stored('checked@example.com')).toBe(1)

    const replay = await register(form('replayed@example.com', { altcha: token, locale: 'de' }), {
      script: true,
      ip: '198.51.100.21',
    })
    expect(replay).toMatchObject({ status: 'error', errors: { captcha: ['captchaFailed'] } })
    expect(await stored('replayed@example.com')).toBe(0)
  })

  it('takes the plain POST of a browser without JavaScript under a tighter limit per address', async () => {
    const ip = '198.51.100.30'
    for (let i = 1; i <= 3; i++) {
      const done = await register(form(`no-js-${i}@example.com`), { script: false, ip })
      expect(done).toEqual({ status: 'done', values: {}, errors: {} })
    }
    expect(await stored('no-js-1@example.com')).toBe(1)
    const fourth = await register(form('no-js-4@example.com'), { script: false, ip })
    expect(fourth).toMatchObject({ status: 'error', errors: { form: ['auth.throttle'] } })
    expect(await stored('no-js-4@example.com')).toBe(0)
    // From the same address, a browser that runs the check still registers.
    const checked = await register(
      form('js-after-no-js@example.com', { altcha: await solvedToken() }),
      {
        script: true,
        ip,
      },
    )
    expect(checked).toEqual({ status: 'done', values: {}, errors: {} })
  })
})
