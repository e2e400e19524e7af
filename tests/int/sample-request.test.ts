import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ORIGIN } from '../setup/browser'
import { startTestPayload, type TestDatabase } from '../setup/database'
import { recipients, type SmtpSink, startSmtpSink } from '../setup/smtp-sink'

/**
 * The sample request's application and grade: the page asks for "your
 * application and the grade you are interested in", so the form takes both; the grade is one of
 * the published grades or "not sure yet". Both are checked on the server, kept in the enquiry's
 * fields and shown with their labels in the staff mail.
 */
let db: TestDatabase
let smtp: SmtpSink
let payload: Payload
let post: (request: Request, context: { params: Promise<{ type: string }> }) => Promise<Response>
let challengeRoute: (request: Request) => Promise<Response>
let runMailQueue: (payload: Payload) => Promise<unknown>
let scheduledMailRuns: () => Promise<void>

const MODERATOR = 'sample-moderator@eurotalc.example'
let address = 0
const nextAddress = () => `198.51.${++address}.9`

const SAMPLE = {
  firstName: 'Lena',
  lastName: 'Vogt',
  company: 'Keramik Vogt KG',
  jobTitle: 'Buyer',
  address: 'Hauptstraße 1',
  postalCode: '10115',
  city: 'Berlin',
  country: 'DE',
  phone: '+49 30 123456',
  market: 'Plastics',
  application: 'PP bumper compound, 20 % talc',
  grade: 'eurotalc-p-12',
  terms: true,
  information: false,
}

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

async function send(body: Record<string, unknown>, language = 'en') {
  const request = new Request(`${ORIGIN}/api/v1/forms/request-a-sample`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-language': language,
      'x-forwarded-for': nextAddress(),
      origin: ORIGIN,
    },
    body: JSON.stringify({ ...body, altcha: await solvedToken() }),
  })
  return post(request, { params: Promise.resolve({ type: 'request-a-sample' }) })
}

const storedFields = async (email: string) => {
  const found = await payload.find({
    collection: 'enquiries',
    where: { email: { equals: email } },
    overrideAccess: true,
    depth: 0,
  })
  return found.docs.map((doc) => doc.fields as Record<string, unknown>)
}

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

const staffMailFor = (email: string) =>
  smtp.waitFor((m) => recipients(m).includes(MODERATOR) && (m.text ?? '').includes(email))

beforeAll(async () => {
  smtp = await startSmtpSink()
  ;({ db, payload } = await startTestPayload('sample-request', ORIGIN, {
    SMTP_URL: smtp.url,
    MAIL_FROM: 'EuroTalc <web@eurotalc.example>',
  }))
  await payload.create({
    collection: 'users',
    data: { email: MODERATOR, password: 'Moderator-Sample-2026', roles: ['moderator'] },
    overrideAccess: true,
  })
  await payload.create({
    collection: 'product-markets',
    data: { title: 'Plastics', slug: 'plastics', summary: 'Plastics', _status: 'published' },
    overrideAccess: true,
  })
  await payload.create({
    collection: 'grades',
    locale: 'en',
    data: { name: 'EuroTalc P 12', slug: 'eurotalc-p-12', _status: 'published' },
    overrideAccess: true,
  })
  // A grade still in draft is no choice yet.
  await payload.create({
    collection: 'grades',
    locale: 'en',
    data: { name: 'EuroTalc P 99', slug: 'eurotalc-p-99', _status: 'draft' },
    overrideAccess: true,
  })
  post = (await import('@/app/api/v1/forms/[type]/route')).POST
  challengeRoute = (await import('@/app/api/v1/captcha/challenge/route')).GET
  ;({ runMailQueue, scheduledMailRuns } = await import('@/server/mail/queue'))
})

afterAll(async () => {
  if (payload) {
    await scheduledMailRuns()
    await runMailQueue(payload)
  }
  await smtp?.close()
  await db?.drop()
})

describe(`sample request: application and grade (${process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite'})`, () => {
  it('keeps the application and the chosen grade in the fields and mails them with labels', async () => {
    const email = 'sample-grade@example.com'
    const response = await send({ ...SAMPLE, email })
    expect(response.status).toBe(201)
    expect(await storedFields(email)).toEqual([
      expect.objectContaining({
        application: 'PP bumper compound, 20 % talc',
        grade: 'EuroTalc P 12',
      }),
    ])
    await deliverDueMail()
    const staff = await staffMailFor(email)
    const lines = (staff.text ?? '').split('\n').map((line) => line.trim())
    expect(lines).toContain('Application: PP bumper compound, 20 % talc')
    expect(lines).toContain('Grade: EuroTalc P 12')
  })

  it('takes "not sure yet" for the grade, in either language', async () => {
    const email = 'sample-not-sure@example.com'
    expect((await send({ ...SAMPLE, email, grade: 'not-sure' }, 'de')).status).toBe(201)
    expect(await storedFields(email)).toEqual([
      expect.objectContaining({ application: SAMPLE.application, grade: 'Not sure yet' }),
    ])
    await deliverDueMail()
    const lines = ((await staffMailFor(email)).text ?? '').split('\n').map((line) => line.trim())
    expect(lines).toContain('Grade: Not sure yet')
  })

  it('refuses a missing application and a grade that is not published, with localized messages', async () => {
    const email = 'sample-refused@example.com'
    const missing = await send({ ...SAMPLE, email, application: ' ', grade: '' })
    expect(missing.status).toBe(422)
    expect((await missing.json()).errors).toEqual({
      application: ['Please enter'],
      grade: ['Please select'],
    })
    for (const grade of ['eurotalc-p-99', 'eurotalc-p-13']) {
      const refused = await send({ ...SAMPLE, email, grade }, 'de')
      expect(refused.status, grade).toBe(422)
      expect((await refused.json()).errors, grade).toEqual({ grade: ['Bitte auswählen'] })
    }
    expect(await storedFields(email)).toEqual([])
  })
})
