import { expect, type Page, test } from './fixtures'

import { expectNoAxeViolations } from './axe'

/**
 * The look of a mineral producer (ADR 0027), English and German: the home page's three
 * figures, its certificates strip (each certificate linking to its document's page) and its
 * "where we are" map (an image drawn by the server, with the places as text beside it), the
 * product-markets overview as image cards, and one heading colour on every page. axe on the home
 * page and the overview; the home page also without JavaScript.
 */
type Locale = 'en' | 'de'
const at = (locale: Locale, p: string) => (locale === 'en' ? p : p === '/' ? '/de' : `/de${p}`)

const TEXT = {
  en: {
    figures: 'EuroTalc in figures',
    values: ['2,000', '31', '28'],
    units: ['tons per month', 'years', 'countries'],
    certificates: 'Certified quality',
    map: 'Where we are',
    places: ['EuroTalc GmbH – Headquarters and plant', 'EuroTalc Germany', 'EuroTalc Italy'],
    cities: ['Leoben', 'Düsseldorf', 'Milan'],
    legend: ['Plant', 'Office'],
    sections: ['Plastics', 'Paper', 'Ceramics'],
    marketsOfPlastics: 'Markets in Plastics',
    automotive: 'Automotive plastics',
  },
  de: {
    figures: 'EuroTalc in Zahlen',
    values: ['2.000', '31', '28'],
    units: ['Tonnen pro Monat', 'Jahre', 'Länder'],
    certificates: 'Zertifizierte Qualität',
    map: 'Wo wir sind',
    places: ['EuroTalc GmbH – Zentrale und Werk', 'EuroTalc Deutschland', 'EuroTalc Italien'],
    cities: ['Leoben', 'Düsseldorf', 'Mailand'],
    legend: ['Werk', 'Büro'],
    sections: ['Kunststoffe', 'Papier', 'Keramik'],
    marketsOfPlastics: 'Märkte im Bereich Kunststoffe',
    automotive: 'Automobilkunststoffe',
  },
} as const

const STANDARDS = ['ISO 9001', 'ISO 14001', 'ISO 45001', 'ISO/IEC 17025', 'REACH']
const FAMILIES = [
  'iso-9001-certificate-en',
  'iso-14001-certificate-en',
  'iso-45001-certificate-en',
  'iso-iec-17025-accreditation-en',
  'reach-statement-en',
]

/** The section whose heading is `name`. */
const section = (page: Page, name: string) =>
  page.locator('section.block').filter({ has: page.getByRole('heading', { name, exact: true }) })

const colourOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => getComputedStyle(element).color)

for (const locale of ['en', 'de'] as const) {
  const t = TEXT[locale]

  test.describe(`the producer's home page (${locale})`, () => {
    test('shows three figures: tons per month, years, countries served', async ({ page }) => {
      await page.goto(at(locale, '/'))
      const figures = section(page, t.figures)
      await expect(figures.locator('.stats__item')).toHaveCount(3)
      await expect(figures.locator('.stats__value')).toHaveText([...t.values])
      await expect(figures.locator('.stats__unit')).toHaveText([...t.units])
    })

    test('shows the certificates strip, each certificate linking to its document page', async ({
      page,
      request,
    }) => {
      await page.goto(at(locale, '/'))
      const strip = section(page, t.certificates)
      const items = strip.locator('.certificates__item')
      await expect(items).toHaveCount(5)
      await expect(items.locator('.certificates__standard')).toHaveText(STANDARDS)
      const links = items.locator('a.certificates__document')
      await expect(links).toHaveCount(5)
      for (const [i, slug] of FAMILIES.entries()) {
        const link = links.nth(i)
        await expect(link).toHaveAttribute('href', at(locale, `/download/documents/${slug}`))
        // The document's title names the standard ("ISO 9001 certificate", "ISO-9001-Zertifikat").
        await expect(link).toContainText(new RegExp(STANDARDS[i]!.replace(' ', '[ -]')))
        // The document's page exists (a family with a published revision).
        const answer = await request.get(at(locale, `/download/documents/${slug}`))
        expect(answer.status(), slug).toBe(200)
      }
      // Following one leads to the document's page, titled like the link.
      const title = (await links.first().textContent())!.trim()
      await links.first().click()
      await expect(page).toHaveURL(
        new RegExp(`${at(locale, '/download/documents/')}${FAMILIES[0]}$`),
      )
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    })

    test('shows the map as an image with a text alternative, and the places as text', async ({
      page,
      request,
    }) => {
      await page.goto(at(locale, '/'))
      const map = section(page, t.map)
      const image = map.locator('.locations__map img')
      await expect(image).toHaveCount(1)
      const alt = (await image.getAttribute('alt')) ?? ''
      expect(alt.trim().length).toBeGreaterThan(20)
      for (const name of t.places) expect(alt).toContain(name)
      // The image is our own SVG, loaded (no tiles from elsewhere); lazy, so brought into view.
      const src = (await image.getAttribute('src'))!
      await image.scrollIntoViewIfNeeded()
      expect(src).toMatch(/^\/api\/v1\/map\/locations\.svg\?v=\w+$/)
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0)
      const svg = await request.get(src)
      expect(svg.status()).toBe(200)
      expect(svg.headers()['content-type']).toMatch(/^image\/svg\+xml/)
      expect(await svg.text()).toContain('class="place place--plant"')
      // Cacheable: the ETag answers a 304.
      const etag = svg.headers()['etag']!
      expect(etag).toBeTruthy()
      const again = await request.get(src, { headers: { 'If-None-Match': etag } })
      expect(again.status()).toBe(304)

      // The legend names the two marker shapes; the list gives each place with its address.
      await expect(map.locator('.locations__legend li')).toHaveText([...t.legend])
      const places = map.locator('.locations__places > li')
      await expect(places).toHaveCount(3)
      await expect(places.locator('.locations__name')).toHaveText([...t.places])
      for (const [i, city] of t.cities.entries())
        await expect(places.nth(i).locator('address')).toContainText(city)
      await expect(places.nth(0).locator('.locations__symbol--plant')).toHaveText('1')
      await expect(places.nth(1).locator('.locations__symbol--office')).toHaveText('2')
      await expect(places.nth(0).getByRole('link', { name: /@eurotalc\.example/ })).toBeVisible()
    })

    test('passes axe', async ({ page }) => {
      await page.goto(at(locale, '/'))
      await expectNoAxeViolations(page)
    })
  })

  test.describe(`the home page without JavaScript (${locale})`, () => {
    test.use({ javaScriptEnabled: false })

    test('shows the figures, the certificates and the places', async ({ page }) => {
      await page.goto(at(locale, '/'))
      await expect(section(page, t.figures).locator('.stats__item')).toHaveCount(3)
      await expect(section(page, t.certificates).locator('a.certificates__document')).toHaveCount(5)
      await expect(section(page, t.map).locator('.locations__places > li')).toHaveCount(3)
      await expect(section(page, t.map).locator('.locations__map img')).toHaveAttribute('alt', /\S/)
    })
  })

  for (const width of [390, 1440]) {
    test.describe(`the map and its places at ${width} px (${locale})`, () => {
      test.use({ viewport: { width, height: 900 } })

      test(width < 900 ? 'are stacked' : 'stand side by side', async ({ page }) => {
        await page.goto(at(locale, '/'))
        const map = section(page, t.map)
        const figure = (await map.locator('.locations__map').boundingBox())!
        const list = (await map.locator('.locations__places').boundingBox())!
        if (width < 900) expect(list.y).toBeGreaterThanOrEqual(figure.y + figure.height)
        else expect(list.x).toBeGreaterThanOrEqual(figure.x + figure.width)
        // Never wider than the screen.
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        ).toBe(true)
      })
    })
  }

  test.describe(`the product-markets overview (${locale})`, () => {
    test('shows the sections and their markets as image cards', async ({ page }) => {
      await page.goto(at(locale, '/our-products/product-markets'))
      const overview = page.locator('.market-cards')
      const sections = overview.locator(':scope > .card-grid > .card')
      await expect(sections.locator('.card__title')).toHaveText([...t.sections])
      for (const card of await sections.all()) {
        await expect(card.locator('img.card__image')).toHaveCount(1)
        await expect(card.locator('.card__body p').first()).not.toBeEmpty()
      }
      await expect(sections.first().getByRole('link')).toHaveAttribute(
        'href',
        at(locale, '/our-products/product-markets/plastics'),
      )
      const plastics = overview
        .locator('.market-cards__section')
        .filter({ has: page.getByRole('heading', { name: t.marketsOfPlastics }) })
      const markets = plastics.locator('.card')
      expect(await markets.count()).toBeGreaterThanOrEqual(6)
      await expect(markets.locator('img.card__image')).toHaveCount(await markets.count())
      await expect(markets.first().locator('.card__title')).toHaveText(t.automotive)
      // The old bullet list is gone.
      await expect(page.locator('.market-tree')).toHaveCount(0)
    })

    test('passes axe', async ({ page }) => {
      await page.goto(at(locale, '/our-products/product-markets'))
      await expectNoAxeViolations(page)
    })
  })

  test(`one heading colour: a job's and a document's section headings are the home page's (${locale})`, async ({
    page,
  }) => {
    await page.goto(at(locale, '/'))
    const home = await colourOf(page, '.block__heading')
    await page.goto(at(locale, '/about-us/careers/process-engineer'))
    const job = await colourOf(page, '.job__part > h2')
    await page.goto(at(locale, `/download/documents/${FAMILIES[0]}`))
    const document = await colourOf(page, '#family-current')
    expect(job).toBe(home)
    expect(document).toBe(home)
    // Not the body text's colour: the headings have one of their own.
    expect(home).not.toBe(
      await page
        .locator('main p')
        .first()
        .evaluate((p) => getComputedStyle(p).color),
    )
  })
}
