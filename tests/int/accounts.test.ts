import type { ParsedMail } from 'mailparser'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEMO_MEMBERS } from '@/seed/demo-accounts'

import { Browser as TestBrowser, type Handler } from '../setup/browser'
import { startTestPayload, type TestDatabase } from '../setup/database'
import { payloadRest } from '../setup/payload-rest'
import { recipients, type SmtpSink, startSmtpSink } from '../setup/smtp-sink'

/**
 * The accounts of SPEC §2.5–§8 through their real route handlers, on a fresh database, with
 * mail delivered over SMTP to a server on loopback.
 */
let db: TestDatabase
let smtp: SmtpSink
let payload: Payload
let routes: {
  csrf: Handler
  login: Handler
  logout: Handler
  forgot: Handler
  user: Handler
  password: Handler
  reset: Handler
  data: Handler
  deleteAccount: Handler
  details: Handler
  email: Handler
  confirmEmail: Handler
}
let accounts: typeof import('@/features/accounts/members')
let moderator: { id: number; collection: 'users' } & Record<string, unknown>

const ORIGIN = 'http://localhost:3000'

/** What the registration form's widget does in the browser: fetch a challenge, solve it. */
async function solvedToken(): Promise<string> {
  const { solveChallenge } = await import('altcha-lib')
  const { deriveKey } = await import('altcha-lib/algorithms/sha')
  const { makeCaptchaToken } = await import('@/lib/captcha')
  const { GET } = await import('@/app/api/v1/captcha/challenge/route')
  const challenge = await (await GET(new Request(`${ORIGIN}/api/v1/captcha/challenge`))).json()
  const solution = await solveChallenge({ challenge, deriveKey })
  return makeCaptchaToken({ challenge, solution: solution as never })
}

/** A browser with the account routes of this file. */
class Browser extends TestBrowser {
  constructor(ip?: string) {
    super(() => routes, ip)
  }
}
const approved = DEMO_MEMBERS[0]
const pending = DEMO_MEMBERS[1]

const text = (mail: ParsedMail) => mail.text ?? ''
const to = (address: string) => (mail: ParsedMail) => recipients(mail).includes(address)

beforeAll(async () => {
  smtp = await startSmtpSink()
  ;({ db, payload } = await startTestPayload('accounts', ORIGIN, {
    SMTP_URL: smtp.url,
    MAIL_FROM: 'EuroTalc <web@eurotalc.example>',
  }))
  const staff = await payload.create({
    collection: 'users',
    data: { email: 'mod@eurotalc.example', password: 'Moderator-Test-2026', roles: ['moderator'] },
    overrideAccess: true,
  })
  moderator = { ...staff, collection: 'users' } as typeof moderator
  for (const member of DEMO_MEMBERS) {
    await payload.create({
      collection: 'members',
      data: { ...member, termsAcceptedAt: new Date().toISOString() },
      overrideAccess: true,
    })
  }
  routes = {
    csrf: (await import('@/app/sanctum/csrf-cookie/route')).GET,
    login: (await import('@/app/login/route')).POST,
    logout: (await import('@/app/logout/route')).POST,
    forgot: (await import('@/app/forgot-password/route')).POST,
    user: (await import('@/app/api/v1/user/route')).GET,
    password: (await import('@/app/api/v1/user/password/route')).POST,
    reset: (await import('@/app/api/v1/reset-password/route')).POST,
    data: (await import('@/app/api/v1/user/data/route')).GET,
    deleteAccount: (await import('@/app/api/v1/user/delete/route')).POST,
    details: (await import('@/app/api/v1/user/details/route')).POST,
    email: (await import('@/app/api/v1/user/email/route')).POST,
    confirmEmail: (await import('@/app/api/v1/user/email/confirm/route')).POST,
  }
  accounts = await import('@/features/accounts/members')
})

afterAll(async () => {
  await payload?.destroy().catch(() => undefined)
  await db?.drop()
  await smtp?.close()
})

describe(`accounts (${process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite'})`, () => {
  it('GET /sanctum/csrf-cookie answers 204 with a readable, Lax XSRF-TOKEN cookie', async () => {
    const browser = new Browser()
    const response = await browser.csrf()
    expect(response.status).toBe(204)
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('XSRF-TOKEN='))!
    expect(cookie).toMatch(/SameSite=Lax/)
    expect(cookie).not.toMatch(/HttpOnly/i)
    expect(browser.cookies.get('XSRF-TOKEN')).toBeTruthy()
  })

  it('refuses changes without the XSRF header, with a wrong one, or with a cookie it did not issue: 419', async () => {
    const browser = new Browser()
    await browser.csrf()
    const body = { email: approved.email, password: approved.password }
    expect((await browser.send(routes.login, '/login', body, { xsrf: 'none' })).status).toBe(419)
    expect((await browser.send(routes.login, '/login', body, { xsrf: 'abc.def' })).status).toBe(419)
    const forged = new Browser()
    forged.cookies.set('XSRF-TOKEN', 'forged.token')
    const response = await forged.send(routes.login, '/login', body, { xsrf: 'forged.token' })
    expect(response.status).toBe(419)
    expect((await response.json()).message).toMatch(/CSRF/)
    expect((await browser.send(routes.logout, '/logout', {}, { xsrf: 'none' })).status).toBe(419)
    expect(
      (
        await browser.send(
          routes.forgot,
          '/forgot-password',
          { email: approved.email },
          { xsrf: 'none' },
        )
      ).status,
    ).toBe(419)
  })

  it('logs an approved member in: the user object with temp_password, an HttpOnly session, /api/v1/user', async () => {
    const browser = new Browser()
    expect((await browser.me()).status).toBe(401)
    const response = await browser.login(approved.email, approved.password)
    expect(response.status).toBe(200)
    const user = await response.json()
    expect(user).toMatchObject({ email: approved.email, first_name: 'Anna', temp_password: 'n' })
    expect(user).not.toHaveProperty('hash')
    expect(user).not.toHaveProperty('sessions')
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('member_session='))!
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).toMatch(/SameSite=Lax/)
    const me = await browser.me()
    expect(me.status).toBe(200)
    expect(await me.json()).toEqual(user)
    expect(me.headers.get('cache-control')).toBe('no-store')
  })

  it('gives wrong passwords and unknown addresses the same answer: 422 errors.email auth.failed', async () => {
    const wrong = await new Browser('198.51.100.1').login(approved.email, 'not-the-password')
    const unknown = await new Browser('198.51.100.1').login('nobody@example.com', 'whatever-123')
    expect(wrong.status).toBe(422)
    expect(unknown.status).toBe(422)
    const a = await wrong.json()
    expect(a.errors).toEqual({ email: ['auth.failed'] })
    expect(await unknown.json()).toEqual(a)
    const invalid = await new Browser('198.51.100.1').login('not-an-email', 'x')
    expect(invalid.status).toBe(422)
    expect((await invalid.json()).errors.email).toEqual(['emailInvalid'])
  })

  it("tells a pending member 'Not Moderated', but only after the right password", async () => {
    const right = await new Browser('198.51.100.2').login(pending.email, pending.password)
    expect(right.status).toBe(403)
    expect(await right.json()).toMatchObject({ message: 'Not Moderated' })
    const wrong = await new Browser('198.51.100.2').login(pending.email, 'wrong-password')
    expect(wrong.status).toBe(422)
    expect((await wrong.json()).errors.email).toEqual(['auth.failed'])
  })

  it('gives a new session id at every login and ends the previous one of the browser', async () => {
    const browser = new Browser('198.51.100.3')
    await browser.login(approved.email, approved.password)
    const first = browser.cookies.get('member_session')!
    const stolen = new Browser('198.51.100.3')
    stolen.cookies.set('member_session', first)
    expect((await stolen.me()).status).toBe(200)
    await browser.login(approved.email, approved.password)
    const second = browser.cookies.get('member_session')!
    const sid = (token: string) =>
      JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid
    expect(sid(second)).not.toBe(sid(first))
    expect((await browser.me()).status).toBe(200)
    expect((await stolen.me()).status).toBe(401)
  })

  it('logout ends the session on the server: the old cookie no longer works', async () => {
    const browser = new Browser('198.51.100.4')
    await browser.login(approved.email, approved.password)
    const copy = new Browser()
    copy.cookies.set('member_session', browser.cookies.get('member_session')!)
    const response = await browser.send(routes.logout, '/logout', {})
    expect(response.status).toBe(204)
    expect(browser.cookies.has('member_session')).toBe(false)
    expect((await copy.me()).status).toBe(401)
  })

  it('throttles 5 failed logins per e-mail and address (429, Retry-After) and caps an address', async () => {
    const email = 'throttle@example.com'
    const attacker = new Browser('192.0.2.50')
    for (let i = 0; i < 5; i++) {
      expect((await attacker.login(email, `wrong-${i}`)).status).toBe(422)
    }
    const blocked = await attacker.login(email, 'wrong-again')
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await blocked.json()).toMatchObject({
      message: 'Too many tries',
      errors: { email: ['auth.throttle'] },
    })
    // Another address is not blocked for that e-mail.
    expect((await new Browser('192.0.2.51').login(email, 'wrong')).status).toBe(422)

    const sprayer = new Browser('192.0.2.60')
    for (let i = 0; i < 30; i++) {
      expect((await sprayer.login(`spray-${i}@example.com`, 'wrong')).status).toBe(422)
    }
    expect((await sprayer.login('spray-x@example.com', 'wrong')).status).toBe(429)
  })

  it('forgot-password answers the same for every address and mails the link in the member language', async () => {
    const browser = new Browser('192.0.2.70')
    await browser.csrf()
    const known = await browser.send(routes.forgot, '/forgot-password', { email: approved.email })
    const unknown = await browser.send(routes.forgot, '/forgot-password', {
      email: 'nobody-here@example.com',
    })
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(200)
    expect(await unknown.json()).toEqual(await known.json())

    const again = await browser.send(routes.forgot, '/forgot-password', { email: approved.email })
    expect(again.status).toBe(429)
    expect((await again.json()).errors).toEqual({ email: ['passwords.throttled'] })

    const mail = await smtp.waitFor(to(approved.email))
    expect(mail.subject).toBe('Neues Passwort für Ihr EuroTalc-Konto')
    expect(mail.headers.get('content-language')).toBe('de')
    const link = /https?:\/\/\S+\/de\/reset-password\?token=([a-f0-9]+)/.exec(text(mail))
    expect(link).not.toBeNull()
    const token = link![1]!

    const mismatch = await browser.send(routes.reset, '/api/v1/reset-password', {
      token,
      password: 'Brand-New-Password-1',
      password_confirmation: 'Other-Password-1',
    })
    expect(mismatch.status).toBe(422)
    expect((await mismatch.json()).errors.password_confirmation).toEqual(['passwordsEqual'])

    const reset = await browser.send(routes.reset, '/api/v1/reset-password', {
      token,
      password: 'Brand-New-Password-1',
      password_confirmation: 'Brand-New-Password-1',
    })
    expect(reset.status).toBe(200)
    const reuse = await browser.send(routes.reset, '/api/v1/reset-password', {
      token,
      password: 'Another-Password-22',
      password_confirmation: 'Another-Password-22',
    })
    expect(reuse.status).toBe(422)
    expect((await reuse.json()).errors).toEqual({ token: ['passwords.token'] })
    expect((await new Browser('192.0.2.71').login(approved.email, approved.password)).status).toBe(
      422,
    )
    expect(
      (await new Browser('192.0.2.71').login(approved.email, 'Brand-New-Password-1')).status,
    ).toBe(200)
    // Back to the demo password for the other tests.
    const member = await payload.find({
      collection: 'members',
      where: { email: { equals: approved.email } },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'members',
      id: member.docs[0]!.id,
      data: { password: approved.password },
      overrideAccess: true,
    })
  })

  it('forgot-password answers known and unknown addresses alike: same status, body and time, the work after the answer', async () => {
    const { scheduledMailRuns } = await import('@/server/mail/queue')
    const { afterAnswerDone } = await import('@/server/http/after-answer')
    const settled = async () => {
      await afterAnswerDone()
      await scheduledMailRuns()
    }
    const jobs = async () =>
      (await payload.count({ collection: 'payload-jobs', overrideAccess: true })).totalDocs
    const rounds = 15
    for (let i = 0; i < rounds; i++) {
      await payload.create({
        collection: 'members',
        data: {
          ...approved,
          email: `timing-${i}@eurotalc.example`,
          termsAcceptedAt: new Date().toISOString(),
        },
        overrideAccess: true,
      })
    }
    await settled()
    const times = { known: [] as number[], unknown: [] as number[] }
    const answers = new Set<string>()
    let queuedBeforeAnswer = 0
    for (let i = 0; i < rounds; i++) {
      // Alternating which goes first, each from its own address (one mail per address and minute).
      const order = i % 2 ? (['unknown', 'known'] as const) : (['known', 'unknown'] as const)
      for (const kind of order) {
        const browser = new Browser(`198.18.${i}.${kind === 'known' ? 1 : 2}`)
        await browser.csrf()
        const email = `timing-${i}@${kind === 'known' ? 'eurotalc.example' : 'nowhere.example'}`
        const before = await jobs()
        const started = performance.now()
        const response = await browser.send(routes.forgot, '/forgot-password', { email })
        const body = await response.text()
        times[kind].push(performance.now() - started)
        // Nothing that only a known address causes happens before the answer.
        queuedBeforeAnswer += (await jobs()) - before
        answers.add(`${response.status} ${body}`)
        // Whatever the request left to do is done before the next one is timed.
        await settled()
      }
    }
    expect([...answers]).toHaveLength(1)
    expect([...answers][0]).toMatch(/^200 /)
    expect(queuedBeforeAnswer).toBe(0)
    // The links were sent all the same, after the answers.
    await smtp.waitFor(to(`timing-${rounds - 1}@eurotalc.example`))
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!
    expect(Math.abs(median(times.known) - median(times.unknown))).toBeLessThan(20)
  })

  it('refuses weak new passwords on reset and in the personal area, with the key of the message', async () => {
    const browser = new Browser('192.0.2.75')
    await browser.csrf()
    const token = await payload.forgotPassword({
      collection: 'members',
      data: { email: approved.email },
      disableEmail: true,
      context: { memberAuth: true },
    })
    const reset = (password: string, language = 'en') =>
      browser.send(
        routes.reset,
        '/api/v1/reset-password',
        { token, password, password_confirmation: password },
        { language },
      )
    for (const [password, key] of [
      ['Password2026!', 'passwordCommon'],
      ['qwerty123456', 'passwordCommon'],
      ['aaaaaaaaaa', 'passwordRepeated'],
      ['Member-Of-EuroTalc', 'passwordHasEmail'],
    ] as const) {
      const refused = await reset(password)
      expect(refused.status, password).toBe(422)
      expect(await refused.json(), password).toEqual({
        message: 'The given data was invalid.',
        errors: { password: [key] },
      })
    }
    const german = await reset('P@ssw0rd2026', 'de')
    expect(german.headers.get('content-language')).toBe('de')
    expect((await german.json()).errors).toEqual({ password: ['passwordCommon'] })
    // The refused tries changed nothing: the old password still logs in.
    expect((await new Browser('192.0.2.76').login(approved.email, approved.password)).status).toBe(
      200,
    )

    const member = new Browser('192.0.2.77')
    expect((await member.login(approved.email, approved.password)).status).toBe(200)
    const change = (password: string) =>
      member.send(routes.password, '/api/v1/user/password', {
        old_password: approved.password,
        password,
        password_confirmation: password,
      })
    for (const [password, key] of [
      ['iloveyou-2026', 'passwordCommon'],
      ['1111111111', 'passwordRepeated'],
      ['member.2026.x', 'passwordHasEmail'],
    ] as const) {
      const refused = await change(password)
      expect(refused.status, password).toBe(422)
      expect((await refused.json()).errors, password).toEqual({ password: [key] })
    }
    expect((await new Browser('192.0.2.78').login(approved.email, approved.password)).status).toBe(
      200,
    )
  })

  it('refuses weak staff passwords through the REST API and the reset link, with the rule in the message', async () => {
    const { token } = await payload.login({
      collection: 'users',
      data: { email: 'mod@eurotalc.example', password: 'Moderator-Test-2026' },
      overrideAccess: true,
    })
    const patch = await payloadRest('PATCH')
    const send = (password: string, language = 'en') =>
      patch(
        new Request(`${ORIGIN}/api/cms/users/${moderator.id}`, {
          method: 'PATCH',
          headers: {
            authorization: `JWT ${token}`,
            'content-type': 'application/json',
            'accept-language': language,
          },
          body: JSON.stringify({ password }),
        }),
      )
    const messages = async (response: Response) =>
      (
        (await response.json()) as {
          errors: Array<{ data?: { errors?: Array<{ message: string }> } }>
        }
      ).errors
        .flatMap((e) => e.data?.errors ?? [])
        .map((e) => e.message)
    const rule =
      'Passwords need at least 12 characters and must not be a common or leaked password, contain the name of the e-mail address (the part before the @), be the name of the company or the site (or a word such as “talc”) with little added, or repeat one character.'
    const short = await send('aaa')
    expect(short.status).toBe(400)
    expect(await messages(short)).toEqual([`This password is too short. ${rule}`])
    const common = await send('qwerty123456')
    expect(common.status).toBe(400)
    expect(await messages(common)).toEqual([
      `This password is on a list of common or leaked passwords. ${rule}`,
    ])
    const german = await send('Password2026!', 'de')
    expect(german.status).toBe(400)
    expect((await messages(german))[0]).toMatch(
      /^Dieses Passwort steht auf einer Liste verbreiteter oder geleakter Passwörter\. Passwörter brauchen mindestens 12 Zeichen/,
    )
    // Still the old password.
    await expect(
      payload.login({
        collection: 'users',
        data: { email: 'mod@eurotalc.example', password: 'aaa' },
        overrideAccess: true,
      }),
    ).rejects.toThrow()

    // The admin's "Forgot password" link is held to the same rule.
    const resetToken = await payload.forgotPassword({
      collection: 'users',
      data: { email: 'mod@eurotalc.example' },
      disableEmail: true,
    })
    await expect(
      payload.resetPassword({
        collection: 'users',
        data: { token: resetToken, password: 'passwordpassword' },
        overrideAccess: true,
      }),
    ).rejects.toThrow(/password/)

    const fine = await send('Approve-Customers-Daily')
    expect(fine.status).toBe(200)
    expect(
      (
        await payload.login({
          collection: 'users',
          data: { email: 'mod@eurotalc.example', password: 'Approve-Customers-Daily' },
          overrideAccess: true,
        })
      ).token,
    ).toBeTruthy()
  })

  it('registration answers a new and an existing address alike and mails the existing owner instead', async () => {
    await payload.create({
      collection: 'product-markets',
      data: { title: 'Paper', slug: 'paper', summary: 'Talc for paper.', _status: 'published' },
      overrideAccess: true,
    })
    const { submitRegistration } = await import('@/features/accounts/register')
    // The form as the browser sends it, with the robot check solved as its widget does.
    const form = async (email: string, locale = 'en') => {
      const data = new FormData()
      data.set('altcha', await solvedToken())
      for (const [key, value] of Object.entries({
        locale,
        firstName: 'Otto',
        lastName: 'Probe',
        company: 'Probe AG',
        jobTitle: 'Buyer',
        email,
        phone: '+49 30 987654',
        city: 'Berlin',
        country: 'DE',
        market: 'Paper',
        terms: 'on',
      }))
        data.set(key, value)
      return data
    }
    const before = smtp.messages.length
    const fresh = await submitRegistration(await form('otto.probe@example.com'), '192.0.2.120')
    const known = await submitRegistration(await form(approved.email), '192.0.2.121')
    const waiting = await submitRegistration(await form(pending.email.toUpperCase()), '192.0.2.122')
    expect(fresh).toEqual({ status: 'done', values: {}, errors: {} })
    expect(known).toEqual(fresh)
    expect(waiting).toEqual(fresh)

    // The owners are told, in their language; nothing about their accounts changed.
    const owner = await smtp.waitFor(
      (m) => to(approved.email)(m) && m.subject === 'Registrierung mit Ihrer E-Mail-Adresse',
    )
    expect(owner.headers.get('content-language')).toBe('de')
    expect(text(owner)).toContain('Sie haben bereits ein Konto bei uns')
    expect(text(owner)).toContain('„Passwort vergessen?“')
    expect(text(owner)).toMatch(/Anmelden: https?:\/\/\S+\/de\?login/)
    const waitingOwner = await smtp.waitFor(
      (m) => to(pending.email)(m) && m.subject === 'Registration with your e-mail address',
    )
    expect(text(waitingOwner)).toContain('still waiting for a moderator')
    const members = await payload.find({
      collection: 'members',
      where: { email: { in: [approved.email, pending.email] } },
      overrideAccess: true,
    })
    expect(members.docs.map((m) => m.firstName).sort()).toEqual(['Anna', 'Paul'])
    expect((await new Browser('192.0.2.123').login(approved.email, approved.password)).status).toBe(
      200,
    )

    // Asked again within the hour: the same answer, and no second mail to the owner.
    expect(await submitRegistration(await form(approved.email), '192.0.2.124')).toEqual(fresh)
    const { scheduledMailRuns } = await import('@/server/mail/queue')
    await scheduledMailRuns()
    await smtp.waitFor(to('otto.probe@example.com'))
    expect(
      smtp.messages
        .slice(before)
        .filter((m) => to(approved.email)(m) && /Registrierung mit/.test(m.subject ?? '')),
    ).toHaveLength(1)
  })

  it('never lets a password reset open an account that is not approved', async () => {
    const browser = new Browser('192.0.2.80')
    await browser.csrf()
    const before = smtp.messages.length
    expect(
      (await browser.send(routes.forgot, '/forgot-password', { email: pending.email })).status,
    ).toBe(200)
    // Whatever the request queued has been sent once the mail runs it asked for are done.
    const { runMailQueue, scheduledMailRuns } = await import('@/server/mail/queue')
    await scheduledMailRuns()
    await runMailQueue(payload)
    expect(smtp.messages.slice(before).filter(to(pending.email))).toHaveLength(0)

    // Even with a token made behind the site's back, the reset is refused.
    const token = await payload.forgotPassword({
      collection: 'members',
      data: { email: pending.email },
      disableEmail: true,
      context: { memberAuth: true },
    })
    const reset = await browser.send(routes.reset, '/api/v1/reset-password', {
      token,
      password: 'Sneaky-Password-123',
      password_confirmation: 'Sneaky-Password-123',
    })
    expect(reset.status).toBe(422)
    expect(
      (await new Browser('192.0.2.81').login(pending.email, 'Sneaky-Password-123')).status,
    ).toBe(422)
  })

  it("refuses Payload's own sign-in paths for members", async () => {
    await expect(
      payload.login({
        collection: 'members',
        data: { email: approved.email, password: approved.password },
      }),
    ).rejects.toThrow(/sign in through \/login/)
    await expect(
      payload.forgotPassword({
        collection: 'members',
        data: { email: approved.email },
        disableEmail: true,
      }),
    ).rejects.toThrow(/sign in through \/login/)
  })

  it('registration → moderators notified → approval mails a temporary password → forced change → login', async () => {
    const email = 'new.customer@example.com'
    const registered = await accounts.registerMember(
      payload,
      {
        firstName: 'Lena',
        lastName: 'Vogt',
        company: 'Keramik Vogt KG',
        jobTitle: 'Engineer',
        email,
        phone: '+49 30 123456',
        city: 'Berlin',
        country: 'DE',
        market: 'Ceramics',
        terms: true,
        information: true,
      },
      { locale: 'de', address: '192.0.2.90', consentVersion: 'terms:2026-11-01' },
    )
    expect(registered).toEqual({ kind: 'ok' })
    const again = await accounts.registerMember(
      payload,
      {
        firstName: 'X',
        lastName: 'Y',
        company: 'Z',
        jobTitle: 'J',
        email,
        phone: '+49 30 1',
        city: 'B',
        country: 'DE',
        market: 'Paper',
        terms: true,
        information: false,
      },
      { locale: 'en', address: '192.0.2.90', consentVersion: 'v' },
    )
    // The same answer as for a new address, so no one learns the account exists; the owner
    // gets a mail instead.
    expect(again).toEqual({ kind: 'ok' })

    const notice = await smtp.waitFor(
      (m) => recipients(m).includes('mod@eurotalc.example') && /Keramik Vogt/.test(m.subject ?? ''),
    )
    expect(notice.subject).toBe('New registration: Keramik Vogt KG')
    expect(text(notice)).toContain(email)
    const received = await smtp.waitFor(
      (m) => to(email)(m) && /Registrierung/.test(m.subject ?? ''),
    )
    expect(received.headers.get('content-language')).toBe('de')

    const found = await payload.find({
      collection: 'members',
      where: { email: { equals: email } },
      overrideAccess: true,
    })
    const member = found.docs[0]!
    expect(member).toMatchObject({
      status: 'pending',
      language: 'de',
      informationConsent: true,
      consentVersion: 'terms:2026-11-01',
    })
    expect(member.termsAcceptedAt).toBeTruthy()

    // A moderator approves in the admin (same access rules as the admin's REST call). The saved
    // form shows at once what the approval did, before the outbox sends the mail.
    const saved = await payload.update({
      collection: 'members',
      id: member.id,
      data: { status: 'approved' },
      user: moderator,
      overrideAccess: false,
    })
    expect(saved.temporaryPassword).toBe(true)
    const issuedFor =
      (new Date(saved.temporaryPasswordExpiresAt!).getTime() - Date.now()) / 86_400_000
    expect(issuedFor).toBeGreaterThan(6.9)
    expect(issuedFor).toBeLessThanOrEqual(7)
    const approval = await smtp.waitFor((m) => to(email)(m) && /freigegeben/.test(m.subject ?? ''))
    expect(approval.subject).toBe('Ihr EuroTalc-Konto ist freigegeben')
    const temporary = /\b([A-Za-z0-9]{4}-[A-Za-z0-9]{4}-[A-Za-z0-9]{4}-[A-Za-z0-9]{4})\b/.exec(
      text(approval),
    )![1]!
    expect(text(approval)).toContain('7 Tage')

    const decided = await payload.findByID({
      collection: 'members',
      id: member.id,
      overrideAccess: true,
      depth: 0,
    })
    expect(decided.moderatedBy).toBe(moderator.id)
    expect(decided.moderatedAt).toBeTruthy()
    expect(decided.moderationLog?.map((e) => e.status)).toEqual(['approved'])
    expect(decided.temporaryPassword).toBe(true)
    const days = (new Date(decided.temporaryPasswordExpiresAt!).getTime() - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(6.9)
    expect(days).toBeLessThanOrEqual(7)

    const browser = new Browser('192.0.2.91')
    const login = await browser.login(email, temporary)
    expect(login.status).toBe(200)
    expect((await login.json()).temp_password).toBe('y')

    const change = (body: object) => browser.send(routes.password, '/api/v1/user/password', body)
    const errorsOf = async (r: Response) =>
      ((await r.json()) as { errors: Record<string, string[]> }).errors
    expect(
      await errorsOf(
        await change({
          old_password: 'wrong-one-here',
          password: 'Lenas-Own-Pass-1',
          password_confirmation: 'Lenas-Own-Pass-1',
        }),
      ),
    ).toEqual({ old_password: ['oldPasswordMismatch'] })
    expect(
      await errorsOf(
        await change({
          old_password: temporary,
          password: 'Lenas-Own-Pass-1',
          password_confirmation: 'Lenas-Own-Pass-2',
        }),
      ),
    ).toEqual({ password_confirmation: ['passwordsEqual'] })
    expect(
      await errorsOf(
        await change({
          old_password: temporary,
          password: 'short',
          password_confirmation: 'short',
        }),
      ),
    ).toMatchObject({ password: ['passwordTooShort'] })
    expect(
      await errorsOf(
        await change({
          old_password: temporary,
          password: temporary,
          password_confirmation: temporary,
        }),
      ),
    ).toEqual({ password: ['passwordNotNew'] })
    const changed = await change({
      old_password: temporary,
      password: 'Lenas-Own-Pass-1',
      password_confirmation: 'Lenas-Own-Pass-1',
    })
    expect(changed.status).toBe(200)
    expect((await changed.json()).user.temp_password).toBe('n')
    expect((await browser.me()).status).toBe(200)
    expect((await new Browser('192.0.2.92').login(email, temporary)).status).toBe(422)
    expect((await new Browser('192.0.2.92').login(email, 'Lenas-Own-Pass-1')).status).toBe(200)
    // The one password ever mailed is the temporary one.
    expect(smtp.messages.some((m) => text(m).includes('Lenas-Own-Pass-1'))).toBe(false)
  })

  it('refuses an expired temporary password, and a rejected member gets a polite mail and no access', async () => {
    const email = 'late@example.com'
    await accounts.registerMember(
      payload,
      {
        firstName: 'Tom',
        lastName: 'Late',
        company: 'Late Ltd',
        jobTitle: 'Buyer',
        email,
        phone: '+44 20 1234',
        city: 'Leeds',
        country: 'GB',
        market: 'Paper',
        terms: true,
        information: false,
      },
      { locale: 'en', address: '192.0.2.93', consentVersion: 'v1' },
    )
    const member = (
      await payload.find({
        collection: 'members',
        where: { email: { equals: email } },
        overrideAccess: true,
      })
    ).docs[0]!
    await payload.update({
      collection: 'members',
      id: member.id,
      data: { status: 'approved' },
      user: moderator,
      overrideAccess: false,
    })
    const approval = await smtp.waitFor((m) => to(email)(m) && /approved/.test(m.subject ?? ''))
    expect(approval.headers.get('content-language')).toBe('en')
    const temporary = /\b([A-Za-z0-9]{4}-[A-Za-z0-9]{4}-[A-Za-z0-9]{4}-[A-Za-z0-9]{4})\b/.exec(
      text(approval),
    )![1]!
    await payload.update({
      collection: 'members',
      id: member.id,
      data: { temporaryPasswordExpiresAt: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
    const expired = await new Browser('192.0.2.94').login(email, temporary)
    expect(expired.status).toBe(403)
    expect((await expired.json()).errors).toEqual({ email: ['auth.expired'] })

    await payload.update({
      collection: 'members',
      id: member.id,
      data: { status: 'rejected' },
      user: moderator,
      overrideAccess: false,
    })
    const rejection = await smtp.waitFor(
      (m) =>
        to(email)(m) &&
        m.subject === 'Your registration at EuroTalc' &&
        /Unfortunately/.test(text(m)),
    )
    expect(text(rejection)).not.toMatch(/password/i)
    const refused = await new Browser('192.0.2.95').login(email, temporary)
    expect(refused.status).toBe(403)
    expect((await refused.json()).errors.email).toEqual(['auth.denied'])
    const log = (
      await payload.findByID({ collection: 'members', id: member.id, overrideAccess: true })
    ).moderationLog
    expect(log?.map((e) => e.status)).toEqual(['approved', 'rejected'])
  })

  it('keeps a registration when the mail server fails and delivers the mail on a later run', async () => {
    smtp.setRefusing(true)
    const email = 'while-down@example.com'
    const result = await accounts.registerMember(
      payload,
      {
        firstName: 'Ida',
        lastName: 'Down',
        company: 'Down AG',
        jobTitle: 'CTO',
        email,
        phone: '+41 44 123 45 67',
        city: 'Zürich',
        country: 'CH',
        market: 'Paper',
        terms: true,
        information: false,
      },
      { locale: 'de', address: '192.0.2.96', consentVersion: 'v1' },
    )
    expect(result).toEqual({ kind: 'ok' })
    expect(
      (
        await payload.count({
          collection: 'members',
          where: { email: { equals: email } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(1)
    const { runMailQueue } = await import('@/server/mail/queue')
    await runMailQueue(payload)
    const waiting = await payload.find({
      collection: 'payload-jobs',
      where: { hasError: { equals: false } },
      overrideAccess: true,
    })
    expect(waiting.docs.length).toBeGreaterThan(0)
    smtp.setRefusing(false)
    // The retry is due after its backoff; bring it forward instead of waiting 30 s.
    await payload.update({
      collection: 'payload-jobs',
      where: { completedAt: { exists: false } },
      data: { waitUntil: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
    await runMailQueue(payload)
    const mail = await smtp.waitFor((m) => to(email)(m))
    expect(mail.subject).toBe('Ihre Registrierung bei EuroTalc')
  })
})

describe(`my data (${process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite'})`, () => {
  const email = 'lena.data@example.com'
  const password = 'Lenas-Data-Pass-7'

  async function memberWithHistory() {
    const member = await payload.create({
      collection: 'members',
      data: {
        email,
        password,
        status: 'approved',
        firstName: 'Lena',
        lastName: 'Data',
        company: 'Data Coatings GmbH',
        jobTitle: 'Buyer',
        phone: '+43 316 123456',
        city: 'Graz',
        country: 'AT',
        market: 'Paper',
        language: 'de',
        termsAcceptedAt: new Date().toISOString(),
        informationConsent: true,
        consentVersion: 'terms:2026-11-01',
      },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'download-logs',
      data: {
        member: member.id,
        memberEmail: email,
        documentTitle: 'Safety data sheet HTP 05',
        kind: 'single',
        address: '192.0.2.0',
        count: 1,
      },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'enquiries',
      data: {
        type: 'contact-us',
        status: 'new',
        name: 'Lena Data',
        company: 'Data Coatings GmbH',
        email,
        fields: { query: 'Which grade for coated paper?' },
        language: 'de',
        termsAcceptedAt: new Date().toISOString(),
        fingerprint: `my-data-${Date.now()}`,
      },
      overrideAccess: true,
    })
    return member
  }

  it('downloads everything kept about the member as a JSON file, for the member only', async () => {
    await memberWithHistory()
    const stranger = new Browser('192.0.2.201')
    expect((await stranger.get(routes.data, '/api/v1/user/data')).status).toBe(401)

    const browser = new Browser('192.0.2.201')
    expect((await browser.login(email, password)).status).toBe(200)
    const response = await browser.get(routes.data, '/api/v1/user/data')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="eurotalc-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    )
    expect(response.headers.get('cache-control')).toBe('no-store')
    const data = await response.json()
    expect(data.account).toMatchObject({
      email,
      firstName: 'Lena',
      company: 'Data Coatings GmbH',
      informationConsent: true,
      consentVersion: 'terms:2026-11-01',
    })
    expect(data.account.termsAcceptedAt).toBeTruthy()
    for (const secret of ['hash', 'salt', 'sessions', 'password', 'moderationLog'])
      expect(data.account).not.toHaveProperty(secret)
    expect(data.enquiries).toEqual([
      expect.objectContaining({
        form: 'contact-us',
        fields: { query: 'Which grade for coated paper?' },
      }),
    ])
    expect(data.downloads).toEqual([
      expect.objectContaining({ document: 'Safety data sheet HTP 05', kind: 'single' }),
    ])
  })

  it('lets the member correct their details, checked like the registration', async () => {
    const browser = new Browser('192.0.2.204')
    await browser.csrf()
    const details = {
      firstName: 'Lena',
      lastName: 'Daten-Müller',
      company: 'Data Coatings AG',
      jobTitle: 'Head of Purchasing',
      phone: '+43 316 654321',
      city: 'Wien',
      country: 'DE',
      market: 'Paper',
      language: 'en',
    }
    expect((await browser.send(routes.details, '/api/v1/user/details', details)).status).toBe(401)
    expect((await browser.login(email, password)).status).toBe(200)
    const refused = await browser.send(
      routes.details,
      '/api/v1/user/details',
      { ...details, phone: 'call me', market: 'Zirconia', firstName: '' },
      { language: 'de' },
    )
    expect(refused.status).toBe(422)
    expect((await refused.json()).errors).toEqual({
      phone: ['phoneInvalid'],
      firstName: ['required'],
    })
    const unknownMarket = await browser.send(routes.details, '/api/v1/user/details', {
      ...details,
      market: 'Zirconia',
    })
    expect((await unknownMarket.json()).errors).toEqual({ market: ['select'] })

    const saved = await browser.send(routes.details, '/api/v1/user/details', details)
    expect(saved.status).toBe(200)
    const answer = await saved.json()
    expect(answer.message).toBe('Your details have been saved.')
    expect(answer.user).toMatchObject({
      email,
      last_name: 'Daten-Müller',
      company: 'Data Coatings AG',
      city: 'Wien',
      country: 'DE',
      locale: 'en',
    })
    const stored = (
      await payload.find({ collection: 'members', where: { email: { equals: email } } })
    ).docs[0]!
    expect(stored).toMatchObject({
      company: 'Data Coatings AG',
      language: 'en',
      status: 'approved',
    })
  })

  it('changes the e-mail address only through the link mailed to the new one', async () => {
    const fresh = 'lena.new@example.com'
    const browser = new Browser('192.0.2.205')
    expect((await browser.login(email, password)).status).toBe(200)
    const ask = (body: object, language = 'en') =>
      browser.send(routes.email, '/api/v1/user/email', body, { language })

    expect((await (await ask({ email, password })).json()).errors).toEqual({
      email: ['emailSame'],
    })
    expect((await (await ask({ email: fresh, password: 'not-mine' })).json()).errors).toEqual({
      password: ['passwordIncorrect'],
    })
    // Another account's address: the same answer, and no mail goes to it.
    const taken = await ask({ email: approved.email, password })
    expect(taken.status).toBe(200)
    const sent = await ask({ email: fresh, password }, 'de')
    expect(sent.status).toBe(200)
    expect((await sent.json()).message).toBe(
      'Wir haben einen Bestätigungslink an lena.new@example.com gesendet. Ihre Adresse ändert sich, sobald Sie ihn öffnen.',
    )
    // In the account's language (English since the details test), not the page's.
    const mail = await smtp.waitFor(
      (m) => to(fresh)(m) && m.subject === 'Confirm your new e-mail address',
    )
    await accounts.runMailQueue(payload)
    expect(
      smtp.messages.filter(
        (m) => to(approved.email)(m) && /neue E-Mail|new e-mail/i.test(m.subject ?? ''),
      ),
    ).toEqual([])
    // Until the link is opened the account keeps its address.
    expect((await browser.me()).status).toBe(200)
    expect((await (await browser.me()).json()).email).toBe(email)

    const link = new URL(/(http\S+email-token=\S+)/.exec(text(mail))![1]!)
    expect(link.pathname).toBe('/personal')
    const token = link.searchParams.get('email-token')!
    const elsewhere = new Browser('192.0.2.206')
    await elsewhere.csrf()
    const confirm = () =>
      elsewhere.send(routes.confirmEmail, '/api/v1/user/email/confirm', { token })
    const done = await confirm()
    expect(done.status).toBe(200)
    expect(await done.json()).toMatchObject({ email: fresh })
    expect((await (await browser.me()).json()).email).toBe(fresh)
    // Used once: the link is dead now; a forged one never worked.
    expect((await (await confirm()).json()).errors).toEqual({ token: ['emailTokenInvalid'] })
    const forged = await elsewhere.send(routes.confirmEmail, '/api/v1/user/email/confirm', {
      token: `${token.split('.')[0]}.AAAA`,
    })
    expect(forged.status).toBe(422)
    expect((await new Browser('192.0.2.207').login(fresh, password)).status).toBe(200)
    expect((await new Browser('192.0.2.207').login(email, password)).status).toBe(422)
    // Back to the first address for the next test.
    await payload.update({
      collection: 'members',
      where: { email: { equals: fresh } },
      data: { email },
      overrideAccess: true,
    })
  })

  it('deletes the account with its password: the download log keeps a pseudonym, the session ends', async () => {
    const member = (
      await payload.find({ collection: 'members', where: { email: { equals: email } } })
    ).docs[0]!
    const browser = new Browser('192.0.2.202')
    expect((await browser.login(email, password)).status).toBe(200)

    const wrong = await browser.send(
      routes.deleteAccount,
      '/api/v1/user/delete',
      {
        password: 'not-my-password',
      },
      { language: 'de' },
    )
    expect(wrong.status).toBe(422)
    expect((await wrong.json()).errors).toEqual({ password: ['passwordIncorrect'] })
    expect(
      (await payload.count({ collection: 'members', where: { id: { equals: member.id } } }))
        .totalDocs,
    ).toBe(1)

    const done = await browser.send(routes.deleteAccount, '/api/v1/user/delete', { password })
    expect(done.status).toBe(200)
    expect((await done.json()).message).toBe('Your account has been deleted.')
    expect(done.headers.getSetCookie().some((c) => /^member_session=;.*Max-Age=0/.test(c))).toBe(
      true,
    )
    expect(
      (await payload.count({ collection: 'members', where: { email: { equals: email } } }))
        .totalDocs,
    ).toBe(0)
    const logs = await payload.find({
      collection: 'download-logs',
      where: { documentTitle: { equals: 'Safety data sheet HTP 05' } },
      overrideAccess: true,
    })
    expect(logs.docs).toHaveLength(1)
    expect(logs.docs[0]).toMatchObject({ member: null, address: null })
    expect(logs.docs[0]!.memberEmail).toMatch(/^deleted-account-[0-9a-f]{16}$/)
    // The moderators are told: the company and the pseudonym, never the person's address.
    const notice = await smtp.waitFor(
      (m) => to('mod@eurotalc.example')(m) && m.subject === 'A customer deleted their account',
    )
    expect(text(notice)).toContain(`Download log entries now read: ${logs.docs[0]!.memberEmail}`)
    expect(text(notice)).toContain('Company: Data Coatings AG')
    expect(text(notice)).not.toContain(email)
    expect(JSON.stringify(logs.docs[0])).not.toContain('lena')
    // Enquiries follow their retention; the account's session and password are gone.
    expect(
      (await payload.count({ collection: 'enquiries', where: { email: { equals: email } } }))
        .totalDocs,
    ).toBe(1)
    expect((await browser.me()).status).toBe(401)
    expect((await new Browser('192.0.2.203').login(email, password)).status).toBe(422)
  })
})
