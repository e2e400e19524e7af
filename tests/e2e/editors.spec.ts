import { expect, test } from './fixtures'

import { lexicalFromMarkup } from '../../src/seed/lexical'

import { expectNoAxeViolations } from './axe'
import { staffToken } from './global-setup'

/**
 * The editors' toolkit in the browser (ADR 0022): an editor creates a redirect in the admin and
 * the old address leads visitors to the new page, in English and German; the admin parts added
 * here (the CSV import, the list of missing addresses) pass axe.
 */
for (const locale of ['en', 'de'] as const) {
  test(`an editor creates a redirect in the admin and the old address leads to the new page (${locale})`, async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'once per language')
    await page
      .context()
      .addCookies([
        { name: 'payload-token', value: staffToken('editor'), url: testInfo.project.use.baseURL! },
      ])
    const prefix = locale === 'en' ? '' : '/de'
    const from = `${prefix}/old-grades/p12-${Date.now()}`
    const target = `${prefix}/our-products/grades/eurotalc-p-12`

    // Before: the old address does not exist.
    expect((await page.goto(from))!.status()).toBe(404)

    await page.goto('/admin/collections/redirects/create')
    await page.locator('#field-from').fill(from)
    // Payload's styled radio covers the input: the label is what an editor clicks. A click
    // before the form has hydrated checks the radio without showing the URL field: again then.
    const url = page.locator('#field-to__url')
    await expect(async () => {
      await page.getByRole('radio', { name: 'Page of this site' }).check({ force: true })
      await page.getByRole('radio', { name: 'Custom URL' }).check({ force: true })
      await expect(url).toBeVisible({ timeout: 2000 })
    }).toPass({ timeout: 30_000 })
    await url.fill(target)
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page).toHaveURL(/\/admin\/collections\/redirects\/\d+/)

    // After: a permanent redirect to the grade's page, the visitor's query going along.
    const answer = await page.request.get(`${from}?ref=bookmark`, { maxRedirects: 0 })
    expect(answer.status()).toBe(301)
    expect(answer.headers().location).toMatch(new RegExp(`${target}\\?ref=bookmark$`))
    await page.goto(from)
    await expect(page).toHaveURL(new RegExp(`${target}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('EuroTalc P 12')
  })
}

test('the redirect import and the missing addresses in the admin pass axe', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'admin views: once')
  await page
    .context()
    .addCookies([
      { name: 'payload-token', value: staffToken('editor'), url: testInfo.project.use.baseURL! },
    ])
  await page.goto('/admin/collections/redirects')
  const importer = page.getByRole('region', { name: 'Import redirects from a CSV file' })
  await expect(importer).toBeVisible()
  await expectNoAxeViolations(page, { include: 'section[aria-labelledby="redirect-import-title"]' })

  // A CSV with one good and one bad row: the report names the bad row.
  await importer.getByLabel('CSV file').setInputFiles({
    name: 'old-site.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `from,to\n/old-site/talc-${Date.now()}.html,/download\nnot-a-path,/download\n`,
    ),
  })
  await importer.getByRole('button', { name: 'Import' }).click()
  await expect(importer.getByRole('status')).toContainText('1 saved, 1 refused.')
  await expect(importer.getByRole('row', { name: /not-a-path/ })).toContainText('not a path')
  await expectNoAxeViolations(page, { include: 'section[aria-labelledby="redirect-import-title"]' })

  // Translation parity: the count on the dashboard leads to the list of items to translate.
  await page.goto('/admin')
  const count = page.getByText(
    /published items? needs? translating|All published items are translated/,
  )
  await expect(count).toBeVisible()
  await page.getByRole('link', { name: 'Translation parity' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Translation parity' })).toBeVisible()
  await expectNoAxeViolations(page, { include: 'section.translation-parity' })

  // A page not found is counted for the editors (written within ten seconds).
  const missing = `/gone-${Date.now()}`
  expect((await page.request.get(missing)).status()).toBe(404)
  await expect(async () => {
    await page.goto('/admin/collections/missing-paths')
    await expect(page.getByRole('link', { name: missing })).toBeVisible({ timeout: 1000 })
  }).toPass({ timeout: 30_000 })
})

test('a focal point set in the admin moves the visible part of a hero on a phone', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one image: changed by one project only')
  await page.setViewportSize({ width: 360, height: 740 })
  const auth = { Authorization: `JWT ${staffToken('editor')}` }
  const market = (await (
    await request.get('/api/cms/product-markets?where[slug][equals]=biopolymers&depth=1', {
      headers: auth,
    })
  ).json()) as { docs: { image: { id: number; focalX: number; focalY: number } }[] }
  const image = market.docs[0]!.image
  const hero = page.locator('.hero__image')
  const position = () => hero.evaluate((img) => getComputedStyle(img).objectPosition)
  try {
    await page.goto('/our-products/product-markets/plastics/biopolymers')
    await expect(hero).toBeVisible()
    expect(await hero.evaluate((img) => getComputedStyle(img).objectFit)).toBe('cover')
    expect(await position()).toBe('50% 50%')
    const moved = await request.patch(`/api/cms/media/${image.id}`, {
      headers: auth,
      data: { focalX: 15, focalY: 80 },
    })
    expect(moved.ok()).toBe(true)
    await page.reload()
    expect(await position()).toBe('15% 80%')
  } finally {
    await request.patch(`/api/cms/media/${image.id}`, {
      headers: auth,
      data: { focalX: image.focalX ?? 50, focalY: image.focalY ?? 50 },
    })
  }
})

for (const locale of ['en', 'de'] as const) {
  test(`the live preview shows a typed change before publishing; visitors keep the published page (${locale})`, async ({
    page,
    browser,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'once per language')
    const token = staffToken('editor')
    const auth = { Authorization: `JWT ${token}` }
    const path = `/e2e-live-${locale}-${Date.now()}`
    const created = await request.post(`/api/cms/pages?locale=${locale}`, {
      headers: auth,
      data: { title: 'Published title', path, _status: 'published' },
    })
    expect(created.ok()).toBe(true)
    const id = ((await created.json()) as { doc: { id: number } }).doc.id

    await page
      .context()
      .addCookies([{ name: 'payload-token', value: token, url: testInfo.project.use.baseURL! }])
    await page.goto(`/admin/collections/pages/${id}?locale=${locale}`)
    // A click before the edit view has hydrated does nothing: again until the preview is open.
    // (The admin remembers an editor's open preview: then it is open at once.)
    const exit = page.getByRole('button', { name: 'Exit Live Preview' })
    await expect(async () => {
      if (!(await exit.isVisible()))
        await page
          .getByRole('button', { name: 'Live Preview', exact: true })
          .click({ timeout: 2000 })
      await expect(exit).toBeVisible({ timeout: 2000 })
    }).toPass({ timeout: 30_000 })
    const preview = page.frameLocator('#live-preview-iframe')
    // The first render of the page in the frame may take a while on a loaded machine.
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText('Published title', {
      timeout: 20_000,
    })

    // Typed, not saved: the draft is autosaved and the preview shows it.
    const typed = `Typed title ${locale}`
    await page.locator('#field-title').fill(typed)
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(typed, { timeout: 15_000 })

    // A visitor still gets the published page.
    const visitor = await browser.newPage()
    await visitor.goto(locale === 'en' ? path : `/de${path}`)
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Published title')
    await visitor.close()
  })
}

test('text not yet translated carries its language, and the preview says which texts fell back', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'once')
  const token = staffToken('editor')
  const slug = `only-english-${Date.now()}`
  const created = await request.post('/api/cms/news?locale=en', {
    headers: { Authorization: `JWT ${token}` },
    data: {
      title: 'Only in English',
      slug,
      category: 'company-news',
      excerpt: 'An English excerpt.',
      content: lexicalFromMarkup('English text only.'),
      publishedAt: '2026-11-20T00:00:00.000Z',
      _status: 'published',
    },
  })
  expect(created.ok()).toBe(true)
  const id = ((await created.json()) as { doc: { id: number } }).doc.id

  // A visitor of the German page: the English texts are marked as English.
  const visitor = await browser.newPage()
  await visitor.goto(`/de/news-events/company-news/${slug}`)
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en')
  await expect(visitor.locator('.article__lead')).toHaveAttribute('lang', 'en')
  await expect(visitor.getByRole('note')).toHaveCount(0)
  await expectNoAxeViolations(visitor)
  await visitor.close()

  // The editor's preview in German names them.
  await page
    .context()
    .addCookies([{ name: 'payload-token', value: token, url: testInfo.project.use.baseURL! }])
  await page.goto(`/api/preview?collection=news&id=${id}&locale=de`)
  await expect(page.getByRole('note')).toHaveText(
    'Noch nicht übersetzt, auf Englisch gezeigt: Titel, Kurztext, Text.',
  )
})
