import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import de from '../../messages/de.json'
import en from '../../messages/en.json'
import { Browser as TestBrowser, type Handler } from '../setup/browser'
import { startTestPayload, type TestDatabase } from '../setup/database'
import { payloadRest } from '../setup/payload-rest'

/**
 * Accounts after the fourth security round (ADR 0029), through the real route
 * handlers on a fresh database: context words as passwords, the race on the password
 * confirmation's limit, a member still on the temporary password, and the log line of a failed
 * staff login.
 */
const ORIGIN = 'http://localhost:3000'
const STAFF_PASSWORD = 'Quartz-ledger-5281-skylight'
const MEMBER_PASSWORD = 'Fjord-lantern-4417'

let db: TestDatabase
let payload: Payload
let routes: {
  csrf: Handler
  login: Handler
  logout: Handler
  user: Handler
  password: Handler
  reset: Handler
  data: Handler
  documents: Handler
  deleteAccount: Handler
  details: Handler
  email: Handler
}
let staff: { id: number }

class Browser extends TestBrowser {
  constructor(ip?: string) {
    super(() => routes, ip)
  }
}

const DETAILS = {
  firstName: 'Lena',
  lastName: 'Vogt',
  company: 'Papierfabrik Nord',
  jobTitle: 'Buyer',
  phone: '+49 40 123456',
  city: 'Hamburg',
  country: 'DE',
  market: 'Paper',
  language: 'en',
}

async function createMember(email: string, extra: Record<string, unknown> = {}) {
  return payload.create({
    collection: 'members',
    data: {
      email,
      password: MEMBER_PASSWORD,
      status: 'approved',
      firstName: 'Lena',
      lastName: 'Vogt',
      company: 'Papierfabrik Nord',
      jobTitle: 'Buyer',
      phone: '+49 40 123456',
      city: 'Hamburg',
      country: 'DE',
      market: 'Paper',
      language: 'en',
      termsAcceptedAt: new Date().toISOString(),
      ...extra,
    },
    overrideAccess: true,
  })
}

/** A signed-in browser of `email` (own address, so that no limit of another test interferes). */
async function signedIn(email: string, ip: string, password = MEMBER_PASSWORD) {
  const browser = new Browser(ip)
  const login = await browser.login(email, password)
  expect(login.status).toBe(200)
  return browser
}

beforeAll(async () => {
  ;({ db, payload } = await startTestPayload('accounts-round-4', ORIGIN))
  staff = await payload.create({
    collection: 'users',
    data: { email: 'staff-r4@eurotalc.example', password: STAFF_PASSWORD, roles: ['editor'] },
    overrideAccess: true,
  })
  routes = {
    csrf: (await import('@/app/sanctum/csrf-cookie/route')).GET,
    login: (await import('@/app/login/route')).POST,
    logout: (await import('@/app/logout/route')).POST,
    user: (await import('@/app/api/v1/user/route')).GET,
    password: (await import('@/app/api/v1/user/password/route')).POST,
    reset: (await import('@/app/api/v1/reset-password/route')).POST,
    data: (await import('@/app/api/v1/user/data/route')).GET,
    documents: (await import('@/app/api/v1/user/documents/route')).GET,
    deleteAccount: (await import('@/app/api/v1/user/delete/route')).POST,
    details: (await import('@/app/api/v1/user/details/route')).POST,
    email: (await import('@/app/api/v1/user/email/route')).POST,
  }
})

afterAll(async () => {
  await payload?.destroy().catch(() => undefined)
  await db?.drop()
})

describe(`accounts, fourth security round (${process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite'})`, () => {
  it("refuses the site's own words as a customer's new password (change and reset), with the key the forms show in EN and DE", async () => {
    await payload.updateGlobal({
      slug: 'site-settings',
      data: {
        companyName: 'Mineralwerk Quarzberg AG',
        address: 'Bergstraße 1, 8700 Leoben',
        phone: '+43 3842 12345',
        email: 'info@quarzberg.example',
      },
      overrideAccess: true,
    })
    const email = 'context-words@example.com'
    await createMember(email)
    const browser = await signedIn(email, '192.0.2.140')
    const change = (password: string, language = 'en') =>
      browser.send(
        routes.password,
        '/api/v1/user/password',
        { old_password: MEMBER_PASSWORD, password, password_confirmation: password },
        { language },
      )
    // The brand with a year, the product's words, the company name of the site settings and the
    // site's host name (SERVER_URL, here localhost).
    for (const password of ['eurotalc2026', 'Talkum-2026!!', 'Quarzberg!2026', 'Localhost-2026']) {
      const refused = await change(password)
      expect(refused.status, password).toBe(422)
      expect(await refused.json(), password).toEqual({
        message: 'The given data was invalid.',
        errors: { password: ['passwordContext'] },
      })
    }
    const german = await change('EuroTalc-2026', 'de')
    expect(german.status).toBe(422)
    expect(german.headers.get('content-language')).toBe('de')
    expect((await german.json()).errors).toEqual({ password: ['passwordContext'] })
    // The forms show the key's text in either language.
    expect(en.account.errors.passwordContext).toMatch(/company or the site/)
    expect(de.account.errors.passwordContext).toMatch(/Unternehmens oder der Website/)

    // The reset link holds the same rule.
    const token = await payload.forgotPassword({
      collection: 'members',
      data: { email },
      disableEmail: true,
      context: { memberAuth: true },
    })
    const reset = await browser.send(routes.reset, '/api/v1/reset-password', {
      token,
      password: 'talcum-123456',
      password_confirmation: 'talcum-123456',
    })
    expect(reset.status).toBe(422)
    expect((await reset.json()).errors).toEqual({ password: ['passwordContext'] })

    // A password with such a word among real ones is fine; the refused tries changed nothing.
    expect((await change('Quarzberg-Fjord-Lantern-9')).status).toBe(200)
  })

  it("refuses the site's own words as a staff password through REST, with the reason in EN and DE", async () => {
    const { token } = await payload.login({
      collection: 'users',
      data: { email: 'staff-r4@eurotalc.example', password: STAFF_PASSWORD },
      overrideAccess: true,
    })
    const patch = await payloadRest('PATCH')
    const send = async (password: string, language: string) => {
      const response = await patch(
        new Request(`${ORIGIN}/api/cms/users/${staff.id}`, {
          method: 'PATCH',
          headers: {
            authorization: `JWT ${token}`,
            'content-type': 'application/json',
            'accept-language': language,
          },
          body: JSON.stringify({ password }),
        }),
      )
      const body = (await response.json()) as {
        errors?: Array<{ data?: { errors?: Array<{ message: string }> } }>
      }
      return {
        status: response.status,
        messages: (body.errors ?? []).flatMap((e) => e.data?.errors ?? []).map((e) => e.message),
      }
    }
    const english = await send('EuroTalc-2026!', 'en')
    expect(english.status).toBe(400)
    expect(english.messages[0]).toMatch(
      /^This password is the name of the company or the site, or a word such as “talc”, with little added\. Passwords need at least 12 characters/,
    )
    const german = await send('Talkum-Talkum-2026', 'de')
    expect(german.status).toBe(400)
    expect(german.messages[0]).toMatch(
      /^Dieses Passwort ist der Name des Unternehmens oder der Website oder ein Wort wie „Talkum“, mit wenig Zusatz\. Passwörter brauchen mindestens 12 Zeichen/,
    )
    // Still the old password.
    await expect(
      payload.login({
        collection: 'users',
        data: { email: 'staff-r4@eurotalc.example', password: STAFF_PASSWORD },
        overrideAccess: true,
      }),
    ).resolves.toMatchObject({ token: expect.any(String) })
  })

  it('checks at most 5 of 25 parallel wrong passwords (422); the rest are 429 and nothing is deleted', async () => {
    const email = 'race@example.com'
    const member = await createMember(email)
    const browser = await signedIn(email, '192.0.2.141')
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        browser.send(routes.deleteAccount, '/api/v1/user/delete', { password: `wrong-${i}-x` }),
      ),
    )
    const statuses = answers.map((a) => a.status)
    const checked = statuses.filter((s) => s === 422).length
    expect(statuses.filter((s) => s !== 422 && s !== 429)).toEqual([])
    expect(checked).toBeGreaterThan(0)
    expect(checked).toBeLessThanOrEqual(5)
    expect(statuses.filter((s) => s === 429)).toHaveLength(25 - checked)
    // The limit holds for the right password too, until the window ends; the account is there.
    const right = await browser.send(routes.deleteAccount, '/api/v1/user/delete', {
      password: MEMBER_PASSWORD,
    })
    expect(right.status).toBe(429)
    const still = await payload.findByID({
      collection: 'members',
      id: member.id,
      overrideAccess: true,
      disableErrors: true,
    })
    expect(still?.email).toBe(email)
  })

  it('lets a member still on the temporary password only change it (403 in EN and DE elsewhere)', async () => {
    const email = 'temporary-r4@example.com'
    const member = await createMember(email, {
      temporaryPassword: true,
      temporaryPasswordExpiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString(),
    })
    const browser = await signedIn(email, '192.0.2.142')
    expect((await (await browser.me()).json()).temp_password).toBe('y')

    const calls = (language: string) =>
      [
        [
          'details',
          () => browser.send(routes.details, '/api/v1/user/details', DETAILS, { language }),
        ],
        [
          'email',
          () =>
            browser.send(
              routes.email,
              '/api/v1/user/email',
              { email: 'elsewhere-r4@example.com', password: MEMBER_PASSWORD },
              { language },
            ),
        ],
        ['data', () => browser.get(routes.data, '/api/v1/user/data', language)],
        ['documents', () => browser.get(routes.documents, '/api/v1/user/documents', language)],
        [
          'delete',
          () =>
            browser.send(
              routes.deleteAccount,
              '/api/v1/user/delete',
              { password: MEMBER_PASSWORD },
              { language },
            ),
        ],
      ] as const
    for (const [name, call] of calls('en')) {
      const refused = await call()
      expect(refused.status, name).toBe(403)
      expect(refused.headers.get('content-language'), name).toBe('en')
      expect((await refused.json()).message, name).toBe(
        'Please choose your own password first: until then, only the password change is possible.',
      )
    }
    for (const [name, call] of calls('de')) {
      const refused = await call()
      expect(refused.status, name).toBe(403)
      expect((await refused.json()).message, name).toBe(
        'Bitte wählen Sie zuerst Ihr eigenes Passwort: Bis dahin ist nur die Passwortänderung möglich.',
      )
    }
    // Nothing changed, nothing was asked for.
    const stored = await payload.findByID({
      collection: 'members',
      id: member.id,
      overrideAccess: true,
      showHiddenFields: true,
    })
    expect(stored).toMatchObject({ email, market: 'Paper', company: 'Papierfabrik Nord' })
    expect(stored.emailChangeNonce ?? null).toBeNull()

    // The session and the password change work; afterwards the rest does too.
    expect((await browser.me()).status).toBe(200)
    const changed = await browser.send(routes.password, '/api/v1/user/password', {
      old_password: MEMBER_PASSWORD,
      password: 'Granite-orchard-7731',
      password_confirmation: 'Granite-orchard-7731',
    })
    expect(changed.status).toBe(200)
    expect((await changed.json()).user.temp_password).toBe('n')
    const details = await browser.send(routes.details, '/api/v1/user/details', {
      ...DETAILS,
      city: 'Bremen',
    })
    expect(details.status).toBe(200)
    expect((await details.json()).user.city).toBe('Bremen')
    expect((await browser.get(routes.data, '/api/v1/user/data')).status).toBe(200)
  })

  it('logs a wrong staff password as one warning without a stack, never as an error', async () => {
    const post = await payloadRest('POST')
    const errors = vi.spyOn(payload.logger, 'error')
    const warnings = vi.spyOn(payload.logger, 'warn')
    try {
      const response = await post(
        new Request(`${ORIGIN}/api/cms/users/login`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': '192.0.2.143',
          },
          body: JSON.stringify({
            email: 'staff-r4@eurotalc.example',
            password: 'not-the-password',
          }),
        }),
      )
      expect(response.status).toBe(401)
      expect(errors).not.toHaveBeenCalled()
      expect(warnings).toHaveBeenCalledTimes(1)
      const [line] = warnings.mock.calls[0]! as unknown[]
      expect(JSON.stringify(line)).not.toMatch(/stack|not-the-password|at .*\.js/)
      expect(line).toMatchObject({ msg: expect.stringMatching(/staff login failed/i) })
    } finally {
      errors.mockRestore()
      warnings.mockRestore()
    }
  })
})
