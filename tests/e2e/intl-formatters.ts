import type { Page } from '@playwright/test'

/**
 * Counts the `Intl.DateTimeFormat` and `Intl.NumberFormat` objects the page builds, with or
 * without `new` (the first of each costs the browser 50–70 ms of main thread, so lists
 * get their dates and sizes written by the server). Call before the first visit; `built()` reads
 * the names built since the current document loaded.
 */
export async function countIntlFormatters(page: Page) {
  await page.addInitScript(() => {
    const built: string[] = []
    Object.assign(window, { intlBuilt: built })
    for (const name of ['DateTimeFormat', 'NumberFormat'] as const) {
      Intl[name] = new Proxy(Intl[name], {
        construct: (target, args) => (built.push(name), Reflect.construct(target, args)),
        apply: (target, self, args) => (built.push(name), Reflect.apply(target, self, args)),
      }) as never
    }
  })
  return {
    built: () => page.evaluate(() => (window as unknown as { intlBuilt: string[] }).intlBuilt),
  }
}
