import { expect, type Page, test } from './fixtures'

/**
 * The layout details a walk through the site found, at the desktop width (the mega menu
 * exists from 900 px; the others do not depend on the width).
 */
test.beforeEach(async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'desktop layout (1440 px)')
  // A decision already stored: the cookie banner stays out of the way.
  await page.addInitScript(() =>
    localStorage.setItem('cookies', JSON.stringify({ terms: false, information: false })),
  )
})

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' })

async function openPanel(page: Page, label: string) {
  const toggle = page.getByRole('button', { name: `Show the ${label} menu` })
  const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`)
  await mainNav(page).getByRole('link', { name: label, exact: true }).hover()
  await expect(panel).toBeVisible()
  return panel
}

test('the mega-menu panel keeps to the column of header, content and footer', async ({ page }) => {
  await page.goto('/')
  const panel = await openPanel(page, 'About Us')
  const column = (await page.locator('.site-header__inner').boundingBox())!
  const main = (await page.locator('main').boundingBox())!
  const box = (await panel.boundingBox())!
  // At 1440 px the column (1240 px) starts at 100 px; the panel ran from 0 (its text from 24).
  expect(column.x).toBeGreaterThan(50)
  expect(Math.round(box.x)).toBe(Math.round(column.x))
  expect(Math.round(box.x + box.width)).toBe(Math.round(column.x + column.width))
  expect(Math.round(main.x)).toBe(Math.round(column.x))
  // Its first card starts where the header's logo does.
  const logo = (await page.locator('.site-header__logo').boundingBox())!
  const card = (await panel.locator('.mega-card').first().boundingBox())!
  expect(Math.round(card.x)).toBe(Math.round(logo.x))
})

test('hovering the mega menu preloads no hero of the linked pages', async ({ page }) => {
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  const preloadLinks = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('link[rel="preload"][as="image"]')].map(
        (l) => (l as HTMLLinkElement).href || l.getAttribute('imagesrcset') || '',
      ),
    )
  const before = await preloadLinks()
  const requests: string[] = []
  page.on('request', (request) => {
    const headers = request.headers()
    // A prefetch of a linked page's payload, or a large image (the heroes are 1920 px wide).
    if (headers['next-router-prefetch'] || /[?&]_rsc=/.test(request.url()))
      requests.push(`prefetch ${request.url()}`)
    const width = /\/_next\/image\?.*[?&]w=(\d+)/.exec(request.url())?.[1]
    if (width && Number(width) >= 1080) requests.push(`image ${request.url()}`)
  })
  for (const label of ['About Us', 'Products', 'Media', 'Manufacturing', 'Download', 'Contacts']) {
    const panel = await openPanel(page, label)
    // Each card and link in view, hovered as a visitor reading the panel would.
    for (const link of await panel.getByRole('link').all()) await link.hover()
  }
  await page.waitForLoadState('networkidle')
  expect(requests).toEqual([])
  expect(await preloadLinks()).toEqual(before)
})

test('section headings look the same on a page, a job page and a document page', async ({
  page,
}) => {
  const style = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((heading) => {
        const s = getComputedStyle(heading)
        return { color: s.color, fontSize: s.fontSize, fontWeight: s.fontWeight }
      })
  await page.goto('/news-events')
  const onPage = await style('main .block__heading')
  // The brand colour (#00418c), as the other section headings.
  expect(onPage.color).toBe('rgb(0, 65, 140)')

  await page.goto('/about-us/careers/process-engineer')
  await expect(page.getByRole('heading', { level: 2, name: 'What you will do' })).toBeVisible()
  expect(await style('main h2:text-is("What you will do")')).toEqual(onPage)

  await page.goto('/download/documents/sds-eurotalc-p-12-en')
  await expect(page.getByRole('heading', { level: 2, name: 'Current revision' })).toBeVisible()
  expect(await style('main h2:text-is("Current revision")')).toEqual(onPage)
})

test("a product market's intro starts at the top of its image", async ({ page }) => {
  await page.goto('/our-products/product-markets/plastics/automotive-plastics')
  const hero = page.locator('.product-market .hero').first()
  const text = (await hero.locator('.hero__text').boundingBox())!
  const image = (await hero.locator('.hero__image').boundingBox())!
  // Side by side, tops aligned (it floated halfway down, centred beside the image).
  expect(text.x + text.width).toBeLessThanOrEqual(image.x)
  expect(Math.abs(text.y - image.y)).toBeLessThanOrEqual(1)
})
