import { expect, type Locator, type Page, test } from './fixtures'
import { expectNoAxeViolations } from './axe'

/**
 * The site search page (ADR 0013): the header's search lands on /search with results; the
 * filter narrows them at once; Reset clears them and sets the filter back to 'All'; a new
 * search cancels a running one; the page works without JavaScript; axe finds nothing.
 */
async function decideCookies(page: Page) {
  await page.addInitScript(() =>
    localStorage.setItem('cookies', JSON.stringify({ terms: false, information: false })),
  )
}

const results = (page: Page) => page.locator('.site-search__results > li')

/**
 * Waits until React has hydrated `control`: typed or chosen before that, Enter sends the plain GET
 * form and a chosen filter only changes the DOM (the no-JavaScript path, a new document).
 */
const ownedByReact = (control: Locator) =>
  expect
    .poll(() => control.evaluate((node) => Object.keys(node).some((k) => k.startsWith('__react'))))
    .toBe(true)

test.beforeEach(async ({ page }) => decideCookies(page))

test('the header search shows highlighted results; the filter and reset work', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  const box = page.locator('#search-panel').getByRole('searchbox', { name: 'Search the site' })
  await box.fill('papers')
  await box.press('Enter')
  await expect(page).toHaveURL(/\/search\?query=papers$/)
  await expect(page.getByRole('status').filter({ hasText: 'for “papers”' })).toBeVisible()
  await expect(results(page).first()).toBeVisible()
  // 'papers' found 'paper': the found word is marked in the snippet.
  await expect(results(page).locator('mark').first()).toHaveText(/^paper/i)
  await expectNoAxeViolations(page)

  const filter = page.getByLabel('Show')
  await expect(filter.locator('option').first()).toHaveText('All')
  await ownedByReact(filter)
  await page.locator('#site-search-query').fill('talc')
  await page.locator('#site-search-query').press('Enter')
  await expect(page.getByRole('status').filter({ hasText: 'for “talc”' })).toBeVisible()
  await filter.selectOption({ label: 'News' })
  await expect(page).toHaveURL(/filter=\d/)
  await expect(page.locator('.site-search[aria-busy="false"]')).toBeVisible()
  const types = await page.locator('.search-hit__type').allTextContents()
  expect(types.length).toBeGreaterThan(0)
  expect(new Set(types)).toEqual(new Set(['News']))

  await page.getByRole('link', { name: 'Reset' }).click()
  await expect(filter).toHaveValue('1')
  await expect(page.getByRole('searchbox', { name: 'Search the site' }).first()).toHaveValue('')
  await expect(results(page)).toHaveCount(0)
  await expect(page.getByText('Enter a search term to search the site.')).toBeVisible()
  await expect(page).toHaveURL(/\/search$/)
})

test('German: inflected words are found, and an empty text is not searched', async ({ page }) => {
  await page.goto('/de/search')
  const box = page.locator('#site-search-query')
  let requests = 0
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/search?')) requests += 1
  })
  await box.fill('   ')
  await page.getByRole('button', { name: 'Suchen', exact: true }).click()
  await expect(box).toBeFocused()
  expect(requests).toBe(0)
  await box.fill('Anwendungen Kunststoffe')
  await box.press('Enter')
  await expect(page.getByRole('status').filter({ hasText: 'Ergebnis' })).toBeVisible()
  await expect(results(page).first()).toBeVisible()
  await expect(page).toHaveURL(/\/de\/search\?query=Anwendungen\+Kunststoffe$/)
  expect(requests).toBe(1)
  // Back to the empty page and forward again, without a page load.
  await page.goBack()
  await expect(results(page)).toHaveCount(0)
  await page.goForward()
  await expect(results(page).first()).toBeVisible()
})

test('a new search cancels the running one', async ({ page }) => {
  // The page's own fetch tells whether a request was aborted: Playwright's network events for a
  // request held by a route handler are not reliable proof of it.
  await page.addInitScript(() => {
    const aborted: string[] = []
    Object.assign(window, { abortedSearches: aborted })
    const original = window.fetch.bind(window)
    window.fetch = (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
      if (url.includes('/api/v1/search?'))
        init?.signal?.addEventListener('abort', () => aborted.push(url))
      return original(input, init)
    }
  })
  await page.goto('/search')
  // The first 'slow' search is held until the newer results are shown, then let through.
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  let slowAnswered: Promise<void> | null = null
  await page.route('**/api/v1/search?*', async (route) => {
    if (!slowAnswered && route.request().url().includes('query=slow')) {
      slowAnswered = held.then(() => route.continue().catch(() => undefined))
      return slowAnswered
    }
    await route.continue().catch(() => undefined)
  })
  const aborted = () =>
    page.evaluate(() => (window as unknown as { abortedSearches: string[] }).abortedSearches)
  const box = page.locator('#site-search-query')
  // Typed before the island has hydrated, Enter would send the plain GET form (a new document,
  // whose fetch log starts empty): wait until React owns the box.
  await ownedByReact(box)
  await box.fill('slow')
  await box.press('Enter')
  await expect(page.locator('.site-search__status')).toHaveText('Searching …')
  // The status shows before the request leaves: wait until the slow request is on its way, or
  // the newer search has nothing to cancel yet (CI saw that once).
  await expect.poll(() => slowAnswered !== null).toBe(true)
  await box.fill('talc')
  await box.press('Enter')
  await expect(page.getByRole('status').filter({ hasText: 'for “talc”' })).toBeVisible()
  expect(await aborted()).toEqual([expect.stringContaining('query=slow')])
  // The slow answer, let through now, does not replace the newer results.
  release()
  await slowAnswered
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )
  await expect(page.getByRole('status').filter({ hasText: 'for “talc”' })).toBeVisible()
  expect(await aborted()).toHaveLength(1)
})

test('works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/search')
  await page.locator('#site-search-query').fill('talc')
  await page.getByLabel('Show').selectOption({ label: 'Products and markets' })
  await page.locator('.site-search__form').getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/\/search\?query=talc&filter=\d/)
  await expect(results(page).first()).toBeVisible()
  const types = await page.locator('.search-hit__type').allTextContents()
  expect(types.length).toBeGreaterThan(0)
  // Products: the markets and the grades, each with its own label.
  expect(types.filter((type) => type !== 'Product market' && type !== 'Talc grade')).toEqual([])
  await context.close()
})

test('empty, no-result and paged states, each without axe violations', async ({ page }) => {
  const status = page.locator('.site-search__status')
  await page.goto('/search')
  await expect(status).toHaveText('Enter a search term to search the site.')
  await expectNoAxeViolations(page)

  await page.goto('/search?query=talc')
  const pager = page.getByRole('navigation', { name: 'Result pages' })
  await expect(pager).toContainText(/Page 1 of \d+/)
  const pages = Number((await pager.textContent())?.match(/Page 1 of (\d+)/)?.[1])
  expect(pages).toBeGreaterThan(1)
  const firstPage = await results(page).allTextContents()
  expect(firstPage).toHaveLength(10)
  await pager.getByRole('link', { name: 'Next page' }).click()
  await expect(page).toHaveURL(/\/search\?query=talc&page=2$/)
  await expect(pager).toContainText(`Page 2 of ${pages}`)
  await expect(results(page).first()).toBeVisible()
  const secondPage = await results(page).allTextContents()
  expect(secondPage.filter((hit) => firstPage.includes(hit))).toEqual([])
  await pager.getByRole('link', { name: 'Previous page' }).click()
  await expect(page).toHaveURL(/\/search\?query=talc$/)
  await expect(pager).toContainText('Page 1 of')

  // An address past the last page (an old link) leads back to the last page.
  await page.goto('/search?query=talc&page=999')
  await expect(results(page)).toHaveCount(0)
  await pager.getByRole('link', { name: 'Previous page' }).click()
  await expect(page).toHaveURL(new RegExp(`/search\\?query=talc&page=${pages}$`))
  await expect(results(page).first()).toBeVisible()

  // Last: a German page stores the language, and the English addresses would then lead there.
  await page.goto('/de/search?query=zzxqv')
  await expect(status).toHaveText(/^Keine Ergebnisse für „zzxqv“/)
  await expect(results(page)).toHaveCount(0)
  await expectNoAxeViolations(page)
})

test('German "Talk" finds everything "Talkum" finds, a page first; a compound by its parts', async ({
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'plain HTTP: once')
  type Hit = { id: string; title: string; type: string }
  const everything = async (query: string): Promise<Hit[]> => {
    const hits: Hit[] = []
    for (let page = 1; ; page += 1) {
      const response = await request.get(
        `/api/v1/search?query=${encodeURIComponent(query)}&locale=de&page=${page}`,
      )
      expect(response.status(), query).toBe(200)
      const body = (await response.json()) as { data: Hit[]; meta: { pages: number } }
      hits.push(...body.data)
      if (page >= body.meta.pages) return hits
    }
  }
  const talk = await everything('Talk')
  const talkum = await everything('Talkum')
  expect(talkum.length).toBeGreaterThan(10)
  const found = new Set(talk.map((hit) => hit.id))
  expect(talkum.filter((hit) => !found.has(hit.id)).map((hit) => hit.title)).toEqual([])
  const firstPage = talk.findIndex((hit) => hit.type === 'pages')
  const firstDocument = talk.findIndex((hit) => hit.type === 'documents')
  expect(firstPage).toBeGreaterThanOrEqual(0)
  expect(firstDocument === -1 || firstPage < firstDocument).toBe(true)
  // 'Sorten' is a part of 'Talkumsorten' (two documents' titles).
  const parts = await everything('Sorten')
  expect(parts.filter((hit) => /Talkumsorten/.test(hit.title)).length).toBeGreaterThan(0)
})
