import { expect, type Page, test } from './fixtures'
import { expectNoAxeViolations } from './axe'

/**
 * Helping visitors who search: the 404 page offers the site search and up to three pages close
 * to the asked address; a search that finds nothing in one language offers the other
 * language's results; the farewell page, unlisted by its editors, is reachable but in neither
 * sitemap and not for search engines. English and German, each checked with axe.
 */
async function decideCookies(page: Page) {
  await page.addInitScript(() =>
    localStorage.setItem('cookies', JSON.stringify({ terms: false, information: false })),
  )
}

test.beforeEach(async ({ page }) => decideCookies(page))

const results = (page: Page) => page.locator('.site-search__results > li')

const NOT_FOUND = [
  {
    lang: 'en',
    path: '/about-us/carrers',
    suggestionsLabel: 'Perhaps you were looking for',
    suggestion: 'Careers',
    suggestionHref: '/about-us/careers',
    searchLabel: 'Search the site',
    query: 'talc',
    resultsUrl: /\/search\?query=talc$/,
    status: 'for “talc”',
  },
  {
    lang: 'de',
    path: '/de/about-us/carrers',
    suggestionsLabel: 'Vielleicht suchen Sie',
    suggestion: 'Karriere',
    suggestionHref: '/de/about-us/careers',
    searchLabel: 'Website durchsuchen',
    query: 'Talkum',
    resultsUrl: /\/de\/search\?query=Talkum$/,
    status: 'für „Talkum“',
  },
] as const

test.describe('the 404 page helps on', () => {
  for (const c of NOT_FOUND) {
    test(`${c.lang}: it suggests the page closest to ${c.path} and searches the site`, async ({
      page,
    }) => {
      const response = await page.goto(c.path)
      expect(response?.status()).toBe(404)
      const main = page.getByRole('main')
      await expect(main.getByRole('heading', { level: 1 })).toContainText('404')

      const suggestions = main.getByRole('navigation', { name: c.suggestionsLabel })
      const suggestion = suggestions.getByRole('link', { name: c.suggestion, exact: true })
      await expect(suggestion).toHaveAttribute('href', c.suggestionHref)
      expect(await suggestions.getByRole('link').count()).toBeLessThanOrEqual(3)
      await expect(main.getByRole('heading', { level: 2, name: c.searchLabel })).toBeVisible()
      await expectNoAxeViolations(page)

      await suggestion.click()
      await expect(page).toHaveURL(new RegExp(`${c.suggestionHref}$`))
      await expect(page.getByRole('heading', { level: 1 })).not.toContainText('404')

      await page.goto(c.path)
      const box = page.getByRole('main').getByRole('searchbox', { name: c.searchLabel })
      await box.fill(c.query)
      await box.press('Enter')
      await expect(page).toHaveURL(c.resultsUrl)
      await expect(page.getByRole('status').filter({ hasText: c.status })).toBeVisible()
      await expect(results(page).first()).toBeVisible()
    })
  }

  test('without JavaScript the search form still works', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    expect((await page.goto('/de/about-us/carrers'))?.status()).toBe(404)
    const box = page.getByRole('main').getByRole('searchbox', { name: 'Website durchsuchen' })
    await box.fill('Talkum')
    await box.press('Enter')
    await expect(page).toHaveURL(/\/de\/search\?query=Talkum$/)
    await expect(results(page).first()).toBeVisible()
    await context.close()
  })
})

const OTHER_LANGUAGE = [
  {
    lang: 'en',
    search: '/search',
    query: 'Nachhaltigkeit',
    noResults: 'No results for “Nachhaltigkeit”',
    hint: /^Results in German: \d+$/,
    otherUrl: /\/de\/search\?query=Nachhaltigkeit$/,
    otherStatus: 'für „Nachhaltigkeit“',
  },
  {
    lang: 'de',
    search: '/de/search',
    query: 'sustainability',
    noResults: 'Keine Ergebnisse für „sustainability“',
    hint: /^Ergebnisse auf Englisch: \d+$/,
    otherUrl: /\/search\?query=sustainability$/,
    otherStatus: 'for “sustainability”',
  },
] as const

test.describe('a search that finds nothing offers the other language', () => {
  for (const c of OTHER_LANGUAGE) {
    test(`${c.lang}: "${c.query}" links to the results in the other language`, async ({ page }) => {
      // The page as the server renders the address.
      await page.goto(`${c.search}?query=${c.query}`)
      await expect(page.locator('.site-search__status')).toContainText(c.noResults)
      const hint = page.getByRole('link', { name: c.hint })
      await expect(hint).toBeVisible()
      await expectNoAxeViolations(page)

      // The same after a search on the page (the API's answer).
      await page.goto(c.search)
      const box = page.locator('#site-search-query')
      await expect
        .poll(() => box.evaluate((node) => Object.keys(node).some((k) => k.startsWith('__react'))))
        .toBe(true)
      await box.fill(c.query)
      await box.press('Enter')
      await expect(page.locator('.site-search__status')).toContainText(c.noResults)
      await expect(hint).toBeVisible()

      await hint.click()
      await expect(page).toHaveURL(c.otherUrl)
      await expect(page.getByRole('status').filter({ hasText: c.otherStatus })).toBeVisible()
      await expect(results(page).first()).toBeVisible()
    })
  }
})

test.describe('the farewell page, unlisted by its editors', () => {
  for (const c of [
    {
      lang: 'en',
      path: '/farewell',
      text: 'It is with deep sadness that we bid farewell to our company',
      sitemap: '/sitemap',
      title: 'Farewell',
    },
    {
      lang: 'de',
      path: '/de/farewell',
      text: 'Mit tiefer Trauer nehmen wir Abschied von unserem Unternehmen',
      sitemap: '/de/sitemap',
      title: 'Abschied',
    },
  ] as const) {
    test(`${c.lang}: is reachable, not for search engines, and in no sitemap`, async ({
      page,
      request,
    }) => {
      expect((await page.goto(c.path))?.status()).toBe(200)
      await expect(page.getByText(c.text)).toBeVisible()
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)

      await page.goto(c.sitemap)
      const sitemap = page.getByRole('main').getByRole('navigation').first()
      await expect(sitemap.getByRole('link').first()).toBeVisible()
      await expect(page.getByRole('main').getByRole('link', { name: c.title })).toHaveCount(0)

      const xml = await (await request.get('/sitemap.xml')).text()
      expect(xml).toContain('/about-us/careers')
      expect(xml).not.toContain('/farewell')
    })
  }
})
