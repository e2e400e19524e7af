import { expect, test } from './fixtures'

const cases = [
  {
    path: '/no-such-page',
    lang: 'en',
    sorry: 'Sorry...',
    notFound: 'page not found',
    title: 'Page not found',
    home: 'Back to the home page',
    homeHref: '/',
  },
  {
    path: '/de/keine-solche-seite',
    lang: 'de',
    sorry: 'Entschuldigung...',
    notFound: 'Seite nicht gefunden',
    title: 'Seite nicht gefunden',
    home: 'Zurück zur Startseite',
    homeHref: '/de',
  },
  {
    path: '/about-us/careers/not/a/real/path',
    lang: 'en',
    sorry: 'Sorry...',
    notFound: 'page not found',
    title: 'Page not found',
    home: 'Back to the home page',
    homeHref: '/',
  },
] as const

test.describe('404 page', () => {
  for (const c of cases) {
    test(`${c.path} answers 404 with the ${c.lang} texts inside the shell`, async ({ page }) => {
      const response = await page.goto(c.path)
      expect(response?.status()).toBe(404)
      await expect(page.locator('html')).toHaveAttribute('lang', c.lang)
      await expect(page).toHaveTitle(c.title)
      await expect(page.getByText(c.sorry, { exact: true })).toBeVisible()
      const heading = page.getByRole('heading', { level: 1 })
      await expect(heading).toContainText('404')
      await expect(heading).toContainText(c.notFound)
      // Inside the shell: header and footer are there.
      await expect(page.getByRole('banner')).toBeVisible()
      await expect(page.getByRole('contentinfo')).toBeVisible()

      const home = page.getByRole('main').getByRole('link', { name: c.home })
      await expect(home).toHaveAttribute('href', c.homeHref)
      await home.click()
      await expect(page.getByRole('heading', { level: 1 })).not.toContainText('404')
    })
  }

  test('a path that cannot name a page is a 404 too, not an error', async ({ request }) => {
    for (const path of ['/%E2%9C%93', '/UPPER/Case', '/de/a..b', '/de/x%00y']) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBe(404)
    }
  })
})
