import {
  type Browser,
  expect,
  type Locator,
  type Page,
  pageReady,
  readyAfterLoad,
  test,
} from './fixtures'

import { expectNoAxeViolations } from './axe'

/**
 * The grade finder (ADR 0027) in both languages, at 390 and 1440 px, with JavaScript and
 * without: three filter sets give exactly the demo grades they should (src/seed/content/grades:
 * d50, top cut, whiteness, form and markets), the address holds the filters, a bad value is
 * dropped with a note instead of failing, two grades from the results are compared. With
 * JavaScript a change applies at once, without a page load. The finder is linked from the
 * product-market pages, listed in the sitemap and found by the site search.
 */
type Locale = 'en' | 'de'
const at = (locale: Locale, p: string) => (locale === 'en' ? p : `/de${p}`)
const FINDER = '/our-products/grades'

const TEXT = {
  en: {
    market: 'Market',
    to: 'To',
    topCut: 'Top cut d98, at most (µm)',
    whiteness: 'Whiteness, at least (%)',
    form: 'Form',
    compacted: 'Compacted',
    submit: 'Show grades',
    reset: 'Reset filters',
    results: 'Matching grades',
    count: (n: number) => (n === 1 ? '1 grade matches.' : `${n} grades match.`),
    compare: (grade: string) => `Compare ${grade}`,
    compareSubmit: 'Compare selected grades',
    d50Range: 'The d50 range was ignored: the minimum is above the maximum.',
    notNumber: 'Whiteness: “bright” is not a number we can read, so this filter was not applied.',
    findForAutomotive: 'Find a grade for Automotive plastics',
    mainNav: 'Main navigation',
    products: 'Products',
    menuFinder: 'Grade finder',
    d50OfP12: '1.2 µm',
  },
  de: {
    market: 'Markt',
    to: 'Bis',
    topCut: 'Oberkorn d98, höchstens (µm)',
    whiteness: 'Weißgrad, mindestens (%)',
    form: 'Form',
    compacted: 'Kompaktiert',
    submit: 'Sorten anzeigen',
    reset: 'Filter zurücksetzen',
    results: 'Passende Sorten',
    count: (n: number) => (n === 1 ? '1 Sorte passt.' : `${n} Sorten passen.`),
    compare: (grade: string) => `Vergleichen ${grade}`,
    compareSubmit: 'Ausgewählte Sorten vergleichen',
    d50Range: 'Der d50-Bereich wurde nicht angewendet: Das Minimum liegt über dem Maximum.',
    notNumber:
      'Weißgrad: „bright“ ist keine lesbare Zahl, deshalb wurde dieser Filter nicht angewendet.',
    findForAutomotive: 'Eine Sorte für den Markt Automobilkunststoffe finden',
    mainNav: 'Hauptnavigation',
    products: 'Produkte',
    menuFinder: 'Sortenfinder',
    d50OfP12: '1,2 µm',
  },
} as const

/**
 * The three filter sets, with the demo grades each must give, sorted by name as a reader sorts
 * ("P 12" before "P 100"). Automotive plastics: AT 1 (d50 1.9), P 12 (1.2), P 20 (2.0), P 45 and
 * P 45 S (4.5). Compacted: P 12 and P 20 only. Whiteness ≥ 90: HTP 05 (90), K 50 (92), PC 20 (91).
 */
const SETS = [
  {
    name: 'automotive plastics, d50 at most 3 µm',
    params: { market: 'automotive-plastics', d50max: '3' },
    grades: ['EuroTalc AT 1', 'EuroTalc P 12', 'EuroTalc P 20'],
  },
  {
    name: 'compacted',
    params: { form: 'compacted' },
    grades: ['EuroTalc P 12', 'EuroTalc P 20'],
  },
  {
    name: 'whiteness at least 90 %',
    params: { whitenessmin: '90' },
    grades: ['EuroTalc HTP 05', 'EuroTalc K 50', 'EuroTalc PC 20'],
  },
] as const
type FilterSet = (typeof SETS)[number]

const WIDTHS = [390, 1440] as const

/**
 * Each page its own client address (the server trusts the one proxy the tests play): the finder
 * and the comparison render at most RATE_LIMITS.gradeQueryRender times a minute per address.
 */
let client = 0
const clientAddress = () => `198.18.253.${(client += 1) % 250}`

async function newPage(browser: Browser, width: number, javaScriptEnabled: boolean) {
  const phone = width < 600
  const context = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': clientAddress() },
    javaScriptEnabled,
    viewport: { width, height: phone ? 844 : 900 },
    isMobile: phone,
    hasTouch: phone,
  })
  // The cookie banner is decided before the page loads, so it never covers the results.
  await context.addInitScript(() =>
    localStorage.setItem('cookies', JSON.stringify({ terms: false, information: false })),
  )
  const page = await context.newPage()
  return javaScriptEnabled ? readyAfterLoad(page) : page
}

const results = (page: Page, locale: Locale) =>
  page.getByRole('region', { name: TEXT[locale].results })
/** The grade names of the result cards, in their order. */
const cards = (page: Page, locale: Locale): Locator =>
  results(page, locale).getByRole('heading', { level: 3 })

/** Fills the form as a visitor does (the market and form by their option value). */
async function fill(page: Page, locale: Locale, set: FilterSet) {
  const t = TEXT[locale]
  const params: Record<string, string> = set.params
  if (params.market) await page.getByLabel(t.market, { exact: true }).selectOption(params.market)
  if (params.d50max) await page.getByLabel(t.to, { exact: true }).fill(params.d50max)
  if (params.whitenessmin)
    await page.getByLabel(t.whiteness, { exact: true }).fill(params.whitenessmin)
  if (params.form) await page.getByLabel(t.form, { exact: true }).selectOption(params.form)
}

/** The address holds each filter of the set with its value. */
function expectFiltersInAddress(page: Page, set: FilterSet) {
  const url = new URL(page.url())
  expect(url.pathname).toMatch(new RegExp(`${FINDER}$`))
  for (const [name, value] of Object.entries(set.params))
    expect(url.searchParams.get(name), name).toBe(value)
}

/** Ticks two grades' "Compare" boxes, compares, and lands on the comparison of those two. */
async function compareTwo(page: Page, locale: Locale, grades: readonly [string, string]) {
  const t = TEXT[locale]
  for (const grade of grades)
    await results(page, locale)
      .getByRole('checkbox', { name: t.compare(grade), exact: true })
      .check()
  // A plain GET form: the comparison is a page load, awaited as one (its render under load is
  // the server's, not a state of this page to poll for).
  await Promise.all([
    page.waitForURL(
      new RegExp(`${at(locale, `${FINDER}/compare`)}\\?grades=eurotalc-p-12&grades=eurotalc-p-20$`),
    ),
    results(page, locale).getByRole('button', { name: t.compareSubmit }).click(),
  ])
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible()
  for (const grade of grades) await expect(main).toContainText(grade)
}

for (const locale of ['en', 'de'] as const) {
  const t = TEXT[locale]

  for (const width of WIDTHS) {
    test(`finds grades with JavaScript, each change applied without a page load (${locale}, ${width} px)`, async ({
      browser,
    }, testInfo) => {
      test.skip(testInfo.project.name !== 'desktop', 'the widths are set here')
      const page = await newPage(browser, width, true)
      const response = await page.goto(at(locale, FINDER))
      expect(response?.status()).toBe(200)
      // Every published grade, unfiltered (20 in the demo data).
      const total = await cards(page, locale).count()
      expect(total).toBeGreaterThan(3)
      await expectNoAxeViolations(page)
      for (const set of SETS) {
        await test.step(set.name, async () => {
          await page.goto(at(locale, FINDER))
          await expect(cards(page, locale)).toHaveCount(total)
          // Survives only if the page is never loaded anew.
          await page.evaluate(() => {
            ;(window as unknown as { finderMarker?: string }).finderMarker = 'same page'
          })
          await fill(page, locale, set)
          // A number field applies on Enter (a select applies on its change alone).
          if (!('form' in set.params)) await page.keyboard.press('Enter')
          const query = new URLSearchParams(set.params).toString()
          await expect(page).toHaveURL(new RegExp(`${at(locale, FINDER)}\\?${query}$`))
          await expect(cards(page, locale)).toHaveText([...set.grades])
          await expect(results(page, locale).getByRole('status')).toHaveText(
            t.count(set.grades.length),
          )
          expect(
            await page.evaluate(
              () => (window as unknown as { finderMarker?: string }).finderMarker,
            ),
          ).toBe('same page')
          expectFiltersInAddress(page, set)
        })
      }

      await test.step('the focus stays where it was; a decimal comma is read', async () => {
        await page.goto(at(locale, FINDER))
        const form = page.getByLabel(t.form, { exact: true })
        // A visitor's choice starts with focus on the field (selectOption alone does not focus).
        await form.focus()
        await form.selectOption('compacted')
        await expect(page).toHaveURL(new RegExp(`${at(locale, FINDER)}\\?form=compacted$`))
        await expect(cards(page, locale)).toHaveText(['EuroTalc P 12', 'EuroTalc P 20'])
        await expect(form).toBeFocused()
        // From the compacted grades, d50 at most 1,5 µm: only P 12 (1.2 µm) is left.
        const to = page.getByLabel(t.to, { exact: true })
        await to.fill('1,5')
        await to.press('Tab')
        await expect(page).toHaveURL(
          new RegExp(`${at(locale, FINDER)}\\?d50max=1\\.5&form=compacted$`),
        )
        await expect(cards(page, locale)).toHaveText(['EuroTalc P 12'])
        await expect(results(page, locale)).toContainText(t.d50OfP12)
        await expect(page.getByLabel(t.topCut, { exact: true })).toBeFocused()
        await expectNoAxeViolations(page)
      })

      if (width === 1440)
        await test.step('the menu link to the finder, taken on it, empties the fields too', async () => {
          const nav = page.getByRole('navigation', { name: t.mainNav })
          await nav.getByRole('link', { name: t.products, exact: true }).hover()
          await nav.getByRole('link', { name: t.menuFinder, exact: true }).click()
          await expect(page).toHaveURL(new RegExp(`${at(locale, FINDER)}$`))
          await expect(cards(page, locale)).toHaveCount(total)
          await expect(page.getByLabel(t.to, { exact: true })).toHaveValue('')
          await expect(page.getByLabel(t.form, { exact: true })).toHaveValue('')
          await pageReady(page)
          await page.getByLabel(t.form, { exact: true }).selectOption('compacted')
          await expect(cards(page, locale)).toHaveText(['EuroTalc P 12', 'EuroTalc P 20'])
        })

      await test.step('the reset link empties every filter', async () => {
        // A plain link: the finder loads afresh, with JavaScript too.
        await page.getByRole('link', { name: t.reset }).click()
        await expect(page).toHaveURL(new RegExp(`${at(locale, FINDER)}$`))
        await pageReady(page)
        await expect(cards(page, locale)).toHaveCount(total)
        await expect(page.getByLabel(t.to, { exact: true })).toHaveValue('')
        await expect(page.getByLabel(t.form, { exact: true })).toHaveValue('')
      })

      await test.step('two grades from the results are compared', async () => {
        await page.getByLabel(t.form, { exact: true }).selectOption('compacted')
        await expect(cards(page, locale)).toHaveText(['EuroTalc P 12', 'EuroTalc P 20'])
        await compareTwo(page, locale, ['EuroTalc P 12', 'EuroTalc P 20'])
      })
      await page.context().close()
    })

    test(`finds grades without JavaScript, as a plain GET form (${locale}, ${width} px)`, async ({
      browser,
    }, testInfo) => {
      test.skip(testInfo.project.name !== 'desktop', 'the widths are set here')
      const page = await newPage(browser, width, false)
      for (const set of SETS) {
        await test.step(set.name, async () => {
          await page.goto(at(locale, FINDER))
          await fill(page, locale, set)
          await Promise.all([
            page.waitForURL((url) => url.search.length > 0),
            page.getByRole('button', { name: t.submit }).click(),
          ])
          expectFiltersInAddress(page, set)
          await expect(cards(page, locale)).toHaveText([...set.grades])
          await expect(results(page, locale).getByRole('status')).toHaveText(
            t.count(set.grades.length),
          )
          // The form shows the filters it applied.
          const params: Record<string, string> = set.params
          if (params.market)
            await expect(page.getByLabel(t.market, { exact: true })).toHaveValue(params.market)
          if (params.form)
            await expect(page.getByLabel(t.form, { exact: true })).toHaveValue(params.form)
        })
      }

      await test.step('a bad value is dropped with a note; the other filters apply', async () => {
        const response = await page.goto(
          at(locale, `${FINDER}?form=compacted&d50min=5&d50max=2&whitenessmin=bright`),
        )
        expect(response?.status()).toBe(200)
        const status = results(page, locale).getByRole('status')
        await expect(status).toContainText(t.d50Range)
        await expect(status).toContainText(t.notNumber)
        await expect(cards(page, locale)).toHaveText(['EuroTalc P 12', 'EuroTalc P 20'])
      })

      await test.step('two grades from the results are compared', async () => {
        await compareTwo(page, locale, ['EuroTalc P 12', 'EuroTalc P 20'])
      })
      await page.context().close()
    })
  }

  test(`a product market links the finder with its market; the sitemap and the search list it (${locale})`, async ({
    page,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'once per language')
    await page.addInitScript(() =>
      localStorage.setItem('cookies', JSON.stringify({ terms: false, information: false })),
    )
    await page.goto(at(locale, '/our-products/product-markets/plastics/automotive-plastics'))
    await page.getByRole('link', { name: t.findForAutomotive }).click()
    await expect(page).toHaveURL(new RegExp(`${at(locale, FINDER)}\\?market=automotive-plastics$`))
    await expect(page.getByLabel(t.market, { exact: true })).toHaveValue('automotive-plastics')
    await expect(cards(page, locale)).toHaveText([
      'EuroTalc AT 1',
      'EuroTalc P 12',
      'EuroTalc P 20',
      'EuroTalc P 45',
      'EuroTalc P 45 S',
    ])
    await expectNoAxeViolations(page)

    // The finder without filters in the sitemap, in both languages; its canonical address.
    const sitemap = await (await request.get('/sitemap.xml')).text()
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
    expect(listed).toContain(FINDER)
    expect(listed).toContain(`/de${FINDER}`)
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
    expect(new URL(canonical!, page.url()).pathname).toBe(at(locale, FINDER))

    // The site search finds it.
    const query = locale === 'en' ? 'grade finder' : 'Sortenfinder'
    const found = await request.get(
      `/api/v1/search?query=${encodeURIComponent(query)}&locale=${locale}`,
    )
    expect(found.status()).toBe(200)
    const hits = ((await found.json()) as { data: { href: string }[] }).data
    expect(hits.map((hit) => hit.href)).toContain(at(locale, FINDER))
  })
}

test('the finder and the comparison: public at their canonical address, any other spelling redirected to it', async ({
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the answers are the same at any width')
  const location = (answer: { headers(): Record<string, string> }) =>
    new URL(answer.headers()['location'] ?? '', 'http://site.test').href.replace(
      'http://site.test',
      '',
    )
  for (const [canonical, others] of [
    [
      '/our-products/grades?d50max=1.5&form=compacted',
      [
        '/our-products/grades?form=compacted&d50max=1,5',
        '/our-products/grades?d50max=1.50&form=compacted&utm_source=mail&sort=name',
      ],
    ],
    [
      '/de/our-products/grades?market=automotive-plastics',
      ['/de/our-products/grades?market=automotive-plastics&market=automotive-plastics&d50min='],
    ],
    [
      '/our-products/grades/compare?grades=eurotalc-p-12&grades=eurotalc-p-20',
      ['/our-products/grades/compare?grades=eurotalc-p-20,eurotalc-p-12,eurotalc-p-20'],
    ],
  ] as const) {
    const page = await request.get(canonical, { maxRedirects: 0 })
    expect(page.status(), canonical).toBe(200)
    expect(page.headers()['cache-control'], canonical).toMatch(
      /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
    )
    for (const other of others) {
      const answer = await request.get(other, { maxRedirects: 0 })
      expect(answer.status(), other).toBe(308)
      expect(location(answer), other).toBe(canonical)
      expect(answer.headers()['cache-control'], other).not.toMatch(/public/)
    }
  }
  // A value that cannot apply is shown with its note, and never kept by a shared cache.
  const noted = await request.get('/our-products/grades?whitenessmin=bright', { maxRedirects: 0 })
  expect(noted.status()).toBe(200)
  expect(noted.headers()['cache-control']).toMatch(/no-store/)
})
