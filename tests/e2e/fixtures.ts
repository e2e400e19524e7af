import { test as base, type Page } from '@playwright/test'

export * from '@playwright/test'

type Ready = { __afterPaint?: { ran: () => boolean } }

/**
 * Waits until the page has come alive: the site requests its framework scripts once it has
 * painted (server/after-paint.ts), which on this fast loopback can be after the load event
 * `page.goto` waits for. Then React has hydrated the page: the shell's header marks itself in the
 * commit that hydrated it (`data-hydrated`, src/lib/early-taps.ts). Then the web font: it swaps in
 * after the first paint (not preloaded, ADR 0015), and the header measures its navigation again
 * when it does (at 900 px the measure can change, ADR 0028); two frames let that measure commit.
 * Then one idle period. Pages without the loader (the admin, JSON answers) are not waited for;
 * while a document is still being parsed (a page just reached by a click) the loader's absence
 * says nothing yet.
 */
export async function pageReady(page: Page) {
  await page
    .waitForFunction(() => {
      const loader = (window as unknown as Ready).__afterPaint
      if (!loader) return document.readyState !== 'loading'
      const header = document.querySelector('header.site-header')
      return loader.ran() && (!header || header.hasAttribute('data-hydrated'))
    })
    .catch((error: Error) => {
      if (!/context was destroyed|navigat/i.test(error.message)) throw error
    })
  await page
    .evaluate(async () => {
      await document.fonts.ready
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
      await new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 }))
    })
    // The page went on to another (a redirect once alive): that one is the test's to await.
    .catch((error: Error) => {
      if (!/context was destroyed|navigat/i.test(error.message)) throw error
    })
}

const fullLoad = (options?: { waitUntil?: string }) =>
  !options?.waitUntil || options.waitUntil === 'load' || options.waitUntil === 'networkidle'

/**
 * Makes `page.goto` and `page.reload` return once the page is ready (pageReady), unless the test
 * asks for less than the load event, to see the page before it comes alive. For pages with
 * JavaScript; the `page` of `test` below is already one.
 */
export function readyAfterLoad(page: Page): Page {
  const { goto, reload } = page
  page.goto = async (url, options) => {
    const response = await goto.call(page, url, options)
    if (fullLoad(options)) await pageReady(page)
    return response
  }
  page.reload = async (options) => {
    const response = await reload.call(page, options)
    if (fullLoad(options)) await pageReady(page)
    return response
  }
  return page
}

/** Playwright's `test`, whose `page` (with JavaScript) is ready after `goto` and `reload`. */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    await provide(javaScriptEnabled === false ? page : readyAfterLoad(page))
  },
})
