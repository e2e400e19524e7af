import { expect, type Locator, type Page, test } from './fixtures'

import { DEMO_STAFF } from '../../src/seed/demo-accounts'

import { fakeTagManager } from './fakes/fake-tag-manager'
import { expectNoAxeViolations } from './axe'
import { staffToken } from './global-setup'

const admin = DEMO_STAFF.find((s) => s.roles.includes('admin'))!
const isPhone = (name: string) => name === 'phone'

/**
 * Clicks a footer button until its dialog is open: a click before the footer has hydrated does
 * nothing, and a dialog that opened slowly must not get a second click (it would cover the button).
 */
async function openFromFooter(page: Page, button: string, dialog: Locator) {
  await expect(async () => {
    if (!(await dialog.isVisible()))
      await page
        .getByRole('contentinfo')
        .getByRole('button', { name: button })
        .click({ timeout: 2000 })
    await expect(dialog).toBeVisible({ timeout: 2000 })
  }).toPass({ timeout: 20_000 })
}

/** A decision already stored, so the cookie banner stays out of the way. */
async function decideCookies(page: Page, value = { terms: false, information: false }) {
  await page.addInitScript((v) => localStorage.setItem('cookies', JSON.stringify(v)), value)
}

const header = (page: Page) => page.locator('header.site-header')

/**
 * What each width runs: the tablet (900 px, where the desktop menu begins) only the menus and
 * their accessibility; the phone what its layout changes; the desktop everything. Behaviour that
 * does not depend on the width (loading bar, offline notice, consent dialog, analytics) runs once.
 */
const TABLET = 900
const notOnTablet = ({ viewport }: { viewport: { width: number } | null }) =>
  viewport?.width === TABLET
const desktopOnly = ({ viewport }: { viewport: { width: number } | null }) =>
  viewport?.width !== 1440

test.describe('desktop header', () => {
  test.beforeEach(async ({ page }, testInfo) => {
    test.skip(isPhone(testInfo.project.name), 'the desktop menu exists from 900 px')
    await decideCookies(page)
  })

  test('the mega menu opens on hover with three image cards and closes on mouse leave', async ({
    page,
  }) => {
    await page.goto('/')
    const panel = page.locator('#mega-' + (await itemId(page, 'About Us')))
    await expect(panel).toBeHidden()
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'About Us', exact: true })
      .hover()
    await expect(panel).toBeVisible()
    await expect(panel.locator('.mega-card')).toHaveCount(3)
    await expect(panel.locator('.mega-card img')).toHaveCount(3)
    await expect(panel.getByRole('link', { name: /Company profile/ })).toBeVisible()
    await expect(panel.getByRole('link', { name: 'Careers' })).toBeVisible()
    // Hovering another section switches panels; leaving the menu closes it.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Products', exact: true })
      .hover()
    await expect(panel).toBeHidden()
    const products = page.locator('#mega-' + (await itemId(page, 'Products')))
    await expect(products).toBeVisible()
    // The sub-submenu: product markets with their related items.
    await expect(products.getByRole('link', { name: 'Automotive plastics' })).toBeVisible()
    // A section without sublinks closes it; so does leaving the menu (onto the logo).
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Blog', exact: true })
      .hover()
    await expect(products).toBeHidden()
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Products', exact: true })
      .hover()
    await expect(products).toBeVisible()
    await page.mouse.move(10, 10)
    await expect(products).toBeHidden()
  })

  test('the mega menu works with the keyboard and closes on Escape, outside click and its close button', async ({
    page,
  }) => {
    await page.goto('/de')
    const toggle = page.getByRole('button', { name: 'Menü Über uns anzeigen' })
    const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`)
    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(panel).toBeVisible()
    // Tab moves into the panel.
    await page.keyboard.press('Tab')
    await expect(panel.getByRole('link', { name: 'Über uns: Übersicht' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(toggle).toBeFocused()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')

    await page.keyboard.press('Enter')
    await expect(panel).toBeVisible()
    // A click below the panel, outside the header.
    await page.mouse.click(5, page.viewportSize()!.height - 5)
    await expect(panel).toBeHidden()

    await toggle.click()
    await expect(panel).toBeVisible()
    await panel.getByRole('button', { name: 'Menü Über uns schließen' }).click()
    await expect(panel).toBeHidden()

    // A link in the menu navigates in German.
    await toggle.click()
    await panel.getByRole('link', { name: /Unternehmensprofil/ }).click()
    await expect(page).toHaveURL(/\/de\/about-us\/company-profile$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unternehmensprofil')
    await expect(panel).toBeHidden()
  })

  test('menu, search panel and language panel exclude each other', async ({ page }) => {
    await page.goto('/')
    const menuToggle = page.getByRole('button', { name: 'Show the About Us menu' })
    const search = page.getByRole('button', { name: 'Search', exact: true })
    const language = page.getByRole('button', { name: 'Language: English' })
    const menuPanel = page.locator(`#${await menuToggle.getAttribute('aria-controls')}`)

    await menuToggle.click()
    await expect(menuPanel).toBeVisible()
    await search.click()
    await expect(page.locator('#search-panel')).toBeVisible()
    await expect(menuPanel).toBeHidden()
    await language.click()
    await expect(page.locator('#language-panel')).toBeVisible()
    await expect(page.locator('#search-panel')).toBeHidden()
    await menuToggle.click()
    await expect(menuPanel).toBeVisible()
    await expect(page.locator('#language-panel')).toBeHidden()
    for (const button of [search, language])
      await expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  test('the search panel submits only a non-empty text', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    const box = page.locator('#search-panel').getByRole('searchbox', { name: 'Search the site' })
    await expect(box).toBeFocused()
    await box.fill('   ')
    await box.press('Enter')
    await expect(page).toHaveURL(/\/$/)
    await box.fill('talc grades')
    await box.press('Enter')
    await expect(page).toHaveURL(/\/search\?query=talc\+grades$/)
  })

  test('the language panel lists Germany (DE) and United Kingdom (UK) with flags', async ({
    page,
    context,
  }) => {
    await page.goto('/about-us')
    await page.getByRole('button', { name: 'Language: English' }).click()
    const panel = page.locator('#language-panel')
    await expect(panel.getByRole('link')).toHaveText(['Germany (DE)', 'United Kingdom (UK)'])
    await expect(panel.locator('img[src="/flags/de.svg"]')).toHaveCount(1)
    await expect(panel.locator('img[src="/flags/gb.svg"]')).toHaveCount(1)
    await panel.getByRole('link', { name: 'Germany (DE)' }).click()
    await expect(page).toHaveURL(/\/de\/about-us$/)
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('de')
    expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('de')
    // The navigation is German now.
    await expect(
      page
        .getByRole('navigation', { name: 'Hauptnavigation' })
        .getByRole('link', { name: 'Produkte', exact: true }),
    ).toBeVisible()
  })
})

test.describe('header', () => {
  test.skip(notOnTablet, 'the header bar is the desktop one from 900 px')
  test.beforeEach(async ({ page }) => decideCookies(page))

  test('becomes compact as soon as the page scrolls', async ({ page }) => {
    await page.goto('/about-us')
    await page.evaluate(() => (document.body.style.minHeight = '3000px'))
    const bar = page.locator('.site-header__inner')
    const full = (await bar.boundingBox())!.height
    await expect(header(page)).not.toHaveAttribute('data-compact')
    await expect(async () => {
      await page.mouse.wheel(0, 120)
      await expect(header(page)).toHaveAttribute('data-compact', 'true', { timeout: 1000 })
    }).toPass()
    await expect.poll(async () => (await bar.boundingBox())!.height).toBeLessThanOrEqual(full)
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(header(page)).not.toHaveAttribute('data-compact')
    // SPEC §9 heights: 56/72/84/108 by width.
    const width = page.viewportSize()!.width
    const expected = width >= 1440 ? 108 : width >= 1240 ? 84 : width >= 600 ? 72 : 56
    await expect.poll(async () => (await bar.boundingBox())!.height).toBe(expected)
  })

  test('?login opens the login slot, closing clears it, openLogin and the user icon open it', async ({
    page,
  }) => {
    await page.goto('/about-us?login')
    const dialog = page.getByRole('dialog', { name: 'Log in' })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Close', exact: true }).click()
    // Closing changes the address in the browser's history only (no request for the page).
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(/\/about-us$/)

    await page.evaluate(() => window.dispatchEvent(new Event('openLogin')))
    await expect(page).toHaveURL(/\/about-us\?login$/)
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page).toHaveURL(/\/about-us$/)
    await expect(dialog).toBeHidden()

    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/register',
    )
  })

  test('the login dialog keeps its title and Close button in place while its form loads and its views change', async ({
    page,
  }) => {
    test.skip(notOnTablet({ viewport: page.viewportSize() }), 'the phone and the desktop')
    await page.goto('/about-us')
    // The forms' module loads when the dialog opens: held until the dialog has been measured.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/_next/static/chunks/**', async (route) => {
      await held
      await route.continue()
    })
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible()
    // The dialog by its class: its name follows the view's title.
    const dialog = page.locator('dialog.login-dialog')
    const close = dialog.getByRole('button', { name: 'Close', exact: true })
    const title = dialog.getByRole('heading', { level: 2 })
    // Measured without the form, or the comparison below would prove nothing.
    await expect(dialog.getByRole('textbox')).toHaveCount(0)
    const before = { close: await close.boundingBox(), title: await title.boundingBox() }
    release()
    await expect(dialog.getByRole('textbox', { name: /E-mail/ })).toBeVisible()
    // Measured after the form has painted, as the visitor would tap.
    expect({ close: await close.boundingBox(), title: await title.boundingBox() }).toEqual(before)
    // Another view, another height: the Close button stays where the finger expects it.
    await dialog.getByRole('button', { name: 'Forgot your password?' }).click()
    await expect(page.getByRole('dialog', { name: 'Forgot password' })).toBeVisible()
    expect(await close.boundingBox()).toEqual(before.close)
  })

  test('shows a loading bar for a slow navigation', async ({ page }) => {
    test.skip(desktopOnly({ viewport: page.viewportSize() }), 'the same at every width')
    await page.goto('/')
    // The page is held until the bar has been seen loading, then let through.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/our-production/logistics**', async (route) => {
      await held
      await route.continue()
    })
    const bar = page.locator('.loading-bar')
    await expect(bar).toHaveAttribute('data-state', 'idle')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Logistics' }).click()
    await expect(bar).toHaveAttribute('data-state', 'loading')
    release()
    // On two busy cores the page's rendering can take a while.
    await expect(page).toHaveURL(/\/our-production\/logistics$/, { timeout: 15_000 })
    await expect(bar).not.toHaveAttribute('data-state', 'loading', { timeout: 15_000 })
  })

  test('tells the visitor when the browser goes offline', async ({ page, context }) => {
    test.skip(desktopOnly({ viewport: page.viewportSize() }), 'the same at every width')
    await page.goto('/de')
    const status = page.locator('.offline-status')
    await expect(status).toBeEmpty()
    await context.setOffline(true)
    await expect(status).toHaveText(
      'Sie sind offline. Seiten, die Sie jetzt öffnen, werden möglicherweise nicht geladen.',
    )
    await context.setOffline(false)
    await expect(status).toBeEmpty()
  })
})

test.describe('page transitions', () => {
  test.skip(desktopOnly, 'the same at every width')
  test.beforeEach(async ({ page }) => {
    await decideCookies(page)
    // Counts the document view transitions React starts (each lays an overlay over the page).
    await page.addInitScript(() => {
      const started: string[] = []
      Object.assign(window, { viewTransitionsStarted: started })
      const start = document.startViewTransition?.bind(document)
      if (!start) return
      document.startViewTransition = ((update: ViewTransitionUpdateCallback) => {
        started.push(location.pathname + location.search)
        return start(update)
      }) as typeof document.startViewTransition
    })
  })
  const started = (page: Page) =>
    page.evaluate(
      () => (window as unknown as { viewTransitionsStarted: string[] }).viewTransitionsStarted,
    )

  test('a followed link fades the page; a filter written into the address does not', async ({
    page,
  }) => {
    await page.goto('/our-products/grades')
    await page.getByLabel('Form', { exact: true }).selectOption('compacted')
    await expect(page).toHaveURL(/\/our-products\/grades\?form=compacted$/)
    await expect(page.getByText('2 grades match.')).toBeVisible()
    expect(await started(page)).toEqual([])

    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Blog', exact: true })
      .click()
    await expect(page).toHaveURL(/\/blog$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog')
    expect(await started(page)).toEqual(['/our-products/grades?form=compacted'])
  })
})

test.describe('mobile menu', () => {
  test.beforeEach(async ({ page }, testInfo) => {
    test.skip(!isPhone(testInfo.project.name), 'the slide-in menu exists below 900 px')
    await decideCookies(page)
  })

  test('opens, shows sections with a back action and the language panel, and closes', async ({
    page,
  }) => {
    await page.goto('/')
    const burger = page.getByRole('button', { name: 'Open menu' })
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu).toBeHidden()
    await burger.click()
    await expect(menu).toBeVisible()
    await expect(burger).toHaveAttribute('aria-expanded', 'true')
    await expect(menu.getByRole('searchbox', { name: 'Search the site' })).toBeVisible()
    // The menu slides in (0.2 s): a click on a row that is still moving can miss it under load.
    await menu.evaluate((dialog) => Promise.all(dialog.getAnimations().map((a) => a.finished)))

    await menu.getByRole('button', { name: 'About Us' }).click()
    const section = page.getByRole('dialog', { name: 'About Us' })
    await expect(section.getByRole('button', { name: 'Back' })).toBeFocused()
    await expect(section.getByRole('link', { name: 'Careers' })).toBeVisible()
    await section.getByRole('button', { name: 'Back' }).click()
    await expect(menu.getByRole('button', { name: 'About Us' })).toBeFocused()

    await menu.getByRole('button', { name: 'Select language' }).click()
    const languages = page.getByRole('dialog', { name: 'Select language' })
    await expect(languages.getByRole('link')).toHaveText(['Germany (DE)', 'United Kingdom (UK)'])
    await languages.getByRole('button', { name: 'Back' }).click()

    // Focus stays inside while it is open.
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab')
      expect(
        await page.evaluate(() => Boolean(document.activeElement?.closest('#mobile-menu'))),
      ).toBe(true)
    }
    await expectNoAxeViolations(page)

    await menu.getByRole('button', { name: 'Close menu' }).click()
    await expect(menu).toBeHidden()
    await expect(burger).toHaveAttribute('aria-expanded', 'false')

    // A link navigates and closes the menu.
    await burger.click()
    await menu.getByRole('button', { name: 'Products' }).click()
    await page
      .getByRole('dialog', { name: 'Products' })
      .getByRole('link', { name: 'Paper' })
      .click()
    await expect(page).toHaveURL(/\/our-products\/product-markets\/paper$/)
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test('works in German and searches from the menu', async ({ page }) => {
    await page.goto('/de')
    await page.getByRole('button', { name: 'Menü öffnen' }).click()
    const menu = page.getByRole('dialog', { name: 'Menü' })
    const box = menu.getByRole('searchbox', { name: 'Website durchsuchen' })
    await box.fill('Talkum')
    await box.press('Enter')
    await expect(page).toHaveURL(/\/de\/search\?query=Talkum$/)
  })
})

test.describe('footer', () => {
  test.skip(notOnTablet, 'the footer changes between phone and desktop only')
  test('has contacts, navigation blocks, copyright, legal links, social icons and a way up', async ({
    page,
  }) => {
    await decideCookies(page)
    await page.goto('/de')
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('link', { name: /\+43 3842 123 450/ })).toHaveAttribute(
      'href',
      'tel:+433842123450',
    )
    await expect(footer.getByRole('link', { name: /info@eurotalc\.example/ })).toHaveAttribute(
      'href',
      'mailto:info@eurotalc.example',
    )
    await expect(footer).toContainText('Österreich')
    // SPEC §9's year 2022, running to this year (not '© 2022' alone beside news of 2026).
    await expect(footer).toContainText(`© 2022–${new Date().getFullYear()} EuroTalc GmbH`)
    const nav = footer.getByRole('navigation', { name: 'Fußzeilennavigation' })
    // Six sections with their links; Blog and FAQ (no sublinks) share one column.
    await expect(nav.getByRole('heading')).toHaveCount(6)
    for (const block of await nav.locator('.site-footer__block').all())
      expect(await block.locator('li a').count()).toBeGreaterThan(0)
    await expect(nav.locator('.site-footer__singles').getByRole('link')).toHaveText(['Blog', 'FAQ'])
    await expect(nav.getByRole('link', { name: 'Sicherheitsdatenblätter' })).toHaveAttribute(
      'href',
      '/de/download?tab=safety-data-sheets',
    )
    await expect(footer.getByRole('link', { name: 'Sitemap' })).toHaveAttribute(
      'href',
      '/de/sitemap',
    )
    await expect(
      footer.getByRole('link', { name: 'Nutzungsbedingungen und Datenschutz' }),
    ).toHaveAttribute('href', '/de/terms-conditions')
    await expect(footer.getByRole('link', { name: 'Impressum' })).toHaveAttribute(
      'href',
      '/de/imprint',
    )
    await expect(footer.getByRole('link', { name: 'EuroTalc GmbH auf LinkedIn' })).toHaveAttribute(
      'href',
      /linkedin\.com/,
    )
    await expect(footer.getByRole('link', { name: 'EuroTalc GmbH auf YouTube' })).toHaveAttribute(
      'href',
      /youtube\.com/,
    )
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await footer.getByRole('link', { name: 'Nach oben' }).click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })
})

test('header, content and footer line up on one column at 1440 px', async ({ page }, testInfo) => {
  test.skip(isPhone(testInfo.project.name), 'a desktop width')
  await page.setViewportSize({ width: 1440, height: 900 })
  await decideCookies(page)
  await page.goto('/de/news-events/company-news')
  const left = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => Math.round(el.getBoundingClientRect().left))
  const content = await left('main h1, main .breadcrumbs')
  expect(content).toBeGreaterThan(16)
  expect(await left('.site-header__logo')).toBe(content)
  expect(await left('.site-footer__contacts')).toBe(content)
  expect(await left('.site-footer__bottom')).toBe(content)
})

test.describe('legal links', () => {
  test.skip(notOnTablet, 'once per language')

  for (const [locale, home, imprint] of [
    ['en', '/', 'Imprint'],
    ['de', '/de', 'Impressum'],
  ] as const) {
    test(`each footer legal link is named as the page it opens is titled (${locale})`, async ({
      page,
    }) => {
      await decideCookies(page)
      await page.goto(home)
      const legal = page.getByRole('contentinfo').locator('.site-footer__legal a')
      const links = await legal.evaluateAll((anchors) =>
        anchors.map((a) => ({
          name: a.textContent?.trim() ?? '',
          href: a.getAttribute('href') ?? '',
        })),
      )
      expect(links.map(({ name }) => name)).toContain(imprint)
      for (const { name, href } of links) {
        await page.goto(href)
        await expect(page.getByRole('heading', { level: 1 }), href).toHaveText(name)
      }
    })

    test(`the imprint names the company and its register data (${locale})`, async ({ page }) => {
      await decideCookies(page)
      await page.goto(home)
      await page.getByRole('contentinfo').getByRole('link', { name: imprint }).click()
      await expect(page).toHaveURL(locale === 'en' ? /\/imprint$/ : /\/de\/imprint$/)
      await expect(page).toHaveTitle(new RegExp(`^${imprint} \\| `))
      const facts = page.locator('.imprint__facts')
      const value = (term: string) =>
        facts.locator('.imprint__pair').filter({ has: page.getByText(term, { exact: true }) })
      const terms =
        locale === 'en'
          ? {
              company: 'Company',
              court: 'Register court',
              vat: 'VAT ID',
              number: 'Commercial register number',
            }
          : {
              company: 'Unternehmen',
              court: 'Firmenbuchgericht',
              vat: 'UID-Nummer',
              number: 'Firmenbuchnummer',
            }
      await expect(value(terms.company).locator('dd')).toHaveText('EuroTalc GmbH')
      await expect(value(terms.number).locator('dd')).toHaveText('FN 123456 a')
      await expect(value(terms.vat).locator('dd')).toHaveText('ATU12345678')
      await expect(value(terms.court).locator('dd')).toHaveText(
        locale === 'en' ? 'Regional Court of Leoben' : 'Landesgericht Leoben',
      )
      await expect(facts.getByRole('link', { name: 'info@eurotalc.example' })).toHaveAttribute(
        'href',
        'mailto:info@eurotalc.example',
      )
      await expectNoAxeViolations(page)
    })
  }

  test('the imprint is in the sitemap in both languages', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text()
    expect(xml).toMatch(/<loc>[^<]*\/imprint<\/loc>/)
    expect(xml).toMatch(/<loc>[^<]*\/de\/imprint<\/loc>/)
  })
})

test.describe('cookie consent', () => {
  test.skip(notOnTablet, 'the banner changes between phone and desktop only')
  test('the banner shows until accepted, stores both false, records it and stays away', async ({
    page,
  }) => {
    await page.goto('/')
    const banner = page.getByRole('region', { name: 'Cookie notice' })
    await expect(banner).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('cookies'))).toBeNull()
    // The link is named as the page it opens is titled (SPEC §2.4's terms and conditions).
    await expect(banner.getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute(
      'href',
      '/terms-conditions',
    )
    await expectNoAxeViolations(page)

    const recorded = page.waitForResponse((r) => r.url().endsWith('/api/v1/consents'))
    await banner.getByRole('button', { name: 'Only necessary cookies' }).click()
    await expect(banner).toBeHidden()
    expect(await page.evaluate(() => localStorage.getItem('cookies'))).toBe(
      '{"terms":false,"information":false}',
    )
    expect((await recorded).status()).toBe(201)

    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(banner).toBeHidden()
  })

  test('the settings dialog: accept all, accept and close, choices restored', async ({ page }) => {
    test.skip(desktopOnly({ viewport: page.viewportSize() }), 'the same at every width')
    // Analytics is allowed below: whatever Tag Manager setting another test left, nothing leaves
    // this machine.
    await fakeTagManager(page)
    await page.goto('/de')
    const dialog = page.getByRole('dialog', { name: 'Cookie-Einstellungen' })
    await openFromFooter(page, 'Cookie-Einstellungen', dialog)
    await expect(dialog).toContainText('Analyse-Cookies')
    await expect(
      dialog.getByRole('link', { name: 'Nutzungsbedingungen und Datenschutz' }),
    ).toBeVisible()
    const analytics = dialog.getByRole('checkbox', { name: /Analyse-Cookies/ })
    const advertising = dialog.getByRole('checkbox', { name: /Werbe-Cookies/ })
    await expect(analytics).not.toBeChecked()
    await expect(advertising).not.toBeChecked()
    await expectNoAxeViolations(page)

    await dialog.getByRole('button', { name: 'Alle akzeptieren' }).click()
    await expect(analytics).toBeChecked()
    await expect(advertising).toBeChecked()
    await dialog.getByRole('button', { name: 'Akzeptieren und schließen' }).click()
    await expect(dialog).toBeHidden()
    expect(await page.evaluate(() => localStorage.getItem('cookies'))).toBe(
      '{"terms":true,"information":true}',
    )

    await page.reload()
    await expect(page.getByRole('region', { name: 'Cookie-Hinweis' })).toBeHidden()
    await page
      .getByRole('contentinfo')
      .getByRole('button', { name: 'Cookie-Einstellungen' })
      .click()
    await expect(analytics).toBeChecked()
    await advertising.uncheck()
    await dialog.getByRole('button', { name: 'Akzeptieren und schließen' }).click()
    expect(await page.evaluate(() => localStorage.getItem('cookies'))).toBe(
      '{"terms":true,"information":false}',
    )
  })

  test('waits while the login dialog of /?login is open, then can be answered', async ({
    page,
  }) => {
    test.skip(desktopOnly({ viewport: page.viewportSize() }), 'the same at every width')
    await page.goto('/de?login')
    const login = page.getByRole('dialog', { name: 'Anmelden' })
    await expect(login).toBeVisible()
    await expect
      .poll(() => login.evaluate((dialog) => dialog.contains(document.activeElement)))
      .toBe(true)
    const banner = page.getByRole('region', { name: 'Cookie-Hinweis' })
    await expect(banner).toBeHidden()
    await login.getByRole('button', { name: 'Schließen' }).click()
    await expect(login).toBeHidden()
    await banner.getByRole('button', { name: 'Nur notwendige Cookies' }).click()
    await expect(banner).toBeHidden()
    expect(await page.evaluate(() => localStorage.getItem('cookies'))).toBe(
      '{"terms":false,"information":false}',
    )
  })

  test('the banner opens the settings dialog and hides while it is open', async ({ page }) => {
    test.skip(desktopOnly({ viewport: page.viewportSize() }), 'the same at every width')
    await page.goto('/')
    const banner = page.locator('.cookie-banner')
    const settings = banner.getByRole('button', { name: 'Settings' })
    await settings.click()
    const dialog = page.getByRole('dialog', { name: 'Cookie settings' })
    await expect(dialog).toBeVisible()
    // No second copy of the question visible beneath the dialog.
    await expect(banner).toBeHidden()
    await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true)
    await dialog.getByRole('button', { name: 'Close', exact: true }).click()
    await expect(dialog).toBeHidden()
    // No decision yet: the banner is back, focus on the button that opened the dialog.
    await expect(page.getByRole('region', { name: 'Cookie notice' })).toBeVisible()
    await expect(settings).toBeFocused()
    // Escape closes it the same way.
    await settings.press('Enter')
    await expect(dialog).toBeVisible()
    await expect(banner).toBeHidden()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(settings).toBeFocused()
    expect(await page.evaluate(() => localStorage.getItem('cookies'))).toBeNull()
  })
})

test.describe('analytics', () => {
  test.skip(desktopOnly, 'the same at every width')
  test.beforeAll(async ({ request }) => {
    const login = await request.post('/api/cms/users/login', {
      data: { email: admin.email, password: admin.password },
    })
    const { token } = (await login.json()) as { token: string }
    const saved = await request.post('/api/cms/globals/site-settings', {
      headers: { Authorization: `JWT ${token}` },
      data: { tagManagerId: 'GTM-TEST123' },
    })
    expect(saved.ok()).toBe(true)
  })

  test('nothing reaches an analytics host before consent; page views after it', async ({
    page,
  }) => {
    const traffic = await fakeTagManager(page)
    await page.goto('/about-us')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us')
    await page
      .getByRole('region', { name: 'Cookie notice' })
      .getByRole('button', { name: 'Only necessary cookies' })
      .click()
    await page.getByRole('contentinfo').getByRole('link', { name: 'Gallery' }).click()
    await expect(page).toHaveURL(/\/about-us\/gallery$/)
    // The new page is shown and its effects have run (they run before the next frames).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gallery')
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    )
    expect(traffic.requests.map((r) => r.url())).toEqual([])

    const dialog = page.getByRole('dialog', { name: 'Cookie settings' })
    await openFromFooter(page, 'Cookie settings', dialog)
    await dialog.getByRole('checkbox', { name: /Analytics cookies/ }).check()
    await dialog.getByRole('button', { name: 'Accept and close' }).click()

    await expect
      .poll(() => traffic.pageViews().map((p) => p.get('dp')))
      .toEqual(['/about-us/gallery'])
    expect(traffic.requests[0]!.url()).toBe(
      'https://www.googletagmanager.com/gtm.js?id=GTM-TEST123',
    )

    // A route change in the app sends the next page view, with title and location.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Our team' }).click()
    await expect(page).toHaveURL(/\/about-us\/our-team$/)
    await expect
      .poll(() => traffic.pageViews().map((p) => p.get('dp')))
      .toEqual(['/about-us/gallery', '/about-us/our-team'])
    const last = traffic.pageViews()[1]!
    expect(last.get('dl')).toMatch(/\/about-us\/our-team$/)
    expect(last.get('dt')).toContain('Our team')

    // A later visit with the stored consent loads it at once.
    await page.goto('/de/faq')
    await expect
      .poll(() =>
        traffic
          .pageViews()
          .map((p) => p.get('dp'))
          .at(-1),
      )
      .toBe('/de/faq')
  })
})

test.describe('public API of the shell', () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the same server answers every width')
  })

  test('GET /api/v1/navigations in both languages, with fallback for missing or unknown ones', async ({
    request,
  }) => {
    const de = await request.get('/api/v1/navigations?locale=de')
    expect(de.status()).toBe(200)
    expect(de.headers()['content-language']).toBe('de')
    const items = (await de.json()) as {
      id: string
      link: string
      href: string
      sublinks: unknown[]
    }[]
    expect(items[0]).toMatchObject({ link: 'Über uns', href: '/de/about-us' })
    expect(typeof items[0]!.id).toBe('string')
    expect(items[0]!.sublinks[0]).toMatchObject({
      link: 'Unternehmensprofil',
      href: '/de/about-us/company-profile',
      tabActive: false,
      currentTab: null,
      img: expect.stringMatching(/^\/api\/cms\/media\/file\//),
      imgFallback: '/images/card-fallback.svg',
      title: 'Unternehmensprofil',
      productmarkets: [],
    })
    for (const query of ['', '?locale=', '?locale=fr', '?locale=xx-YY']) {
      const response = await request.get(`/api/v1/navigations${query}`)
      expect(response.status(), query).toBe(200)
      expect(((await response.json()) as { link: string }[])[0]!.link, query).toBe('About Us')
    }
    expect(
      (
        (await (await request.get('/api/v1/navigations?locale=de-DE')).json()) as { link: string }[]
      )[0]!.link,
    ).toBe('Über uns')

    // The image of a card is served.
    const image = await request.get((items[0]!.sublinks[0] as { img: string }).img)
    expect(image.status()).toBe(200)
    expect(image.headers()['content-type']).toBe('image/webp')
  })

  test('GET /api/v1/social and /api/v1/cookies', async ({ request }) => {
    const social = await (await request.get('/api/v1/social')).json()
    expect(social).toMatchObject({
      linkedin_link: 'https://www.linkedin.com/company/eurotalc-example',
      youtube_link: 'https://www.youtube.com/@eurotalc-example',
      contacts: { phone: '+43 3842 123 450', email: 'info@eurotalc.example' },
    })
    const cookies = await (await request.get('/api/v1/cookies?locale=de')).json()
    expect(cookies.data.title).toBe('Cookie-Einstellungen')
    expect(cookies.data.content).toContain('<h3>Analyse-Cookies</h3>')
    const fallback = await (await request.get('/api/v1/cookies?locale=es')).json()
    expect(fallback.data.title).toBe('Cookie settings')
  })

  test('POST /api/v1/consents refuses foreign origins and bad bodies with a clear message', async ({
    request,
    baseURL,
  }) => {
    const foreign = await request.post('/api/v1/consents', {
      headers: { Origin: 'https://evil.example' },
      data: { terms: true, information: true, source: 'dialog', locale: 'en' },
    })
    expect(foreign.status()).toBe(403)
    expect((await foreign.json()).message).toBe('This request must come from this website.')

    const bad = await request.post('/api/v1/consents', {
      headers: { Origin: baseURL! },
      data: { terms: 'yes', locale: 'de' },
    })
    expect(bad.status()).toBe(422)
    expect((await bad.json()).message).toMatch(/^Die Anfrage ist ungültig/)

    const broken = await request.post('/api/v1/consents', {
      headers: { Origin: baseURL!, 'Content-Type': 'application/json' },
      data: Buffer.from('{"terms":'),
    })
    expect(broken.status()).toBe(400)

    const ok = await request.post('/api/v1/consents', {
      headers: { Origin: baseURL! },
      data: { terms: false, information: true, source: 'banner', locale: 'en' },
    })
    expect(ok.status()).toBe(201)
  })
})

test.describe('without JavaScript', () => {
  test.skip(notOnTablet, 'phone and desktop navigation cover it')
  test.use({ javaScriptEnabled: false })

  test('every navigation link still works', async ({ page }, testInfo) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main navigation' })
    await nav.getByRole('link', { name: 'Products', exact: true }).click()
    await expect(page).toHaveURL(/\/our-products$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our products')

    if (!isPhone(testInfo.project.name)) {
      // The menu opens by CSS on hover and on keyboard focus.
      await nav.getByRole('link', { name: 'About Us', exact: true }).hover()
      await nav.getByRole('link', { name: /Company profile/ }).click()
      await expect(page).toHaveURL(/\/about-us\/company-profile$/)
      await page.getByRole('button', { name: 'Language: English' }).focus()
      await page.getByRole('link', { name: 'Germany (DE)' }).click()
      await expect(page).toHaveURL(/\/de\/about-us\/company-profile$/)
      await page.getByRole('button', { name: 'Suche', exact: true }).focus()
      await page.locator('#search-panel').getByRole('searchbox').fill('Talkum')
      await page.locator('#search-panel').getByRole('searchbox').press('Enter')
      await expect(page).toHaveURL(/\/de\/search\?query=Talkum$/)
      // The search page comes with the search issue; back to a page of the site.
      await page.goto('/de/faq')
    }

    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: /Sicherheitsdatenblätter|Safety data sheets/ })
      .click()
    await expect(page).toHaveURL(/\/download\?tab=safety-data-sheets$/)
  })
})

test.describe('accessibility of the shell', () => {
  for (const path of ['/', '/de']) {
    test(`no violations with the menus open on ${path}`, async ({ page }, testInfo) => {
      await decideCookies(page)
      await page.goto(path)
      await expectNoAxeViolations(page)
      if (isPhone(testInfo.project.name)) {
        await page.getByRole('button', { name: /Open menu|Menü öffnen/ }).click()
        await expect(page.getByRole('dialog')).toBeVisible()
      } else {
        await page.locator('.main-nav__toggle').first().click()
        await expect(page.locator('.mega-panel').first()).toBeVisible()
        await expectNoAxeViolations(page)
        await page.locator('#language-panel-toggle').click()
      }
      await expectNoAxeViolations(page)
    })
  }
})

test.describe('editing the navigation', () => {
  test('an editor renames an item in the admin; it shows after publishing, in that language only', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one project edits the shared navigation')
    test.setTimeout(90_000)
    const editor = DEMO_STAFF.find((s) => s.roles.includes('editor'))!
    // Both languages' home pages are in the page cache before the edit: publishing must reach them.
    await decideCookies(page)
    for (const [path, name] of [
      ['/de', 'Hauptnavigation'],
      ['/en', 'Main navigation'],
    ] as const) {
      await page.goto(path)
      await expect(
        page.getByRole('navigation', { name }).getByRole('link', { name: 'FAQ', exact: true }),
      ).toBeVisible()
    }
    await page.goto('/admin/login')
    await page.getByLabel(/email/i).fill(editor.email)
    await page.getByLabel(/password/i).fill(editor.password)
    await page.getByRole('button', { name: /login/i }).click()
    await expect(page).toHaveURL(/\/admin\/?$/)

    await page.goto('/admin/globals/navigation?locale=en')
    const label = page.locator('#field-items__6__label')
    await label.scrollIntoViewIfNeeded()
    await expect(label).toHaveValue('FAQ')
    // About as wide as the old label: the tablet's header (900 px) has 12 px to spare, and a
    // longer one swaps the navigation for the menu button there (ADR 0028) while its tests run.
    const renamed = 'FAQs'
    await label.fill(renamed)
    const publish = page.getByRole('button', { name: /publish changes/i })
    await expect(publish).toBeEnabled()
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'POST' && /\/api\/cms\/globals\/navigation\?/.test(r.url()),
    )
    await publish.click()
    expect((await saved).status()).toBe(200)

    try {
      await page.goto('/')
      const nav = page.getByRole('navigation', { name: 'Main navigation' })
      await expect(nav.getByRole('link', { name: renamed })).toBeVisible()
      await page.goto('/de')
      await expect(
        page
          .getByRole('navigation', { name: 'Hauptnavigation' })
          .getByRole('link', { name: 'FAQ', exact: true }),
      ).toBeVisible()
    } finally {
      // The navigation is every project's: the tablet's menu tests run beside this one and
      // after it, with 12 px to spare at 900 px. The old label back, published.
      const auth = { Authorization: `JWT ${staffToken('editor')}` }
      const current = (await (
        await page.request.get('/api/cms/globals/navigation?locale=en&depth=0', { headers: auth })
      ).json()) as { items: { label: string }[] }
      current.items[6]!.label = 'FAQ'
      const restored = await page.request.post('/api/cms/globals/navigation?locale=en', {
        headers: auth,
        data: { items: current.items, _status: 'published' },
      })
      expect(restored.ok()).toBe(true)
    }
  })
})

async function itemId(page: Page, label: string): Promise<string> {
  const toggle = page.getByRole('button', { name: `Show the ${label} menu` })
  const controls = await toggle.getAttribute('aria-controls')
  return controls!.replace(/^mega-/, '')
}
