import type { ParsedMail } from 'mailparser'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { Browser as TestBrowser, type Handler } from '../setup/browser'
import { startTestPayload, type TestDatabase } from '../setup/database'
import { recipients, type SmtpSink, startSmtpSink } from '../setup/smtp-sink'

/**
 * E-mail change links are single-use and only the newest one holds; the
 * requests are limited per member and per target address; the old address is told of a change.
 * Through the real route handlers, with mail delivered over SMTP to a server on loopback.
 */
let db: TestDatabase
let smtp: SmtpSink
let payload: Payload
let routes: { csrf: Handler; login: Handler; user: Handler; email: Handler; confirm: Handler }

const ORIGIN = 'http://localhost:3000'
const PASSWORD = 'Change-Mail-Pass-2026'

class Browser extends TestBrowser {
  constructor(ip: string) {
    super(() => routes, ip)
  }
}

const text = (mail: ParsedMail) => mail.text ?? ''
const to = (address: string) => (mail: ParsedMail) => recipients(mail).includes(address)

let members = 0
/** A fresh approved member (each test its own, so the per-member limits do not meet). */
async function member(language: 'en' | 'de' = 'en') {
  members += 1
  const email = `changer${members}@example.com`
  await payload.create({
    collection: 'members',
    data: {
      email,
      password: PASSWORD,
      status: 'approved',
      firstName: 'Mara',
      lastName: `Wechsel${members}`,
      company: 'Wechsel GmbH',
      jobTitle: 'Buyer',
      phone: '+49 30 555000',
      city: 'Berlin',
      country: 'DE',
      market: 'Paper',
      language,
      termsAcceptedAt: new Date().toISOString(),
    },
    overrideAccess: true,
  })
  const browser = new Browser(`192.0.2.${100 + members}`)
  expect((await browser.login(email, PASSWORD)).status).toBe(200)
  return { email, browser }
}

const ask = (browser: Browser, email: string, language = 'en') =>
  browser.send(routes.email, '/api/v1/user/email', { email, password: PASSWORD }, { language })

/** Opens a link as the mail's reader would: another browser, no session (the token is the proof). */
async function confirm(token: string) {
  const reader = new Browser('192.0.2.250')
  await reader.csrf()
  return reader.send(routes.confirm, '/api/v1/user/email/confirm', { token })
}

/** The token of the newest confirmation mail to `address` (waits for it). */
async function tokenMailedTo(address: string, after = 0): Promise<string> {
  const mail = await smtp.waitFor(
    (m) => to(address)(m) && /email-token=/.test(text(m)) && smtp.messages.indexOf(m) >= after,
  )
  return new URL(/(http\S+email-token=\S+)/.exec(text(mail))![1]!).searchParams.get('email-token')!
}

async function emailOf(browser: Browser): Promise<string> {
  return ((await (await browser.me()).json()) as { email: string }).email
}

beforeAll(async () => {
  smtp = await startSmtpSink()
  ;({ db, payload } = await startTestPayload(
    'email-change',
    ORIGIN,
    { SMTP_URL: smtp.url, MAIL_FROM: 'EuroTalc <web@eurotalc.example>' },
    { logLevel: 'error' },
  ))
  routes = {
    csrf: (await import('@/app/sanctum/csrf-cookie/route')).GET,
    login: (await import('@/app/login/route')).POST,
    user: (await import('@/app/api/v1/user/route')).GET,
    email: (await import('@/app/api/v1/user/email/route')).POST,
    confirm: (await import('@/app/api/v1/user/email/confirm/route')).POST,
  }
})

afterAll(async () => {
  // The mail runs the requests asked for finish before the database goes.
  await (await import('@/server/mail/queue')).scheduledMailRuns()
  await payload?.destroy().catch(() => undefined)
  await db?.drop()
  await smtp?.close()
})

describe(`e-mail change (${process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite'})`, () => {
  it('refuses a confirmed link once more, even after the address was changed back', async () => {
    const { email, browser } = await member()
    const first = 'replay-first@example.com'
    expect((await ask(browser, first)).status).toBe(200)
    const firstToken = await tokenMailedTo(first)
    expect((await confirm(firstToken)).status).toBe(200)
    expect(await emailOf(browser)).toBe(first)

    // Back to the original address, through its own link.
    const mark = smtp.messages.length
    expect((await ask(browser, email)).status).toBe(200)
    expect((await confirm(await tokenMailedTo(email, mark))).status).toBe(200)
    expect(await emailOf(browser)).toBe(email)

    // Whoever kept the first link cannot take the account with it.
    const replay = await confirm(firstToken)
    expect(replay.status).toBe(422)
    expect((await replay.json()).errors).toEqual({ token: ['emailTokenInvalid'] })
    expect(await emailOf(browser)).toBe(email)
  })

  it('honours only the newest link: an older one is refused once a newer one was asked for', async () => {
    const { browser } = await member()
    const older = 'newest-older@example.com'
    const newer = 'newest-newer@example.com'
    expect((await ask(browser, older)).status).toBe(200)
    const olderToken = await tokenMailedTo(older)
    expect((await ask(browser, newer)).status).toBe(200)
    const newerToken = await tokenMailedTo(newer)

    const refused = await confirm(olderToken)
    expect(refused.status).toBe(422)
    expect((await refused.json()).errors).toEqual({ token: ['emailTokenInvalid'] })
    expect((await confirm(newerToken)).status).toBe(200)
    expect(await emailOf(browser)).toBe(newer)
  })

  it('tells the old address of the change, in the member language, with no link that acts', async () => {
    const { email, browser } = await member('de')
    const fresh = 'told-new@example.com'
    expect((await ask(browser, fresh)).status).toBe(200)
    const mark = smtp.messages.length
    expect((await confirm(await tokenMailedTo(fresh))).status).toBe(200)

    const { scheduledMailRuns } = await import('@/server/mail/queue')
    await scheduledMailRuns()
    const told = await smtp.waitFor(
      (m) =>
        to(email)(m) &&
        smtp.messages.indexOf(m) >= mark &&
        m.subject === 'Die E-Mail-Adresse Ihres EuroTalc-Kontos wurde geändert',
    )
    expect(told.headers.get('content-language')).toBe('de')
    expect(text(told)).toContain(email)
    expect(text(told)).toMatch(/Kontakt: https?:\/\/\S+\/de\/contacts\/contact-us/)
    expect(text(told)).not.toMatch(/token=/)
  })

  it('limits the requests per member: the 4th in an hour is refused with 429 and sends nothing', async () => {
    const { browser } = await member()
    for (let i = 1; i <= 3; i++)
      expect((await ask(browser, `flood-${i}@example.com`)).status).toBe(200)
    const refused = await ask(browser, 'flood-4@example.com')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await refused.json()).toEqual({
      message: 'Too many tries',
      errors: { email: ['auth.throttle'] },
    })
    const german = await ask(browser, 'flood-5@example.com', 'de')
    expect(german.status).toBe(429)
    expect((await german.json()).message).toBe('Zu viele Versuche')

    await tokenMailedTo('flood-3@example.com')
    const { runMailQueue, scheduledMailRuns } = await import('@/server/mail/queue')
    await scheduledMailRuns()
    await runMailQueue(payload)
    expect(smtp.messages.filter(to('flood-4@example.com'))).toEqual([])
    expect(smtp.messages.filter(to('flood-5@example.com'))).toEqual([])
  })

  it('limits the requests per target address: the 4th in a day is refused, whoever asks', async () => {
    const target = 'wanted-by-many@example.com'
    for (let i = 0; i < 3; i++) {
      const { browser } = await member()
      expect((await ask(browser, target)).status).toBe(200)
    }
    const { browser } = await member()
    const refused = await ask(browser, target)
    expect(refused.status).toBe(429)
    expect((await refused.json()).errors).toEqual({ email: ['auth.throttle'] })
    // The member's own limit is untouched: another address still works.
    expect((await ask(browser, 'another-target@example.com')).status).toBe(200)
  })
})
