import type { APIRequestContext, BrowserContext, Page } from '@playwright/test'

import { expect, readyAfterLoad, test } from './fixtures'
import { staffToken } from './global-setup'

/**
 * Editors' details in the admin, in English and German: "Create new" saves nothing until the
 * editor does; a redirect refused as a loop says why; the schedule drawer opens with "Publish";
 * the German admin says "Sie", names its settings, lists documents with German dates and sizes
 * and offers no storage bookkeeping columns; and the admin language an editor chose comes back
 * in a new browser. (The translation status's Vienna time is a unit test: an out-of-date text
 * needs a minute between the two languages' changes, src/payload/parity/texts.test.ts.)
 */
type Language = 'en' | 'de'

const WORDS = {
  en: { saveDraft: 'Save Draft', schedule: 'Schedule Publish' },
  de: { saveDraft: 'Entwurf speichern', schedule: 'Veröffentlichungsplanung' },
} as const

/** The informal German address ("du", "dein", "Bist du dir sicher?"). */
const INFORMAL = /\b(du|dich|dir|dein|deine|deinen|deinem|deiner|deines)\b/i

const auth = (role: 'admin' | 'editor' = 'editor') => ({
  Authorization: `JWT ${staffToken(role)}`,
})

/** The admin in `language` for the seeded editor (Payload's token and language cookies). */
async function signIn(page: Page, baseURL: string, language: Language) {
  await page.context().addCookies([
    { name: 'payload-token', value: staffToken('editor'), url: baseURL },
    { name: 'payload-lng', value: language, url: baseURL },
  ])
}

/** The editor's document locks (opening a document locks it), so no other test finds one. */
async function releaseLocks(request: APIRequestContext) {
  const me = await request.get('/api/cms/users/me', { headers: auth() })
  const id = ((await me.json()) as { user?: { id?: number | string } }).user?.id
  if (id === undefined) return
  const mine = new URLSearchParams({
    'where[and][0][user.value][equals]': String(id),
    'where[and][1][user.relationTo][equals]': 'users',
  })
  await request.delete(`/api/cms/payload-locked-documents?${mine}`, { headers: auth() })
}

/**
 * The answer to the admin's form-state request (a server action, sent 250 ms after a change)
 * whose form state holds `text`: once it is in, the form shows what the server made of it.
 */
function formStateAnswer(page: Page, text: string) {
  return page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      response.request().headers()['next-action'] !== undefined &&
      (response.request().postData() ?? '').includes(text),
  )
}

/** A published page made through REST, in English. */
async function publishedPage(request: APIRequestContext, path: string, title: string) {
  const created = await request.post('/api/cms/pages?locale=en', {
    headers: auth(),
    data: { title, path, _status: 'published' },
  })
  expect(created.ok()).toBe(true)
  return ((await created.json()) as { doc: { id: number } }).doc.id
}

/** Pages without an address: what opening "Create new" used to leave behind ("<No Title>"). */
async function pagesWithoutPath(request: APIRequestContext): Promise<number> {
  const answer = await request.get(
    '/api/cms/pages?draft=true&limit=1&depth=0&where[path][exists]=false',
    { headers: auth() },
  )
  expect(answer.ok()).toBe(true)
  return ((await answer.json()) as { totalDocs: number }).totalDocs
}

for (const language of ['en', 'de'] as const) {
  test.describe(`the admin in ${language === 'en' ? 'English' : 'German'}`, () => {
    test.use({
      locale: language === 'en' ? 'en-GB' : 'de-DE',
      // An editor at the plant: the browser's clock in Vienna.
      timezoneId: 'Europe/Vienna',
    })
    test.afterEach(async ({ request }) => releaseLocks(request))

    test('"Create new" saves nothing until the editor saves a draft', async ({
      page,
      request,
    }, testInfo) => {
      await signIn(page, testInfo.project.use.baseURL!, language)
      const before = await pagesWithoutPath(request)
      await page.goto('/admin/collections/pages/create')
      // The form stays the create view: no draft was made and opened in its place.
      await expect(page.locator('#field-title')).toBeVisible()
      await expect(page).toHaveURL(/\/admin\/collections\/pages\/create$/)
      expect(await pagesWithoutPath(request)).toBe(before)

      // Saved by the editor: then it exists, and the form is its edit view.
      const path = `/e2e-created-${language}-${Date.now()}`
      await page.locator('#field-title').fill(`Created ${language}`)
      await page.locator('#field-path').fill(path)
      await page.getByRole('button', { name: WORDS[language].saveDraft }).click()
      await expect(page).toHaveURL(/\/admin\/collections\/pages\/\d+/)
      const saved = await request.get(
        `/api/cms/pages?draft=true&depth=0&where[path][equals]=${encodeURIComponent(path)}`,
        { headers: auth() },
      )
      expect(((await saved.json()) as { totalDocs: number }).totalDocs).toBe(1)
      expect(await pagesWithoutPath(request)).toBe(before)
    })

    test('a redirect refused as a loop says why, on the field and above the form', async ({
      page,
      request,
    }, testInfo) => {
      await signIn(page, testInfo.project.use.baseURL!, language)
      const stamp = `${language}-${Date.now()}`
      const first = `/e2e-ring-a-${stamp}`
      const second = `/e2e-ring-b-${stamp}`
      const saved = await request.post('/api/cms/redirects', {
        headers: auth(),
        data: { from: first, to: { type: 'custom', url: second }, type: '301' },
      })
      expect(saved.ok()).toBe(true)

      // The way back would close the ring.
      await page.goto('/admin/collections/redirects/create')
      // Payload marks its form once it has mounted: what is typed or clicked before that never
      // reaches the form's state (the old loop clicked the radios until the URL field showed).
      await expect(page.locator('form.collection-edit__form[data-form-ready="true"]')).toBeVisible()
      await page.locator('#field-from').fill(second)
      const url = page.locator('#field-to__url')
      const custom = language === 'en' ? 'Custom URL' : 'Eigene Adresse'
      // The URL field's condition is judged by the server: it shows with the form-state answer.
      const shown = formStateAnswer(page, '"custom"')
      await page.getByRole('radio', { name: custom }).check({ force: true })
      await shown
      await expect(url).toBeVisible()
      // The answer to the last change must be in before the save: one still on its way when
      // the save is refused is merged in after the refusal and marks the target valid again,
      // taking the loop's reason off the field (the notice above keeps it). An editor pauses
      // before saving; a test that saves at once has to wait for that answer.
      const typed = formStateAnswer(page, first)
      await url.fill(first)
      await typed
      await page
        .getByRole('button', { name: language === 'en' ? 'Save' : 'Speichern', exact: true })
        .click()

      const ring = `${second} → ${first} → ${second}`
      const reason =
        language === 'en'
          ? `This redirect would make a loop: ${ring}.`
          : `Diese Weiterleitung würde eine Schleife bilden: ${ring}.`
      // Above the form: the reason, not only the fields' names.
      const notice = page.locator('[data-sonner-toast]').filter({ hasText: ring })
      await expect(notice).toBeVisible()
      await expect(notice).toContainText(
        language === 'en'
          ? 'This redirect was not saved'
          : 'Diese Weiterleitung wurde nicht gespeichert',
      )
      await expect(page.locator('[data-sonner-toast]')).not.toContainText(
        language === 'en' ? 'fields are invalid' : 'Felder sind nicht korrekt',
      )
      // On the target field.
      await expect(page.locator('.field-type.text').filter({ has: url })).toContainText(reason)
      await expect(page).toHaveURL(/\/admin\/collections\/redirects\/create$/)
    })

    test('the schedule drawer of a published page opens with "Publish" chosen', async ({
      page,
      request,
    }, testInfo) => {
      await signIn(page, testInfo.project.use.baseURL!, language)
      const path = `/e2e-schedule-${language}-${Date.now()}`
      const id = await publishedPage(request, path, 'Scheduled page')
      await page.goto(`/admin/collections/pages/${id}`)
      const schedule = page.locator('#schedule-publish')
      // A click before the edit view has hydrated opens nothing: again until the menu is open.
      await expect(async () => {
        if (!(await schedule.isVisible()))
          await page.locator('#action-save-popup button').first().click({ timeout: 2000 })
        await expect(schedule).toBeVisible({ timeout: 2000 })
      }).toPass({ timeout: 30_000 })
      await expect(schedule).toHaveText(WORDS[language].schedule)
      await schedule.click()
      const publish = page.locator(`#field-schedule-publish-${id}-type-publish`)
      await expect(publish).toBeChecked()
      await expect(page.locator(`#field-schedule-publish-${id}-type-unpublish`)).not.toBeChecked()
    })
  })
}

test.describe('the German admin', () => {
  test.use({ locale: 'de-DE', timezoneId: 'Europe/Vienna' })
  test.afterEach(async ({ request }) => releaseLocks(request))

  test('says "Sie" to the editor, in its dialogs and on its pages', async ({
    page,
    browser,
    request,
  }, testInfo) => {
    const baseURL = testInfo.project.use.baseURL!
    // Before signing in: the forgotten-password page.
    const visitor = readyAfterLoad(await (await browser.newContext({ locale: 'de-DE' })).newPage())
    await visitor.context().addCookies([{ name: 'payload-lng', value: 'de', url: baseURL }])
    await visitor.goto('/admin/forgot')
    await expect(visitor.getByText('Bitte geben Sie Ihre E-Mail-Adresse an.')).toBeVisible()
    expect(await visitor.locator('body').innerText()).not.toMatch(INFORMAL)
    await visitor.context().close()

    await signIn(page, baseURL, 'de')
    const id = await publishedPage(request, `/e2e-formal-${Date.now()}`, 'Formal page')
    for (const view of ['/admin', '/admin/collections/pages', `/admin/collections/pages/${id}`]) {
      await page.goto(view)
      await expect(page.locator('html')).toHaveAttribute('lang', 'de')
      expect(await page.locator('body').innerText(), view).not.toMatch(INFORMAL)
    }

    // The delete dialog of the page's list (cancelled).
    await page.goto(`/admin/collections/pages?where[id][equals]=${id}`)
    const dialog = page.locator('.confirmation-modal')
    await expect(async () => {
      await page
        .locator('.collection-list table tbody input[type="checkbox"]')
        .first()
        .check({ force: true, timeout: 2000 })
      await page.getByRole('button', { name: 'Löschen', exact: true }).click({ timeout: 2000 })
      await expect(dialog).toBeVisible({ timeout: 2000 })
    }).toPass({ timeout: 30_000 })
    await expect(dialog).toContainText('Sie sind dabei, 1 Seite zu löschen.')
    expect(await dialog.innerText()).not.toMatch(INFORMAL)
    await dialog.locator('#confirm-cancel').click()
  })

  test('names its account settings, not the product', async ({ page }, testInfo) => {
    await signIn(page, testInfo.project.use.baseURL!, 'de')
    await page.goto('/admin/account')
    await expect(page.getByText('Admin-Einstellungen')).toBeVisible()
    await expect(page.getByText('Payload-Einstellungen')).toHaveCount(0)
  })

  test('offers no storage bookkeeping among the image list’s columns', async ({
    page,
  }, testInfo) => {
    await signIn(page, testInfo.project.use.baseURL!, 'de')
    await page.goto('/admin/collections/media')
    const columns = page.locator('.list-controls__columns')
    await expect(async () => {
      if (!(await columns.isVisible()))
        await page.locator('#toggle-list-columns').click({ timeout: 2000 })
      await expect(columns).toBeVisible({ timeout: 2000 })
    }).toPass({ timeout: 30_000 })
    await expect(columns).toContainText('Alternativtext')
    for (const raw of ['Prefix', 'Object Key', '_object', 'Speicherordner', 'Speicherschlüssel'])
      await expect(columns).not.toContainText(raw)
  })

  test('lists documents with German dates and sizes', async ({ page }, testInfo) => {
    await signIn(page, testInfo.project.use.baseURL!, 'de')
    await page.goto('/admin/collections/documents')
    const dates = page.locator('.collection-list tbody td.cell-revisionDate')
    const sizes = page.locator('.collection-list tbody td.cell-filesize')
    await expect(dates.first()).toBeVisible()
    for (const text of await dates.allInnerTexts())
      expect(text.trim()).toMatch(/^\d{1,2}\. \p{L}+\.? \d{4}$/u)
    for (const text of await sizes.allInnerTexts())
      expect(text.trim()).toMatch(/^\d+(,\d)? (B|kB|MB|GB)$/)
    expect(await sizes.count()).toBeGreaterThan(0)
  })
})

test.describe('the admin language', () => {
  /** Logs in through the admin's own form, as an editor does. */
  async function logIn(context: BrowserContext, email: string, password: string) {
    const page = readyAfterLoad(await context.newPage())
    await page.goto('/admin/login')
    await page.getByLabel(/email/i).fill(email)
    await page.getByLabel(/password|passwort/i).fill(password)
    await page.getByRole('button', { name: /login|anmelden/i }).click()
    await expect(page).toHaveURL(/\/admin\/?$/)
    return page
  }

  test('chosen once, it comes back in a new browser', async ({ browser, request }, testInfo) => {
    const baseURL = testInfo.project.use.baseURL!
    // An account of its own: the choice is stored with the account and must not reach others.
    const email = `e2e-language-${Date.now()}@eurotalc.example`
    const password = 'Quartz-ledger-5281-skylight'
    const created = await request.post('/api/cms/users', {
      headers: auth('admin'),
      data: { email, password, name: 'Language Test', roles: ['editor'] },
    })
    expect(created.ok()).toBe(true)
    const userId = ((await created.json()) as { doc: { id: number } }).doc.id
    try {
      // An English browser: the admin starts in English; the editor switches to German.
      const first = await browser.newContext({ baseURL, locale: 'en-GB' })
      const page = await logIn(first, email, password)
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')
      await page.goto('/admin/account')
      await expect(async () => {
        await page.locator('#language-select').click({ timeout: 2000 })
        await page.getByRole('option', { name: 'Deutsch' }).click({ timeout: 2000 })
        await expect(page.locator('html')).toHaveAttribute('lang', 'de', { timeout: 2000 })
      }).toPass({ timeout: 30_000 })
      await expect(page.getByText('Admin-Einstellungen')).toBeVisible()
      // The choice is stored before the browser is closed. Asked from the page, as the admin
      // asks: Payload takes the session cookie only from a browser's request (its CSRF check
      // wants an Origin or Sec-Fetch-Site), not from Playwright's own request client.
      await expect(async () => {
        const stored = await page.evaluate(async () => {
          const answer = await fetch('/api/cms/payload-preferences/admin-language')
          return ((await answer.json()) as { value?: unknown }).value
        })
        expect(stored).toBe('de')
      }).toPass({ timeout: 10_000 })
      await first.close()

      // Another browser, English again and without the old one's cookies: German at once.
      const second = await browser.newContext({ baseURL, locale: 'en-GB' })
      const again = await logIn(second, email, password)
      await expect(again.locator('html')).toHaveAttribute('lang', 'de')
      await expect(again.getByRole('link', { name: 'Seiten' }).first()).toBeVisible()
      await second.close()
    } finally {
      await request.delete(`/api/cms/users/${userId}`, { headers: auth('admin') })
    }
  })
})
