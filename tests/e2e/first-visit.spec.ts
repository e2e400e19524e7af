import { expect, type Page, test } from './fixtures'

import { countIntlFormatters } from './intl-formatters'

/**
 * What a first visit loads (ADR 0015): the interactive pages carry no validation library until
 * the visitor starts working in a form, and a form sent before its checks have loaded still gets
 * them, in the visitor's language. The document lists build no `Intl` formatter in the browser
 * (the first costs a phone tens of milliseconds): their dates and sizes come written.
 */

/** zod's error class is named in its bundle: a script that holds it carries zod. */
const ZOD_MARK = 'ZodError'

/** Every script the page loads, with whether it carries zod (bodies read as they arrive). */
function watchScripts(page: Page) {
  const reads: Promise<{ url: string; zod: boolean }>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    reads.push(
      response
        .text()
        .catch(() => '')
        .then((body) => ({ url: response.url(), zod: body.includes(ZOD_MARK) })),
    )
  })
  return {
    /** The scripts loaded so far that carry zod. */
    withZod: async () => (await Promise.all(reads)).filter((s) => s.zod).map((s) => s.url),
    count: () => reads.length,
  }
}

const PAGES = [
  '/download',
  '/search?query=talc',
  '/download/documents/sds-eurotalc-p-12-en',
  '/contacts/contact-sales',
  '/de/contacts/request-a-sample',
  '/register',
  '/about-us/careers/process-engineer',
]

test.describe('a first visit', () => {
  test('interactive pages load no validation library before the visitor starts', async ({
    page,
  }) => {
    const scripts = watchScripts(page)
    for (const path of PAGES) {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
    }
    expect(scripts.count()).toBeGreaterThan(0)
    expect(await scripts.withZod()).toEqual([])
  })

  for (const { locale, path, pleaseEnter } of [
    { locale: 'en', path: '/contacts/contact-sales', pleaseEnter: 'Please enter' },
    { locale: 'de', path: '/de/contacts/contact-sales', pleaseEnter: 'Bitte ausfüllen' },
  ]) {
    test(`a form sent before any field had focus gets its checks once they load (${locale})`, async ({
      page,
    }) => {
      const scripts = watchScripts(page)
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      expect(await scripts.withZod()).toEqual([])
      // As Safari does: a click on the send button gives it no focus, so nothing preloaded.
      await page.locator('form.site-form').evaluate((form: HTMLFormElement) => form.requestSubmit())
      const first = page.locator('#contact-sales-firstName')
      await expect(page.locator('#contact-sales-firstName-error')).toHaveText(pleaseEnter)
      await expect(first).toHaveAttribute('aria-invalid', 'true')
      await expect(first).toBeFocused()
      expect((await scripts.withZod()).length).toBeGreaterThan(0)
    })
  }

  test('the document lists show dates and sizes without building an Intl formatter', async ({
    page,
  }) => {
    const { built } = await countIntlFormatters(page)

    // English first: a visit to /de is remembered, and unprefixed addresses then go to German.
    for (const { locale, date, size, sizeLabel, revision } of [
      { locale: '', date: 'Feb 20, 2026', size: /\d\.\d kB/, sizeLabel: 'Size', revision: 'of' },
      {
        locale: '/de',
        date: '20. Feb. 2026',
        size: /\d,\d kB/,
        sizeLabel: 'Größe',
        revision: 'vom',
      },
    ]) {
      await page.goto(`${locale}/download?tab=safety-data-sheets`)
      const first = page.locator('.downloads__meta').first()
      await expect(first.locator('time')).toHaveText(date)
      await expect(first).toContainText(new RegExp(`${sizeLabel}: ${size.source}`))
      expect(await built()).toEqual([])

      await page.goto(`${locale}/download/documents/sds-eurotalc-p-12-en`)
      await page.waitForLoadState('networkidle')
      await expect(page.locator('.revision--current .revision__heading strong')).toHaveText(
        `Revision 4.2 ${revision} ${date}`,
      )
      await expect(page.locator('.revision--current .downloads__meta')).toContainText(
        new RegExp(`PDF${size.source}`),
      )
      expect(await built()).toEqual([])
    }
  })

  test("the framework's scripts are requested after the first contentful paint, and the page still comes alive", async ({
    page,
  }) => {
    // A page with a hero image, a list, a form; English and German.
    for (const path of ['/', '/de/download', '/contacts/contact-sales']) {
      await page.goto(path)
      // Hydrated: React owns the header's menu button.
      await expect
        .poll(() =>
          page
            .locator('header.site-header button')
            .first()
            .evaluate((node) => Object.keys(node).some((k) => k.startsWith('__react'))),
        )
        .toBe(true)
      const timing = await page.evaluate(() => ({
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        scripts: performance
          .getEntriesByType('resource')
          .filter(
            (entry) =>
              (entry as PerformanceResourceTiming).initiatorType === 'script' &&
              new URL(entry.name).pathname.startsWith('/_next/static/chunks/'),
          )
          .map((entry) => ({ url: entry.name, start: entry.startTime })),
      }))
      expect(timing.fcp, path).not.toBeNull()
      expect(timing.scripts.length, path).toBeGreaterThan(3)
      expect(
        timing.scripts.filter((script) => script.start < timing.fcp!),
        `${path}: first contentful paint at ${timing.fcp} ms`,
      ).toEqual([])
    }
  })
})
