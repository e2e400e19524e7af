import fs from 'node:fs'

import { expect, type Page, test } from './fixtures'

import { linesOf } from '../setup/pdf-text'

/**
 * The technical data sheet in the browser (ADR 0027), at 390 and 1440 px in both
 * languages: an approved member follows "Technical data sheet (PDF)" on a grade's page and gets
 * the PDF, generated in the page's language from the grade's data; a visitor following the same
 * link is refused as for product literature in the download area (the browser lands on the
 * sheet's access page, which names it and offers the way in; the API answers 401 with the
 * download area's text).
 */
const MEMBER = { email: 'member@eurotalc.example', password: 'EuroTalc-Customer-2026' }
const GRADE = '/our-products/grades/eurotalc-p-12'

type Locale = 'en' | 'de'
const at = (locale: Locale, p: string) => (locale === 'en' ? p : `/de${p}`)

const TEXT = {
  en: {
    dataSheet: 'Technical data sheet (PDF)',
    login: 'Log in',
    email: 'E-mail',
    password: 'Password',
    sheetPage: 'Technical data sheet: EuroTalc P 12',
    signIn: /^Please log in to download documents/,
    title: 'Technical data sheet',
    d50: 'Median particle size d50\t1.2\tµm\tISO 13317-3',
  },
  de: {
    dataSheet: 'Technisches Datenblatt (PDF)',
    login: 'Anmelden',
    email: 'E-Mail',
    password: 'Passwort',
    sheetPage: 'Technisches Datenblatt: EuroTalc P 12',
    signIn: /^Bitte melden Sie sich an/,
    title: 'Technisches Datenblatt',
    d50: 'Mittlere Korngröße d50\t1,2\tµm\tISO 13317-3',
  },
} as const

/** The cookie banner is decided before the page loads, so it never covers the page. */
async function decideCookies(page: Page) {
  await page.addInitScript(() =>
    localStorage.setItem('cookies', JSON.stringify({ terms: false, information: false })),
  )
}

for (const width of [390, 1440] as const) {
  test.describe(`at ${width} px`, () => {
    const phone = width < 600
    test.use({ viewport: { width, height: phone ? 844 : 900 }, isMobile: phone, hasTouch: phone })

    for (const locale of ['en', 'de'] as const) {
      const t = TEXT[locale]

      test(`an approved member downloads a grade's technical data sheet from its page (${locale})`, async ({
        page,
      }) => {
        await decideCookies(page)
        // `?login` opens the login dialog on the grade's page.
        await page.goto(`${at(locale, GRADE)}?login`)
        const dialog = page.getByRole('dialog', { name: t.login })
        await dialog.getByLabel(t.email).fill(MEMBER.email)
        await dialog.getByLabel(t.password).fill(MEMBER.password)
        await dialog.getByRole('button', { name: t.login, exact: true }).click()
        await expect(dialog).toBeHidden()

        const link = page.getByRole('link', { name: t.dataSheet, exact: true })
        await expect(link).toHaveAttribute(
          'href',
          `/api/v1/grades/eurotalc-p-12/data-sheet?locale=${locale}`,
        )
        const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
        expect(download.suggestedFilename()).toBe(`EuroTalc-P-12-TDS-${locale}.pdf`)
        const bytes = fs.readFileSync((await download.path())!)
        expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
        // The sheet is the grade's, in the page's language.
        const lines = await linesOf(new Uint8Array(bytes))
        expect(lines).toContain(t.title)
        expect(lines).toContain('EuroTalc P 12')
        expect(lines).toContain(t.d50)
      })

      test(`a visitor following the data sheet link is refused as for product literature (${locale})`, async ({
        page,
      }) => {
        await decideCookies(page)
        await page.goto(at(locale, GRADE))
        await page.getByRole('link', { name: t.dataSheet, exact: true }).click()
        // The browser lands on the sheet's access page, which names the sheet, says who may
        // download it and offers the way in; no file was given.
        await expect(page).toHaveURL(
          new RegExp(`${at(locale, '/download/data-sheets/eurotalc-p-12')}$`),
        )
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.sheetPage)
        // Asked by a program, the address answers as a document download does.
        const answer = await page.request.get(
          `/api/v1/grades/eurotalc-p-12/data-sheet?locale=${locale}`,
        )
        expect(answer.status()).toBe(401)
        expect(answer.headers()['content-type']).toMatch(/^application\/json/)
        expect(((await answer.json()) as { message: string }).message).toMatch(t.signIn)
      })
    }
  })
}
