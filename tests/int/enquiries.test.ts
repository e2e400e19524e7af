import type { ParsedMail } from 'mailparser'
import type { Payload } from 'payload'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ENQUIRY_TYPES, type EnquiryType } from '@/lib/enquiries'

import { ORIGIN } from '../setup/browser'
import { createTestDatabase, type TestDatabase } from '../setup/database'
import { payloadRestGet } from '../setup/payload-rest'
import { recipients, type SmtpSink, startSmtpSink } from '../setup/smtp-sink'

/**
 * Enquiries (issue 7) through the real route handler on a fresh database, with a real SMTP
 * server on loopback: valid forms are stored once and mailed once, bad input gets localized
 * 4xx answers, robots and floods are held off, and a failing mail server loses nothing.
 */
let db: TestDatabase
let smtp: SmtpSink
let payload: Payload
let post: (request: Request, context: { params: Promise<{ type: string }> }) => Promise<Response>
let runMailQueue: (payload: Payload) => Promise<unknown>

const MODERATOR = 'inbox-moderator@eurotalc.example'
let address = 0
/** Each test sends from its own network, so the rate limit of one does not touch another. */
const nextAddress = () => `198.51.${++address}.7`

const person = {
  firstName: 'Lena',
  lastName: 'Vogt',
  company: 'Keramik Vogt KG',
  jobTitle: 'Buyer',
  email: 'lena.vogt@example.com',
  phone: '+49 30 123456',
  country: 'DE',
  terms: true,
  information: true,
}
const VALID: Record<EnquiryType, Record<string, unknown>> = {
  'request-a-sample': {
    ...person,
    address: 'Hauptstraße 1',
    postalCode: '10115',
    city: 'Berlin',
    market: 'Plastics',
  },
  'contact-sales': { ...person, market: 'Paper', query: 'Prices for 20 t of HTP 05?' },
  'general-enquiries': { ...person, query: 'Do you visit trade fairs?' },
  'contact-us': { ...person, query: 'Please call me back.' },
  'team-form': { ...person, theme: 'Visit', text: 'Hello team' },
}

let challengeRoute: (request: Request) => Promise<Response>
let verifyRoute: (request: Request) => Promise<Response>

/** What the forms' widget does in the browser: fetch a challenge, solve it, make the token. */
async function solvedToken(): Promise<string> {
  const { solveChallenge } = await import('altcha-lib')
  const { deriveKey } = await import('altcha-lib/algorithms/sha')
  const { makeCaptchaToken } = await import('@/lib/captcha')
  const challenge = await (
    await challengeRoute(new Request(`${ORIGIN}/api/v1/captcha/challenge`))
  ).json()
  const solution = await solveChallenge({ challenge, deriveKey })
  return makeCaptchaToken({ challenge, solution: solution as never })
}

async function send(
  type: string,
  body: unknown,
  {
    language = 'en',
    ip = nextAddress(),
    origin = ORIGIN,
    captcha = undefined as string | null | undefined,
  } = {},
) {
  // Objects get a fresh robot-check token unless the test names one (or null for none).
  if (typeof body === 'object' && body !== null && !Array.isArray(body) && captcha !== null) {
    body = { ...body, altcha: captcha ?? (await solvedToken()) }
  }
  const request = new Request(`${ORIGIN}/api/v1/forms/${type}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-language': language,
      'x-forwarded-for': ip,
      origin,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return post(request, { params: Promise.resolve({ type }) })
}

const stored = async (email: string) =>
  (
    await payload.count({
      collection: 'enquiries',
      where: { email: { equals: email } },
      overrideAccess: true,
    })
  ).totalDocs

/** Due mail jobs now, as the server's cron would run them a minute later. */
async function deliverDueMail() {
  await payload.update({
    collection: 'payload-jobs',
    where: { completedAt: { exists: false } },
    data: { waitUntil: new Date(Date.now() - 1000).toISOString() },
    overrideAccess: true,
  })
  await runMailQueue(payload)
}

beforeAll(async () => {
  smtp = await startSmtpSink()
  db = await createTestDatabase('enquiries')
  Object.assign(process.env, {
    APP_ENV: 'demo',
    DATABASE_URL: db.url,
    DATA_DIR: db.dataDir,
    SMTP_URL: smtp.url,
    MAIL_FROM: 'EuroTalc <web@eurotalc.example>',
    SERVER_URL: ORIGIN,
  })
  const { getPayloadClient } = await import('@/server/payload')
  const { migrateDatabase } = await import('@/seed/prepare-database')
  payload = await getPayloadClient()
  await migrateDatabase(payload)
  await payload.create({
    collection: 'users',
    data: { email: MODERATOR, password: 'Moderator-Inbox-2026', roles: ['moderator'] },
    overrideAccess: true,
  })
  post = (await import('@/app/api/v1/forms/[type]/route')).POST
  challengeRoute = (await import('@/app/api/v1/captcha/challenge/route')).GET
  verifyRoute = (await import('@/app/api/v1/captcha/verify/route')).POST
  runMailQueue = (await import('@/server/mail/account-mail')).runMailQueue
})

afterAll(async () => {
  await smtp?.close()
  await db?.drop()
})

describe(`enquiries (${process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite'})`, () => {
  it('requires a solved robot check, once per token; the verify call answers as SPEC §7 says', async () => {
    const data = { ...VALID['contact-us'], email: 'robot-check@example.com' }
    const none = await send('contact-us', data, { captcha: null })
    expect(none.status).toBe(422)
    expect((await none.json()).errors).toEqual({
      captcha: ['Please confirm that you are not a robot.'],
    })
    const forged = await send('contact-us', data, {
      captcha: 'eyJjaGFsbGVuZ2UiOnt9LCJzb2x1dGlvbiI6e319',
    })
    expect(forged.status).toBe(422)
    expect((await forged.json()).errors).toEqual({
      captcha: ['The robot check failed. Please try again.'],
    })
    expect(await stored(data.email)).toBe(0)

    const token = await solvedToken()
    expect((await send('contact-us', data, { captcha: token })).status).toBe(201)
    const other = { ...data, email: 'robot-check-2@example.com' }
    const reused = await send('contact-us', other, { captcha: token, language: 'de' })
    expect(reused.status).toBe(422)
    expect((await reused.json()).errors).toEqual({
      captcha: ['Die Roboterprüfung ist fehlgeschlagen. Bitte versuchen Sie es erneut.'],
    })

    const verify = (body: string) =>
      verifyRoute(
        new Request(`${ORIGIN}/api/v1/captcha/verify`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        }),
      )
    const missing = await verify('{}')
    expect([missing.status, await missing.json()]).toEqual([
      400,
      { success: false, message: 'Invalid token' },
    ])
    const broken = await verify('not json')
    expect((await broken.json()).message).toBe('Invalid token')
    const good = await verify(JSON.stringify({ token: await solvedToken() }))
    expect([good.status, await good.json()]).toEqual([
      200,
      { success: true, message: 'Token verified' },
    ])
  })

  it('stores every form once and mails the staff and the sender', async () => {
    for (const type of ENQUIRY_TYPES) {
      const email = `${type}@example.com`
      const response = await send(type, { ...VALID[type], email })
      expect(response.status, type).toBe(201)
      expect((await response.json()).message).toBe(
        'Your enquiry has been sent. We will get back to you shortly.',
      )
      expect(await stored(email), type).toBe(1)
      const staff = await smtp.waitFor(
        (m) => recipients(m).includes(MODERATOR) && (m.text ?? '').includes(email),
      )
      expect(staff.text).toContain('Lena Vogt')
      const confirmation = await smtp.waitFor((m) => recipients(m).includes(email))
      expect(confirmation.subject).toBe('Your enquiry at EuroTalc')
    }
  })

  it('answers bad input with localized 4xx messages, never a 5xx', async () => {
    const en = await send('contact-sales', {
      ...VALID['contact-sales'],
      firstName: '',
      email: 'x@',
    })
    expect(en.status).toBe(422)
    expect(await en.json()).toEqual({
      message: 'Please correct the marked fields.',
      errors: { firstName: ['Please enter'], email: ['Invalid email'] },
    })
    const de = await send(
      'contact-sales',
      { ...VALID['contact-sales'], query: '' },
      { language: 'de' },
    )
    expect(de.status).toBe(422)
    expect((await de.json()).errors.query).toEqual(['Schreiben Sie etwas'])

    expect((await send('no-such-form', VALID['contact-us'])).status).toBe(404)
    expect((await send('contact-us', '{"broken')).status).toBe(400)
    expect((await send('contact-us', '[1,2]')).status).toBe(400)
    expect(
      (await send('contact-us', { ...VALID['contact-us'], query: 'x'.repeat(40_000) })).status,
    ).toBe(413)
    const foreign = await send('contact-us', VALID['contact-us'], {
      origin: 'https://evil.example',
    })
    expect(foreign.status).toBe(403)
    for (const junk of [
      null,
      1,
      'x',
      { terms: 'yes' },
      { email: { $ne: 1 } },
      { firstName: ['a'] },
    ]) {
      const response = await send('request-a-sample', junk === null ? 'null' : junk)
      expect(response.status, JSON.stringify(junk)).toBeGreaterThanOrEqual(400)
      expect(response.status, JSON.stringify(junk)).toBeLessThan(500)
    }
  })

  it('answers 1,000 generated inputs per form with a 4xx and a message, never a 5xx', async () => {
    const text = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.string({ unit: 'grapheme', maxLength: 50 }),
      fc.constantFrom(
        '',
        ' ',
        'a@b',
        'lena@example.com',
        'DE',
        'XX',
        '\u0000',
        '<script>',
        "' OR 1=1 --",
      ),
    )
    const value = fc.oneof(
      text,
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.array(text, { maxLength: 3 }),
      fc.object({ maxDepth: 1 }),
    )
    let sent = 0
    for (const type of ENQUIRY_TYPES) {
      const keys = [...Object.keys(VALID[type]), 'website', 'altcha', 'extra']
      const body = fc.oneof(
        // Near-valid forms with some fields replaced by anything.
        fc
          .record(Object.fromEntries(keys.map((k) => [k, value])), { requiredKeys: [] })
          .map((changes) => ({
            ...VALID[type],
            ...changes,
          })),
        // Anything at all.
        fc.jsonValue({ maxDepth: 3 }),
      )
      await fc.assert(
        fc.asyncProperty(body, async (input) => {
          sent += 1
          const response = await send(type, JSON.stringify(input), {
            language: sent % 2 ? 'en' : 'de',
          })
          const answer = (await response.json()) as { message?: unknown }
          // A form that passes with the honeypot filled is a robot told "sent" (and dropped).
          const robot =
            typeof input === 'object' &&
            input !== null &&
            typeof (input as { website?: unknown }).website === 'string'
          if (response.status === 201 && robot) return true
          return (
            response.status >= 400 &&
            response.status < 500 &&
            typeof answer.message === 'string' &&
            answer.message.length > 0
          )
        }),
        { numRuns: 1000 },
      )
    }
    expect(sent).toBe(ENQUIRY_TYPES.length * 1000)
  })

  it('exports the inbox as CSV to moderators, with formulas defused; the status is theirs to set', async () => {
    const email = 'csv@example.com'
    expect(
      (
        await send('contact-sales', {
          ...VALID['contact-sales'],
          email,
          company: '=HYPERLINK("x")',
        })
      ).status,
    ).toBe(201)
    const get = await payloadRestGet()
    const rest = (path: string, token?: string) =>
      get(
        new Request(`${ORIGIN}${path}`, {
          headers: token ? { authorization: `JWT ${token}` } : {},
        }),
      )
    const { token } = await payload.login({
      collection: 'users',
      data: { email: MODERATOR, password: 'Moderator-Inbox-2026' },
      overrideAccess: true,
    })
    const csv = await rest('/api/cms/enquiries/export.csv', token)
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe(
      '"time","form","status","name","company","email","language","information_consent","robot_check","fields"',
    )
    const row = lines.find((l) => l.includes(`"${email}"`))!
    expect(row).toContain(`"contact-sales","new","Lena Vogt","'=HYPERLINK(""x"")"`)
    expect((await rest('/api/cms/enquiries/export.csv')).status).toBe(403)

    const enquiry = (
      await payload.find({
        collection: 'enquiries',
        where: { email: { equals: email } },
        overrideAccess: true,
      })
    ).docs[0]!
    const moderator = (
      await payload.find({ collection: 'users', where: { email: { equals: MODERATOR } } })
    ).docs[0]!
    const updated = await payload.update({
      collection: 'enquiries',
      id: enquiry.id,
      data: { status: 'done', email: 'changed@example.com' },
      user: { ...moderator, collection: 'users' },
      overrideAccess: false,
    })
    expect([updated.status, updated.email]).toEqual(['done', email])
  })

  it('stores a resubmitted form once', async () => {
    const email = 'double-click@example.com'
    const data = { ...VALID['general-enquiries'], email }
    const token = await solvedToken()
    const answers = await Promise.all([
      send('general-enquiries', data, { captcha: token }),
      send('general-enquiries', data, { captcha: token }),
    ])
    expect(answers.map((r) => r.status)).toEqual([201, 201])
    // A retry with the spent token, and a new send of the same form with a new one.
    expect((await send('general-enquiries', data, { captcha: token })).status).toBe(201)
    expect((await send('general-enquiries', data)).status).toBe(201)
    expect(await stored(email)).toBe(1)
  })

  it('tells a robot "sent" and keeps nothing; limits floods per address', async () => {
    const email = 'robot@example.com'
    const robot = await send('contact-us', {
      ...VALID['contact-us'],
      email,
      website: 'http://spam.example',
    })
    expect(robot.status).toBe(201)
    expect(await stored(email)).toBe(0)

    const ip = '203.0.113.200'
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) {
      const response = await send(
        'contact-us',
        { ...VALID['contact-us'], email: `flood-${i}@example.com` },
        { ip },
      )
      statuses.push(response.status)
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true)
    expect(statuses.slice(10)).toEqual([429, 429])
  })

  it('sends to the recipients configured for the form', async () => {
    await payload.updateGlobal({
      slug: 'form-recipients',
      data: { contactSales: 'sales@eurotalc.example, Export@EuroTalc.example' },
      overrideAccess: true,
    })
    const email = 'configured@example.com'
    expect((await send('contact-sales', { ...VALID['contact-sales'], email })).status).toBe(201)
    const mail = await smtp.waitFor(
      (m) => (m.text ?? '').includes(email) && !recipients(m).includes(email),
    )
    expect(recipients(mail).sort()).toEqual(['export@eurotalc.example', 'sales@eurotalc.example'])
  })

  it('keeps 100 concurrent enquiries while the mail server is down and delivers each mail once after', async () => {
    const aboutThem = (m: ParsedMail) =>
      (m.text ?? '').includes('concurrent-') ||
      recipients(m).some((r) => r.startsWith('concurrent-'))
    smtp.setRefusing(true)
    const emails = Array.from({ length: 100 }, (_, i) => `concurrent-${i}@example.com`)
    const answers = await Promise.all(
      emails.map((email, i) =>
        send('general-enquiries', { ...VALID['general-enquiries'], email }, { ip: `192.0.2.${i}` }),
      ),
    )
    expect(answers.every((r) => r.status === 201)).toBe(true)
    const count = await payload.count({
      collection: 'enquiries',
      where: { email: { like: 'concurrent-' } },
      overrideAccess: true,
    })
    expect(count.totalDocs).toBe(100)
    await runMailQueue(payload)
    expect(smtp.messages.filter(aboutThem)).toHaveLength(0)

    smtp.setRefusing(false)
    await deliverDueMail()
    await deliverDueMail()
    for (const email of emails) {
      const toSender = smtp.messages.filter((m) => recipients(m).includes(email))
      const toStaff = smtp.messages.filter(
        (m) => recipients(m).includes(MODERATOR) && (m.text ?? '').includes(`${email}\n`),
      )
      expect([toSender.length, toStaff.length], email).toEqual([1, 1])
    }
  })
})
