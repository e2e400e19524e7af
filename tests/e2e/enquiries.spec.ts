import { type Browser, expect, type Page, readyAfterLoad, test } from './fixtures'

import { expectNoAxeViolations } from './axe'
import { staffToken } from './global-setup'

/**
 * The enquiry forms in the browser (ADR 0011): each form on its page submits and confirms, in
 * English and German; refused fields show their message under the field; the form works with
 * JavaScript switched off and keeps what was typed; axe finds nothing on any form.
 */
type Locale = 'en' | 'de'
const at = (locale: Locale, p: string) => (locale === 'en' ? p : `/de${p}`)

const FORMS = [
  { path: '/contacts/request-a-sample', type: 'request-a-sample' },
  { path: '/contacts/contact-sales', type: 'contact-sales' },
  { path: '/contacts/general-enquiries', type: 'general-enquiries' },
  { path: '/contacts/contact-us', type: 'contact-us' },
  { path: '/about-us/our-team', type: 'team-form' },
] as const

const TEXT = {
  en: {
    firstName: 'First name',
    lastName: 'Last name',
    company: 'Company',
    jobTitle: 'Job title',
    address: 'Postal address',
    postalCode: 'ZIP/postal code',
    city: 'City',
    country: 'Country',
    email: 'E-mail',
    phone: 'Phone',
    market: 'Market',
    application: 'Application',
    grade: 'Grade',
    query: 'Your query',
    theme: 'Subject',
    text: 'Message',
    terms: 'I have read and accept the',
    submit: 'Send',
    done: 'Thank you!',
    verified: 'Verified',
    pleaseEnter: 'Please enter',
    chooseCountry: 'Choose country',
    invalidEmail: 'Invalid email',
    writeSomething: 'Write something',
  },
  de: {
    firstName: 'Vorname',
    lastName: 'Nachname',
    company: 'Firma',
    jobTitle: 'Position',
    address: 'Postanschrift',
    postalCode: 'PLZ',
    city: 'Ort',
    country: 'Land',
    email: 'E-Mail',
    phone: 'Telefon',
    market: 'Markt',
    application: 'Anwendung',
    grade: 'Sorte',
    query: 'Ihre Anfrage',
    theme: 'Betreff',
    text: 'Nachricht',
    terms: 'gelesen und bin einverstanden',
    submit: 'Senden',
    done: 'Vielen Dank!',
    verified: 'Bestätigt',
    pleaseEnter: 'Bitte ausfüllen',
    chooseCountry: 'Land auswählen',
    invalidEmail: 'Ungültige E-Mail-Adresse',
    writeSomething: 'Schreiben Sie etwas',
  },
} as const

let sender = 0
/** Every test sends from its own address, so the per-address limit never meets the suite. */
const senderHeaders = () => ({
  'x-forwarded-for': `198.18.${Math.floor(Math.random() * 250)}.${(sender += 1) % 250}`,
})

async function newPage(browser: Browser, javaScriptEnabled = true) {
  const context = await browser.newContext({ javaScriptEnabled, extraHTTPHeaders: senderHeaders() })
  await context.addInitScript(() =>
    localStorage.setItem('cookies', JSON.stringify({ terms: false, information: false })),
  )
  const page = await context.newPage()
  return javaScriptEnabled ? readyAfterLoad(page) : page
}

/** Fills every field the form has, with values that pass. */
async function fillValid(page: Page, locale: Locale, email: string) {
  const t = TEXT[locale]
  const form = page.locator('form.site-form')
  const fill = async (label: string, value: string) => {
    const field = form.getByLabel(new RegExp(`^${label}`))
    if ((await field.count()) > 0) await field.first().fill(value)
  }
  const choose = async (label: string, index: number) => {
    const field = form.getByLabel(new RegExp(`^${label}`))
    if ((await field.count()) > 0) await field.first().selectOption({ index })
  }
  await fill(t.firstName, 'Lena')
  await fill(t.lastName, 'Vogt')
  await fill(t.company, 'Keramik Vogt KG')
  await fill(t.jobTitle, 'Buyer')
  await fill(`${t.address} \\*`, 'Hauptstraße 1')
  await fill(t.postalCode, '10115')
  await fill(t.city, 'Berlin')
  await fill(t.email, email)
  await fill(t.phone, '+49 30 123456')
  await fill(t.application, 'PP bumper compound')
  await fill(t.query, 'Please send prices for 20 t.')
  await fill(t.theme, 'Visit')
  await fill(`${t.text} \\*`, 'Hello team')
  await choose(t.country, 5)
  await choose(t.market, 1)
  await choose(t.grade, 1)
  await form.getByLabel(new RegExp(t.terms)).check()
}

for (const locale of ['en', 'de'] as const) {
  const t = TEXT[locale]

  for (const { path, type } of FORMS) {
    test(`${type} submits and confirms (${locale})`, async ({ browser }) => {
      const page = await newPage(browser)
      // axe checks every form page in content.spec.ts; here the error state below.
      await page.goto(at(locale, path))
      await fillValid(page, locale, `${type}-${locale}@example.com`)
      // The robot check ran while the form was filled in.
      await expect(page.locator('.captcha__status')).toHaveText(t.verified)
      await page.getByRole('button', { name: t.submit, exact: true }).click()
      await expect(page.getByRole('heading', { name: t.done })).toBeVisible()
      await expect(page.getByRole('status').filter({ hasText: t.done })).toBeFocused()
    })
  }

  test(`a visitor who starts typing before the page has come alive still gets the robot check (${locale})`, async ({
    browser,
  }) => {
    const page = await newPage(browser)
    // The page's scripts are held until the visitor is in the form.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/_next/static/chunks/**', async (route) => {
      await held
      await route.continue().catch(() => undefined)
    })
    await page.goto(at(locale, '/contacts/contact-sales'), { waitUntil: 'domcontentloaded' })
    const first = page.locator('form.site-form').getByLabel(new RegExp(`^${t.firstName}`))
    await first.fill('Lena')
    await expect(first).toBeFocused()
    release()
    await expect(page.locator('.captcha__status')).toHaveText(t.verified)
  })

  test(`refused fields show their messages under the fields (${locale})`, async ({ browser }) => {
    const page = await newPage(browser)
    await page.goto(at(locale, '/contacts/contact-sales'))
    const form = page.locator('form.site-form')
    await form.getByLabel(new RegExp(`^${t.email}`)).fill('lena@')
    await page.getByRole('button', { name: t.submit, exact: true }).click()
    const first = form.getByLabel(new RegExp(`^${t.firstName}`))
    await expect(first).toBeFocused()
    await expect(first).toHaveAttribute('aria-invalid', 'true')
    await expect(form.locator('#contact-sales-firstName-error')).toHaveText(t.pleaseEnter)
    await expect(form.locator('#contact-sales-email-error')).toHaveText(t.invalidEmail)
    await expect(form.locator('#contact-sales-country-error')).toHaveText(t.chooseCountry)
    await expect(form.locator('#contact-sales-query-error')).toHaveText(t.writeSomething)
    await expectNoAxeViolations(page)
  })

  test(`works without JavaScript and keeps what was typed (${locale})`, async ({ browser }) => {
    const page = await newPage(browser, false)
    await page.goto(at(locale, '/contacts/general-enquiries'))
    await fillValid(page, locale, `no-js-${locale}@example.com`)
    const form = page.locator('form.site-form')
    await form.getByLabel(new RegExp(`^${t.query}`)).fill('')
    await page.getByRole('button', { name: t.submit, exact: true }).click()
    await expect(form.locator('#general-enquiries-query-error')).toHaveText(t.writeSomething)
    await expect(form.getByLabel(new RegExp(`^${t.company}`))).toHaveValue('Keramik Vogt KG')
    await form.getByLabel(new RegExp(`^${t.query}`)).fill('Sent without JavaScript.')
    await form.getByLabel(new RegExp(t.terms)).check()
    await page.getByRole('button', { name: t.submit, exact: true }).click()
    await expect(page.getByRole('heading', { name: t.done })).toBeVisible()
  })
}

test('the inbox keeps the address the proxy saw, not one the sender wrote', async ({ browser }) => {
  // This server trusts one proxy (tests/e2e/server.mjs): the test is that proxy, and appends
  // the address it "saw" after an entry the sender forged.
  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'x-forwarded-for': '6.6.6.6, 198.18.251.77' },
  })
  const page = await context.newPage()
  const email = `forged-address-${Date.now()}@example.com`
  await page.goto('/contacts/general-enquiries')
  await fillValid(page, 'en', email)
  await page.getByRole('button', { name: TEXT.en.submit, exact: true }).click()
  await expect(page.getByRole('heading', { name: TEXT.en.done })).toBeVisible()
  const response = await page.request.get(
    `/api/cms/enquiries?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
    { headers: { Authorization: `JWT ${staffToken('admin')}` } },
  )
  expect(response.status()).toBe(200)
  const { docs } = (await response.json()) as { docs: { address: string }[] }
  expect(docs.map((doc) => doc.address)).toEqual(['198.18.251.0'])
  await context.close()
})

/** A small, well-formed PDF (Payload also checks a PDF's trailer). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\nxref\n0 1\n0000000000 65535 f \ntrailer << /Root 1 0 R >>\nstartxref\n9\n%%EOF\n',
)
/** A PDF's header with no cross-reference trailer: Payload's upload check refuses it. */
const FRAGMENT = Buffer.from('%PDF-1.4\n%âãÏÓ\n%%EOF\n')
const JOB_PATH = '/about-us/careers/process-engineer'
const JOB_TEXT = {
  en: {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'E-mail',
    introduction: 'Self-introduction',
    file: 'File',
    terms: 'I have read and accept the',
    submit: 'Send',
    done: 'Awesome!',
    doneText: 'Your application has been sent',
    fileType: 'Choose a PDF, Word or Excel file (pdf, doc, docx, xls, xlsx)',
    fileTooLarge: 'The file is larger than 2 MB',
    fileRequired: 'Choose a file',
    fileContent:
      'The file’s content does not match its type: choose a real PDF, Word or Excel file',
  },
  de: {
    firstName: 'Vorname',
    lastName: 'Nachname',
    email: 'E-Mail',
    introduction: 'Kurze Vorstellung',
    file: 'Datei',
    terms: 'gelesen und bin einverstanden',
    submit: 'Senden',
    done: 'Super!',
    doneText: 'Ihre Bewerbung wurde gesendet',
    fileType: 'Wählen Sie eine PDF-, Word- oder Excel-Datei (pdf, doc, docx, xls, xlsx)',
    fileTooLarge: 'Die Datei ist größer als 2 MB',
    fileRequired: 'Datei wählen',
    fileContent:
      'Der Inhalt der Datei passt nicht zu ihrem Typ: Wählen Sie eine echte PDF-, Word- oder Excel-Datei',
  },
} as const

async function fillApplication(page: Page, locale: Locale, email: string) {
  const t = JOB_TEXT[locale]
  const form = page.locator('form.site-form')
  await form.getByLabel(new RegExp(`^${t.firstName}`)).fill('Jonas')
  await form.getByLabel(new RegExp(`^${t.lastName}`)).fill('Berger')
  await form.getByLabel(new RegExp(`^${t.email}`)).fill(email)
  await form.getByLabel(new RegExp(`^${t.introduction}`)).fill('Process engineer, ten years.')
  await form
    .getByLabel(new RegExp(`^${t.file} \\(`))
    .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF })
  await form.getByLabel(new RegExp(t.terms)).check()
}

for (const locale of ['en', 'de'] as const) {
  const t = JOB_TEXT[locale]

  test(`job response sends the file and confirms (${locale})`, async ({ browser }) => {
    const page = await newPage(browser)
    await page.goto(at(locale, JOB_PATH))
    await fillApplication(page, locale, `applicant-${locale}@example.com`)
    await expect(page.locator('.captcha__status')).toHaveText(TEXT[locale].verified)
    await page.getByRole('button', { name: t.submit, exact: true }).click()
    await expect(page.getByRole('heading', { name: t.done })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: t.doneText })).toBeFocused()
  })

  test(`the inbox lists a job application by the applicant's name, not as "<No Name>" (${locale})`, async ({
    browser,
  }, testInfo) => {
    const page = await newPage(browser)
    const email = `listed-${locale}-${testInfo.project.name}@example.com`
    await page.goto(at(locale, JOB_PATH))
    await fillApplication(page, locale, email)
    await expect(page.locator('.captcha__status')).toHaveText(TEXT[locale].verified)
    await page.getByRole('button', { name: t.submit, exact: true }).click()
    await expect(page.getByRole('heading', { name: t.done })).toBeVisible()
    await page
      .context()
      .addCookies([
        { name: 'payload-token', value: staffToken('admin'), url: testInfo.project.use.baseURL! },
      ])
    await page.goto(`/admin/collections/enquiries?search=${encodeURIComponent(email)}`)
    const row = page.getByRole('row').filter({ hasText: email })
    // The applicant's name, which the form asks for.
    await expect(row).toContainText('Jonas Berger')
    await expect(row).toContainText('—')
    await expect(row).not.toContainText('<No')
  })

  test(`job response refuses a wrong or large file at once (${locale})`, async ({ browser }) => {
    test.setTimeout(60_000)
    const page = await newPage(browser)
    await page.goto(at(locale, JOB_PATH))
    const form = page.locator('form.site-form')
    const file = form.getByLabel(new RegExp(`^${t.file} \\(`))
    const error = form.locator('#job-response-attachment-error')
    await page.getByRole('button', { name: t.submit, exact: true }).click()
    await expect(error).toHaveText(t.fileRequired)
    await file.setInputFiles({ name: 'cv.pdf.exe', mimeType: 'application/pdf', buffer: PDF })
    await expect(error).toHaveText(t.fileType)
    await expect(file).toHaveAttribute('aria-invalid', 'true')
    await file.setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([PDF, Buffer.alloc(2 * 1024 * 1024)]),
    })
    await expect(error).toHaveText(t.fileTooLarge)
    // A hand-made PDF without its trailer: read in the browser with the server's own check.
    await file.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: FRAGMENT })
    await expect(error).toHaveText(t.fileContent)
    await file.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF })
    await expect(error).toHaveText('')
    await expectNoAxeViolations(page)
  })
}

test('the file picker speaks the page language, shows the chosen file and removes it', async ({
  browser,
}) => {
  const page = await newPage(browser)
  for (const [locale, t, none, remove, choose] of [
    ['en', JOB_TEXT.en, 'No file chosen', 'Remove file', 'Choose file'],
    ['de', JOB_TEXT.de, 'Keine Datei ausgewählt', 'Datei entfernen', 'Datei auswählen'],
  ] as const) {
    await page.goto(at(locale, JOB_PATH))
    const form = page.locator('form.site-form')
    const file = form.getByLabel(new RegExp(`^${t.file} \\(`))
    const chosen = form.locator('#job-response-attachment-chosen')
    await expect(chosen).toHaveText(none)
    // The input itself takes the focus and is described by what is chosen.
    await file.focus()
    await expect(file).toBeFocused()
    await expect(file).toHaveAttribute('aria-describedby', /job-response-attachment-chosen/)
    // Its name holds the visible "Choose file" (WCAG 2.5.3, label in name).
    await expect(file).toHaveAccessibleName(new RegExp(`^${t.file}.* ${choose}$`))
    await file.setInputFiles({
      name: 'Lebenslauf.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([PDF.subarray(0, 9), Buffer.alloc(1_300_000, 0x20), PDF.subarray(9)]),
    })
    await expect(chosen).toHaveText(
      locale === 'en' ? 'Lebenslauf.pdf (1.2 MB)' : 'Lebenslauf.pdf (1,2 MB)',
    )
    await expectNoAxeViolations(page)
    // One name, as a screen reader says it (it read "Remove file : Lebenslauf.pdf").
    await form.getByRole('button', { name: `${remove}: Lebenslauf.pdf`, exact: true }).click()
    await expect(chosen).toHaveText(none)
    await expect(file).toBeFocused()
    expect(await file.evaluate((input: HTMLInputElement) => input.files?.length)).toBe(0)
    await expect(form.getByRole('button', { name: new RegExp(`^${remove}`) })).toHaveCount(0)
  }
})

for (const locale of ['en', 'de'] as const) {
  test(`a file the server refuses comes back as its message, with everything typed kept (${locale})`, async ({
    browser,
  }) => {
    // Without JavaScript the browser does not read the file: the server's answer is the page.
    const page = await newPage(browser, false)
    await page.goto(at(locale, JOB_PATH))
    const t = JOB_TEXT[locale]
    const email = `fragment-no-js-${locale}@example.com`
    await fillApplication(page, locale, email)
    const form = page.locator('form.site-form')
    await form
      .getByLabel(new RegExp(`^${t.file} \\(`))
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: FRAGMENT })
    await page.getByRole('button', { name: t.submit, exact: true }).click()
    await expect(form.locator('#job-response-attachment-error')).toHaveText(t.fileContent)
    await expect(form.getByLabel(new RegExp(`^${t.email}`))).toHaveValue(email)
    await expect(form.getByLabel(new RegExp(`^${t.introduction}`))).toHaveValue(
      'Process engineer, ten years.',
    )
    await expect(form.getByLabel(new RegExp(t.terms))).toBeChecked()
    await form
      .getByLabel(new RegExp(`^${t.file} \\(`))
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF })
    await page.getByRole('button', { name: t.submit, exact: true }).click()
    await expect(page.getByRole('heading', { name: t.done })).toBeVisible()
    // Stored, with its file: the inbox has it.
    const found = await page.request.get(
      `/api/cms/enquiries?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
      { headers: { Authorization: `JWT ${staffToken('admin')}` } },
    )
    const { docs } = (await found.json()) as { docs: { attachment: number | null }[] }
    expect(docs).toHaveLength(1)
    expect(docs[0]!.attachment).not.toBeNull()
  })
}

test('job response works without JavaScript', async ({ browser }) => {
  const page = await newPage(browser, false)
  await page.goto(JOB_PATH)
  await fillApplication(page, 'en', 'applicant-no-js@example.com')
  await page.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Awesome!' })).toBeVisible()
})
