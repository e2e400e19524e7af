import { type Browser, expect, type Page, readyAfterLoad, test } from './fixtures'

import { staffToken } from './global-setup'

/**
 * Where a form's answer appears: on a 390 px phone the personal area's
 * notices ("Your details have been saved", the e-mail link, the password change) appear beside
 * the form they answer, in view and focused; a form sent without JavaScript comes back at its
 * message instead of at the page's top; a grade's page opens the sample request with the grade
 * chosen, with and without JavaScript.
 */
type Locale = 'en' | 'de'
const at = (locale: Locale, p: string) => (locale === 'en' ? p : `/de${p}`)
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }

const TEXT = {
  en: {
    login: 'Log in',
    email: 'E-mail',
    password: 'Password',
    details: 'Your details',
    company: 'Company',
    save: 'Save details',
    saved: 'Your details have been saved.',
    passwordTitle: 'Change password',
    old: 'Old password',
    new: 'New password',
    repeat: 'Repeat password',
    change: 'Change password',
    changed: 'Your password has been changed.',
    emailTitle: 'Change e-mail address',
    newEmail: 'New e-mail address',
    yourPassword: 'Your password',
    emailSend: 'Send confirmation link',
    firstName: 'First name',
    lastName: 'Last name',
    introduction: 'Self-introduction',
    file: 'File',
    terms: 'I have read and accept the',
    submit: 'Send',
    jobDone: 'Awesome!',
    jobDoneText: 'Your application has been sent',
    requestSample: 'Request a sample of EuroTalc P 12',
    grade: 'Grade',
  },
  de: {
    login: 'Anmelden',
    email: 'E-Mail',
    password: 'Passwort',
    details: 'Ihre Angaben',
    company: 'Unternehmen',
    save: 'Angaben speichern',
    saved: 'Ihre Angaben wurden gespeichert.',
    passwordTitle: 'Passwort ändern',
    old: 'Altes Passwort',
    new: 'Neues Passwort',
    repeat: 'Passwort wiederholen',
    change: 'Passwort ändern',
    changed: 'Ihr Passwort wurde geändert.',
    emailTitle: 'E-Mail-Adresse ändern',
    newEmail: 'Neue E-Mail-Adresse',
    yourPassword: 'Ihr Passwort',
    emailSend: 'Bestätigungslink senden',
    firstName: 'Vorname',
    lastName: 'Nachname',
    introduction: 'Kurze Vorstellung',
    file: 'Datei',
    terms: 'gelesen und bin einverstanden',
    submit: 'Senden',
    jobDone: 'Super!',
    jobDoneText: 'Ihre Bewerbung wurde gesendet',
    requestSample: 'Muster von EuroTalc P 12 anfordern',
    grade: 'Sorte',
  },
} as const

let sender = 0
/** Every context sends from its own address, so the per-address limits never meet the suite. */
const senderHeaders = () => ({
  'x-forwarded-for': `198.19.${Math.floor(Math.random() * 250)}.${(sender += 1) % 250}`,
})

async function newPage(browser: Browser, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({
    ...PHONE,
    javaScriptEnabled,
    extraHTTPHeaders: senderHeaders(),
  })
  // The cookie banner would sit over the forms at phone width: decided before.
  await context.addInitScript(() =>
    localStorage.setItem('cookies', JSON.stringify({ terms: false, information: false })),
  )
  const page = await context.newPage()
  return javaScriptEnabled ? readyAfterLoad(page) : page
}

/** The element is in the window and not under the sticky header. */
async function expectInView(page: Page, selector: ReturnType<Page['locator']>) {
  await expect(selector).toBeInViewport()
  const header = await page.getByRole('banner').boundingBox()
  const box = await selector.boundingBox()
  expect(box, 'the message has a box').not.toBeNull()
  // Below the header's bottom edge where it is on screen (sticky, or scrolled away without
  // JavaScript on a phone, where it is not sticky).
  const headerBottom = header ? Math.max(0, header.y + header.height) : 0
  expect(box!.y).toBeGreaterThanOrEqual(headerBottom - 1)
}

/** A small, well-formed PDF (Payload also checks a PDF's trailer). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\nxref\n0 1\n0000000000 65535 f \ntrailer << /Root 1 0 R >>\nstartxref\n9\n%%EOF\n',
)

for (const locale of ['en', 'de'] as const) {
  const t = TEXT[locale]

  test(`personal area on a 390 px phone: each notice appears beside its form, in view and focused (${locale})`, async ({
    browser,
    request,
  }) => {
    const email = `notices-${locale}-${Date.now()}@example.com`
    const password = 'Notice-Focus-Pass-2026'
    const created = await request.post('/api/cms/members', {
      headers: { Authorization: `JWT ${staffToken('admin')}` },
      data: {
        email,
        password,
        status: 'approved',
        firstName: 'Nora',
        lastName: 'Hinweis',
        company: 'Hinweis Coatings',
        jobTitle: 'Buyer',
        phone: '+43 316 1234',
        city: 'Graz',
        country: 'AT',
        market: 'Paper',
        language: locale,
        termsAcceptedAt: new Date().toISOString(),
      },
    })
    expect(created.status()).toBe(201)

    const page = await newPage(browser, true)
    await page.goto(at(locale, '/personal'))
    const dialog = page.getByRole('dialog', { name: t.login })
    await dialog.getByLabel(t.email).fill(email)
    await dialog.getByLabel(t.password).fill(password)
    await dialog.getByRole('button', { name: t.login, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${at(locale, '/personal')}$`))

    // Your details, saved from the button far down the phone's page.
    const details = page.getByRole('form', { name: t.details })
    await details.getByLabel(new RegExp(`^${t.company}`)).fill('Hinweis Coatings AG')
    const save = details.getByRole('button', { name: t.save })
    await save.scrollIntoViewIfNeeded()
    await save.click()
    const saved = details.getByRole('status').filter({ hasText: t.saved })
    await expect(saved).toBeFocused()
    await expectInView(page, saved)
    // The page did not go back to its top, where the notice used to be.
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)

    // A new e-mail address: the notice of the mailed link, beside that form.
    const change = page.getByRole('form', { name: t.emailTitle })
    await change.getByLabel(t.newEmail).fill(`notices-moved-${locale}-${Date.now()}@example.com`)
    await change.getByLabel(t.yourPassword).fill(password)
    const send = change.getByRole('button', { name: t.emailSend })
    await send.scrollIntoViewIfNeeded()
    await send.click()
    const linkSent = change.getByRole('status')
    await expect(linkSent).toContainText('notices-moved-')
    await expect(linkSent).toBeFocused()
    await expectInView(page, linkSent)
    // Only one notice at a time: the details' one is gone.
    await expect(page.getByRole('status').filter({ hasText: t.saved })).toHaveCount(0)

    // The password: changed, its notice beside its form.
    const passwordForm = page.locator('form').filter({
      has: page.getByRole('heading', { name: t.passwordTitle }),
    })
    await passwordForm.getByLabel(t.old).fill(password)
    await passwordForm
      .getByRole('textbox', { name: t.new, exact: true })
      .fill('Notice-Focus-Changed-2026')
    await passwordForm.getByLabel(t.repeat).fill('Notice-Focus-Changed-2026')
    const changeButton = passwordForm.getByRole('button', { name: t.change })
    await changeButton.scrollIntoViewIfNeeded()
    await changeButton.click()
    const changed = passwordForm.getByRole('status').filter({ hasText: t.changed })
    await expect(changed).toBeFocused()
    await expectInView(page, changed)
    await page.context().close()
  })

  test(`a job application sent without JavaScript comes back at its message (${locale})`, async ({
    browser,
  }) => {
    const page = await newPage(browser, false)
    await page.goto(at(locale, '/about-us/careers/process-engineer'))
    const form = page.locator('form.site-form')
    // The name fields, where the form asks for them.
    for (const [label, value] of [
      [t.firstName, 'Jonas'],
      [t.lastName, 'Berger'],
    ] as const) {
      const field = form.getByLabel(new RegExp(`^${label}`))
      if ((await field.count()) > 0) await field.first().fill(value)
    }
    await form.getByLabel(new RegExp(`^${t.email}`)).fill(`no-js-view-${locale}@example.com`)
    await form.getByLabel(new RegExp(`^${t.introduction}`)).fill('Process engineer, ten years.')
    await form
      .getByLabel(new RegExp(`^${t.file} \\(`))
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF })
    await form.getByLabel(new RegExp(t.terms)).check()
    await page.getByRole('button', { name: t.submit, exact: true }).click()

    // The answer page opens at the result, not at its top 1,500 px above.
    await expect(page).toHaveURL(/#job-response-result$/)
    const done = page.getByRole('status').filter({ hasText: t.jobDoneText })
    await expect(done.getByRole('heading', { name: t.jobDone })).toBeVisible()
    await expectInView(page, done)
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    await page.context().close()
  })

  test(`a refused form sent without JavaScript comes back at its message (${locale})`, async ({
    browser,
  }) => {
    // Every enquiry form posts the same way: here the longest, the sample request, sent empty.
    const page = await newPage(browser, false)
    await page.goto(at(locale, '/contacts/request-a-sample'))
    await page.getByRole('button', { name: t.submit, exact: true }).click()
    await expect(page).toHaveURL(/#request-a-sample-result$/)
    await expectInView(page, page.locator('#request-a-sample-result[role="alert"]'))
    await page.context().close()
  })

  for (const javaScriptEnabled of [true, false]) {
    test(`a grade's page opens the sample request with the grade chosen (${locale}, ${javaScriptEnabled ? 'with' : 'without'} JavaScript)`, async ({
      browser,
    }) => {
      const page = await newPage(browser, javaScriptEnabled)
      await page.goto(at(locale, '/our-products/grades/eurotalc-p-12'))
      await page.getByRole('link', { name: t.requestSample }).click()
      await expect(page).toHaveURL(
        new RegExp(`${at(locale, '/contacts/request-a-sample')}\\?grade=eurotalc-p-12$`),
      )
      const grade = page.locator('form.site-form').getByLabel(new RegExp(`^${t.grade}`))
      await expect(grade).toHaveValue('eurotalc-p-12')
      await expect(grade.locator('option:checked')).toHaveText('EuroTalc P 12')
      await page.context().close()
    })
  }
}
