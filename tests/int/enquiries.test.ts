import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import type { ParsedMail } from 'mailparser'
import type { Migration, Payload } from 'payload'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { ENQUIRY_TYPES, type EnquiryType } from '@/features/enquiries/enquiries'
import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'
import { serverLog } from '@/server/log'
import { RATE_LIMITS } from '@/server/rate-limits'

import { ORIGIN } from '../setup/browser'
import { createTestDatabase, startTestPayload, type TestDatabase } from '../setup/database'
import {
  compoundFile,
  minimalDoc,
  minimalDocx,
  minimalXls,
  minimalXlsx,
  zipFile,
} from '../setup/office-files'
import { payloadRest, payloadRestGet } from '../setup/payload-rest'
import { recipients, type SmtpSink, startSmtpSink } from '../setup/smtp-sink'

/**
 * Enquiries (ADR 0011) through the real route handler on a fresh database, with a real SMTP
 * server on loopback: valid forms are stored once and mailed once, bad input gets localized
 * 4xx answers, robots and floods are held off, and a failing mail server loses nothing.
 */
let db: TestDatabase
let smtp: SmtpSink
let payload: Payload
let post: (request: Request, context: { params: Promise<{ type: string }> }) => Promise<Response>
let runMailQueue: (payload: Payload) => Promise<unknown>
let scheduledMailRuns: () => Promise<void>

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
/** The forms sent as JSON; the job response carries a file (multipart, tested on its own). */
const JSON_FORMS = ENQUIRY_TYPES.filter(
  (type): type is Exclude<EnquiryType, 'job-response'> => type !== 'job-response',
)
const VALID: Record<(typeof JSON_FORMS)[number], Record<string, unknown>> = {
  'request-a-sample': {
    ...person,
    address: 'Hauptstraße 1',
    postalCode: '10115',
    city: 'Berlin',
    market: 'Plastics',
    application: 'PP bumper compound',
    grade: 'not-sure',
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
  ;({ db, payload } = await startTestPayload('enquiries', ORIGIN, {
    SMTP_URL: smtp.url,
    MAIL_FROM: 'EuroTalc <web@eurotalc.example>',
  }))
  await payload.create({
    collection: 'users',
    data: { email: MODERATOR, password: 'Moderator-Inbox-2026', roles: ['moderator'] },
    overrideAccess: true,
  })
  // The markets the forms name: a form's market must be one of the site's product markets.
  for (const title of ['Plastics', 'Paper']) {
    await payload.create({
      collection: 'product-markets',
      data: { title, slug: title.toLowerCase(), summary: title, _status: 'published' },
      overrideAccess: true,
    })
  }
  post = (await import('@/app/api/v1/forms/[type]/route')).POST
  challengeRoute = (await import('@/app/api/v1/captcha/challenge/route')).GET
  verifyRoute = (await import('@/app/api/v1/captcha/verify/route')).POST
  ;({ runMailQueue, scheduledMailRuns } = await import('@/server/mail/queue'))
})

afterAll(async () => {
  // Mail runs start 750 ms after a send: let the scheduled ones finish before the database goes
  // (a query cut off by the drop would surface as an uncaught connection error).
  if (payload) {
    await scheduledMailRuns()
    await runMailQueue(payload)
  }
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

  it('limits the verify call per address: 429 "Too many tries" in the request’s language', async () => {
    const verify = (ip: string, language = 'en') =>
      verifyRoute(
        new Request(`${ORIGIN}/api/v1/captcha/verify`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'accept-language': language,
            'x-forwarded-for': ip,
          },
          body: '{}',
        }),
      )
    const ip = '203.0.113.150'
    for (let i = 0; i < RATE_LIMITS.captchaVerify.limit; i++)
      expect((await verify(ip)).status).toBe(400)
    const over = await verify(ip)
    expect([over.status, await over.json()]).toEqual([
      429,
      { success: false, message: 'Too many tries' },
    ])
    const retryAfter = Number(over.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(RATE_LIMITS.captchaVerify.windowMs / 1000)
    const de = await verify(ip, 'de')
    expect([de.status, await de.json()]).toEqual([
      429,
      { success: false, message: 'Zu viele Versuche' },
    ])
    // Another address is not held up.
    expect((await verify('203.0.113.151')).status).toBe(400)
  })

  it('stores every form once and mails the staff and the sender', async () => {
    for (const type of JSON_FORMS) {
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
      // Every field under its form label, none under its raw name.
      expect(staff.text).toMatch(/^Name: Lena Vogt$/m)
      expect(staff.text, type).not.toMatch(/^[a-z]+[A-Z][A-Za-z]*:/m)
      expect(staff.text).toMatch(/^First name: Lena$|^Company: Keramik Vogt KG$|^Subject: Visit$/m)
      const confirmation = await smtp.waitFor((m) => recipients(m).includes(email))
      expect(confirmation.subject).toBe('Your enquiry at EuroTalc')
      expect(confirmation.text).toMatch(/^Dear Lena Vogt,/)
    }
  })

  it("refuses a market that is not one of the site's, as the page's form does", async () => {
    const email = 'unknown-market@example.com'
    const en = await send('request-a-sample', {
      ...VALID['request-a-sample'],
      email,
      market: 'Rockets',
    })
    expect(en.status).toBe(422)
    expect(await en.json()).toEqual({
      message: 'Please correct the marked fields.',
      errors: { market: ['Please select'] },
    })
    const de = await send(
      'contact-sales',
      { ...VALID['contact-sales'], email, market: 'Raketen' },
      { language: 'de' },
    )
    expect(de.status).toBe(422)
    expect((await de.json()).errors).toEqual({ market: ['Bitte auswählen'] })
    expect(await stored(email)).toBe(0)
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
    // Addresses the collection's own e-mail check refuses get the field message, not a 500.
    for (const email of ['lena@example-.com', 'lena@sub.example.c', 'lena..vogt@example.com']) {
      const response = await send('contact-us', { ...VALID['contact-us'], email })
      expect(response.status, email).toBe(422)
      expect((await response.json()).errors, email).toEqual({ email: ['Invalid email'] })
    }

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
    // Generated input never carries a solved robot check, so none of it may be stored.
    const before = (await payload.count({ collection: 'enquiries', overrideAccess: true }))
      .totalDocs
    for (const type of JSON_FORMS) {
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
          // The server reads a number as its text, so a numeric honeypot is filled too.
          const honeypot =
            typeof input === 'object' && input !== null
              ? (input as { website?: unknown }).website
              : undefined
          const robot =
            (typeof honeypot === 'string' && honeypot !== '') || typeof honeypot === 'number'
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
    expect(sent).toBe(JSON_FORMS.length * 1000)
    expect((await payload.count({ collection: 'enquiries', overrideAccess: true })).totalDocs).toBe(
      before,
    )
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
    // The inbox's columns, then one per form field (tests/int/enquiry-admin.test.ts).
    expect(lines[0]).toMatch(
      /^"Reference number","Received","Form","Status","Name","Company","E-mail","Language","Agreed to information by e-mail","Robot check",.*"Your query"/,
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
    const started = performance.now()
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
    const storedMs = performance.now() - started
    await runMailQueue(payload)
    expect(smtp.messages.filter(aboutThem)).toHaveLength(0)

    smtp.setRefusing(false)
    const up = performance.now()
    await deliverDueMail()
    await deliverDueMail()
    const delivered = smtp.messages.filter(aboutThem).length
    console.log(
      `100 concurrent enquiries with SMTP down: ${answers.length} answered 201, ${count.totalDocs} stored in ${Math.round(storedMs)} ms, 0 mails out; SMTP up: ${delivered} mails delivered in ${Math.round(performance.now() - up)} ms`,
    )
    for (const email of emails) {
      const toSender = smtp.messages.filter((m) => recipients(m).includes(email))
      const toStaff = smtp.messages.filter(
        (m) => recipients(m).includes(MODERATOR) && (m.text ?? '').includes(`${email}\n`),
      )
      expect([toSender.length, toStaff.length], email).toEqual([1, 1])
    }
  })
})

describe(`job response (${process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite'})`, () => {
  const JOB = 'process-engineer-test'
  const PDF = Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\nxref\n0 1\n0000000000 65535 f \ntrailer << /Root 1 0 R >>\nstartxref\n9\n%%EOF\n',
  )
  const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0])
  const DOC = minimalDoc()
  const XLS = minimalXls()
  const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 8, 0])
  const DOCX = minimalDocx()
  const XLSX = minimalXlsx()
  const EXE = Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1')
  const valid = {
    firstName: 'Jonas',
    lastName: 'Berger',
    email: 'applicant@example.com',
    introduction: 'Process engineer, ten years in mineral grinding.',
    job: JOB,
    terms: 'on',
  }
  const paragraph = {
    root: {
      type: 'root',
      format: '',
      indent: 0,
      version: 1,
      direction: null,
      children: [
        {
          type: 'paragraph',
          format: '',
          indent: 0,
          version: 1,
          direction: null,
          children: [{ type: 'text', text: 'Details', version: 1 }],
        },
      ],
    },
  }

  type File = { name: string; data: Buffer } | null

  async function sendJob(
    fields: Record<string, string>,
    file: File,
    { language = 'en', ip = nextAddress(), captcha = undefined as string | null | undefined } = {},
  ) {
    const form = new FormData()
    for (const [key, value] of Object.entries(fields)) form.set(key, value)
    if (captcha !== null) form.set('altcha', captcha ?? (await solvedToken()))
    if (file) form.set('attachment', new Blob([new Uint8Array(file.data)]), file.name)
    const request = new Request(`${ORIGIN}/api/v1/forms/job-response`, {
      method: 'POST',
      headers: { 'accept-language': language, 'x-forwarded-for': ip, origin: ORIGIN },
      body: form,
    })
    return post(request, { params: Promise.resolve({ type: 'job-response' }) })
  }

  const attachments = async () =>
    (await payload.count({ collection: 'enquiry-attachments', overrideAccess: true })).totalDocs
  const filesOnDisk = () => readdirSync(path.join(db.dataDir, 'attachments')).length

  beforeAll(async () => {
    await payload.create({
      collection: 'jobs',
      data: {
        title: 'Process engineer (m/f/d)',
        slug: JOB,
        reference: 'ET-TEST-7',
        employmentType: 'FULL_TIME',
        location: 'Leoben',
        summary: 'Grinding and classification.',
        whatToDo: paragraph,
        requirements: paragraph,
        plusPoints: paragraph,
        conditions: paragraph,
        publishedAt: new Date().toISOString(),
        _status: 'published',
      } as never,
      overrideAccess: true,
    })
  })

  it('stores the application with its file for the staff only, mails it and confirms', async () => {
    const response = await sendJob(valid, { name: 'Lebenslauf Müller.pdf', data: PDF })
    expect(response.status).toBe(201)
    expect((await response.json()).message).toBe('Your application has been sent')
    const enquiry = (
      await payload.find({
        collection: 'enquiries',
        where: { email: { equals: valid.email } },
        depth: 1,
        overrideAccess: true,
      })
    ).docs[0]!
    expect(enquiry.type).toBe('job-response')
    expect(enquiry.fields).toMatchObject({
      introduction: valid.introduction,
      job: JOB,
      jobReference: 'ET-TEST-7',
      fileName: 'Lebenslauf Müller.pdf',
    })
    const file = enquiry.attachment as { id: number; filename: string; mimeType: string }
    expect(file.mimeType).toBe('application/pdf')
    expect(file.filename).toMatch(/^Lebenslauf-Muller-[0-9a-f]{8}\.pdf$/)
    expect(readFileSync(path.join(db.dataDir, 'attachments', file.filename))).toEqual(PDF)

    const staffMail = await smtp.waitFor(
      (m) => recipients(m).includes(MODERATOR) && (m.text ?? '').includes(valid.email),
    )
    expect(staffMail.text).toContain('ET-TEST-7')
    expect(staffMail.text).toContain('Lebenslauf Müller.pdf')
    // The applicant's name and the job's title, every field under its label.
    expect(staffMail.subject).toBe('Job application for Process engineer (m/f/d): Jonas Berger')
    expect(staffMail.text).toMatch(/^Name: Jonas Berger$/m)
    expect(staffMail.text).toMatch(/^Self-introduction: Process engineer, ten years/m)
    expect(staffMail.text).toMatch(/^Reference: ET-TEST-7$/m)
    expect(staffMail.text).not.toMatch(/^[a-z]+[A-Z]?[A-Za-z]*:/m)
    const confirmation = await smtp.waitFor((m) => recipients(m).includes(valid.email))
    expect(confirmation.subject).toBe('Your application at EuroTalc')
    expect(confirmation.text).toMatch(/^Dear Jonas Berger,\n\nThank you for your application for/)
    expect(confirmation.text).not.toMatch(/enquiry/)

    // The file: moderators get it as a download; anyone else gets nothing.
    const get = await payloadRestGet()
    const { token } = await payload.login({
      collection: 'users',
      data: { email: MODERATOR, password: 'Moderator-Inbox-2026' },
      overrideAccess: true,
    })
    const url = `${ORIGIN}/api/cms/enquiry-attachments/file/${encodeURIComponent(file.filename)}`
    const staff = await get(new Request(url, { headers: { authorization: `JWT ${token}` } }))
    expect(staff.status).toBe(200)
    expect(staff.headers.get('content-disposition')).toMatch(/^attachment/)
    expect(Buffer.from(await staff.arrayBuffer())).toEqual(PDF)
    expect((await get(new Request(url))).status).toBe(403)
    expect(
      (await get(new Request(`${ORIGIN}/api/cms/enquiry-attachments/${file.id}`))).status,
    ).toBe(403)
  })

  it('accepts each allowed type by its content, in German too', async () => {
    for (const [name, data] of [
      ['letter.doc', DOC],
      ['letter.docx', DOCX],
      ['grades.xls', XLS],
      ['grades.xlsx', XLSX],
    ] as const) {
      const email = `type-${name.replace('.', '-')}@example.com`
      const response = await sendJob({ ...valid, email }, { name, data }, { language: 'de' })
      expect(response.status, name).toBe(201)
      expect((await response.json()).message).toBe('Ihre Bewerbung wurde gesendet')
      expect(await stored(email), name).toBe(1)
    }
  })

  it('refuses a PDF the storage would refuse before the robot check is spent', async () => {
    // A hand-made PDF with a header but no cross-reference trailer: Payload's upload check
    // refuses it. The form's check agrees, so the sender's token still sends the fixed file.
    const email = 'fragment@example.com'
    const token = await solvedToken()
    const fragment = { name: 'cv.pdf', data: Buffer.from('%PDF-1.4\n%âãÏÓ\n%%EOF\n') }
    const refused = await sendJob({ ...valid, email }, fragment, { captcha: token })
    expect(refused.status).toBe(422)
    expect((await refused.json()).errors).toEqual({
      attachment: [
        'The file’s content does not match its type: choose a real PDF, Word or Excel file',
      ],
    })
    expect(await stored(email)).toBe(0)
    const fixed = await sendJob(
      { ...valid, email },
      { name: 'cv.pdf', data: PDF },
      { captcha: token },
    )
    expect(fixed.status).toBe(201)
    expect(await stored(email)).toBe(1)
  })

  it('refuses the upload corpus with a localized message and keeps nothing', async () => {
    const before = [await attachments(), filesOnDisk()]
    const corpus: Array<[string, File, string, string]> = [
      ['renamed executable', { name: 'cv.pdf', data: EXE }, 'fileContent', 'en'],
      ['executable as docx', { name: 'cv.docx', data: EXE }, 'fileContent', 'de'],
      ['wrong magic: PDF named .doc', { name: 'cv.doc', data: PDF }, 'fileContent', 'en'],
      ['wrong magic: ZIP named .xls', { name: 'cv.xls', data: ZIP }, 'fileContent', 'en'],
      ['ZIP signature only, named .docx', { name: 'cv.docx', data: ZIP }, 'fileContent', 'en'],
      [
        'plain ZIP renamed .docx',
        { name: 'cv.docx', data: zipFile({ 'cv.pdf': PDF, 'photo.exe': EXE }) },
        'fileContent',
        'de',
      ],
      ['Word document renamed .xlsx', { name: 'cv.xlsx', data: DOCX }, 'fileContent', 'en'],
      [
        'truncated .docx',
        { name: 'cv.docx', data: DOCX.subarray(0, DOCX.length - 40) },
        'fileContent',
        'en',
      ],
      [
        'macro document renamed .docx',
        {
          name: 'cv.docx',
          data: zipFile({
            '[Content_Types].xml': '<Types/>',
            'word/document.xml': '<w:document/>',
            'word/vbaProject.bin': OLE,
          }),
        },
        'fileContent',
        'en',
      ],
      ['OLE signature only, named .doc', { name: 'cv.doc', data: OLE }, 'fileContent', 'en'],
      [
        'installer (MSI) renamed .doc',
        {
          name: 'cv.doc',
          data: compoundFile([
            { name: '\u4840\u3f7f\u4164\u422f\u4836', type: 'stream' },
            { name: '\u0005SummaryInformation', type: 'stream' },
          ]),
        },
        'fileContent',
        'de',
      ],
      [
        'Excel 97 file with macros',
        {
          name: 'grades.xls',
          data: compoundFile([
            { name: 'Workbook', type: 'stream' },
            { name: '_VBA_PROJECT_CUR', type: 'storage' },
          ]),
        },
        'fileContent',
        'en',
      ],
      ['Word 97 file renamed .xls', { name: 'cv.xls', data: DOC }, 'fileContent', 'en'],
      ['wrong magic: text', { name: 'cv.pdf', data: Buffer.from('hello') }, 'fileContent', 'en'],
      [
        'PDF header without its trailer',
        { name: 'cv.pdf', data: Buffer.from('%PDF-1.4\n%%EOF\n') },
        'fileContent',
        'de',
      ],
      [
        '2 MB + 1 byte',
        {
          name: 'cv.pdf',
          data: Buffer.concat([PDF, Buffer.alloc(2 * 1024 * 1024 + 1 - PDF.length)]),
        },
        'fileTooLarge',
        'en',
      ],
      ['empty file', { name: 'cv.pdf', data: Buffer.alloc(0) }, 'fileEmpty', 'en'],
      ['double extension .pdf.exe', { name: 'cv.pdf.exe', data: PDF }, 'fileType', 'en'],
      ['double extension .exe.pdf', { name: 'cv.exe.pdf', data: PDF }, 'fileType', 'de'],
      ['double extension .html.pdf', { name: 'cv.html.pdf', data: PDF }, 'fileType', 'en'],
      ['macro document', { name: 'cv.docm', data: ZIP }, 'fileType', 'en'],
      ['no extension', { name: 'cv', data: PDF }, 'fileType', 'en'],
      ['huge name', { name: `${'a'.repeat(5000)}.pdf`, data: PDF }, 'fileName', 'en'],
      ['huge name with umlauts', { name: `${'ä'.repeat(201)}.pdf`, data: PDF }, 'fileName', 'de'],
      ['no file', null, 'fileRequired', 'en'],
    ]
    const texts = {
      en: (await import('../../messages/en.json')).default.account.errors,
      de: (await import('../../messages/de.json')).default.account.errors,
    }
    for (const [label, file, key, language] of corpus) {
      const email = `corpus-${corpus.findIndex(([l]) => l === label)}@example.com`
      const response = await sendJob({ ...valid, email }, file, { language })
      expect(response.status, label).toBe(422)
      const body = await response.json()
      expect(body.errors, label).toEqual({
        attachment: [texts[language as 'en' | 'de'][key as keyof typeof texts.en]],
      })
      expect(await stored(email), label).toBe(0)
    }
    // Far over the limit: refused before it is read.
    const huge = await sendJob(
      { ...valid, email: 'corpus-huge@example.com' },
      { name: 'cv.pdf', data: Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]) },
    )
    expect(huge.status).toBe(413)
    expect((await huge.json()).message).toBe('The request is too large.')
    // The job response is multipart; JSON is refused, an unknown opening too.
    expect((await send('job-response', { ...valid, terms: true })).status).toBe(400)
    const unknown = await sendJob({ ...valid, job: 'no-such-job' }, { name: 'cv.pdf', data: PDF })
    expect(unknown.status).toBe(422)
    expect((await unknown.json()).errors).toEqual({
      form: ['This form is not valid. Please reload the page and try again.'],
    })
    expect([await attachments(), filesOnDisk()]).toEqual(before)
  })

  it('answers 1,000 generated applications with a 4xx and a message, never a 5xx', async () => {
    const text = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.constantFrom('', ' ', 'a@b', 'lena@example.com', JOB, '../etc', '\u0000', 'on'),
    )
    const bytes = fc.oneof(
      fc.uint8Array({ maxLength: 64 }),
      fc.constantFrom(PDF, OLE, DOC, XLS, ZIP, DOCX, EXE, Buffer.alloc(0)),
    )
    const name = fc.oneof(
      fc.string({ maxLength: 260 }),
      fc.constantFrom('cv.pdf', 'cv.docx', 'cv.exe', 'cv.pdf.exe', '.pdf', 'a/../../b.pdf'),
    )
    const application = fc.record(
      {
        email: text,
        introduction: text,
        job: text,
        terms: text,
        website: text,
        file: fc.option(fc.record({ name, data: bytes })),
      },
      { requiredKeys: ['file'] },
    )
    const before = await stored(valid.email)
    let sent = 0
    await fc.assert(
      fc.asyncProperty(application, async ({ file, ...fields }) => {
        sent += 1
        const response = await sendJob(
          Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Record<
            string,
            string
          >,
          file ? { name: file.name, data: Buffer.from(file.data) } : null,
          { language: sent % 2 ? 'en' : 'de', captcha: 'x' },
        )
        const answer = (await response.json()) as { message?: unknown }
        const robot = typeof fields.website === 'string' && fields.website !== ''
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
    expect(sent).toBe(1000)
    expect(await stored(valid.email)).toBe(before)
  })

  it('deletes closed enquiries after their retention period, with their files', async () => {
    const old = 'retention-job@example.com'
    const sales = 'retention-sales@example.com'
    const open = 'retention-open@example.com'
    expect((await sendJob({ ...valid, email: old }, { name: 'cv.pdf', data: PDF })).status).toBe(
      201,
    )
    expect((await sendJob({ ...valid, email: open }, { name: 'cv.pdf', data: PDF })).status).toBe(
      201,
    )
    expect((await send('contact-sales', { ...VALID['contact-sales'], email: sales })).status).toBe(
      201,
    )
    const byEmail = async (email: string) =>
      (
        await payload.find({
          collection: 'enquiries',
          where: { email: { equals: email } },
          depth: 0,
          overrideAccess: true,
        })
      ).docs[0]!
    for (const email of [old, sales]) {
      const closing = Date.now()
      const closed = await payload.update({
        collection: 'enquiries',
        id: (await byEmail(email)).id,
        data: { status: 'done', closedAt: '2000-01-01T00:00:00.000Z' },
        overrideAccess: true,
      })
      // Closing sets the time; a value sent along is ignored.
      expect(new Date(closed.closedAt!).getTime()).toBeGreaterThanOrEqual(closing)
    }
    const oldFile = (await byEmail(old)).attachment
    const { purgeExpiredEnquiries } = await import('@/features/enquiries/retention')
    const day = 24 * 60 * 60 * 1000
    // Five months on: nothing is due (applications are kept 6 months after closing).
    expect(await purgeExpiredEnquiries(payload, new Date(Date.now() + 150 * day))).toBe(0)
    // Seven months on: the closed application goes with its file; the closed sales enquiry
    // (24 months) and the open application stay.
    expect(await purgeExpiredEnquiries(payload, new Date(Date.now() + 215 * day))).toBe(1)
    expect([await stored(old), await stored(sales), await stored(open)]).toEqual([0, 1, 1])
    expect(
      await payload.findByID({
        collection: 'enquiry-attachments',
        id: oldFile as number,
        overrideAccess: true,
        disableErrors: true,
      }),
    ).toBeNull()
    // Reopened, the clock stops.
    const reopened = await payload.update({
      collection: 'enquiries',
      id: (await byEmail(sales)).id,
      data: { status: 'in-progress' },
      overrideAccess: true,
    })
    expect(reopened.closedAt ?? null).toBeNull()
    await purgeExpiredEnquiries(payload, new Date(Date.now() + 3000 * day))
    expect([await stored(sales), await stored(open)]).toEqual([1, 1])
  })

  it('erases a person: their enquiries and files, download log and account; administrators only', async () => {
    const email = 'erase-me@example.com'
    expect((await sendJob({ ...valid, email }, { name: 'cv.pdf', data: PDF })).status).toBe(201)
    expect((await send('contact-us', { ...VALID['contact-us'], email })).status).toBe(201)
    const filesBefore = filesOnDisk()
    await payload.create({
      collection: 'download-logs',
      data: { memberEmail: email, documentTitle: 'SDS', kind: 'single' } as never,
      overrideAccess: true,
    })
    const postRest = await payloadRest('POST')
    const erase = (token: string | null, body: unknown) =>
      postRest(
        new Request(`${ORIGIN}/api/cms/enquiries/erase`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(token ? { authorization: `JWT ${token}` } : {}),
          },
          body: JSON.stringify(body),
        }),
      )
    const moderator = await payload.login({
      collection: 'users',
      data: { email: MODERATOR, password: 'Moderator-Inbox-2026' },
      overrideAccess: true,
    })
    expect((await erase(null, { email })).status).toBe(403)
    expect((await erase(moderator.token!, { email })).status).toBe(403)
    expect(await stored(email)).toBe(2)

    await payload.create({
      collection: 'users',
      data: {
        email: 'inbox-admin@eurotalc.example',
        password: 'Admin-Inbox-2026!',
        roles: ['admin'],
      },
      overrideAccess: true,
    })
    const admin = await payload.login({
      collection: 'users',
      data: { email: 'inbox-admin@eurotalc.example', password: 'Admin-Inbox-2026!' },
      overrideAccess: true,
    })
    // First what the person may ask to see (right of access): the same file as a member's
    // "Download my data", for administrators only.
    const get = await payloadRestGet()
    const exportOf = (token: string | null, address: string) =>
      get(
        new Request(
          `${ORIGIN}/api/cms/enquiries/person-export?email=${encodeURIComponent(address)}`,
          { headers: token ? { authorization: `JWT ${token}` } : {} },
        ),
      )
    expect((await exportOf(null, email)).status).toBe(403)
    expect((await exportOf(moderator.token!, email)).status).toBe(403)
    expect((await exportOf(admin.token!, 'not an address')).status).toBe(400)
    const exported = await exportOf(admin.token!, 'Erase-Me@Example.com')
    expect(exported.status).toBe(200)
    expect(exported.headers.get('content-disposition')).toBe(
      'attachment; filename="person-data-erase-me-example.com.json"',
    )
    const data = await exported.json()
    expect(data.account).toBeNull()
    expect(data.enquiries.map((e: { form: string }) => e.form).sort()).toEqual([
      'contact-us',
      'job-response',
    ])
    expect(data.downloads).toEqual([expect.objectContaining({ document: 'SDS' })])

    expect((await erase(admin.token!, { email: 'not an address' })).status).toBe(400)
    const answer = await erase(admin.token!, { email: ' Erase-Me@Example.com ' })
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ enquiries: 2, files: 1, downloads: 1, accounts: 0 })
    expect(await stored(email)).toBe(0)
    expect(filesOnDisk()).toBe(filesBefore - 1)
  })

  const enquiryOf = async (email: string) =>
    (
      await payload.find({
        collection: 'enquiries',
        where: { email: { equals: email } },
        depth: 0,
        overrideAccess: true,
      })
    ).docs[0]!
  const adminUser = async () => ({
    ...(
      await payload.find({
        collection: 'users',
        where: { email: { equals: 'inbox-admin@eurotalc.example' } },
        overrideAccess: true,
      })
    ).docs[0]!,
    collection: 'users' as const,
  })
  const HOUR = 60 * 60 * 1000

  it('deletes an application file only with its enquiry; an enquiry whose file is gone still goes', async () => {
    const email = 'file-goes-with-enquiry@example.com'
    expect((await sendJob({ ...valid, email }, { name: 'cv.pdf', data: PDF })).status).toBe(201)
    const enquiry = await enquiryOf(email)
    const fileId = enquiry.attachment as number
    const admin = await adminUser()
    await expect(
      payload.delete({
        collection: 'enquiry-attachments',
        id: fileId,
        user: admin,
        overrideAccess: false,
      }),
    ).rejects.toHaveProperty('status', 403)
    // A file gone on its own, its enquiry still pointing to it (PostgreSQL's foreign key sets
    // the pointer to null, SQLite's refuses: the row is taken away with the check off).
    if (db.dialect === 'postgres') {
      await payload.delete({ collection: 'enquiry-attachments', id: fileId, overrideAccess: true })
    } else {
      const sqlite = payload.db as unknown as {
        drizzle: unknown
        execute(args: { drizzle: unknown; raw: string }): Promise<unknown>
      }
      for (const raw of [
        'PRAGMA foreign_keys = OFF',
        `DELETE FROM "enquiry_attachments" WHERE "id" = ${Number(fileId)}`,
        'PRAGMA foreign_keys = ON',
      ])
        await sqlite.execute({ drizzle: sqlite.drizzle, raw })
      expect((await enquiryOf(email)).attachment).toBe(fileId)
    }
    await payload.delete({
      collection: 'enquiries',
      id: enquiry.id,
      user: admin,
      overrideAccess: false,
    })
    expect(await stored(email)).toBe(0)
  })

  it('logs a failed clean-up; the retention purge deletes files without an enquiry after an hour', async () => {
    const email = 'orphan@example.com'
    const before = [await attachments(), filesOnDisk()]
    const create = payload.create.bind(payload)
    const remove = payload.delete.bind(payload)
    // The enquiry cannot be stored, and the clean-up of its file fails too.
    const spies = [
      vi
        .spyOn(payload, 'create')
        .mockImplementation(((args: { collection: string }) =>
          args.collection === 'enquiries'
            ? Promise.reject(new Error('database gone'))
            : create(args as never)) as never),
      vi
        .spyOn(payload, 'delete')
        .mockImplementation(((args: { collection: string }) =>
          args.collection === 'enquiry-attachments'
            ? Promise.reject(new Error('disk gone'))
            : remove(args as never)) as never),
      vi.spyOn(serverLog, 'error').mockImplementation(() => undefined),
    ]
    const logged = vi.spyOn(payload.logger, 'error').mockImplementation(() => undefined)
    try {
      const response = await sendJob({ ...valid, email }, { name: 'cv.pdf', data: PDF })
      expect(response.status).toBe(500)
      expect(JSON.stringify(logged.mock.calls)).toContain('not deleted after its enquiry failed')
    } finally {
      for (const spy of [...spies, logged]) spy.mockRestore()
    }
    expect([await attachments(), filesOnDisk()]).toEqual([before[0]! + 1, before[1]! + 1])

    const { purgeExpiredEnquiries } = await import('@/features/enquiries/retention')
    // Within the hour it may be a file whose enquiry is still being stored: kept.
    await purgeExpiredEnquiries(payload)
    expect(await attachments()).toBe(before[0]! + 1)
    // After it, nothing points to it: deleted with its file; the files of enquiries stay.
    await purgeExpiredEnquiries(payload, new Date(Date.now() + HOUR + 60_000))
    expect([await attachments(), filesOnDisk()]).toEqual(before)
  })

  it('reports what retention and erasure could not delete instead of success', async () => {
    const { purgeExpiredEnquiries } = await import('@/features/enquiries/retention')
    const remove = payload.delete.bind(payload)
    /** The next deletion of an application file fails (the enquiry's afterDelete hook). */
    const failNextFileDeletion = () => {
      let failed = false
      return vi.spyOn(payload, 'delete').mockImplementation(((args: { collection: string }) => {
        if (args.collection !== 'enquiry-attachments' || failed) return remove(args as never)
        failed = true
        return Promise.reject(new Error('disk gone'))
      }) as never)
    }
    const logged = vi.spyOn(payload.logger, 'error').mockImplementation(() => undefined)

    // Retention: the failure is logged; the file left behind goes with the orphans.
    const closed = 'retention-fails@example.com'
    expect((await sendJob({ ...valid, email: closed }, { name: 'cv.pdf', data: PDF })).status).toBe(
      201,
    )
    await payload.update({
      collection: 'enquiries',
      id: (await enquiryOf(closed)).id,
      data: { status: 'done' },
      overrideAccess: true,
    })
    const filesBefore = filesOnDisk()
    let spy = failNextFileDeletion()
    await purgeExpiredEnquiries(payload, new Date(Date.now() + 215 * 24 * HOUR))
    spy.mockRestore()
    expect(JSON.stringify(logged.mock.calls)).toMatch(
      /Enquiry retention: enquiries \d+ not deleted/,
    )
    expect(await stored(closed)).toBe(0)
    expect(filesOnDisk()).toBe(filesBefore - 1)

    // Erasure: an error with a clear message, not "done"; once the cause is gone, it completes.
    const email = 'erase-fails@example.com'
    expect((await sendJob({ ...valid, email }, { name: 'cv.pdf', data: PDF })).status).toBe(201)
    expect((await send('contact-us', { ...VALID['contact-us'], email })).status).toBe(201)
    const { token } = await payload.login({
      collection: 'users',
      data: { email: 'inbox-admin@eurotalc.example', password: 'Admin-Inbox-2026!' },
      overrideAccess: true,
    })
    const postRest = await payloadRest('POST')
    const erase = () =>
      postRest(
        new Request(`${ORIGIN}/api/cms/enquiries/erase`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
          body: JSON.stringify({ email }),
        }),
      )
    logged.mockClear()
    spy = failNextFileDeletion()
    const failed = await erase()
    spy.mockRestore()
    expect(failed.status).toBe(500)
    expect((await failed.json()).message).toMatch(/^The erasure did not complete/)
    expect(JSON.stringify(logged.mock.calls)).toMatch(/Erasure: enquiries \d+ not deleted/)
    const again = await erase()
    expect([again.status, await again.json()]).toEqual([
      200,
      { enquiries: 0, files: 0, downloads: 0, accounts: 0 },
    ])
    expect(await stored(email)).toBe(0)
    logged.mockRestore()
  })

  it('marks enquiries done before the job response migration as closed when last changed', async () => {
    const earlier = await createTestDatabase('job-response-migration')
    try {
      const old = await earlier.start()
      const migrations = (old.db.name === 'postgres'
        ? postgresMigrations
        : sqliteMigrations) as unknown as Migration[]
      const at = migrations.findIndex((m) => m.name.endsWith('_job_response'))
      expect(at).toBeGreaterThan(0)
      await old.db.migrate({ migrations: migrations.slice(0, at) })
      const db = old.db as unknown as {
        drizzle: unknown
        execute(args: { drizzle: unknown; raw: string }): Promise<unknown>
      }
      await db.execute({
        drizzle: db.drizzle,
        raw: `INSERT INTO "enquiries" ("type", "status", "email", "fields", "terms_accepted_at", "fingerprint", "updated_at", "created_at") VALUES
          ('contact-us', 'done', 'done-before@example.com', '{}', '2025-03-01T09:00:00.000Z', 'a', '2025-03-04T10:00:00.000Z', '2025-03-01T09:00:00.000Z'),
          ('contact-us', 'in-progress', 'open-before@example.com', '{}', '2025-03-01T09:00:00.000Z', 'b', '2025-03-05T10:00:00.000Z', '2025-03-01T09:00:00.000Z')`,
      })
      await old.db.migrate({ migrations })
      const rows = await old.find({
        collection: 'enquiries',
        sort: 'email',
        depth: 0,
        overrideAccess: true,
      })
      expect(rows.docs.map((doc) => [doc.email, doc.closedAt ?? null])).toEqual([
        ['done-before@example.com', '2025-03-04T10:00:00.000Z'],
        ['open-before@example.com', null],
      ])
    } finally {
      await earlier.drop()
    }
  })
})
