import {
  type Browser,
  type BrowserContext,
  expect,
  type Page,
  readyAfterLoad,
  test,
} from './fixtures'

import { staffToken } from './global-setup'

/**
 * The admin needs nothing the site does not serve itself. Every view staff open (the dashboard,
 * each collection's list and one of its documents, each global, the account page, the
 * translation-parity view) is walked in a browser that lets only the site's own origin through
 * and records every other request it was asked for; none may be. The page's own
 * Content-Security-Policy is bypassed here, so that a blocked attempt (Payload's JSON and code
 * fields load their editor from cdn.jsdelivr.net) reaches the recorder instead of failing
 * silently. And an enquiry's submitted fields are readable as text in the English and the
 * German admin, with the reference number its sender was given, which the list's search finds.
 */
type Language = 'en' | 'de'
type Role = 'admin' | 'moderator'

const LANGUAGES: Record<Language, { locale: string; acceptLanguage: string }> = {
  en: { locale: 'en-GB', acceptLanguage: 'en-GB,en;q=0.9' },
  de: { locale: 'de-DE', acceptLanguage: 'de-DE,de;q=0.9' },
}

/** The walk is split into parts that run side by side; each takes every PARTS-th view. */
const PARTS = 4

/**
 * A browser signed in as the seeded staff account of `role`, with the admin in `language`
 * (Payload's language cookie, and the browser's), that aborts and records every request to
 * another origin.
 */
async function offlineAdmin(browser: Browser, baseURL: string, role: Role, language: Language) {
  const { locale, acceptLanguage } = LANGUAGES[language]
  const context = await browser.newContext({
    baseURL,
    locale,
    bypassCSP: true,
    extraHTTPHeaders: { 'Accept-Language': acceptLanguage },
  })
  const origin = new URL(baseURL).origin
  const outside: string[] = []
  await context.route('**/*', (route) => {
    const url = route.request().url()
    if (new URL(url).origin === origin) return route.continue()
    outside.push(url)
    return route.abort('blockedbyclient')
  })
  await context.addCookies([
    { name: 'payload-token', value: staffToken(role), url: baseURL },
    { name: 'payload-lng', value: language, url: baseURL },
  ])
  const page = readyAfterLoad(await context.newPage())
  return { context, page, outside }
}

/**
 * Opening a document in the admin may lock it for a while (Payload's document locking): the
 * walk's locks are removed, so that no other test finds a document "locked by Demo Admin".
 */
async function releaseLocks(context: BrowserContext, role: Role) {
  const auth = { Authorization: `JWT ${staffToken(role)}` }
  const me = await context.request.get('/api/cms/users/me', { headers: auth })
  const id = ((await me.json()) as { user?: { id?: number | string } }).user?.id
  if (id === undefined) return
  const mine = new URLSearchParams({
    'where[and][0][user.value][equals]': String(id),
    'where[and][1][user.relationTo][equals]': 'users',
  })
  const released = await context.request.delete(`/api/cms/payload-locked-documents?${mine}`, {
    headers: auth,
  })
  expect(released.ok()).toBe(true)
}

/** The view has rendered, signed in, and whatever it loads by itself has been asked for. */
async function settled(page: Page, view: string) {
  await expect(page, view).not.toHaveURL(/\/admin\/(login|unauthorized)/)
  await expect(page.locator('.template-default'), view).toBeVisible()
  await page.waitForLoadState('networkidle')
}

/** Every collection's list and every global the dashboard links to, plus the admin's own views. */
async function adminViews(page: Page): Promise<string[]> {
  await page.goto('/admin')
  await settled(page, '/admin')
  const hrefs = await page
    .locator('a[href^="/admin/collections/"], a[href^="/admin/globals/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  const entities = hrefs
    .map((href) => href.split(/[?#]/)[0]!)
    .filter((href) => /^\/admin\/(collections|globals)\/[^/]+$/.test(href))
  const views = [
    '/admin',
    '/admin/account',
    '/admin/translation-parity',
    ...new Set(entities.sort()),
  ]
  // Staff see their content, their inbox and their settings: a walk that found none is broken.
  expect(views).toEqual(
    expect.arrayContaining([
      '/admin/collections/pages',
      '/admin/collections/enquiries',
      '/admin/collections/users',
      '/admin/globals/site-settings',
    ]),
  )
  return views
}

/** A collection's list, then its first document (or, while it has none, its create view). */
async function walkCollection(page: Page, view: string) {
  await page.goto(view)
  await settled(page, view)
  await expect(page.locator('.collection-list'), view).toBeVisible()
  const first = page.locator(`.collection-list table tbody tr a[href^="${view}/"]`).first()
  const create = page.locator(`a[href="${view}/create"]`).first()
  let document: string | null = null
  if ((await first.count()) > 0) document = await first.getAttribute('href')
  else if ((await create.count()) > 0) document = `${view}/create`
  if (!document) return
  await page.goto(document)
  await settled(page, document)
  await expect(page.locator('.collection-edit'), document).toBeVisible()
}

for (const language of ['en', 'de'] as const) {
  test.describe(`the admin in ${language === 'en' ? 'English' : 'German'}, without other origins`, () => {
    for (let part = 0; part < PARTS; part += 1) {
      test(`opens its views without asking another origin (part ${part + 1} of ${PARTS})`, async ({
        browser,
      }, testInfo) => {
        const { context, page, outside } = await offlineAdmin(
          browser,
          testInfo.project.use.baseURL!,
          'admin',
          language,
        )
        try {
          const views = (await adminViews(page)).filter((_, index) => index % PARTS === part)
          await expect(page.locator('html')).toHaveAttribute('lang', language)
          for (const view of views) {
            if (view.startsWith('/admin/collections/')) await walkCollection(page, view)
            else {
              await page.goto(view)
              await settled(page, view)
            }
          }
          expect(outside).toEqual([])
        } finally {
          await releaseLocks(context, 'admin')
          await context.close()
        }
      })
    }
  })
}

/** The public forms' labels (EN pages), for filling in the enquiry the moderator then reads. */
const FORMS = {
  'request-a-sample': {
    path: '/contacts/request-a-sample',
    text: {
      'First name': 'Lena',
      'Last name': 'Vogt',
      Company: 'Keramik Vogt KG',
      'Job title': 'Buyer',
      'Postal address \\*': 'Hauptstraße 1',
      'ZIP/postal code': '10115',
      City: 'Berlin',
      Phone: '+49 30 123456',
      Application: 'PP compound for car bumpers',
    },
    choices: ['Country', 'Market', 'Grade'],
  },
  'contact-sales': {
    path: '/contacts/contact-sales',
    text: {
      'First name': 'Jonas',
      'Last name': 'Berg',
      Company: 'Papierfabrik Berg',
      'Job title': 'Purchasing',
      Phone: '+43 1 234567',
      'Your query': 'Prices for 20 t of HTP 05?\nDelivery to Graz, please.',
    },
    choices: ['Country', 'Market'],
  },
} as const

/** What the moderator should read, by the admin's label, for each form's fields. */
const LABELS: Record<Language, Record<string, string>> = {
  en: {
    'Reference number': 'Reference number',
    'Submitted fields': 'Submitted fields',
    'First name': 'First name',
    'Last name': 'Last name',
    Company: 'Company',
    'Job title': 'Job title',
    'Postal address \\*': 'Postal address',
    'ZIP/postal code': 'ZIP/postal code',
    City: 'City',
    Phone: 'Phone',
    Application: 'Application',
    'Your query': 'Your query',
    Country: 'Country',
    Market: 'Market',
    Grade: 'Grade',
    'E-mail': 'E-mail',
  },
  de: {
    'Reference number': 'Vorgangsnummer',
    'Submitted fields': 'Übermittelte Felder',
    'First name': 'Vorname',
    'Last name': 'Nachname',
    Company: 'Firma',
    'Job title': 'Position',
    'Postal address \\*': 'Postanschrift',
    'ZIP/postal code': 'PLZ',
    City: 'Ort',
    Phone: 'Telefon',
    Application: 'Anwendung',
    'Your query': 'Ihre Anfrage',
    Country: 'Land',
    Market: 'Markt',
    Grade: 'Sorte',
    'E-mail': 'E-Mail',
  },
}

let sender = 0

/** The reference number the sender was given: "ENQ-", the year it arrived (Vienna), the id. */
function referenceOf({ id, createdAt }: { id: number; createdAt: string }) {
  const year = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Vienna', year: 'numeric' })
  return `ENQ-${year.format(new Date(createdAt))}-${String(id).padStart(5, '0')}`
}

/** Sends the form on its public page, as a visitor does; returns what was chosen in the lists. */
async function sendEnquiry(
  browser: Browser,
  baseURL: string,
  type: keyof typeof FORMS,
  email: string,
): Promise<Record<string, string>> {
  const form = FORMS[type]
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: {
      // Its own address, so the per-address limit never meets the rest of the suite.
      'x-forwarded-for': `198.18.${Math.floor(Math.random() * 250)}.${(sender += 1) % 250}`,
    },
  })
  await context.addInitScript(() =>
    localStorage.setItem('cookies', JSON.stringify({ terms: false, information: false })),
  )
  const page = readyAfterLoad(await context.newPage())
  try {
    await page.goto(form.path)
    const fields = page.locator('form.site-form')
    for (const [label, value] of Object.entries(form.text))
      await fields
        .getByLabel(new RegExp(`^${label}`))
        .first()
        .fill(value)
    await fields
      .getByLabel(/^E-mail/)
      .first()
      .fill(email)
    const chosen: Record<string, string> = {}
    for (const label of form.choices) {
      const select = fields.getByLabel(new RegExp(`^${label}`)).first()
      await select.selectOption({ index: 2 })
      // The country as its code (the admin shows the name with it), the others as shown.
      chosen[label] = await select.evaluate(
        (element: HTMLSelectElement, byCode) =>
          byCode ? element.value : (element.selectedOptions[0]?.textContent ?? '').trim(),
        label === 'Country',
      )
    }
    await fields.getByLabel(/I have read and accept the/).check()
    await expect(page.locator('.captcha__status')).toHaveText('Verified')
    await page.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible()
    return chosen
  } finally {
    await context.close()
  }
}

for (const language of ['en', 'de'] as const) {
  const t = LABELS[language]
  for (const type of ['request-a-sample', 'contact-sales'] as const) {
    test(`a moderator reads a ${type} enquiry's submitted fields as text (${language})`, async ({
      browser,
      request,
    }, testInfo) => {
      const baseURL = testInfo.project.use.baseURL!
      const email = `offline-${type}-${language}-${Date.now()}@example.com`
      const chosen = await sendEnquiry(browser, baseURL, type, email)
      const found = await request.get(
        `/api/cms/enquiries?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
        { headers: { Authorization: `JWT ${staffToken('moderator')}` } },
      )
      const stored = ((await found.json()) as { docs: { id: number; createdAt: string }[] })
        .docs[0]!
      const { id } = stored
      const reference = referenceOf(stored)

      const { context, page, outside } = await offlineAdmin(browser, baseURL, 'moderator', language)
      try {
        const view = `/admin/collections/enquiries/${id}`
        await page.goto(view)
        await settled(page, view)
        // Nothing from elsewhere: Payload's JSON editor would ask cdn.jsdelivr.net here.
        expect(outside).toEqual([])
        const box = page.locator('.enquiry-fields')
        await expect(box.getByText(t['Submitted fields']!, { exact: true })).toBeVisible()
        /** The value the list shows under a label (the term's definition). */
        const valueOf = (label: string) =>
          box
            .locator('dt')
            .filter({ hasText: new RegExp(`^${label}$`) })
            .locator('xpath=following-sibling::dd[1]')
        for (const [field, value] of Object.entries(FORMS[type].text)) {
          // A message keeps its line breaks: each line is text on the page.
          for (const line of value.split('\n')) await expect(valueOf(t[field]!)).toContainText(line)
        }
        await expect(valueOf(t['E-mail']!)).toHaveText(email)
        // The country by its name in the admin's language, with its code.
        await expect(valueOf(t.Country!)).toContainText(`(${chosen.Country})`)
        await expect(valueOf(t.Market!)).toHaveText(chosen.Market!)
        if (chosen.Grade) await expect(valueOf(t.Grade!)).toHaveText(chosen.Grade)
        // The reference the sender was given, under its label, for a customer who quotes it.
        const shown = page.locator('.enquiry-reference')
        await expect(shown.getByText(t['Reference number']!, { exact: true })).toBeVisible()
        await expect(shown.getByText(reference, { exact: true })).toBeVisible()
        expect(outside).toEqual([])

        // The list's search finds the enquiry by it, and the list shows it in its own column.
        const list = `/admin/collections/enquiries?search=${encodeURIComponent(reference)}`
        await page.goto(list)
        await settled(page, list)
        const table = page.locator('.collection-list table')
        await expect(table.locator('thead')).toContainText(t['Reference number']!)
        const rows = table.locator('tbody tr')
        await expect(rows).toHaveCount(1)
        await expect(rows.first()).toContainText(reference)
        await expect(rows.first()).toContainText(email)
        expect(outside).toEqual([])
      } finally {
        await releaseLocks(context, 'moderator')
        await context.close()
      }
    })
  }
}
