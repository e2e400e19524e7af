import { expectNoAxeViolations } from './axe'
import { expect, type Locator, type Page, test } from './fixtures'

/**
 * The download area's search and filters in its address, in both languages (desktop and phone
 * projects): what a visitor chose survives a reload and travels in a shared link, without a
 * history entry per change; what the address names and the area does not know is left out. On a
 * phone the filters fold behind one button and the first document is on the first screen.
 */
type Locale = 'en' | 'de'
const at = (locale: Locale, p: string) => (locale === 'en' ? p : `/de${p}`)

const TEXT = {
  en: {
    sds: 'Safety data sheets',
    language: 'Document language',
    market: 'Product market',
    search: 'Search documents',
    searchButton: 'Search',
    reset: 'Reset',
    documents: (n: number) => (n === 1 ? '1 document' : `${n} documents`),
    english: 'English',
    filters: 'Search and filter',
    filtersActive: (n: number) => `Search and filter (${n} active)`,
    htpGerman: 'Safety data sheet – EuroTalc HTP 05 (German)',
  },
  de: {
    sds: 'Sicherheitsdatenblätter',
    language: 'Dokumentsprache',
    market: 'Produktmarkt',
    search: 'Dokumente durchsuchen',
    searchButton: 'Suchen',
    reset: 'Zurücksetzen',
    documents: (n: number) => (n === 1 ? '1 Dokument' : `${n} Dokumente`),
    english: 'Englisch',
    filters: 'Suchen und filtern',
    filtersActive: (n: number) => `Suchen und filtern (${n} aktiv)`,
    htpGerman: 'Sicherheitsdatenblatt – EuroTalc HTP 05',
  },
} as const

/** The cookie banner is decided before the page loads, so it never covers the list. */
async function decideCookies(page: Page) {
  await page.addInitScript(() =>
    localStorage.setItem('cookies', JSON.stringify({ terms: false, information: false })),
  )
}

/** On a phone the filters are behind their button: opened when folded. */
async function openFilters(area: Locator, name: string | RegExp) {
  const toggle = area.getByRole('button', { name })
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'false')
    await toggle.click()
}

const query = (page: Page) => new URL(page.url()).searchParams

for (const locale of ['en', 'de'] as const) {
  const t = TEXT[locale]

  test(`the search and the filters stay in the address and survive a reload (${locale})`, async ({
    page,
  }) => {
    await decideCookies(page)
    await page.goto(at(locale, '/download?tab=safety-data-sheets'))
    const area = page.locator('.downloads')
    await expect(area.getByRole('status')).toHaveText(t.documents(6))
    const entries = await page.evaluate(() => history.length)

    await openFilters(area, t.filters)
    await area.getByLabel(t.language).selectOption({ label: t.english })
    await expect(area.getByRole('status')).toHaveText(t.documents(3))
    await expect.poll(() => query(page).get('language')).toBe('en')
    await area.getByLabel(t.search).fill('HTP')
    // Typing is no search yet: nothing in the address until it is sent.
    expect(query(page).get('query')).toBeNull()
    await area.getByRole('button', { name: t.searchButton, exact: true }).click()
    await expect(area.getByRole('status')).toHaveText(t.documents(1))
    await expect.poll(() => query(page).get('query')).toBe('HTP')
    expect(query(page).get('tab')).toBe('safety-data-sheets')
    expect(query(page).get('language')).toBe('en')
    // Each change replaced the page's entry: Back still leaves the list as one step.
    expect(await page.evaluate(() => history.length)).toBe(entries)

    await page.reload()
    await expect(area.getByRole('status')).toHaveText(t.documents(1))
    await expect(area.getByRole('link', { name: t.sds })).toHaveAttribute('aria-current', 'page')
    await openFilters(area, t.filtersActive(2))
    await expect(area.getByLabel(t.search)).toHaveValue('HTP')
    await expect(area.getByLabel(t.language)).toHaveValue('en')
    await expectNoAxeViolations(page)

    // Reset empties the list's part of the address and keeps the tab.
    await area.getByRole('button', { name: t.reset }).click()
    await expect(area.getByRole('status')).toHaveText(t.documents(6))
    await expect(page).toHaveURL(new RegExp(`${at(locale, '/download')}\\?tab=safety-data-sheets$`))
  })

  test(`a shared link opens the list filtered, and what the area does not know is left out (${locale})`, async ({
    page,
  }) => {
    await decideCookies(page)
    await page.goto(
      at(locale, '/download?tab=safety-data-sheets&query=HTP&language=de&market=999999&page=abc'),
    )
    const area = page.locator('.downloads')
    await expect(area.getByRole('status')).toHaveText(t.documents(1))
    await expect(area.getByRole('heading', { name: t.htpGerman, exact: true })).toBeVisible()
    // The unknown market and the impossible page are not applied, and not kept.
    await expect.poll(() => query(page).has('market')).toBe(false)
    expect(query(page).has('page')).toBe(false)
    expect(query(page).get('query')).toBe('HTP')
    expect(query(page).get('language')).toBe('de')
    // The filter button (a phone's) names how many filters apply.
    await openFilters(area, t.filtersActive(2))
    await expect(area.getByLabel(t.search)).toHaveValue('HTP')
    await expect(area.getByLabel(t.market)).toHaveValue('')
    await expect(area.getByLabel(t.language)).toHaveValue('de')
    // A tab's link carries the search and filters along.
    await expect(area.getByRole('link', { name: t.sds })).toHaveAttribute(
      'href',
      '?tab=safety-data-sheets&query=HTP&language=de',
    )
    await expectNoAxeViolations(page)
  })

  test(`what a visitor chose and typed before the area's script ran is searched for when it runs (${locale})`, async ({
    page,
  }) => {
    // The page is usable before its scripts (ADR 0015): the fields are the server's HTML until
    // the area's script runs, held back here until the choice is made. Wide enough that the
    // filters stand open without their button (which needs the script).
    await page.setViewportSize({ width: 1280, height: 900 })
    await decideCookies(page)
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/_next\/static\/chunks\//, async (route) => {
      await released
      await route.continue()
    })
    await page.goto(at(locale, '/download?tab=safety-data-sheets'), { waitUntil: 'commit' })
    const area = page.locator('.downloads')
    await area.getByLabel(t.language).selectOption({ label: t.english })
    await area.getByLabel(t.search).fill('HTP')
    await expect(area.getByRole('status')).toHaveText('')
    release()

    await expect(area.getByRole('status')).toHaveText(t.documents(1))
    await expect.poll(() => query(page).get('language')).toBe('en')
    expect(query(page).get('query')).toBe('HTP')
    expect(query(page).get('tab')).toBe('safety-data-sheets')
    await expect(area.getByLabel(t.language)).toHaveValue('en')
    await expect(area.getByLabel(t.search)).toHaveValue('HTP')
  })

  test(`on a phone the list starts on the first screen; the filters fold behind a button (${locale})`, async ({
    page,
  }, testInfo) => {
    await decideCookies(page)
    await page.goto(at(locale, '/download'))
    const area = page.locator('.downloads')
    await expect(area.getByRole('status')).toHaveText(t.documents(6))
    const toggle = area.getByRole('button', { name: t.filters })
    const search = area.getByRole('search')
    if (testInfo.project.name === 'phone') {
      expect(await page.evaluate(() => window.scrollY)).toBe(0)
      await expect(area.locator('.downloads__item').first()).toBeInViewport()
      await expect(search).toBeHidden()
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
      await expectNoAxeViolations(page)
      await toggle.click()
      await expect(toggle).toHaveAttribute('aria-expanded', 'true')
      await expect(search).toBeVisible()
      await expect(area.getByLabel(t.search)).toBeVisible()
      await expectNoAxeViolations(page)
    } else {
      // From 600 px the filters stand open beside the list, without the button.
      await expect(search).toBeVisible()
      await expect(toggle).toBeHidden()
    }
  })
}
