import crypto from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import de from '../../messages/de.json'
import en from '../../messages/en.json'
import { Browser as TestBrowser, type Handler, ORIGIN } from '../setup/browser'
import { startTestPayload, type TestDatabase } from '../setup/database'

/**
 * "My enquiries" in the personal area, through the real route handlers on a fresh database:
 * the signed-in member sees what they sent (the enquiries of their verified address), newest
 * first, with the form's kind, the day in Vienna and the reference the confirmation mail gives;
 * never another person's, not even of a similar address; in English and German.
 */
const PASSWORD = 'Granite-harbour-7731'

let db: TestDatabase
let payload: Payload
let runMailQueue: (payload: Payload) => Promise<unknown>
let scheduledMailRuns: () => Promise<void>
let routes: { csrf: Handler; login: Handler; user: Handler; enquiries: Handler }

class Browser extends TestBrowser {
  constructor(ip?: string) {
    super(() => routes, ip)
  }
}

async function createMember(email: string, extra: Record<string, unknown> = {}) {
  return payload.create({
    collection: 'members',
    data: {
      email,
      password: PASSWORD,
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

/** An enquiry as the forms store it, sent at `at`. */
async function enquiry(
  type: string,
  email: string,
  at: string,
  fields: Record<string, unknown> = {},
) {
  const created = await payload.create({
    collection: 'enquiries',
    data: {
      type: type as never,
      status: 'new',
      name: 'Lena Vogt',
      email,
      fields: { firstName: 'Lena', lastName: 'Vogt', email, ...fields },
      language: 'en',
      termsAcceptedAt: at,
      robotCheck: 'passed',
      fingerprint: crypto.randomBytes(16).toString('hex'),
    },
    overrideAccess: true,
  })
  // The time it arrived (the collection stamps the present).
  await payload.db.updateOne({
    collection: 'enquiries',
    id: created.id,
    data: { createdAt: at },
    returning: false,
  })
  return { id: created.id, createdAt: at }
}

async function signedIn(email: string, ip: string) {
  const browser = new Browser(ip)
  expect((await browser.login(email, PASSWORD)).status).toBe(200)
  return browser
}

type Listed = { reference: string; type: string; kind: string; sentAt: string; sentText: string }

async function listOf(browser: Browser, language: 'en' | 'de'): Promise<Listed[]> {
  const answer = await browser.get(routes.enquiries, `/api/v1/user/enquiries?locale=${language}`)
  expect(answer.status).toBe(200)
  expect(answer.headers.get('cache-control')).toMatch(/no-store/)
  return ((await answer.json()) as { data: Listed[] }).data
}

const pad = (id: number | string) => String(id).padStart(5, '0')

beforeAll(async () => {
  ;({ db, payload } = await startTestPayload('my-enquiries', ORIGIN))
  routes = {
    csrf: (await import('@/app/sanctum/csrf-cookie/route')).GET,
    login: (await import('@/app/login/route')).POST,
    user: (await import('@/app/api/v1/user/route')).GET,
    enquiries: (await import('@/app/api/v1/user/enquiries/route')).GET,
  }
  ;({ runMailQueue, scheduledMailRuns } = await import('@/server/mail/queue'))
})

afterAll(async () => {
  // The enquiries queued their mails (written as files here): let those runs finish first.
  if (payload) {
    await scheduledMailRuns()
    await runMailQueue(payload)
  }
  await db?.drop()
})

describe(`my enquiries (${process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite'})`, () => {
  it("lists the member's own enquiries, newest first, with kind, Vienna date and reference, in EN and DE", async () => {
    await createMember('lena@example.com')
    await createMember('olena@example.com', { firstName: 'Olena' })
    const sample = await enquiry('request-a-sample', 'lena@example.com', '2026-03-10T09:00:00.000Z')
    // 23:30 UTC on New Year's Eve is already 2027 in Vienna: the day and the reference's year.
    const sales = await enquiry('contact-sales', 'lena@example.com', '2026-12-31T23:30:00.000Z')
    const application = await enquiry(
      'job-response',
      'lena@example.com',
      '2026-06-01T08:00:00.000Z',
      {
        jobTitle: 'Mill operator (m/f/d)',
      },
    )
    // Another member's, one of an address that contains hers, and one of a visitor.
    const theirs = await enquiry(
      'general-enquiries',
      'olena@example.com',
      '2026-07-01T08:00:00.000Z',
    )
    await enquiry('contact-us', 'x.lena@example.com', '2026-07-02T08:00:00.000Z')
    await enquiry('contact-us', 'lena@example.com.evil', '2026-07-03T08:00:00.000Z')

    const lena = await signedIn('lena@example.com', '192.0.2.201')
    expect(await listOf(lena, 'en')).toEqual([
      {
        reference: `ENQ-2027-${pad(sales.id)}`,
        type: 'contact-sales',
        kind: 'Sales enquiry',
        sentAt: sales.createdAt,
        sentText: 'Jan 1, 2027',
      },
      {
        reference: `ENQ-2026-${pad(application.id)}`,
        type: 'job-response',
        kind: 'Job application',
        sentAt: application.createdAt,
        sentText: 'Jun 1, 2026',
      },
      {
        reference: `ENQ-2026-${pad(sample.id)}`,
        type: 'request-a-sample',
        kind: 'Sample request',
        sentAt: sample.createdAt,
        sentText: 'Mar 10, 2026',
      },
    ])
    const german = await listOf(lena, 'de')
    expect(german.map((item) => [item.kind, item.sentText, item.reference])).toEqual([
      ['Vertriebsanfrage', '1. Jan. 2027', `ENQ-2027-${pad(sales.id)}`],
      ['Bewerbung', '1. Juni 2026', `ENQ-2026-${pad(application.id)}`],
      ['Musteranfrage', '10. März 2026', `ENQ-2026-${pad(sample.id)}`],
    ])

    // The other member sees hers only.
    const olena = await signedIn('olena@example.com', '192.0.2.202')
    expect((await listOf(olena, 'en')).map((item) => item.reference)).toEqual([
      `ENQ-2026-${pad(theirs.id)}`,
    ])
    // A member who sent nothing gets an empty list.
    await createMember('quiet@example.com')
    expect(await listOf(await signedIn('quiet@example.com', '192.0.2.203'), 'de')).toEqual([])
  })

  it('answers 401 without a session and 403 while the member is on the temporary password', async () => {
    const anonymous = await new Browser('192.0.2.204').get(
      routes.enquiries,
      '/api/v1/user/enquiries',
    )
    expect(anonymous.status).toBe(401)
    await createMember('temporary@example.com', {
      temporaryPassword: true,
      temporaryPasswordExpiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString(),
    })
    await enquiry('contact-us', 'temporary@example.com', '2026-05-05T10:00:00.000Z')
    const temporary = await signedIn('temporary@example.com', '192.0.2.205')
    const refused = await temporary.get(routes.enquiries, '/api/v1/user/enquiries', 'de')
    expect(refused.status).toBe(403)
    expect(JSON.stringify(await refused.json())).not.toContain('ENQ-')
  })

  it('names the list and its parts in English and German', () => {
    expect(en.account.personal.myEnquiriesTitle).toBe('My enquiries')
    expect(de.account.personal.myEnquiriesTitle).toBe('Meine Anfragen')
    expect(en.account.personal.myEnquiriesReference).toBe('Reference number')
    expect(de.account.personal.myEnquiriesReference).toBe('Vorgangsnummer')
    expect(en.account.personal.myEnquiriesEmpty).toMatch(/not sent/)
    expect(de.account.personal.myEnquiriesEmpty).toMatch(/noch keine/)
  })
})
