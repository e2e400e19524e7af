import fs from 'node:fs'

import { expectNoAxeViolations } from './axe'
import { expect, type Page, test } from './fixtures'

/**
 * A visitor asks for a grade's technical data sheet, at 390 and 1440 px in both languages: the
 * link on the grade's page leads to a page that names the sheet, says who may download it and
 * offers log-in and registration on the first screen; logging in there brings the sheet (the
 * PDF arrives, the page stays, its address without `login`). The return path of the login is a
 * path of this site only. The product literature of the download area lists the grades' sheets.
 */
const MEMBER = { email: 'member@eurotalc.example', password: 'EuroTalc-Customer-2026' }
const GRADE = '/our-products/grades/eurotalc-p-12'
const ACCESS = '/download/data-sheets/eurotalc-p-12'

type Locale = 'en' | 'de'
const at = (locale: Locale, p: string) => (locale === 'en' ? p : `/de${p}`)
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const TEXT = {
  en: {
    dataSheet: 'Technical data sheet (PDF)',
    heading: 'Technical data sheet: EuroTalc P 12',
    who: /registered users whose accounts have been approved/,
    loginAndDownload: 'Log in and download',
    register: 'Register',
    login: 'Log in',
    email: 'E-mail',
    password: 'Password',
    downloadAgain: 'Download the technical data sheet (PDF)',
    toGrade: 'Back to EuroTalc P 12',
    sheets: 'Technical data sheets',
    literature: 'Product literature',
  },
  de: {
    dataSheet: 'Technisches Datenblatt (PDF)',
    heading: 'Technisches Datenblatt: EuroTalc P 12',
    who: /registrierten Nutzern zur Verfügung, deren Konto freigegeben ist/,
    loginAndDownload: 'Anmelden und herunterladen',
    register: 'Registrieren',
    login: 'Anmelden',
    email: 'E-Mail',
    password: 'Passwort',
    downloadAgain: 'Technisches Datenblatt herunterladen (PDF)',
    toGrade: 'Zurück zu EuroTalc P 12',
    sheets: 'Technische Datenblätter',
    literature: 'Produktliteratur',
  },
} as const

/** The cookie banner is decided before the page loads, so it never covers the page. */
async function decideCookies(page: Page) {
  await page.addInitScript(() =>
    localStorage.setItem('cookies', JSON.stringify({ terms: false, information: false })),
  )
}

async function logInHere(page: Page, t: (typeof TEXT)[Locale]) {
  const dialog = page.getByRole('dialog', { name: t.login })
  await expect(dialog).toBeVisible()
  await dialog.getByLabel(t.email).fill(MEMBER.email)
  await dialog.getByLabel(t.password).fill(MEMBER.password)
  return dialog
}

for (const width of [390, 1440] as const) {
  test.describe(`at ${width} px`, () => {
    const phone = width < 600
    test.use({ viewport: { width, height: phone ? 844 : 900 }, isMobile: phone, hasTouch: phone })

    for (const locale of ['en', 'de'] as const) {
      const t = TEXT[locale]

      test(`a visitor's click on the data sheet names it, offers the way in, and the login brings the sheet (${locale})`, async ({
        page,
      }) => {
        await decideCookies(page)
        await page.goto(at(locale, GRADE))
        await page.getByRole('link', { name: t.dataSheet, exact: true }).click()

        // The page of the sheet asked for, not the top of a long list.
        await expect(page).toHaveURL(new RegExp(`${escape(at(locale, ACCESS))}$`))
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.heading)
        const main = page.locator('main')
        await expect(main.getByText(t.who)).toBeVisible()
        // Both ways in on the first screen, without scrolling.
        expect(await page.evaluate(() => window.scrollY)).toBe(0)
        const loginLink = main.getByRole('link', { name: t.loginAndDownload })
        const registerLink = main.getByRole('link', { name: t.register, exact: true })
        await expect(loginLink).toBeInViewport({ ratio: 1 })
        await expect(registerLink).toBeInViewport({ ratio: 1 })
        await expect(registerLink).toHaveAttribute('href', at(locale, '/register'))
        await expect(main.getByRole('link', { name: t.toGrade })).toHaveAttribute(
          'href',
          at(locale, GRADE),
        )
        await expectNoAxeViolations(page)

        // Log in there: the sheet arrives in the page's language, the page stays.
        await loginLink.click()
        await expect(page).toHaveURL(/[?&]login(&|$)/)
        await expect(page).toHaveURL(/[?&]return=/)
        const dialog = await logInHere(page, t)
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          dialog.getByRole('button', { name: t.login, exact: true }).click(),
        ])
        expect(download.suggestedFilename()).toBe(`EuroTalc-P-12-TDS-${locale}.pdf`)
        const bytes = fs.readFileSync((await download.path())!)
        expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
        await expect(dialog).toBeHidden()
        // No `login` (nor `return`) left in the address, which would open the dialog again.
        await expect(page).toHaveURL(new RegExp(`${escape(at(locale, ACCESS))}$`))
        // The page now offers the sheet itself to the member.
        await expect(main.getByRole('button', { name: t.downloadAgain })).toBeVisible()
        await expect(loginLink).toHaveCount(0)
        await expectNoAxeViolations(page)
      })
    }
  })
}

for (const locale of ['en', 'de'] as const) {
  const t = TEXT[locale]

  test(`the login's return path never leads to another site (${locale})`, async ({ page }) => {
    await decideCookies(page)
    // A link someone else wrote: the login opens, and after it the visitor stays on this site.
    await page.goto(`${at(locale, ACCESS)}?login&return=${encodeURIComponent('//evil.example/x')}`)
    const dialog = await logInHere(page, t)
    await dialog.getByRole('button', { name: t.login, exact: true }).click()
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(new RegExp(`^http://localhost:\\d+${escape(at(locale, ACCESS))}$`))
  })

  test(`the product literature lists the grades' technical data sheets (${locale})`, async ({
    page,
  }) => {
    await decideCookies(page)
    await page.goto(at(locale, '/download?tab=product-literature'))
    const area = page.locator('.downloads')
    await expect(area.getByRole('link', { name: t.literature })).toHaveAttribute(
      'aria-current',
      'page',
    )
    const sheets = area.getByRole('region', { name: t.sheets })
    await expect(sheets.getByRole('heading', { name: t.heading, exact: true })).toBeVisible()
    await expect(sheets.getByRole('listitem').first()).toBeVisible()
    // Another tab has its own documents only.
    await area
      .getByRole('link', { name: locale === 'en' ? 'Quality documents' : 'Qualitätsdokumente' })
      .click()
    await expect(area.getByRole('region', { name: t.sheets })).toHaveCount(0)
    await expectNoAxeViolations(page)
  })
}
