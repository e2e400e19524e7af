import type { ParsedMail } from 'mailparser'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ORIGIN } from '../setup/browser'
import { startTestPayload, type TestDatabase } from '../setup/database'
import { recipients, type SmtpSink, startSmtpSink } from '../setup/smtp-sink'

/**
 * The site's mails through the real outbox and a real SMTP server on loopback: one branded
 * layout (a text brand with the logo, the company's legal details from the site settings) for
 * the account and form mails, English that reads as English, the staff mails in the staff's
 * language with the sender as Reply-To, the moderators' registration mail naming the country,
 * and a confirmation that repeats what was sent with the enquiry's reference.
 */
let db: TestDatabase
let smtp: SmtpSink
let payload: Payload
let post: (request: Request, context: { params: Promise<{ type: string }> }) => Promise<Response>
let challengeRoute: (request: Request) => Promise<Response>
let runMailQueue: (payload: Payload) => Promise<unknown>
let scheduledMailRuns: () => Promise<void>
let moderator: { id: number; collection: 'users' }

const MODERATOR = 'layout-moderator@eurotalc.example'
const JOB = 'mill-operator-layout'
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\nxref\n0 1\n0000000000 65535 f \ntrailer << /Root 1 0 R >>\nstartxref\n9\n%%EOF\n',
)
let address = 0
const nextAddress = () => `198.51.${++address}.21`

const text = (mail: ParsedMail) => mail.text ?? ''
const html = (mail: ParsedMail) => (typeof mail.html === 'string' ? mail.html : '')
const to = (address: string) => (mail: ParsedMail) => recipients(mail).includes(address)
const staffMailAbout = (email: string) => (mail: ParsedMail) =>
  to(MODERATOR)(mail) && text(mail).includes(email)
const replyTo = (mail: ParsedMail) => mail.replyTo?.value.map((a) => a.address) ?? []

/** The reference as the site derives it: the year in Vienna and the zero-padded id. */
function referenceOf(enquiry: { id: number | string; createdAt: string }): string {
  const year = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Europe/Vienna',
    year: 'numeric',
  }).format(new Date(enquiry.createdAt))
  return `ENQ-${year}-${String(enquiry.id).padStart(5, '0')}`
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

async function send(type: string, body: Record<string, unknown>, language: 'en' | 'de') {
  const request = new Request(`${ORIGIN}/api/v1/forms/${type}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-language': language,
      'x-forwarded-for': nextAddress(),
      origin: ORIGIN,
    },
    body: JSON.stringify({ ...body, altcha: await solvedToken() }),
  })
  return post(request, { params: Promise.resolve({ type }) })
}

async function sendApplication(fields: Record<string, string>, language: 'en' | 'de') {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.set(key, value)
  form.set('altcha', await solvedToken())
  form.set('attachment', new Blob([new Uint8Array(PDF)]), 'Lebenslauf.pdf')
  const request = new Request(`${ORIGIN}/api/v1/forms/job-response`, {
    method: 'POST',
    headers: { 'accept-language': language, 'x-forwarded-for': nextAddress(), origin: ORIGIN },
    body: form,
  })
  return post(request, { params: Promise.resolve({ type: 'job-response' }) })
}

async function storedEnquiry(email: string) {
  const found = await payload.find({
    collection: 'enquiries',
    where: { email: { equals: email } },
    depth: 0,
    overrideAccess: true,
  })
  expect(found.docs).toHaveLength(1)
  return found.docs[0]!
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

const SAMPLE = {
  firstName: 'Lena',
  lastName: 'Vogt',
  company: 'Keramik Vogt KG',
  jobTitle: 'Einkäuferin',
  address: 'Hauptstraße 1',
  postalCode: '4020',
  city: 'Linz',
  country: 'AT',
  phone: '+43 732 123456',
  market: 'Kunststoffe',
  application: 'PP-Compound für Stoßfänger',
  grade: 'not-sure',
  terms: true,
  information: false,
}

beforeAll(async () => {
  smtp = await startSmtpSink()
  ;({ db, payload } = await startTestPayload('mail-layout', ORIGIN, {
    SMTP_URL: smtp.url,
    MAIL_FROM: 'EuroTalc <web@eurotalc.example>',
  }))
  const staff = await payload.create({
    collection: 'users',
    data: { email: MODERATOR, password: 'Moderator-Layout-2026', roles: ['moderator'] },
    overrideAccess: true,
  })
  moderator = { ...staff, collection: 'users' } as typeof moderator
  // The company's details and legal notice, in both languages where they differ.
  await payload.updateGlobal({
    slug: 'site-settings',
    locale: 'en',
    data: {
      companyName: 'EuroTalc GmbH',
      address: 'Industriestraße 5\n8700 Leoben, Austria',
      phone: '+43 3842 123 450',
      email: 'office@eurotalc.example',
      imprint: {
        registeredOffice: 'Leoben',
        registerNumber: 'FN 123456 a',
        registerCourt: 'Regional Court Leoben',
        vatId: 'ATU12345678',
        managingDirectors: 'Maria Huber',
      },
    },
    overrideAccess: true,
  })
  await payload.updateGlobal({
    slug: 'site-settings',
    locale: 'de',
    data: {
      address: 'Industriestraße 5\n8700 Leoben, Österreich',
      imprint: { registeredOffice: 'Leoben', registerCourt: 'Landesgericht Leoben' },
    },
    overrideAccess: true,
  })
  // A market with its name in each language: the German form offers "Kunststoffe".
  const market = await payload.create({
    collection: 'product-markets',
    locale: 'en',
    data: { title: 'Plastics', slug: 'plastics', summary: 'Plastics', _status: 'published' },
    overrideAccess: true,
  })
  await payload.update({
    collection: 'product-markets',
    id: market.id,
    locale: 'de',
    data: { title: 'Kunststoffe', summary: 'Kunststoffe', _status: 'published' },
    overrideAccess: true,
  })
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
  await payload.create({
    collection: 'jobs',
    data: {
      title: 'Mill operator (m/f/d)',
      slug: JOB,
      reference: 'ET-2026-031',
      employmentType: 'FULL_TIME',
      location: 'Leoben',
      summary: 'Grinding.',
      whatToDo: paragraph,
      requirements: paragraph,
      plusPoints: paragraph,
      conditions: paragraph,
      publishedAt: new Date().toISOString(),
      _status: 'published',
    } as never,
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

/** Approves a new pending member of `language` as a moderator would, and returns its mail. */
async function approvalMailOf(email: string, language: 'en' | 'de') {
  const member = await payload.create({
    collection: 'members',
    data: {
      email,
      password: 'Unknown-Until-Approval-2026',
      status: 'pending',
      firstName: 'Anna',
      lastName: 'Berger',
      company: 'Polymer Compounds GmbH',
      jobTitle: 'Head of Purchasing',
      phone: '+43 1 234 5678',
      city: 'Linz',
      country: 'AT',
      market: 'Plastics',
      language,
      termsAcceptedAt: new Date().toISOString(),
    },
    overrideAccess: true,
  })
  await payload.update({
    collection: 'members',
    id: member.id,
    data: { status: 'approved' },
    user: moderator,
    overrideAccess: false,
  })
  return smtp.waitFor((m) => to(email)(m) && /approved|freigegeben/.test(m.subject ?? ''))
}

describe(`mail layout and words (${process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite'})`, () => {
  it('sends the approval in one branded layout, with English salutation and closing (EN)', async () => {
    const mail = await approvalMailOf('layout-approved-en@example.com', 'en')
    expect(mail.subject).toBe('Your EuroTalc account is approved')
    // A salutation, then a new paragraph that starts with a capital letter.
    expect(text(mail)).toMatch(/^Dear Anna Berger,\n\nYour account is approved\. /)
    expect(text(mail)).toContain('Kind regards,\nThe EuroTalc team')
    expect(text(mail)).not.toContain('Your EuroTalc team')
    // The company footer in the text part too, from the site settings.
    expect(text(mail)).toContain('EuroTalc GmbH')
    expect(text(mail)).toContain('VAT ID: ATU12345678')

    const body = html(mail)
    // A text brand that shows when images are blocked, and the logo from the site's address.
    expect(body).toMatch(
      /<a [^>]*href="http:\/\/localhost:3000\/"[^>]*>(<img [^>]*>)?<span[^>]*>EuroTalc<\/span><\/a>/,
    )
    expect(body).toMatch(/<img [^>]*src="http:\/\/localhost:3000\/images\/mail-logo\.png"/)
    expect(body).toContain('Dear Anna Berger,')
    expect(body).toContain('Kind regards,<br>The EuroTalc team')
    // The footer: company, address, contacts and the legal details of the imprint.
    for (const part of [
      'EuroTalc GmbH',
      'Industriestraße 5<br>8700 Leoben, Austria',
      '+43 3842 123 450',
      'office@eurotalc.example',
      'Registered office: Leoben',
      'Commercial register number: FN 123456 a, Regional Court Leoben',
      'VAT ID: ATU12345678',
      'Managing directors: Maria Huber',
    ])
      expect(body, part).toContain(part)
  })

  it('sends the approval in the same layout, in correct German (DE)', async () => {
    const mail = await approvalMailOf('layout-approved-de@example.com', 'de')
    expect(mail.subject).toBe('Ihr EuroTalc-Konto ist freigegeben')
    expect(text(mail)).toMatch(/^Guten Tag Anna Berger,\n\nIhr Konto ist freigegeben\. /)
    expect(text(mail)).toContain('Mit freundlichen Grüßen\nIhr EuroTalc-Team')
    const body = html(mail)
    expect(body).toMatch(/<html lang="de">/)
    expect(body).toMatch(/<img [^>]*src="http:\/\/localhost:3000\/images\/mail-logo\.png"/)
    for (const part of [
      'Industriestraße 5<br>8700 Leoben, Österreich',
      'Sitz: Leoben',
      'Firmenbuchnummer: FN 123456 a, Landesgericht Leoben',
      'UID-Nummer: ATU12345678',
      'Geschäftsführung: Maria Huber',
    ])
      expect(body, part).toContain(part)
  })

  it("names the country of a registration to the moderators, and the market in the staff's language", async () => {
    const { registerMember } = await import('@/features/accounts/members')
    const email = 'layout-register@example.com'
    const outcome = await registerMember(
      payload,
      {
        firstName: 'Jonas',
        lastName: 'Maier',
        company: 'Kunststoffwerk Maier',
        jobTitle: 'Einkauf',
        email,
        phone: '+49 89 123456',
        city: 'München',
        country: 'DE',
        market: 'Kunststoffe',
        terms: true,
        information: false,
      },
      { locale: 'de', address: nextAddress(), consentVersion: 'v1' },
    )
    expect(outcome).toEqual({ kind: 'ok' })
    const notice = await smtp.waitFor(
      (m) => to(MODERATOR)(m) && /Kunststoffwerk Maier/.test(m.subject ?? ''),
    )
    expect(notice.headers.get('content-language')).toBe('en')
    expect(text(notice)).toMatch(/^München, Germany$/m)
    expect(text(notice)).not.toMatch(/, DE$/m)
    expect(text(notice)).toMatch(/^Market: Plastics$/m)
    expect(html(notice)).toContain('EuroTalc GmbH')
  })

  it("sets the sender as Reply-To of the staff mail, which is in the staff's language", async () => {
    const email = 'layout-sample-de@example.com'
    expect((await send('request-a-sample', { ...SAMPLE, email }, 'de')).status).toBe(201)
    await deliverDueMail()
    const staff = await smtp.waitFor(staffMailAbout(email))
    expect(replyTo(staff)).toEqual([email])
    expect(staff.replyTo?.value[0]?.name).toBe('Lena Vogt')
    // The site's default language (English), whichever language the sender wrote in.
    expect(staff.headers.get('content-language')).toBe('en')
    expect(staff.subject).toBe('Sample request: Lena Vogt')
    const lines = text(staff).split('\n')
    expect(lines).toContain('Market: Plastics')
    expect(lines).toContain('Country: Austria')
    expect(lines).toContain('Grade: Not sure yet')
    expect(lines).toContain('Postal address: Hauptstraße 1')
    expect(lines).toContain(`Reference number: ${referenceOf(await storedEnquiry(email))}`)
    expect(html(staff)).toContain('EuroTalc GmbH')
  })

  it('sets the applicant as Reply-To of the application mail, never a header from the name', async () => {
    const email = 'layout-applicant@example.com'
    const response = await sendApplication(
      {
        // A line break in the name must not become a header of its own.
        firstName: 'Jonas',
        lastName: 'Berger\r\nBcc: victim@example.com',
        email,
        introduction: 'Ten years at a mill.',
        job: JOB,
        terms: 'on',
      },
      'en',
    )
    expect(response.status).toBe(201)
    await deliverDueMail()
    const injected = await smtp.waitFor(staffMailAbout(email))
    expect(replyTo(injected)).toEqual([email])
    expect(injected.bcc).toBeUndefined()
    expect(injected.headers.has('bcc')).toBe(false)
    expect(recipients(injected)).toEqual([MODERATOR])
    expect(smtp.messages.some(to('victim@example.com'))).toBe(false)

    const clean = 'layout-applicant-2@example.com'
    const sent = await sendApplication(
      {
        firstName: 'Jonas',
        lastName: 'Berger',
        email: clean,
        introduction: 'Ten years at a mill.',
        job: JOB,
        terms: 'on',
      },
      'de',
    )
    expect(sent.status).toBe(201)
    await deliverDueMail()
    const staff = await smtp.waitFor(staffMailAbout(clean))
    expect(replyTo(staff)).toEqual([clean])
    expect(staff.headers.get('content-language')).toBe('en')
    expect(text(staff)).toMatch(/^Opening: Mill operator \(m\/f\/d\)$/m)
  })

  it("confirms with what was sent, in the sender's language, and the reference (DE)", async () => {
    const email = 'layout-confirm-de@example.com'
    expect((await send('request-a-sample', { ...SAMPLE, email }, 'de')).status).toBe(201)
    await deliverDueMail()
    const reference = referenceOf(await storedEnquiry(email))
    const mail = await smtp.waitFor(to(email))
    expect(mail.headers.get('content-language')).toBe('de')
    expect(replyTo(mail)).toEqual([])
    expect(text(mail)).toMatch(/^Guten Tag Lena Vogt,\n\nvielen Dank für Ihre Anfrage\./)
    const lines = text(mail).split('\n')
    for (const line of [
      'Name: Lena Vogt',
      `E-Mail: ${email}`,
      'Firma: Keramik Vogt KG',
      'Position: Einkäuferin',
      'Postanschrift: Hauptstraße 1',
      'PLZ: 4020',
      'Ort: Linz',
      'Land: Österreich',
      'Telefon: +43 732 123456',
      'Markt: Kunststoffe',
      'Anwendung: PP-Compound für Stoßfänger',
      'Sorte: Noch nicht sicher',
    ])
      expect(lines, line).toContain(line)
    expect(text(mail)).toContain(reference)
    expect(text(mail)).toContain(`Ihre Vorgangsnummer: ${reference}`)
    expect(html(mail)).toContain(reference)
    expect(html(mail)).toContain('Land: Österreich')
    expect(html(mail)).toContain('UID-Nummer: ATU12345678')
    expect(text(mail)).toContain('Mit freundlichen Grüßen\nIhr EuroTalc-Team')
  })

  it("confirms with what was sent, in the sender's language, and the reference (EN)", async () => {
    const email = 'layout-confirm-en@example.com'
    const body = {
      firstName: 'Lena',
      lastName: 'Vogt',
      company: 'Keramik Vogt KG',
      jobTitle: 'Buyer',
      country: 'DE',
      email,
      phone: '+49 30 123456',
      market: 'Plastics',
      query: 'Prices for 20 t of HTP 05?',
      terms: true,
      information: false,
    }
    expect((await send('contact-sales', body, 'en')).status).toBe(201)
    await deliverDueMail()
    const reference = referenceOf(await storedEnquiry(email))
    const mail = await smtp.waitFor(to(email))
    expect(mail.subject).toBe('Your enquiry at EuroTalc')
    expect(text(mail)).toMatch(/^Dear Lena Vogt,\n\nThank you for your enquiry\./)
    const lines = text(mail).split('\n')
    for (const line of [
      'Name: Lena Vogt',
      'Country: Germany',
      'Market: Plastics',
      'Your query: Prices for 20 t of HTP 05?',
    ])
      expect(lines, line).toContain(line)
    expect(text(mail)).toContain(`Your reference number: ${reference}`)
    expect(text(mail)).toContain('Kind regards,\nThe EuroTalc team')
    expect(html(mail)).toContain(reference)
    expect(html(mail)).toContain('VAT ID: ATU12345678')
  })
})
