import { devices, expect, test } from './fixtures'

/**
 * A tap before the page has come alive (ADR 0015): on a slow phone the page paints long before
 * its scripts have run and hydrated it. The header's menu button, tapped 300 ms after the first
 * paint, must open the menu once the header hydrates, within a frame of it: the tap is not lost.
 * One page of each kind; the CPU is slowed fourfold through the DevTools protocol so that
 * hydration comes well after the tap on any machine. And each still works without JavaScript.
 * (The desktop project runs this file only: the phone's context is made here.)
 */
const PAGES = [
  '/',
  '/about-us/company-profile',
  '/download',
  '/contacts/contact-sales',
  '/our-products/grades/eurotalc-p-12',
]

/**
 * In the page before its first script: whether the tap reached the page before the header had
 * hydrated (it marks itself `data-hydrated` in the commit that hydrated it), when that was, and
 * whether the menu was open at the first frame after it.
 */
const observe = () => {
  const d = { clicked: false, beforeHydration: false, hydrated: 0, openAtNextFrame: false }
  ;(window as unknown as { __tap: typeof d }).__tap = d
  // Registered before the page's own scripts, so it sees the tap first.
  document.addEventListener(
    'click',
    () => {
      if (d.clicked) return
      d.clicked = true
      d.beforeHydration = !document.querySelector('header.site-header[data-hydrated]')
    },
    true,
  )
  new MutationObserver(() => {
    if (d.hydrated || !document.querySelector('header.site-header[data-hydrated]')) return
    d.hydrated = performance.now()
    requestAnimationFrame(() => {
      d.openAtNextFrame = document.getElementById('mobile-menu')?.hasAttribute('open') ?? false
    })
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] })
}

type Tap = {
  clicked: boolean
  beforeHydration: boolean
  hydrated: number
  openAtNextFrame: boolean
}
const PHONE = { ...devices['Pixel 5'], viewport: { width: 393, height: 851 } }

test.describe('a tap before hydration', () => {
  for (const path of PAGES) {
    test(`the menu answers a tap made 300 ms after first paint on ${path}`, async ({
      browser,
      baseURL,
    }, testInfo) => {
      const decided = () =>
        localStorage.setItem('cookies', JSON.stringify({ terms: false, information: false }))
      // Where the menu button is, from a visit at full speed (asking the busy page would delay
      // the tap).
      const warm = await browser.newContext({ ...PHONE, baseURL })
      await warm.addInitScript(decided)
      const warmPage = await warm.newPage()
      await warmPage.goto(path)
      const box = (await warmPage.locator('header .menu-button').boundingBox())!
      await warm.close()

      const context = await browser.newContext({ ...PHONE, baseURL })
      await context.addInitScript(decided)
      await context.addInitScript(observe)
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
      // The first paint as the browser reports it, not as the busy page could tell.
      await cdp.send('Page.enable')
      await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true })
      const painted = new Promise<void>((resolve) =>
        cdp.on('Page.lifecycleEvent', (event) => {
          if (event.name === 'firstContentfulPaint') resolve()
        }),
      )
      await page.goto(path, { waitUntil: 'commit' })
      await painted
      // A visitor's early tap: 300 ms after the first paint (a moment, not a wait).
      await new Promise((resolve) => setTimeout(resolve, 300))
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
      // Not lost: the menu opens.
      await expect(page.locator('#mobile-menu')).toBeVisible({ timeout: 30_000 })
      const tap = () => page.evaluate(() => (window as unknown as { __tap: Tap }).__tap)
      expect((await tap()).clicked).toBe(true)
      if ((await tap()).beforeHydration) {
        // Held until the header hydrated, and answered in that commit: open at the next frame.
        await expect.poll(async () => (await tap()).openAtNextFrame).toBe(true)
      } else {
        // A busy machine delivered the tap only after hydration: React answered it itself.
        testInfo.annotations.push({ type: 'note', description: 'the tap came after hydration' })
      }
      await context.close()
    })
  }
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 393, height: 851 } })

  for (const path of PAGES) {
    test(`${path} shows its content and its sections' links`, async ({ page }) => {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      const nav = page.getByRole('navigation', { name: 'Main navigation' })
      await expect(nav.getByRole('link', { name: 'Contacts', exact: true })).toBeVisible()
      await expect(page.locator('header .menu-button')).toBeHidden()
    })
  }
})
