import crypto from 'node:crypto'
import fs from 'node:fs'

import { type Download, expect, type Page, test } from './fixtures'
import { expectNoAxeViolations } from './axe'
import { staffToken } from './global-setup'
import { newMember } from './members'

/**
 * The download area in the browser (ADR 0010, SPEC §1, §2.2 `?tab=`): a visitor sees the list
 * with the invitation to register or log in and cannot download; an approved member logs in on
 * the page, switches tabs, filters, searches and downloads one file and a selection as a ZIP.
 */
const MEMBER = { email: 'member@eurotalc.example', password: 'EuroTalc-Customer-2026' }

type Locale = 'en' | 'de'
const at = (locale: Locale, p: string) => (locale === 'en' ? p : `/de${p}`)

const TEXT = {
  en: {
    prompt: 'Documents for registered customers',
    register: 'Register',
    login: 'Log in',
    email: 'E-mail',
    password: 'Password',
    sds: 'Safety data sheets',
    literature: 'Product literature',
    language: 'Document language',
    market: 'Product market',
    search: 'Search documents',
    searchButton: 'Search',
    reset: 'Reset',
    filters: 'Search and filter',
    documents: (n: number) => (n === 1 ? '1 document' : `${n} documents`),
    english: 'English',
    automotive: 'Automotive plastics',
    htp: 'Safety data sheet – EuroTalc HTP 05',
    downloadNamed: (title: string) => `Download ${title}`,
    selectOne: (title: string) => `Select ${title}`,
    selected: (n: number) => `Download selected (${n})`,
    archive: /^documents-\d{4}-\d{2}-\d{2}\.zip$/,
    signIn: /^Please log in to download documents/,
    literatureTitle: 'Talc for automotive plastics – product overview',
    paperTitle: 'Talc grades for paper and board',
  },
  de: {
    prompt: 'Dokumente für registrierte Kunden',
    register: 'Registrieren',
    login: 'Anmelden',
    email: 'E-Mail',
    password: 'Passwort',
    sds: 'Sicherheitsdatenblätter',
    literature: 'Produktliteratur',
    language: 'Dokumentsprache',
    market: 'Produktmarkt',
    search: 'Dokumente durchsuchen',
    searchButton: 'Suchen',
    reset: 'Zurücksetzen',
    filters: 'Suchen und filtern',
    documents: (n: number) => (n === 1 ? '1 Dokument' : `${n} Dokumente`),
    english: 'Englisch',
    automotive: 'Automobilkunststoffe',
    htp: 'Sicherheitsdatenblatt – EuroTalc HTP 05 (Englisch)',
    downloadNamed: (title: string) => `${title} herunterladen`,
    selectOne: (title: string) => `${title} auswählen`,
    selected: (n: number) => `Auswahl herunterladen (${n})`,
    archive: /^Dokumente-\d{4}-\d{2}-\d{2}\.zip$/,
    signIn: /^Bitte melden Sie sich an/,
    literatureTitle: 'Talkum für Automobilkunststoffe – Produktübersicht (Englisch)',
    paperTitle: 'Talkumsorten für Papier und Karton (Englisch)',
  },
} as const

/** The cookie banner is decided before the page loads, so it never covers the list. */
async function decideCookies(page: Page) {
  await page.addInitScript(() =>
    localStorage.setItem('cookies', JSON.stringify({ terms: false, information: false })),
  )
}

async function bytes(download: Download) {
  return fs.readFileSync((await download.path())!)
}

for (const locale of ['en', 'de'] as const) {
  const t = TEXT[locale]

  test(`a visitor sees the documents with the invitation to register and cannot download (${locale})`, async ({
    page,
  }) => {
    await decideCookies(page)
    await page.goto(at(locale, '/download?tab=safety-data-sheets'))
    const area = page.locator('.downloads')
    await expect(area.getByRole('heading', { name: t.prompt })).toBeVisible()
    await expect(area.getByRole('link', { name: t.register })).toBeVisible()
    await expect(area.getByRole('link', { name: t.sds })).toHaveAttribute('aria-current', 'page')
    await expect(area.getByRole('status')).toHaveText(t.documents(6))
    await expect(area.locator('.downloads__item')).toHaveCount(6)
    await expect(area.getByRole('checkbox')).toHaveCount(0)
    await expect(
      area.getByRole('button', { name: t.downloadNamed(t.htp), exact: true }),
    ).toHaveCount(0)
    await expectNoAxeViolations(page)

    // Nothing downloads without an account, whichever address is tried.
    const listed = await page.request.get(`/api/v1/search-documents?category=safety-data-sheets`)
    const first = ((await listed.json()) as { data: { id: number }[] }).data[0]!
    const single = await page.request.get(`/api/v1/documents/${first.id}/download?locale=${locale}`)
    expect(single.status()).toBe(401)
    expect(((await single.json()) as { message: string }).message).toMatch(t.signIn)
    expect((await page.request.get(`/api/v1/documents/archive?ids=${first.id}`)).status()).toBe(401)

    // The prompt's login opens the login dialog on the page.
    await area.getByRole('link', { name: t.login }).click()
    await expect(page.getByRole('dialog', { name: t.login })).toBeVisible()
  })

  test(`an approved member logs in, filters, searches and downloads one file and a selection (${locale})`, async ({
    page,
    request,
  }, testInfo) => {
    const member = await newMember(request, locale, `downloads-${testInfo.project.name}`)
    await decideCookies(page)
    await page.goto(at(locale, '/download'))
    const area = page.locator('.downloads')
    await expect(area.getByRole('link', { name: t.literature })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await area.getByRole('link', { name: t.login }).click()
    const dialog = page.getByRole('dialog', { name: t.login })
    await dialog.getByLabel(t.email).fill(member.email)
    await dialog.getByLabel(t.password).fill(member.password)
    await dialog.getByRole('button', { name: t.login, exact: true }).click()
    await expect(dialog).toBeHidden()
    await expect(area.getByRole('heading', { name: t.prompt })).toBeHidden()

    // A tab is a link with its own address.
    await area.getByRole('link', { name: t.sds }).click()
    await expect(page).toHaveURL(/\?tab=safety-data-sheets$/)
    await expect(area.getByRole('status')).toHaveText(t.documents(6))

    // Filters apply when chosen; the market filter includes its sub-markets. On a phone they
    // are folded behind one button first.
    const fold = area.getByRole('button', { name: t.filters })
    if (await fold.isVisible()) await fold.click()
    await area.getByLabel(t.language).selectOption({ label: t.english })
    await expect(area.getByRole('status')).toHaveText(t.documents(3))
    const automotive = await area
      .getByLabel(t.market)
      .locator('option', { hasText: t.automotive })
      .getAttribute('value')
    await area.getByLabel(t.market).selectOption(automotive!)
    await expect(area.getByRole('status')).toHaveText(t.documents(2))
    await area.getByRole('button', { name: t.reset }).click()
    await expect(area.getByRole('status')).toHaveText(t.documents(6))

    // Search, then one file.
    await area.getByLabel(t.search).fill('HTP')
    await area.getByRole('button', { name: t.searchButton, exact: true }).click()
    await expect(area.getByRole('status')).toHaveText(t.documents(2))
    await expect(area.getByRole('heading', { name: t.htp, exact: true })).toBeVisible()
    const [single] = await Promise.all([
      page.waitForEvent('download'),
      area.getByRole('button', { name: t.downloadNamed(t.htp), exact: true }).click(),
    ])
    expect(single.suggestedFilename()).toMatch(/HTP.*05.*\.pdf$/)
    expect((await bytes(single)).subarray(0, 5).toString()).toBe('%PDF-')
    await expectNoAxeViolations(page)

    // Two documents of another tab as one ZIP.
    await area.getByRole('button', { name: t.reset }).click()
    await area.getByRole('link', { name: t.literature }).click()
    await expect(area.getByRole('status')).toHaveText(t.documents(6))
    await area.getByRole('checkbox', { name: t.selectOne(t.literatureTitle), exact: true }).check()
    await area.getByRole('checkbox', { name: t.selectOne(t.paperTitle), exact: true }).check()
    const [archive] = await Promise.all([
      page.waitForEvent('download'),
      area.getByRole('button', { name: t.selected(2) }).click(),
    ])
    expect(archive.suggestedFilename()).toMatch(t.archive)
    const zip = await bytes(archive)
    expect(zip.subarray(0, 4).toString('binary')).toBe('PK\u0003\u0004')
    expect(zip.includes(Buffer.from('manifest.csv'))).toBe(true)
    await expectNoAxeViolations(page)

    // The upload folder itself stays closed to members.
    const listed = await page.request.get(`/api/v1/search-documents?category=product-literature`)
    const doc = ((await listed.json()) as { data: { id: number }[] }).data[0]!
    const record = await page.request.get(`/api/cms/documents/${doc.id}`)
    expect(record.status()).toBe(403)
  })
}

/**
 * An update notice's personal link (ADR 0026) as the server makes it: member, revision, issue time
 * and expiry, signed with a key derived from the server's secret (src/features/documents/notice-token.ts).
 * The e2e server keeps its secret in its data folder.
 */
function noticeLink(memberId: number, revisionId: number): string {
  const port = process.env.E2E_PORT ?? '3100'
  const secret = fs.readFileSync(`data/e2e-${port}/.payload-secret`, 'utf8').trim()
  const key = crypto.createHmac('sha256', secret).update('revision-notice-link:v2').digest()
  const issued = Math.floor(Date.now() / 1000)
  const body = `2.${memberId}.${revisionId}.${issued}.${issued + 365 * 86_400}`
  return `${body}.${crypto.createHmac('sha256', key).update(body).digest('base64url')}`
}

for (const locale of ['en', 'de'] as const) {
  test(`an update notice link opens a page that logs nothing; its button downloads and is logged (${locale})`, async ({
    page,
    request,
  }, testInfo) => {
    const staff = { Authorization: `JWT ${staffToken('admin')}` }
    const members = await request.get(
      `/api/cms/members?where[email][equals]=${encodeURIComponent(MEMBER.email)}&depth=0`,
      { headers: staff },
    )
    const memberId = ((await members.json()) as { docs: { id: number }[] }).docs[0]!.id
    const listed = await request.get('/api/v1/search-documents?category=safety-data-sheets')
    // A revision of its own for each project and language: the four runs go in parallel and
    // each counts the notice downloads of its revision (with one for all, a run in between
    // counted twice).
    const own = (testInfo.project.name === 'phone' ? 2 : 0) + (locale === 'de' ? 1 : 0)
    const revisionId = ((await listed.json()) as { data: { id: number }[] }).data[own]!.id
    const token = noticeLink(memberId, revisionId)
    const noticeLogs = async () =>
      (
        (await (
          await request.get(
            `/api/cms/download-logs?where[kind][equals]=notice&where[document][equals]=${revisionId}&limit=1&depth=0`,
            { headers: staff },
          )
        ).json()) as { totalDocs: number }
      ).totalDocs
    const before = await noticeLogs()

    // A mail gateway opens the link, and the API address older mails carry, first.
    const scanned = await request.get(at(locale, `/download/notice/${token}`))
    expect(scanned.status()).toBe(200)
    expect(scanned.headers()['content-disposition']).toBeUndefined()
    expect((await request.head(at(locale, `/download/notice/${token}`))).status()).toBe(200)
    const older = await request.get(`/api/v1/documents/notice/${token}?locale=${locale}`, {
      maxRedirects: 0,
    })
    expect(older.status()).toBe(303)
    expect(older.headers().location).toBe(at(locale, `/download/notice/${token}`))
    expect(
      (await request.head(`/api/v1/documents/notice/${token}`, { maxRedirects: 0 })).status(),
    ).toBe(303)
    expect(await noticeLogs()).toBe(before)

    await decideCookies(page)
    await page.goto(at(locale, `/download/notice/${token}`))
    const button = page.getByRole('button', {
      name: locale === 'en' ? 'Download the new revision' : 'Neue Revision herunterladen',
    })
    await expect(button).toBeVisible()
    await expectNoAxeViolations(page)
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()])
    expect((await bytes(download)).subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(await noticeLogs()).toBe(before + 1)

    // A link that names no account it could belong to says so, in the page's language.
    await page.goto(at(locale, `/download/notice/${noticeLink(999_999, revisionId)}`))
    await expect(page.getByRole('main').getByRole('status')).toContainText(
      locale === 'en'
        ? 'This link no longer opens a document'
        : 'Dieser Link öffnet kein Dokument mehr',
    )
  })
}
