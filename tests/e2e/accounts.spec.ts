import fs from 'node:fs'
import path from 'node:path'

import { expect, type Page, test } from './fixtures'
import { type ParsedMail, simpleParser } from 'mailparser'

import { staffToken } from './global-setup'
import { expectNoAxeViolations } from './axe'

/**
 * Accounts in the browser (SPEC §2.5, §2.6, §4): the dialogs in every state, registration,
 * approval in the admin, the mailed temporary password, the forced password change, logout.
 * Mail arrives at the SMTP server of tests/e2e/server.mjs, which writes it to its mailbox.
 */
const port = process.env.E2E_PORT ?? '3100'
const MAILBOX = path.resolve(process.cwd(), `data/e2e-${port}/mailbox`)
const PENDING = { email: 'pending@eurotalc.example', password: 'EuroTalc-Waiting-2026' }
const MEMBER = { email: 'member@eurotalc.example', password: 'EuroTalc-Customer-2026' }

type Locale = 'en' | 'de'
const at = (locale: Locale, p: string) => (locale === 'en' ? p : p === '/' ? '/de' : `/de${p}`)

const TEXT = {
  en: {
    login: 'Log in',
    email: 'E-mail',
    password: 'Password',
    forgot: 'Forgot your password?',
    forgotTitle: 'Forgot password',
    sendLink: 'Send link',
    back: 'Back to login',
    done: 'Success',
    notApproved: 'Account not yet approved',
    failed: 'Incorrect email or password',
    invalid: 'Invalid email',
    emailRequired: 'Email is required',
    passwordRequired: 'Please enter a password',
    register: 'Register',
    personal: 'Personal area',
    changeFirst: 'Please change your password to access this section.',
    old: 'Old password',
    temporary: 'Temporary password',
    new: 'New password',
    repeat: 'Repeat password',
    change: 'Change password',
    changed: 'Your password has been changed.',
    logout: 'Log out',
    registered: 'Thank you for registering',
    verified: 'Verified',
    robotFailed: 'The robot check cannot be shown: failed to load script. Please try again.',
    approvedSubject: 'Your EuroTalc account is approved',
    mismatch: 'Passwords must be equal',
  },
  de: {
    login: 'Anmelden',
    email: 'E-Mail',
    password: 'Passwort',
    forgot: 'Passwort vergessen?',
    forgotTitle: 'Passwort vergessen',
    sendLink: 'Link senden',
    back: 'Zurück zur Anmeldung',
    done: 'Erledigt',
    notApproved: 'Konto noch nicht freigegeben',
    failed: 'E-Mail oder Passwort ist falsch',
    invalid: 'Ungültige E-Mail-Adresse',
    emailRequired: 'E-Mail ist erforderlich',
    passwordRequired: 'Bitte geben Sie ein Passwort ein',
    register: 'Registrieren',
    personal: 'Persönlicher Bereich',
    changeFirst: 'Bitte ändern Sie Ihr Passwort, um diesen Bereich zu nutzen.',
    old: 'Altes Passwort',
    temporary: 'Vorläufiges Passwort',
    new: 'Neues Passwort',
    repeat: 'Passwort wiederholen',
    change: 'Passwort ändern',
    changed: 'Ihr Passwort wurde geändert.',
    logout: 'Abmelden',
    registered: 'Vielen Dank für Ihre Registrierung',
    verified: 'Bestätigt',
    robotFailed: 'Die Roboterprüfung konnte nicht geladen werden. Bitte versuchen Sie es erneut.',
    approvedSubject: 'Ihr EuroTalc-Konto ist freigegeben',
    mismatch: 'Die Passwörter müssen übereinstimmen',
  },
} as const

async function mailTo(address: string, subject: string): Promise<ParsedMail> {
  const deadline = Date.now() + 20_000
  while (Date.now() < deadline) {
    const files = fs.existsSync(MAILBOX) ? fs.readdirSync(MAILBOX).sort() : []
    for (const file of files) {
      const mail = await simpleParser(fs.readFileSync(path.join(MAILBOX, file)))
      const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []
      const recipients = to.flatMap((a) => a.value.map((v) => v.address))
      if (recipients.includes(address) && mail.subject === subject) return mail
    }
    await new Promise((r) => setTimeout(r, 300))
  }
  throw new Error(`No mail "${subject}" to ${address}`)
}

/** The cookie banner would sit over forms at phone width: decide it first. */
async function acceptCookies(page: Page) {
  await page.evaluate(() =>
    localStorage.setItem('cookies', JSON.stringify({ terms: false, information: false })),
  )
}

for (const locale of ['en', 'de'] as const) {
  const t = TEXT[locale]

  test.describe(`login dialog (${locale})`, () => {
    test('every state of SPEC §4: empty, invalid, wrong, not approved, forgot and done', async ({
      page,
    }, testInfo) => {
      await page.goto(at(locale, '/'))
      await acceptCookies(page)
      await page.goto(`${at(locale, '/about-us')}?login`)
      const dialog = page.getByRole('dialog', { name: t.login })
      await expect(dialog).toBeVisible()
      const submit = dialog.getByRole('button', { name: t.login, exact: true })
      const email = dialog.getByLabel(t.email)
      const password = dialog.getByLabel(t.password)

      // Opened for typing: the e-mail field has focus, not the Close button.
      await expect(email).toBeFocused()
      // Sent empty (Enter), the form says what is missing (WCAG 3.3.1; the button
      // was disabled while a field was empty, and Enter said nothing).
      await expect(submit).toBeEnabled()
      await email.press('Enter')
      await expect(dialog.getByText(t.emailRequired)).toBeVisible()
      await expect(dialog.getByText(t.passwordRequired)).toBeVisible()
      await expect(email).toBeFocused()
      await email.fill('anna@')
      await password.fill('something')
      await submit.click()
      await expect(dialog.getByText(t.invalid)).toBeVisible()
      await expect(email).toHaveAttribute('aria-invalid', 'true')
      await expectNoAxeViolations(page)

      // Wrong credentials: the server's message under the e-mail field.
      await email.fill('nobody@example.com')
      await submit.click()
      await expect(dialog.getByText(t.failed)).toBeVisible()
      await expect(password).toHaveAttribute('aria-invalid', 'true')

      // A pending member: the not-approved view with OK, which closes the dialog.
      await email.fill(PENDING.email)
      await password.fill(PENDING.password)
      await submit.click()
      const notApproved = page.getByRole('dialog', { name: t.notApproved })
      await expect(notApproved).toBeVisible()
      await expectNoAxeViolations(page)
      await notApproved.getByRole('button', { name: 'OK' }).click()
      await expect(notApproved).toBeHidden()
      await expect(page).toHaveURL(new RegExp(`${at(locale, '/about-us')}$`))

      // Forgot password and back, then the done view (shown for any address).
      await page.evaluate(() => window.dispatchEvent(new Event('openLogin')))
      await expect(dialog).toBeVisible()
      await dialog.getByRole('button', { name: t.forgot }).click()
      const forgot = page.getByRole('dialog', { name: t.forgotTitle })
      await expect(forgot).toBeVisible()
      await forgot.getByRole('button', { name: t.back }).click()
      await expect(dialog.getByLabel(t.password)).toBeVisible()
      await dialog.getByRole('button', { name: t.forgot }).click()
      const send = forgot.getByRole('button', { name: t.sendLink })
      await send.click()
      await expect(forgot.getByText(t.emailRequired)).toBeVisible()
      // One address per project: a second request for it within a minute is throttled.
      await forgot.getByLabel(t.email).fill(`nobody-${locale}-${testInfo.project.name}@example.com`)
      await send.click()
      const done = page.getByRole('dialog', { name: t.done })
      await expect(done).toBeVisible()
      await expectNoAxeViolations(page)
      await done.getByRole('button', { name: 'OK' }).click()
      await expect(done).toBeHidden()
    })

    test('an approved member logs in: the dialog closes and the user icon leads to /personal', async ({
      page,
    }) => {
      await page.goto(at(locale, '/faq'))
      await acceptCookies(page)
      await page.getByRole('banner').getByRole('button', { name: t.login }).click()
      const dialog = page.getByRole('dialog', { name: t.login })
      await dialog.getByLabel(t.email).fill(MEMBER.email)
      await dialog.getByLabel(t.password).fill(MEMBER.password)
      await dialog.getByRole('button', { name: t.login, exact: true }).click()
      await expect(dialog).toBeHidden()
      await expect(page).toHaveURL(new RegExp(`${at(locale, '/faq')}$`))
      expect(
        await page.evaluate(() => JSON.parse(localStorage.getItem('user')!).temp_password),
      ).toBe('n')
      await page.getByRole('banner').getByRole('button', { name: t.personal }).click()
      await expect(page).toHaveURL(new RegExp(`${at(locale, '/personal')}$`))
      await expect(page.getByText(MEMBER.email)).toBeVisible()
      await expectNoAxeViolations(page)
    })

    test('/personal sends a visitor to the login', async ({ page }) => {
      await page.goto(at(locale, '/personal'))
      await expect(page.getByRole('dialog', { name: t.login })).toBeVisible()
      await expect(page).toHaveURL(/\?login$/)
    })
  })

  test(`register → approve in the admin → temporary password → forced change → logout → login (${locale})`, async ({
    page,
    context,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the whole journey once per language')
    // A long journey through the site, the admin and the mailbox: room for a busy CI machine.
    test.setTimeout(150_000)
    const email = `journey-${locale}-${Date.now()}@example.com`

    await page.goto(at(locale, '/register'))
    await acceptCookies(page)
    const form = page.locator('form.site-form')
    await form.getByLabel(/^(First name|Vorname)/).fill('Jana')
    await form.getByLabel(/^(Last name|Nachname)/).fill('Kraus')
    await form.getByLabel(/^(Company|Unternehmen)/).fill('Kraus Coatings')
    await form.getByLabel(/^(Job title|Position)/).fill('Buyer')
    await form.getByLabel(/^(E-mail|E-Mail)/).fill(email)
    await form.getByLabel(/^(Phone|Telefon)/).fill('+43 316 123456')
    await form.getByLabel(/^(City|Ort)/).fill('Graz')
    await form.getByLabel(/^(Country|Land)/).selectOption('AT')
    await form.getByLabel(/^(Market|Markt)/).selectOption({ index: 1 })
    await form.getByRole('checkbox').first().check()
    // The robot check ran while the form was filled in, as in the enquiry forms.
    await expect(page.locator('.captcha__status')).toHaveText(t.verified)
    await form.getByRole('button', { name: t.register }).click()
    await expect(page.getByRole('heading', { name: t.registered })).toBeVisible()

    // A moderator approves in the admin.
    await context.addCookies([
      { name: 'payload-token', value: staffToken('moderator'), url: testInfo.project.use.baseURL! },
    ])
    const search = await page.request.get(
      `/api/cms/members?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
      { headers: { Authorization: `JWT ${staffToken('moderator')}` } },
    )
    const id = ((await search.json()) as { docs: Array<{ id: number }> }).docs[0]!.id
    await page.goto(`/admin/collections/members/${id}`)
    // The select opens once the admin has hydrated; on a busy machine that can take a while.
    await expect(async () => {
      await page.locator('#field-status').click()
      await expect(page.getByRole('option', { name: 'Approved' })).toBeVisible({ timeout: 2_000 })
    }).toPass({ timeout: 45_000 })
    await page.getByRole('option', { name: 'Approved' }).click()
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText(/successfully/i).first()).toBeVisible()
    // The saved form shows what the approval did, by names rather than codes.
    await expect(page.getByRole('checkbox', { name: 'Has a temporary password' })).toBeChecked()
    await expect(page.locator('#field-temporaryPasswordExpiresAt input')).not.toHaveValue('')
    await expect(page.getByText(/^01 Approved · /)).toBeVisible()
    await expect(page.getByText('Austria', { exact: true })).toBeVisible()
    await page.goto('/admin/collections/members')
    await expect(
      page.getByRole('row').filter({ hasText: email }).getByText('Austria (AT)'),
    ).toBeVisible()
    await context.clearCookies({ name: 'payload-token' })

    const mail = await mailTo(email, t.approvedSubject)
    const temporary = /\b([A-Za-z0-9]{4}-[A-Za-z0-9]{4}-[A-Za-z0-9]{4}-[A-Za-z0-9]{4})\b/.exec(
      mail.text ?? '',
    )![1]!
    // The password stands on its own after the sentence that introduces it (text part).
    const paragraphs = (mail.text ?? '').split('\n\n')
    const place = paragraphs.indexOf(temporary)
    expect(place).toBeGreaterThan(0)
    expect(paragraphs[place - 1]).toContain(email)
    expect(paragraphs[place - 1]).toMatch(/:$/)

    // The mailed link opens the login; the temporary password leads to /personal.
    const link = /(http\S+\?login)/.exec(mail.text ?? '')![1]!
    await page.goto(new URL(link).pathname + '?login')
    const dialog = page.getByRole('dialog', { name: t.login })
    await dialog.getByLabel(t.email).fill(email)
    await dialog.getByLabel(t.password).fill(temporary)
    await dialog.getByRole('button', { name: t.login, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${at(locale, '/personal')}$`))
    await expect(page.getByText(t.changeFirst)).toBeVisible()
    await expectNoAxeViolations(page)

    // The old password of this forced change is the temporary one, and is called so.
    await expect(page.getByLabel(t.old)).toHaveCount(0)
    await page.getByLabel(t.temporary).fill(temporary)
    await page.getByRole('textbox', { name: t.new, exact: true }).fill('Janas-Own-Password-1')
    await page.getByLabel(t.repeat).fill('Janas-Own-Password-2')
    await page.getByRole('button', { name: t.change }).click()
    await expect(page.getByText(t.mismatch)).toBeVisible()
    await page.getByLabel(t.repeat).fill('Janas-Own-Password-1')
    await page.getByRole('button', { name: t.change }).click()
    await expect(page.getByText(t.changed)).toBeVisible()
    await expect(page.getByText(t.changeFirst)).toBeHidden()
    await expect(page.getByText(email)).toBeVisible()

    await page.getByRole('button', { name: t.logout }).click()
    await expect(page).toHaveURL(new RegExp(`${at(locale, '/')}$`))
    await expect(page.getByRole('banner').getByRole('button', { name: t.login })).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull()

    await page.getByRole('banner').getByRole('button', { name: t.login }).click()
    await dialog.getByLabel(t.email).fill(email)
    await dialog.getByLabel(t.password).fill('Janas-Own-Password-1')
    await dialog.getByRole('button', { name: t.login, exact: true }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('banner').getByRole('button', { name: t.personal })).toBeVisible()
  })
}

for (const locale of ['en', 'de'] as const) {
  const t = TEXT[locale]
  const mine = {
    en: {
      download: 'Download my data',
      deleteTitle: 'Delete my account',
      password: 'Your password',
      confirm: 'Delete my account for good',
      wrong: 'The password is not correct',
      deleted: 'Your account has been deleted.',
      details: 'Your details',
      company: 'Company',
      phone: 'Phone',
      save: 'Save details',
      saved: 'Your details have been saved.',
      emailTitle: 'Change e-mail address',
      newEmail: 'New e-mail address',
      emailSend: 'Send confirmation link',
      emailSubject: 'Confirm your new e-mail address',
      emailChanged: 'Your e-mail address is now',
      terms: 'I have read and accept the',
      verified: 'Verified',
      send: 'Send',
      thanks: 'Thank you!',
    },
    de: {
      download: 'Meine Daten herunterladen',
      deleteTitle: 'Konto löschen',
      password: 'Ihr Passwort',
      confirm: 'Konto endgültig löschen',
      wrong: 'Das Passwort ist nicht korrekt',
      deleted: 'Ihr Konto wurde gelöscht.',
      details: 'Ihre Angaben',
      company: 'Unternehmen',
      phone: 'Telefon',
      save: 'Angaben speichern',
      saved: 'Ihre Angaben wurden gespeichert.',
      emailTitle: 'E-Mail-Adresse ändern',
      newEmail: 'Neue E-Mail-Adresse',
      emailSend: 'Bestätigungslink senden',
      emailSubject: 'Bestätigen Sie Ihre neue E-Mail-Adresse',
      emailChanged: 'Ihre E-Mail-Adresse lautet jetzt',
      terms: 'gelesen und bin einverstanden',
      verified: 'Bestätigt',
      send: 'Senden',
      thanks: 'Vielen Dank!',
    },
  }[locale]

  test(`the personal area hands out the member's data and deletes the account (${locale})`, async ({
    page,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'once per language')
    const email = `my-data-${locale}-${Date.now()}@example.com`
    const password = 'Own-Data-Pass-2026'
    const created = await request.post('/api/cms/members', {
      headers: { Authorization: `JWT ${staffToken('admin')}` },
      data: {
        email,
        password,
        status: 'approved',
        firstName: 'Mira',
        lastName: 'Daten',
        company: 'Daten Coatings',
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

    await page.goto(at(locale, '/personal'))
    await acceptCookies(page)
    const dialog = page.getByRole('dialog', { name: t.login })
    await dialog.getByLabel(t.email).fill(email)
    await dialog.getByLabel(t.password).fill(password)
    await dialog.getByRole('button', { name: t.login, exact: true }).click()
    // Logged in, the address loses its ?login (a new page render: the forms start from here).
    await expect(page).toHaveURL(new RegExp(`${at(locale, '/personal')}$`))
    await expect(page.getByRole('link', { name: mine.download })).toBeVisible()
    await expectNoAxeViolations(page)

    // Your details: corrected, saved, shown again after a reload.
    const details = page.getByRole('form', { name: mine.details })
    await details.getByLabel(new RegExp(`^${mine.company}`)).fill('Daten Coatings AG')
    await details.getByLabel(new RegExp(`^${mine.phone}`)).fill('not a phone')
    await details.getByRole('button', { name: mine.save }).click()
    await expect(details.getByLabel(new RegExp(`^${mine.phone}`))).toBeFocused()
    await expect(details.getByLabel(new RegExp(`^${mine.phone}`))).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    await details.getByLabel(new RegExp(`^${mine.phone}`)).fill('+43 316 4321')
    await details.getByRole('button', { name: mine.save }).click()
    await expect(page.getByRole('status').filter({ hasText: mine.saved })).toBeVisible()
    await page.reload()
    await expect(
      page.getByRole('form', { name: mine.details }).getByLabel(new RegExp(`^${mine.company}`)),
    ).toHaveValue('Daten Coatings AG')

    // Something of theirs for the file to hold: a document downloaded, an enquiry sent.
    const listed = await page.request.get(
      `/api/v1/search-documents?category=safety-data-sheets&page=1&locale=${locale}`,
    )
    const documentId = ((await listed.json()) as { data: { id: number }[] }).data[0]!.id
    expect((await page.request.get(`/api/v1/documents/${documentId}/download`)).status()).toBe(200)
    await page.goto(at(locale, '/contacts/contact-us'))
    const contact = page.locator('form.site-form')
    const labels = {
      en: ['First name', 'Last name', 'Company', 'Job title', 'E-mail', 'Phone', 'Your query'],
      de: ['Vorname', 'Nachname', 'Firma', 'Position', 'E-Mail', 'Telefon', 'Ihre Anfrage'],
    }[locale]
    const values = ['Mira', 'Daten', 'Daten Coatings AG', 'Buyer', email, '+43 316 4321']
    for (const [i, label] of labels.entries())
      await contact
        .getByLabel(new RegExp(`^${label}`))
        .first()
        .fill(values[i] ?? `Which talc grade for coated paper? (${locale})`)
    await contact
      .getByLabel(new RegExp(`^${locale === 'en' ? 'Country' : 'Land'}`))
      .selectOption('AT')
    await contact.getByLabel(new RegExp(mine.terms)).check()
    await expect(page.locator('.captcha__status')).toHaveText(mine.verified)
    await contact.getByRole('button', { name: mine.send, exact: true }).click()
    await expect(page.getByRole('heading', { name: mine.thanks })).toBeVisible()
    await page.goto(at(locale, '/personal'))

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: mine.download }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^eurotalc-my-data-\d{4}-\d{2}-\d{2}\.json$/)
    const exported = JSON.parse(fs.readFileSync((await download.path())!, 'utf8'))
    expect(exported.account).toMatchObject({
      email,
      firstName: 'Mira',
      company: 'Daten Coatings AG',
    })
    // Theirs, and no one else's.
    expect(exported.enquiries).toEqual([
      expect.objectContaining({
        form: 'contact-us',
        fields: expect.objectContaining({
          email,
          query: `Which talc grade for coated paper? (${locale})`,
        }),
      }),
    ])
    expect(exported.downloads).toHaveLength(1)
    expect(exported.downloads[0]).toMatchObject({ kind: 'single' })

    // A new e-mail address: a link goes to it; opening it makes the change.
    const moved = `moved-${locale}-${Date.now()}@example.com`
    const change = page.getByRole('form', { name: mine.emailTitle })
    await change.getByLabel(mine.newEmail).fill(moved)
    await change.getByLabel(mine.password).fill(password)
    await change.getByRole('button', { name: mine.emailSend }).click()
    await expect(page.getByRole('status').filter({ hasText: moved })).toBeVisible()
    const mail = await mailTo(moved, mine.emailSubject)
    const link = new URL(/(http\S+email-token=\S+)/.exec(mail.text ?? '')![1]!)
    await page.goto(link.pathname + link.search)
    await expect(page.getByRole('status').filter({ hasText: mine.emailChanged })).toContainText(
      moved,
    )
    await expect(page).toHaveURL(new RegExp(`${at(locale, '/personal')}$`))

    const form = page.getByRole('form', { name: mine.deleteTitle })
    await form.getByLabel(mine.password).fill('not-my-password')
    await form.getByRole('button', { name: mine.confirm }).click()
    await expect(form.getByText(mine.wrong)).toBeVisible()
    await expect(form.getByLabel(mine.password)).toBeFocused()
    await form.getByLabel(mine.password).fill(password)
    await form.getByRole('button', { name: mine.confirm }).click()
    await expect(page.getByRole('status').filter({ hasText: mine.deleted })).toBeFocused()
    await expect(page.getByRole('banner').getByRole('button', { name: t.login })).toBeVisible()

    // The download log keeps the row without the address.
    const logs = await page.request.get(
      `/api/cms/download-logs?where[memberEmail][in]=${encodeURIComponent(`${email},${moved}`)}&depth=0`,
      { headers: { Authorization: `JWT ${staffToken('admin')}` } },
    )
    expect(((await logs.json()) as { totalDocs: number }).totalDocs).toBe(0)

    // The account is gone: its password no longer logs in.
    await page.getByRole('banner').getByRole('button', { name: t.login }).click()
    await dialog.getByLabel(t.email).fill(moved)
    await dialog.getByLabel(t.password).fill(password)
    await dialog.getByRole('button', { name: t.login, exact: true }).click()
    await expect(dialog.getByText(t.failed)).toBeVisible()
  })
}

for (const locale of ['en', 'de'] as const) {
  const t = TEXT[locale]

  test(`registration is not sent while the robot check cannot run (${locale})`, async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'once per language')
    const email = `no-robot-check-${locale}-${Date.now()}@example.com`
    // The challenge cannot be fetched: the widget says so and the form is not sent.
    await page.route('**/api/v1/captcha/challenge', (route) => route.abort())
    await page.goto(at(locale, '/register'))
    await acceptCookies(page)
    const form = page.locator('form.site-form')
    await form.getByLabel(/^(First name|Vorname)/).fill('Rita')
    await form.getByLabel(/^(Last name|Nachname)/).fill('Robot')
    await form.getByLabel(/^(Company|Unternehmen)/).fill('Robot Coatings')
    await form.getByLabel(/^(Job title|Position)/).fill('Buyer')
    await form.getByLabel(/^(E-mail|E-Mail)/).fill(email)
    await form.getByLabel(/^(Phone|Telefon)/).fill('+43 316 123456')
    await form.getByLabel(/^(City|Ort)/).fill('Graz')
    await form.getByLabel(/^(Country|Land)/).selectOption('AT')
    await form.getByLabel(/^(Market|Markt)/).selectOption({ index: 1 })
    await form.getByRole('checkbox').first().check()
    await form.getByRole('button', { name: t.register }).click()
    await expect(form.locator('.captcha .field__error')).toHaveText(t.robotFailed)
    await expect(page.getByRole('heading', { name: t.registered })).toHaveCount(0)
    const search = await page.request.get(
      `/api/cms/members?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
      { headers: { Authorization: `JWT ${staffToken('moderator')}` } },
    )
    expect(((await search.json()) as { totalDocs: number }).totalDocs).toBe(0)
  })
}

test.describe('registration without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('posts the form, shows the messages and keeps what was typed', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'once')
    await page.goto('/de/register')
    const form = page.locator('form.site-form')
    // No robot check without JavaScript: the server's tighter no-script limit stands in.
    await expect(form.locator('.captcha')).toHaveCount(0)
    await form.getByLabel(/^Vorname/).fill('Ohne')
    await form.getByLabel(/^E-Mail/).fill('kein-js@')
    await form.getByRole('button', { name: 'Registrieren' }).click()
    await expect(page.getByText('Bitte korrigieren Sie die markierten Felder.')).toBeVisible()
    await expect(page.getByText('Ungültige E-Mail-Adresse')).toBeVisible()
    await expect(
      page.getByText('Bitte akzeptieren Sie die „Nutzungsbedingungen und Datenschutz“'),
    ).toBeVisible()
    await expect(form.getByLabel(/^Vorname/)).toHaveValue('Ohne')
    await expect(form.getByLabel(/^E-Mail/)).toHaveValue('kein-js@')

    // An address that already has an account gets the same answer as a new one, so no one
    // learns it has one (no 'Email must be unique'); its owner is told by mail.
    await form.getByLabel(/^Nachname/).fill('Skript')
    await form.getByLabel(/^Unternehmen/).fill('Ohne Skript GmbH')
    await form.getByLabel(/^Position/).fill('Einkauf')
    await form.getByLabel(/^E-Mail/).fill(MEMBER.email)
    await form.getByLabel(/^Telefon/).fill('+49 89 1234567')
    await form.getByLabel(/^Ort/).fill('München')
    await form.getByLabel(/^Land/).selectOption('DE')
    await form.getByLabel(/^Markt/).selectOption({ index: 1 })
    await form.getByRole('checkbox').first().check()
    await form.getByRole('button', { name: 'Registrieren' }).click()
    await expect(
      page.getByRole('heading', { name: 'Vielen Dank für Ihre Registrierung' }),
    ).toBeVisible()
  })
})
