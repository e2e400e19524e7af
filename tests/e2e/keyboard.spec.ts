import { expect, type Page, test } from './fixtures'

/**
 * Keyboard and zoom (ADR 0028, WCAG 2.2 AA: 2.4.7, 1.4.11, 2.4.11, 1.4.4, 2.4.3), what axe cannot
 * see: the focus ring stands out from every background it sits on; Tab and Shift+Tab never put
 * focus under the sticky header or the cookie banner, nor outside the viewport; at 200 % text
 * size the header still fits and every item of it is reachable; and focus lands on something
 * visible after every action that re-renders or closes what had it. EN and DE, 390 and 1440 px
 * (the desktop project runs this file and sets the phone's width itself).
 */

type Locale = 'en' | 'de'
const at = (locale: Locale, p: string) => (locale === 'en' ? p : `/de${p === '/' ? '' : p}`)
const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1440, height: 900 }
const MEMBER = { email: 'member@eurotalc.example', password: 'EuroTalc-Customer-2026' }

const TEXT = {
  en: {
    login: 'Log in',
    email: 'E-mail',
    password: 'Password',
    banner: 'Cookie notice',
    settings: 'Settings',
    necessary: 'Only necessary cookies',
    acceptAndClose: 'Accept and close',
    cookieDialog: 'Cookie settings',
    close: 'Close',
    saveDetails: 'Save details',
    market: 'Automotive plastics',
    otherMarket: 'Automobilkunststoffe',
    consents: 'Your consent',
    cookieText: 'About cookies',
    selectOne: (title: string) => `Select ${title}`,
    literatureTitle: 'Talc for automotive plastics – product overview',
    paperTitle: 'Talc grades for paper and board',
    clearSelection: 'Clear selection',
    search: 'Search',
    query: 'talc',
    results: /^\d+ results for “talc”$/,
  },
  de: {
    login: 'Anmelden',
    email: 'E-Mail',
    password: 'Passwort',
    banner: 'Cookie-Hinweis',
    settings: 'Einstellungen',
    necessary: 'Nur notwendige Cookies',
    acceptAndClose: 'Akzeptieren und schließen',
    cookieDialog: 'Cookie-Einstellungen',
    close: 'Schließen',
    saveDetails: 'Angaben speichern',
    market: 'Automobilkunststoffe',
    otherMarket: 'Automotive plastics',
    consents: 'Ihre Einwilligung',
    cookieText: 'Über Cookies',
    selectOne: (title: string) => `${title} auswählen`,
    literatureTitle: 'Talkum für Automobilkunststoffe – Produktübersicht (Englisch)',
    paperTitle: 'Talkumsorten für Papier und Karton (Englisch)',
    clearSelection: 'Auswahl aufheben',
    search: 'Suche',
    query: 'Talkum',
    results: /^\d+ Ergebnisse für „Talkum“$/,
  },
} as const

/** No decision stored: the banner shows. */
async function withBanner(page: Page) {
  await page.addInitScript(() => localStorage.removeItem('cookies'))
}

async function decideCookies(page: Page) {
  await page.addInitScript(() =>
    localStorage.setItem('cookies', JSON.stringify({ terms: false, information: false })),
  )
}

async function logIn(page: Page, locale: Locale) {
  const t = TEXT[locale]
  await page.evaluate(() => window.dispatchEvent(new Event('openLogin')))
  const dialog = page.getByRole('dialog', { name: t.login })
  await dialog.getByLabel(t.email).fill(MEMBER.email)
  await dialog.getByLabel(t.password).fill(MEMBER.password)
  await dialog.getByRole('button', { name: t.login, exact: true }).click()
  await expect(dialog).toBeHidden()
}

/**
 * Where the focused element is, as the visitor sees it: inside the viewport, and neither under
 * the sticky header's bar nor under the cookie banner (hit-tested at the middle of each of its
 * boxes and at its top and bottom edge; elements painted above the header, like the skip link,
 * pass). Runs in the page.
 */
function focusReport() {
  let el = document.activeElement as HTMLElement | null
  if (!el || el === document.body || el === document.documentElement) return null
  const box = el.getBoundingClientRect()
  const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`
  const viewport = { width: document.documentElement.clientWidth, height: window.innerHeight }
  const labels = 'labels' in el ? [...((el as HTMLInputElement).labels ?? [])] : []
  const owns = (hit: Element | null) =>
    hit !== null && (hit === el || el!.contains(hit) || labels.some((l) => l.contains(hit)))
  const rects = [...el.getClientRects()].filter((r) => r.width > 0 && r.height > 0)
  if (rects.length === 0) return { name, problem: 'no box' }
  const first = rects[0]!
  const last = rects.at(-1)!
  // Taller than the room below the header (a long region): its top part must show.
  const tall = box.height > viewport.height / 2
  const points: Array<[number, number, string]> = [
    ...rects
      .slice(0, 3)
      .map((r): [number, number, string] => [
        r.left + r.width / 2,
        tall ? r.top + 4 : r.top + r.height / 2,
        'middle',
      ]),
    [first.left + first.width / 2, first.top + 1.5, 'top edge'],
  ]
  if (!tall) points.push([last.left + last.width / 2, last.bottom - 1.5, 'bottom edge'])
  if (box.left < -1 || box.right > viewport.width + 1)
    return { name, problem: `outside the viewport horizontally (${box.left}–${box.right})` }
  if (box.top < -1 || (!tall && box.bottom > viewport.height + 1))
    return {
      name,
      problem: `outside the viewport (${Math.round(box.top)}–${Math.round(box.bottom)})`,
    }
  for (const [x, y, where] of points) {
    const hit = document.elementFromPoint(x, y)
    if (!owns(hit)) {
      const cover = hit?.closest('header, .cookie-banner, dialog') ?? hit
      return {
        name,
        problem: `${where} at ${Math.round(y)} px covered by ${cover?.tagName.toLowerCase()}.${cover?.className}`,
      }
    }
  }
  el = null
  return { name, problem: null }
}

/**
 * Tabs through the page (Shift+Tab with `backwards`, from the last stop) and returns every stop
 * whose focused element is not fully shown.
 */
async function walk(page: Page, { backwards = false } = {}) {
  if (backwards) {
    await page.evaluate(() => {
      const stops = [
        ...document.querySelectorAll<HTMLElement>(
          'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])',
        ),
      ].filter((el) => el.checkVisibility({ visibilityProperty: true }) && el.tabIndex >= 0)
      stops.at(-1)!.focus()
    })
  }
  const problems: string[] = []
  const seen = new Set<string>()
  let stops = 0
  for (let i = 0; i < 260; i += 1) {
    if (i > 0 || !backwards) await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
    const report = await page.evaluate(focusReport)
    if (!report) break
    const key = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement
      // A stop's identity: its path in the document.
      const path: number[] = []
      for (let node: Element | null = el; node?.parentElement; node = node.parentElement)
        path.push([...node.parentElement.children].indexOf(node))
      return path.join('.')
    })
    if (seen.has(key)) break
    seen.add(key)
    stops += 1
    if (report.problem) problems.push(`${report.name}: ${report.problem}`)
  }
  return { stops, problems }
}

/** Whether focus is on an element the visitor can see (inside the viewport, not hidden). */
async function focusShown(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    if (!el || el === document.body) return 'body'
    const box = el.getBoundingClientRect()
    const visible =
      el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
      box.width > 0 &&
      box.height > 0 &&
      box.bottom > 0 &&
      box.top < window.innerHeight &&
      box.right > 0 &&
      box.left < document.documentElement.clientWidth
    return visible ? 'shown' : `hidden: ${el.tagName} ${el.className} ${Math.round(box.top)}`
  })
}

/** WCAG relative luminance and contrast of two CSS colours (rgb/rgba strings). */
function contrastInPage() {
  const parse = (c: string) => {
    const m = /rgba?\(([^)]+)\)/.exec(c)
    if (!m) return null
    const [r, g, b, a = 1] = m[1]!
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number)
    return { r: r!, g: g!, b: b!, a }
  }
  const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
    const f = (v: number) => {
      const s = v / 255
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
    }
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b)
  }
  const ratio = (a: string, b: string) => {
    const x = parse(a)
    const y = parse(b)
    if (!x || !y) return 0
    const [l1, l2] = [luminance(x), luminance(y)].sort((p, q) => q - p)
    return (l1! + 0.05) / (l2! + 0.05)
  }
  /** The colour the ring sits on: the nearest ancestor with an opaque background. */
  const backgroundOf = (el: Element) => {
    for (let node = el.parentElement; node; node = node.parentElement) {
      const colour = parse(getComputedStyle(node).backgroundColor)
      if (colour && colour.a >= 0.5) return getComputedStyle(node).backgroundColor
    }
    return 'rgb(255, 255, 255)'
  }
  const selector =
    'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])'
  const failures: string[] = []
  let checked = 0
  for (const scope of ['header.site-header', 'main', 'footer']) {
    for (const el of document.querySelector(scope)?.querySelectorAll<HTMLElement>(selector) ?? []) {
      if (!el.checkVisibility({ visibilityProperty: true })) continue
      el.focus()
      if (document.activeElement !== el) continue
      checked += 1
      const style = getComputedStyle(el)
      const background = backgroundOf(el)
      const colours: Array<[string, number]> = []
      if (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2)
        colours.push([style.outlineColor, ratio(style.outlineColor, background)])
      // A halo: a box shadow without blur, spread 2 px or more ("rgb(…) 0px 0px 0px 2px").
      const halo = /(rgba?\([^)]+\)) 0px 0px 0px (\d+(?:\.\d+)?)px/.exec(style.boxShadow)
      if (halo && Number(halo[2]) >= 2) colours.push([halo[1]!, ratio(halo[1]!, background)])
      const best = Math.max(0, ...colours.map(([, r]) => r))
      if (!el.matches(':focus-visible') || best < 3)
        failures.push(
          `${scope} ${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}": ${
            el.matches(':focus-visible') ? '' : 'no :focus-visible; '
          }ring ${colours.map(([c, r]) => `${c} ${r.toFixed(2)}:1`).join(', ') || 'none'} on ${background}`,
        )
    }
  }
  ;(document.activeElement as HTMLElement | null)?.blur()
  return { checked, failures }
}

for (const locale of ['en', 'de'] as const) {
  const t = TEXT[locale]

  test.describe(`keyboard and zoom (${locale})`, () => {
    test('the focus ring stands out by 3:1 from the background of every focusable element of the header, footer and a content page', async ({
      page,
    }) => {
      await decideCookies(page)
      for (const path of ['/', '/about-us/company-profile']) {
        await page.goto(at(locale, path))
        // A key first: focus set by the script then shows as keyboard focus does.
        await page.keyboard.press('Shift')
        const { checked, failures } = await page.evaluate(contrastInPage)
        expect(checked, `focusable elements on ${path}`).toBeGreaterThan(40)
        expect(failures, `focus rings under 3:1 on ${path}`).toEqual([])
      }
    })

    for (const [width, viewport] of [
      ['390', PHONE],
      ['1440', DESKTOP],
    ] as const) {
      test(`Tab and Shift+Tab at ${width} px: every focused element shows, with the banner and the header compacted`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport)
        await withBanner(page)
        await page.goto(at(locale, '/'))
        await logIn(page, locale)
        for (const path of ['/', '/download', '/contacts/contact-sales', '/personal']) {
          await page.goto(at(locale, path))
          if (path === '/download') {
            await page
              .getByRole('checkbox', { name: t.selectOne(t.literatureTitle), exact: true })
              .check()
            await page
              .getByRole('checkbox', { name: t.selectOne(t.paperTitle), exact: true })
              .check()
            await page.evaluate(() => window.scrollTo(0, 0))
          }
          if (path === '/personal')
            await expect(page.getByRole('button', { name: t.saveDetails })).toBeVisible()
          // The consent boxes are a named group (WCAG 1.3.1).
          if (path === '/contacts/contact-sales')
            await expect(page.getByRole('group', { name: t.consents })).toBeVisible()
          await expect(page.getByRole('region', { name: t.banner })).toBeVisible()
          const forwards = await walk(page)
          expect(forwards.stops, `Tab stops on ${path}`).toBeGreaterThan(20)
          expect(forwards.problems, `Tab on ${path}`).toEqual([])
          const backwards = await walk(page, { backwards: true })
          expect(backwards.stops, `Shift+Tab stops on ${path}`).toBeGreaterThan(20)
          expect(backwards.problems, `Shift+Tab on ${path}`).toEqual([])
        }
      })
    }

    test('at 200 % text size the desktop header fits: no sideways scrolling, every item reachable', async ({
      page,
    }) => {
      await decideCookies(page)
      await page.setViewportSize(DESKTOP)
      // The browser's default font size at 32 px (the setting "font size: very large").
      const cdp = await page.context().newCDPSession(page)
      await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } })
      await page.goto(at(locale, '/'))
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe(
        '32px',
      )
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        viewport: document.documentElement.clientWidth,
      }))
      expect(widths.page, 'the page is no wider than the window').toBeLessThanOrEqual(
        widths.viewport,
      )
      // Every tool of the bar is inside the window, the menu button among them.
      const header = page.locator('header.site-header')
      const tools = header.locator('.header-tools button:visible')
      expect(await tools.count()).toBeGreaterThanOrEqual(4)
      for (const box of await tools.evaluateAll((els) =>
        els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect),
      ))
        expect(box.right).toBeLessThanOrEqual(widths.viewport)
      // The menu lists every section of the navigation, each in the window.
      const sections = await page.evaluate(() =>
        [...document.querySelectorAll('.main-nav__link')].map((a) => a.textContent!.trim()),
      )
      expect(sections.length).toBeGreaterThanOrEqual(8)
      await header.locator('.menu-button').click()
      const menu = page.locator('#mobile-menu')
      await expect(menu).toBeVisible()
      for (const section of sections) {
        const row = menu.locator('.mobile-menu__list > li', { hasText: section }).first()
        await expect(row).toBeInViewport()
      }
    })

    test('focus stays on something visible after accept, cookie settings close, save, clear selection and login cancel', async ({
      page,
    }) => {
      await page.setViewportSize(PHONE)
      await withBanner(page)
      await page.goto(at(locale, '/'))
      const banner = page.getByRole('region', { name: t.banner })
      const dialog = page.getByRole('dialog', { name: t.cookieDialog })
      // The banner's settings, closed with Escape, with X, and with "Accept and close".
      for (const how of ['Escape', 'X', 'accept'] as const) {
        await banner.getByRole('button', { name: t.settings }).focus()
        await page.keyboard.press('Enter')
        await expect(dialog).toBeVisible()
        // Its scrollable text is a named region, not an anonymous focusable box (WCAG 4.1.2).
        await expect(dialog.getByRole('region', { name: t.cookieText })).toBeVisible()
        if (how === 'Escape') await page.keyboard.press('Escape')
        else if (how === 'X')
          await dialog.getByRole('button', { name: t.close, exact: true }).press('Enter')
        else await dialog.getByRole('button', { name: t.acceptAndClose }).press('Enter')
        await expect(dialog).toBeHidden()
        await expect.poll(() => focusShown(page), `after ${how}`).toBe('shown')
      }
      // The banner's own answer.
      await page.evaluate(() => localStorage.removeItem('cookies'))
      await page.reload()
      await banner.getByRole('button', { name: t.necessary, exact: true }).press('Enter')
      await expect(banner).toBeHidden()
      await expect.poll(() => focusShown(page), 'after the banner').toBe('shown')

      // Login cancelled from the download prompt, far down the page: focus back on its button,
      // in view; the dialog opened on its e-mail field.
      await page.goto(at(locale, '/download'))
      const prompt = page.locator('.downloads__prompt').getByRole('link', { name: t.login })
      await prompt.scrollIntoViewIfNeeded()
      await prompt.press('Enter')
      const login = page.getByRole('dialog', { name: t.login })
      await expect(login).toBeVisible()
      await expect(login.getByLabel(t.email)).toBeFocused()
      await page.keyboard.press('Escape')
      await expect(login).toBeHidden()
      await expect(prompt).toBeFocused()
      await expect.poll(() => focusShown(page), 'after login cancel').toBe('shown')

      // Clear selection: the button goes, focus moves to the same bar.
      await logIn(page, locale)
      await page
        .getByRole('checkbox', { name: t.selectOne(t.literatureTitle), exact: true })
        .check()
      await page.getByRole('button', { name: t.clearSelection }).press('Enter')
      await expect(page.getByRole('button', { name: t.clearSelection })).toHaveCount(0)
      await expect.poll(() => focusShown(page), 'after clear selection').toBe('shown')

      // Save details: the form starts anew; focus on its message, in view.
      await page.goto(at(locale, '/personal'))
      const save = page.getByRole('button', { name: t.saveDetails })
      await save.press('Enter')
      const message = page.locator('.personal__details [role="status"]')
      await expect(message).toBeVisible()
      await expect(message).toBeFocused()
      await expect.poll(() => focusShown(page), 'after save').toBe('shown')
      // The member's market in the page's language, once (it was stored in the other one).
      const market = page.locator('#personal-market')
      await expect(market.locator('option:checked')).toHaveText(t.market)
      await expect(market.locator('option', { hasText: t.otherMarket })).toHaveCount(0)
    })

    test('the header search: the results page names the count in its title, and focus is on it', async ({
      page,
    }) => {
      await decideCookies(page)
      await page.goto(at(locale, '/'))
      const header = page.locator('header.site-header')
      await header.locator('#search-panel-toggle').click()
      await header.locator('#header-search-query').fill(t.query)
      await header.locator('#header-search-query').press('Enter')
      await expect(page).toHaveURL(new RegExp(`/search\\?query=${t.query}`))
      const status = page.locator('.site-search__status')
      await expect(status).toHaveText(t.results)
      await expect(status).toBeFocused()
      const count = (await status.textContent())!
      await expect(page).toHaveTitle(new RegExp(`^${count} – ${t.search} \\| EuroTalc$`))
    })
  })
}
