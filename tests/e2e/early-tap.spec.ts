import { devices, expect, test } from './fixtures'

/**
 * A tap before the page has come alive (issue 39): on a slow phone the page paints long before
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
 * In the page before its first script: when the tap's click was made (its event's time, however
 * late a busy page handles it), when the header had hydrated (it marks itself `data-hydrated` in
 * the commit that hydrated it), and whether the menu was open at the first frame after that.
 */
const observe = () => {
  const d = { clickedAt: 0, hydrated: 0, openAtNextFrame: false }
  ;(window as unknown as { __tap: typeof d }).__tap = d
  document.addEventListener('click', (event) => (d.clickedAt ||= event.timeStamp), true)
  new MutationObserver(() => {
    if (d.hydrated || !document.querySelector('header.site-header[data-hydrated]')) return
    d.hydrated = performance.now()
    requestAnimationFrame(() => {
      d.openAtNextFrame = document.getElementById('mobile-menu')?.hasAttribute('open') ?? false
    })
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] })
}

test.describe('a tap before hydration', () => {
  for (const path of PAGES) {
    test(`the menu answers a tap made 300 ms after first paint on ${path}`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({
        ...devices['Pixel 5'],
        baseURL,
        viewport: { width: 393, height: 851 },
      })
      await context.addInitScript(() =>
        localStorage.setItem('cookies', JSON.stringify({ terms: false, information: false })),
      )
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
      const tapAt = Date.now() + 300
      const box = await page.locator('header .menu-button').boundingBox()
      // The tap the issue describes: 300 ms after the first paint (a moment, not a wait).
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, tapAt - Date.now())))
      await page.touchscreen.tap(box!.x + box!.width / 2, box!.y + box!.height / 2)
      await expect(page.locator('#mobile-menu')).toBeVisible({ timeout: 30_000 })
      const d = await page.evaluate(
        () =>
          (
            window as unknown as {
              __tap: { clickedAt: number; hydrated: number; openAtNextFrame: boolean }
            }
          ).__tap,
      )
      // The tap came before the header had hydrated (else this proves nothing)…
      expect(d.clickedAt, JSON.stringify(d)).toBeGreaterThan(0)
      expect(d.hydrated, JSON.stringify(d)).toBeGreaterThan(d.clickedAt)
      // …and the menu was open at the first frame after the header hydrated.
      await expect
        .poll(() =>
          page.evaluate(
            () =>
              (window as unknown as { __tap: { openAtNextFrame: boolean } }).__tap.openAtNextFrame,
          ),
        )
        .toBe(true)
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
