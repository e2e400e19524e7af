import { type Browser, expect, type Page, readyAfterLoad, test } from './fixtures'

import { expectNoAxeViolations } from './axe'

/**
 * Choosing a grade, in both languages: the comparison marks the rows in which the grades differ
 * only where they also agree in some (else it says "All values differ" once), and on a phone
 * says that its table scrolls sideways (a line above it, a shadow at the edge, a focusable named
 * region); a grade's "Contact sales" carries the grade into the form's query and its market into
 * the market field, as "Request a sample" does with the grade and its market; the finder's
 * number fields apply once typing pauses, without Enter or leaving the field, and not once per
 * keystroke.
 */
type Locale = 'en' | 'de'
const at = (locale: Locale, p: string) => (locale === 'en' ? p : `/de${p}`)

const FINDER = '/our-products/grades'
const COMPARE = `${FINDER}/compare`

const TEXT = {
  en: {
    caption: /^Typical properties of EuroTalc P 12/,
    differs: '(the grades differ)',
    legend: /^The grades differ in (\d+) of (\d+) properties, marked with/,
    allDiffer: 'All values differ: the grades agree in none of these properties.',
    scrollHint: 'Scroll sideways to see all grades.',
    sales: 'Contact sales',
    sample: 'Request a sample of EuroTalc P 12',
    market: 'Market',
    grade: 'Grade',
    query: 'Your query',
    automotive: 'Automotive plastics',
    aboutP12: 'Enquiry about EuroTalc P 12:',
    whiteness: 'Whiteness, at least (%)',
    results: 'Matching grades',
    typed: '90.5',
    countTwo: '2 grades match.',
  },
  de: {
    caption: /^Typische Eigenschaften von EuroTalc P 12/,
    differs: '(die Produktsorten unterscheiden sich)',
    legend: /^Die Produktsorten unterscheiden sich in (\d+) von (\d+) Eigenschaften, markiert mit/,
    allDiffer:
      'Alle Werte unterscheiden sich: Die Produktsorten stimmen in keiner dieser Eigenschaften überein.',
    scrollHint: 'Scrollen Sie seitwärts, um alle Produktsorten zu sehen.',
    sales: 'Vertrieb kontaktieren',
    sample: 'Muster von EuroTalc P 12 anfordern',
    market: 'Markt',
    grade: 'Sorte',
    query: 'Ihre Anfrage',
    automotive: 'Automobilkunststoffe',
    aboutP12: 'Anfrage zu EuroTalc P 12:',
    whiteness: 'Weißgrad, mindestens (%)',
    results: 'Passende Sorten',
    typed: '90,5',
    countTwo: '2 Sorten passen.',
  },
} as const

/**
 * Each page its own client address (the server trusts the one proxy the tests play): the finder
 * and the comparison render at most RATE_LIMITS.gradeQueryRender times a minute per address.
 */
let client = 0
const clientAddress = () => `198.18.252.${(client += 1) % 250}`

async function newPage(
  browser: Browser,
  { width = 1440, javaScriptEnabled = true }: { width?: number; javaScriptEnabled?: boolean } = {},
) {
  const phone = width < 600
  const context = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': clientAddress() },
    javaScriptEnabled,
    viewport: { width, height: phone ? 740 : 900 },
    isMobile: phone,
    hasTouch: phone,
  })
  // The cookie banner is decided before the page loads, so it never covers the content.
  await context.addInitScript(() =>
    localStorage.setItem('cookies', JSON.stringify({ terms: false, information: false })),
  )
  const page = await context.newPage()
  return javaScriptEnabled ? readyAfterLoad(page) : page
}

const compare = (locale: Locale, ...slugs: string[]) =>
  `${at(locale, COMPARE)}?${slugs.map((slug) => `grades=${slug}`).join('&')}`

/**
 * The line above a table that scrolls sideways. It begins with an arrow hidden from screen
 * readers ("↔ Scroll sideways…"), so its text is the sentence within it, not the sentence
 * exactly; the region's description checks the sentence as read.
 */
const scrollHint = (page: Page, hint: string) => page.getByText(hint)

const siteForm = (page: Page) => page.locator('form.site-form')
const field = (page: Page, label: string) => siteForm(page).getByLabel(new RegExp(`^${label}`))

for (const locale of ['en', 'de'] as const) {
  const t = TEXT[locale]

  test(`the comparison marks the differing rows only beside rows that agree (${locale})`, async ({
    browser,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the widths are set here')
    const page = await newPage(browser)

    // P 12 and P 20 agree in their form and packaging: the rows that differ are marked, and the
    // legend counts them.
    await page.goto(compare(locale, 'eurotalc-p-12', 'eurotalc-p-20'))
    const table = page.getByRole('table', { name: t.caption })
    const marked = table.locator('tbody tr.grade-compare__row--differs')
    const rows = table.locator('tbody tr')
    const legend = page.locator('#compare-legend')
    await expect(legend).toHaveText(t.legend)
    const [, differing, total] = (await legend.textContent())!.match(t.legend)!
    await expect(rows).toHaveCount(Number(total))
    await expect(marked).toHaveCount(Number(differing))
    expect(Number(differing)).toBeGreaterThan(0)
    expect(Number(differing)).toBeLessThan(Number(total))
    await expect(marked.first().getByRole('rowheader')).toContainText(t.differs)
    await expect(table).toHaveAccessibleDescription(t.legend)

    // P 12, P 20 and P 45 differ in every row: no row is marked, one sentence says so.
    await page.goto(compare(locale, 'eurotalc-p-12', 'eurotalc-p-20', 'eurotalc-p-45'))
    const all = page.getByRole('table', { name: t.caption })
    await expect(page.getByText(t.allDiffer, { exact: true })).toBeVisible()
    await expect(all).toHaveAccessibleDescription(t.allDiffer)
    await expect(all.locator('tbody tr')).not.toHaveCount(0)
    await expect(all.locator('tbody tr.grade-compare__row--differs')).toHaveCount(0)
    await expect(all.locator('.grade-compare__marker')).toHaveCount(0)
    await expect(all).not.toContainText(t.differs)
    // Wide enough for the three columns: nothing scrolls, nothing says it does.
    await expect(scrollHint(page, t.scrollHint)).toBeHidden()
    await expect(page.getByRole('region', { name: t.caption })).toHaveAccessibleDescription('')
    await expectNoAxeViolations(page)
    await page.context().close()
  })

  test(`on a phone the comparison says that its table scrolls sideways (${locale})`, async ({
    browser,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the widths are set here')
    const page = await newPage(browser, { width: 360 })
    await page.goto(compare(locale, 'eurotalc-p-12', 'eurotalc-p-20', 'eurotalc-p-45'))
    const region = page.getByRole('region', { name: t.caption })
    const frame = page.locator('.grade-table__frame')
    // Three grades are wider than the phone: the box scrolls, the line above it says so and
    // describes the box, a shadow marks the edge with more beyond it.
    expect(await region.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true)
    const hint = scrollHint(page, t.scrollHint)
    await expect(hint).toBeVisible()
    await expect(region).toHaveAccessibleDescription(t.scrollHint)
    await expect(frame).toHaveAttribute('data-more-end', '')
    await expect(frame).not.toHaveAttribute('data-more-start')
    // The page itself does not scroll sideways.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true)
    await expectNoAxeViolations(page)

    // The box takes focus, and the keyboard scrolls it; at its end the shadow moves to the start.
    await region.focus()
    await expect(region).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await expect(frame).toHaveAttribute('data-more-start', '')
    await region.evaluate((box) => {
      box.scrollLeft = box.scrollWidth
    })
    await expect(frame).not.toHaveAttribute('data-more-end')
    await expect(frame).toHaveAttribute('data-more-start', '')
    await page.context().close()
  })

  test(`a grade's "Contact sales" and "Request a sample" carry the grade and its market (${locale})`, async ({
    browser,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the forms do not depend on the width')
    const page = await newPage(browser)
    await page.goto(at(locale, '/our-products/grades/eurotalc-p-12'))
    await page.getByRole('main').getByRole('link', { name: t.sales, exact: true }).click()
    await expect(page).toHaveURL(
      new RegExp(`${at(locale, '/contacts/contact-sales')}\\?grade=eurotalc-p-12$`),
    )
    // The query starts with the grade; the market is the grade's.
    await expect(field(page, t.query)).toHaveValue(new RegExp(`^${t.aboutP12}`))
    await expect(field(page, t.market)).toHaveValue(t.automotive)
    await expectNoAxeViolations(page)

    await page.goto(at(locale, '/our-products/grades/eurotalc-p-12'))
    await page.getByRole('link', { name: t.sample, exact: true }).click()
    await expect(page).toHaveURL(
      new RegExp(`${at(locale, '/contacts/request-a-sample')}\\?grade=eurotalc-p-12$`),
    )
    await expect(field(page, t.grade)).toHaveValue('eurotalc-p-12')
    await expect(field(page, t.market)).toHaveValue(t.automotive)

    // A grade serving two markets: the first its page lists (P 20: automotive plastics first).
    await page.goto(`${at(locale, '/contacts/request-a-sample')}?grade=eurotalc-p-20`)
    await expect(field(page, t.grade)).toHaveValue('eurotalc-p-20')
    await expect(field(page, t.market)).toHaveValue(t.automotive)

    // Only a published grade is taken: anything else leaves the form as it is.
    await page.goto(`${at(locale, '/contacts/contact-sales')}?grade=no-such-grade`)
    await expect(field(page, t.query)).toHaveValue('')
    await expect(field(page, t.market)).toHaveValue('')
    await page.context().close()
  })

  test(`without JavaScript, contact sales opens with the grade of the address (${locale})`, async ({
    browser,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the forms do not depend on the width')
    const page = await newPage(browser, { javaScriptEnabled: false })
    await page.goto(`${at(locale, '/contacts/contact-sales')}?grade=eurotalc-p-12`)
    await expect(field(page, t.query)).toHaveValue(new RegExp(`^${t.aboutP12}`))
    await expect(field(page, t.market)).toHaveValue(t.automotive)
    await page.context().close()
  })

  test(`the finder applies a typed number once typing pauses, not once per keystroke (${locale})`, async ({
    browser,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the finder is tested at both widths apart')
    const page = await newPage(browser)
    await page.goto(at(locale, FINDER))
    const results = page.getByRole('region', { name: t.results })
    const cards = results.getByRole('heading', { level: 3 })
    // The finder's addresses the island asks the server for from here on (the router's own
    // prefetches of links aside): each a render, counted against the render limit.
    const asked: URLSearchParams[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname !== at(locale, FINDER) || request.headers()['next-router-prefetch']) return
      url.searchParams.delete('_rsc')
      asked.push(url.searchParams)
    })
    const whitenessAsked = () => asked.map((query) => query.get('whitenessmin'))

    // "90.5" typed key by key, and neither Enter nor leaving the field: the results follow.
    // "9", "90" and "90.5" are three addresses: a request per keystroke would ask three times.
    const whiteness = page.getByLabel(t.whiteness, { exact: true })
    await whiteness.focus()
    await whiteness.pressSequentially(t.typed)
    await expect(page).toHaveURL(new RegExp(`${at(locale, FINDER)}\\?whitenessmin=90\\.5$`))
    await expect(cards).toHaveText(['EuroTalc K 50', 'EuroTalc PC 20'])
    await expect(results.getByRole('status')).toHaveText(t.countTwo)
    await expect(whiteness).toBeFocused()
    expect(whitenessAsked().at(-1)).toBe('90.5')
    expect(asked.length).toBeGreaterThan(0)
    expect(asked.length).toBeLessThan(3)

    // Emptied and left at once (Tab): applied at once, in one request however the pause falls.
    const before = asked.length
    await whiteness.fill('')
    await whiteness.press('Tab')
    await expect(page).toHaveURL(new RegExp(`${at(locale, FINDER)}$`))
    await expect(cards).not.toHaveCount(2)
    await expect(whiteness).not.toBeFocused()
    expect(whitenessAsked().slice(before)).toEqual([null])
    await page.context().close()
  })
}
