import { expect, type Page, test } from './fixtures'

const COOKIE = 'i18n_redirected'

/** The visitor's way to another language: the header's language panel, or on phones the menu. */
async function switchLanguage(page: Page, entry: RegExp) {
  const menu = page.getByRole('button', { name: /Open menu|Menü öffnen/ })
  if (await menu.isVisible()) {
    await menu.click()
    await page.getByRole('button', { name: /Select language|Sprache wählen/ }).click()
  } else {
    await page.getByRole('button', { name: /Language|Sprache/ }).click()
  }
  await page.getByRole('link', { name: entry }).click()
}

async function localeCookie(context: import('@playwright/test').BrowserContext) {
  return (await context.cookies()).find((c) => c.name === COOKIE)
}

test.describe('language routing', () => {
  test('/ is English and /de is German', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Talc and mineral additives')

    await page.goto('/de')
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Talkum und mineralische Additive',
    )
  })

  test('a nested route exists in both languages', async ({ page }) => {
    await page.goto('/about-us/company-profile')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Company profile')
    await page.goto('/de/about-us/company-profile')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unternehmensprofil')
  })

  test('pages name their canonical address and the other language', async ({ page, baseURL }) => {
    await page.goto('/de/about-us')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${baseURL}/de/about-us`,
    )
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      `${baseURL}/about-us`,
    )
    await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute(
      'href',
      `${baseURL}/de/about-us`,
    )
  })

  test('links inside German pages keep the /de prefix', async ({ page }) => {
    await page.goto('/de/about-us')
    // Every link of the navigation, shown or folded away (phones show it in the menu).
    const hrefs = await page
      .locator('nav[aria-label="Hauptnavigation"] a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(hrefs.length).toBeGreaterThan(5)
    for (const href of hrefs) expect(href).toMatch(/^\/de\//)
    await expect(page.getByRole('link', { name: 'EuroTalc Startseite' })).toHaveAttribute(
      'href',
      '/de',
    )
  })

  test.describe('browser asking for German', () => {
    test.use({ locale: 'de-DE', extraHTTPHeaders: { 'Accept-Language': 'de-DE,de;q=0.9' } })

    test('gets German at / when no cookie is stored', async ({ page }) => {
      await page.goto('/')
      await expect(page).toHaveURL(/\/de$/)
      await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    })

    test('the stored cookie overrides the browser language', async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: COOKIE, value: 'en', url: baseURL! }])
      await page.goto('/')
      await expect(page).not.toHaveURL(/\/de/)
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    })

    test('an English address stays English, and no page sets the cookie', async ({
      page,
      context,
    }) => {
      // Only the entry address chooses (ADR 0024): a link to an English page is English.
      const response = await page.goto('/about-us')
      await expect(page).toHaveURL(/\/about-us$/)
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')
      expect(await response?.headerValue('set-cookie')).toBeNull()
      expect(await localeCookie(context)).toBeUndefined()
    })
  })

  test('switching the language stores the choice for a year', async ({ page, context }) => {
    await page.goto('/about-us')
    await switchLanguage(page, /Germany \(DE\)/)
    await expect(page).toHaveURL(/\/de\/about-us$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')

    const cookie = await localeCookie(context)
    expect(cookie?.value).toBe('de')
    expect(cookie?.path).toBe('/')
    expect(cookie?.sameSite).toBe('Lax')
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(364)
    expect(days).toBeLessThanOrEqual(366)

    // The choice now wins at the entry address…
    await page.goto('/')
    await expect(page).toHaveURL(/\/de$/)

    // …until English is chosen again.
    await page.goto('/de/about-us')
    await switchLanguage(page, /Vereinigtes Königreich \(UK\)/)
    await expect(page).toHaveURL(/\/about-us$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    expect((await localeCookie(context))?.value).toBe('en')
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  })
})
