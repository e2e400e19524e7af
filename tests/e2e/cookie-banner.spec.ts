import { type APIRequestContext, expect, type Locator, type Page, test } from './fixtures'

import { expectNoAxeViolations } from './axe'
import { fakeTagManager } from './fakes/fake-tag-manager'
import { staffToken } from './global-setup'

/**
 * The cookie banner's first layer, English and German: "Only necessary cookies" and "Accept
 * all" side by side, alike (neither answer is the easier one to find), each storing what it
 * says, in local storage (SPEC §3's `cookies`) and as a consent record (POST /api/v1/consents,
 * read back in the CMS); the dialog's texts speak of this site. And, on a phone, long German
 * words are hyphenated by the page's language instead of cut at the edge.
 */
type Locale = 'en' | 'de'
const at = (locale: Locale, p: string) => (locale === 'en' ? p : p === '/' ? '/de' : `/de${p}`)
const PHONE = { width: 360, height: 740 }

const TEXT = {
  en: {
    banner: 'Cookie notice',
    settings: 'Settings',
    necessary: 'Only necessary cookies',
    acceptAll: 'Accept all',
    dialog: 'Cookie settings',
    footerSettings: 'Cookie settings',
    analytics: /Analytics cookies/,
    advertising: /Advertising cookies/,
    close: 'Close',
    b2b: 'campaigns',
    consumer: /advertising partners|relevant offers/i,
  },
  de: {
    banner: 'Cookie-Hinweis',
    settings: 'Einstellungen',
    necessary: 'Nur notwendige Cookies',
    acceptAll: 'Alle akzeptieren',
    dialog: 'Cookie-Einstellungen',
    footerSettings: 'Cookie-Einstellungen',
    analytics: /Analyse-Cookies/,
    advertising: /Werbe-Cookies/,
    close: 'Schließen',
    b2b: 'Kampagnen',
    consumer: /Werbepartner|passende Angebote/i,
  },
} as const

// A client address of this file's own: the consents are limited per address, and the other
// specs' banners answer from 127.0.0.1.
test.use({
  extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${1 + Math.floor(Math.random() * 250)}` },
})

/** The consent record the server stored for this answer, read as the admin. */
async function consentRecord(request: APIRequestContext, id: string | number) {
  const response = await request.get(`/api/cms/consent-records/${id}`, {
    headers: { Authorization: `JWT ${staffToken('admin')}` },
  })
  expect(response.status()).toBe(200)
  return (await response.json()) as {
    analytics: boolean
    advertising: boolean
    source: string
    locale: string
  }
}

/**
 * Answers the banner with `button`; returns the id of the consent record it made and how many
 * records the page sent. The banner sends the record and never reads the answer (the page needs
 * nothing from it), and Chromium finishes a response only once the page has read its body, so
 * `waitForResponse(…).json()` waits for ever. The request passes through the test instead: sent
 * on to the server as the browser made it (route.fetch), the server's answer read here and handed
 * to the page unchanged.
 */
async function answer(page: Page, button: Locator) {
  let sent = 0
  let answered!: (answer: { status: number; body: string }) => void
  const recorded = new Promise<{ status: number; body: string }>((resolve) => (answered = resolve))
  await page.route('**/api/v1/consents', async (route) => {
    sent += 1
    const response = await route.fetch()
    answered({ status: response.status(), body: await response.text() })
    await route.fulfill({ response })
  })
  await button.click()
  const { status, body } = await recorded
  expect(status).toBe(201)
  return { id: (JSON.parse(body) as { id: string | number }).id, sent: () => sent }
}

/** What makes a button stand out: its colours, type and size. */
const look = (button: Locator) =>
  button.evaluate((el) => {
    const style = getComputedStyle(el)
    return {
      background: style.backgroundColor,
      color: style.color,
      border: `${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor}`,
      fontSize: style.fontSize,
      fontWeight: style.fontWeight,
      height: Math.round(el.getBoundingClientRect().height),
    }
  })

for (const locale of ['en', 'de'] as const) {
  const t = TEXT[locale]

  test.describe(`cookie banner (${locale})`, () => {
    test.beforeEach(async ({ page }) => {
      // "Accept all" allows analytics: whatever Tag Manager setting another spec left, nothing
      // leaves this machine.
      await fakeTagManager(page)
    })

    test('the first layer offers "only necessary" and "accept all", alike', async ({ page }) => {
      await page.goto(at(locale, '/'))
      const banner = page.getByRole('region', { name: t.banner })
      await expect(banner).toBeVisible()
      const necessary = banner.getByRole('button', { name: t.necessary, exact: true })
      const all = banner.getByRole('button', { name: t.acceptAll, exact: true })
      await expect(banner.getByRole('button', { name: t.settings, exact: true })).toBeVisible()
      await expect(necessary).toBeEnabled()
      await expect(all).toBeEnabled()
      // No button that only says "Accept": it read as accepting everything.
      await expect(banner.getByRole('button')).toHaveCount(3)
      expect(await look(necessary)).toEqual(await look(all))
      await expectNoAxeViolations(page)
    })

    test('"Only necessary cookies" stores and records both choices off', async ({
      page,
      request,
    }) => {
      await page.goto(at(locale, '/'))
      const banner = page.getByRole('region', { name: t.banner })
      const { id, sent } = await answer(
        page,
        banner.getByRole('button', { name: t.necessary, exact: true }),
      )
      await expect(banner).toBeHidden()
      expect(await page.evaluate(() => localStorage.getItem('cookies'))).toBe(
        '{"terms":false,"information":false}',
      )
      expect(await consentRecord(request, id)).toMatchObject({
        analytics: false,
        advertising: false,
        source: 'banner',
        locale,
      })
      // One answer, one record.
      expect(sent()).toBe(1)
      await page.reload()
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(banner).toBeHidden()
    })

    test('"Accept all" stores and records both choices on; the dialog shows them', async ({
      page,
      request,
    }) => {
      await page.goto(at(locale, '/'))
      const banner = page.getByRole('region', { name: t.banner })
      const { id, sent } = await answer(
        page,
        banner.getByRole('button', { name: t.acceptAll, exact: true }),
      )
      await expect(banner).toBeHidden()
      expect(await page.evaluate(() => localStorage.getItem('cookies'))).toBe(
        '{"terms":true,"information":true}',
      )
      expect(await consentRecord(request, id)).toMatchObject({
        analytics: true,
        advertising: true,
        source: 'banner',
        locale,
      })
      expect(sent()).toBe(1)

      await page.reload()
      await expect(banner).toBeHidden()
      const dialog = page.getByRole('dialog', { name: t.dialog })
      // A click before the footer has hydrated does nothing: click until the dialog is open.
      await expect(async () => {
        if (!(await dialog.isVisible()))
          await page
            .getByRole('contentinfo')
            .getByRole('button', { name: t.footerSettings })
            .click({ timeout: 2000 })
        await expect(dialog).toBeVisible({ timeout: 2000 })
      }).toPass({ timeout: 20_000 })
      await expect(dialog.getByRole('checkbox', { name: t.analytics })).toBeChecked()
      await expect(dialog.getByRole('checkbox', { name: t.advertising })).toBeChecked()
      // The advertising texts speak of a producer's campaigns, not of a shop's partners' offers.
      await expect(dialog.getByRole('region')).toContainText(t.b2b)
      await expect(dialog).not.toContainText(t.consumer)
      await expectNoAxeViolations(page)
      await dialog.getByRole('button', { name: t.close, exact: true }).click()
      await expect(dialog).toBeHidden()
    })

    test('on a phone: both answers equally wide, and words hyphenated by the page language', async ({
      page,
    }) => {
      await page.setViewportSize(PHONE)
      await page.goto(at(locale, '/'))
      const banner = page.getByRole('region', { name: t.banner })
      const necessary = banner.getByRole('button', { name: t.necessary, exact: true })
      const all = banner.getByRole('button', { name: t.acceptAll, exact: true })
      await expect(all).toBeEnabled()
      const [a, b] = await Promise.all([necessary.boundingBox(), all.boundingBox()])
      expect(Math.round(a!.width)).toBe(Math.round(b!.width))
      expect(Math.round(a!.height)).toBe(Math.round(b!.height))
      // Side by side: one as easy to reach as the other.
      expect(Math.round(a!.y)).toBe(Math.round(b!.y))
      await expectNoAxeViolations(page)

      // The hyphenation follows <html lang>; the certificates' scopes ("Qualitätsmanagement …")
      // and the headings hyphenate, and nothing cuts words at an arbitrary letter.
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      const scope = page.locator('.certificates__scope').first()
      await expect(scope).toBeVisible()
      const styles = await scope.evaluate((el) => {
        const style = getComputedStyle(el)
        const heading = getComputedStyle(document.querySelector('h1')!)
        return {
          hyphens: style.hyphens,
          wordBreak: style.wordBreak,
          overflowWrap: style.overflowWrap,
          headingHyphens: heading.hyphens,
          headingWordBreak: heading.wordBreak,
        }
      })
      expect(styles).toEqual({
        hyphens: 'auto',
        wordBreak: 'normal',
        overflowWrap: 'break-word',
        headingHyphens: 'auto',
        headingWordBreak: 'normal',
      })
      // And the page is no wider than the phone.
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      ).toBeLessThanOrEqual(0)
    })
  })
}
