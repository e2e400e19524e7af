import { type APIRequestContext, expect, test } from './fixtures'

import { staffToken } from './global-setup'

/** The route table of SPEC §2.2 (static part) and the farewell page. */
const ROUTES = [
  '/',
  '/about-us',
  '/blog',
  '/contacts',
  '/download',
  '/faq',
  '/news-events',
  '/our-production',
  '/our-products',
  '/personal',
  '/register',
  '/search',
  '/sitemap',
  '/terms-conditions',
  '/imprint',
  '/about-us/about-technology',
  '/about-us/careers',
  '/about-us/company-profile',
  '/about-us/gallery',
  '/about-us/our-laboratory',
  '/about-us/our-team',
  '/about-us/product-quality',
  '/contacts/contact-sales',
  '/contacts/contact-us',
  '/contacts/contact-us-2',
  '/contacts/general-enquiries',
  '/contacts/request-a-sample',
  '/news-events/company-news',
  '/news-events/media-about-us',
  '/our-production/innovations',
  '/our-production/logistics',
  '/our-production/sustainability',
  '/our-products/about-talc',
  '/our-products/product-markets',
  '/our-products/talc-in-your-life',
  '/farewell',
  // The grade finder (without filters: in the sitemap).
  '/our-products/grades',
]

/** The detail routes of SPEC §2.2, as patterns of the addresses found by following links. */
const DETAIL_ROUTES = [
  /^\/about-us\/careers\/[a-z0-9-]+$/,
  /^\/about-us\/gallery\/[a-z0-9-]+$/,
  /^\/news-events\/company-news\/[a-z0-9-]+$/,
  /^\/news-events\/media-about-us\/[a-z0-9-]+$/,
  /^\/our-products\/product-markets\/[a-z0-9-]+$/,
  /^\/our-products\/product-markets\/[a-z0-9-]+\/[a-z0-9-]+$/,
  /^\/blog\/[a-z0-9-]+$/,
]

/**
 * Pages kept out of search engines (noindex) and so out of the sitemap: the personal area, the
 * search, and the farewell page (its editors' "hide from search and sitemaps").
 */
const UNLISTED = ['/personal', '/search', '/farewell']

const localized = (path: string, locale: 'en' | 'de') =>
  locale === 'en' ? path : path === '/' ? '/de' : `/de${path}`
const withoutLocale = (path: string) => path.replace(/^\/de(?=\/|$)/, '') || '/'

function h1Of(html: string): string {
  const match = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)
  return match ? match[1]!.replace(/<[^>]+>/g, '').trim() : ''
}

/** The site-internal link targets of a page (no assets, no API, no mail). */
function linksOf(html: string): string[] {
  const hrefs = [...html.matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)].map((m) =>
    m[1]!.replace(/&amp;/g, '&'),
  )
  return hrefs
    .filter((href) => href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/api/'))
    .map((href) => href.split('#')[0]!)
    .filter(Boolean)
}

function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  )
}

test.describe('every route of SPEC §2.2', () => {
  // Plain HTTP: the width of the browser changes nothing here.
  test.skip(({ isMobile }) => isMobile, 'plain HTTP: the width of the browser changes nothing')
  test.setTimeout(240_000)

  // One client per language: a visit to /de stores German as the visitor's choice, after which
  // an English address would redirect to German (SPEC §2.1), as it should for a person.
  let clients: Record<'en' | 'de', APIRequestContext>
  test.beforeAll(async ({ playwright }, testInfo) => {
    const baseURL = testInfo.project.use.baseURL
    clients = {
      en: await playwright.request.newContext({ baseURL }),
      de: await playwright.request.newContext({ baseURL }),
    }
  })
  test.afterAll(async () => {
    await clients?.en.dispose()
    await clients?.de.dispose()
  })
  const client = (url: string) => (/^\/de(\/|$|\?)/.test(url) ? clients.de : clients.en)
  const get = (url: string, options?: Parameters<APIRequestContext['get']>[1]) =>
    client(url).get(url, options)

  test('answers 200 with its heading in both languages, every link on it resolves, and the sitemap lists it', async () => {
    const crawled = new Map<string, string>() // address → h1
    const links = new Set<string>()
    const visit = async (url: string) => {
      const response = await get(url, { maxRedirects: 0 })
      expect(response.status(), url).toBe(200)
      const html = await response.text()
      const heading = h1Of(html)
      expect(heading, `${url} has an h1`).not.toBe('')
      expect(html, `${url} links the imprint in its footer`).toMatch(/href="(\/de)?\/imprint"/)
      crawled.set(url, heading)
      for (const link of linksOf(html)) links.add(link)
    }
    for (const locale of ['en', 'de'] as const) {
      for (const route of ROUTES) await visit(localized(route, locale))
    }
    // The detail pages the lists link to, and the product-market tree.
    const details = [...links].filter((link) =>
      DETAIL_ROUTES.some((pattern) => pattern.test(withoutLocale(link.split('?')[0]!))),
    )
    for (const pattern of DETAIL_ROUTES) {
      expect(
        details.some((d) => pattern.test(withoutLocale(d))),
        `a link to ${pattern}`,
      ).toBe(true)
    }
    for (const link of details) if (!crawled.has(link)) await visit(link)
    // Three levels of product markets: automotive plastics lists calcium carbonate and graphite.
    await visit('/our-products/product-markets/plastics/automotive-plastics/graphite')
    await visit('/de/our-products/product-markets/plastics/automotive-plastics/calcium-carbonate')

    // Every internal link of every crawled page resolves (redirects followed).
    for (const link of links) {
      if (crawled.has(link)) continue
      const response = await get(link)
      expect(response.status(), link).toBeLessThan(400)
    }

    // The German page is German, the English one English.
    expect(crawled.get('/about-us/company-profile')).toBe('Company profile')
    expect(crawled.get('/de/about-us/company-profile')).toBe('Unternehmensprofil')

    const sitemap = await (await get('/sitemap.xml')).text()
    const listed = new Set(
      [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname),
    )
    for (const url of crawled.keys()) {
      const path = url.split('?')[0]!
      if (UNLISTED.includes(withoutLocale(path))) expect(listed.has(path), path).toBe(false)
      else expect(listed.has(path), `${path} in sitemap.xml`).toBe(true)
    }
  })

  test('unknown detail slugs give the 404 page in both languages', async () => {
    for (const path of [
      '/about-us/careers/no-such-job',
      '/about-us/gallery/no-such-photo',
      '/news-events/company-news/no-such-item',
      '/news-events/media-about-us/no-such-item',
      '/news-events/other-news/no-such-item',
      '/our-products/product-markets/no-such-market',
      '/our-products/product-markets/plastics/no-such-market',
      '/our-products/product-markets/paper/automotive-plastics',
      '/our-products/product-markets/plastics/automotive-plastics/graphite/too-deep',
      '/blog/no-such-post',
      '/blog/UPPER-case',
    ]) {
      for (const locale of ['en', 'de'] as const) {
        const response = await get(localized(path, locale))
        expect(response.status(), localized(path, locale)).toBe(404)
      }
    }
  })

  test('hreflang alternates of both languages point at each other, with x-default and canonical', async () => {
    const alternates = async (url: string) => {
      const html = await (await get(url)).text()
      const links = Object.fromEntries(
        [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi)].map((m) => [
          m[1]!,
          new URL(m[2]!).pathname,
        ]),
      )
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]
      return { links, canonical: canonical ? new URL(canonical).pathname : null }
    }
    for (const path of ['/', '/about-us/careers', '/our-products/product-markets/paper']) {
      const en = await alternates(localized(path, 'en'))
      const de = await alternates(localized(path, 'de'))
      expect(en.links).toEqual({ en: path, de: localized(path, 'de'), 'x-default': path })
      expect(de.links).toEqual(en.links)
      expect(en.canonical).toBe(path)
      expect(de.canonical).toBe(localized(path, 'de'))
    }
  })

  test('structured data parses: Organization, BreadcrumbList, JobPosting, FAQPage, articles', async () => {
    const types = async (url: string) =>
      jsonLdOf(await (await get(url)).text()).map((d) => d['@type'])
    expect(await types('/')).toContain('Organization')
    expect(await types('/de/faq')).toEqual(expect.arrayContaining(['FAQPage', 'BreadcrumbList']))
    const careers = await (await get('/about-us/careers')).text()
    const job = linksOf(careers).find((l) => DETAIL_ROUTES[0]!.test(l))!
    const jobLd = jsonLdOf(await (await get(job)).text())
    const posting = jobLd.find((d) => d['@type'] === 'JobPosting')!
    expect(posting).toMatchObject({
      employmentType: expect.any(String),
      datePosted: expect.any(String),
    })
    expect((posting.hiringOrganization as { name: string }).name).toBe('EuroTalc GmbH')
    const news = await (await get('/api/v1/company-news?limit=1')).json()
    const item = (news as { data: { items: { href: string }[] } }).data.items[0]!
    expect(await types(item.href)).toEqual(
      expect.arrayContaining(['NewsArticle', 'BreadcrumbList']),
    )
    const blog = await (await get('/de/blog')).text()
    const post = linksOf(blog).find((l) => /^\/de\/blog\/./.test(l))!
    expect(await types(post)).toContain('BlogPosting')
  })

  test('a public page is the same for every visitor and comes from the cache after the first request', async () => {
    await get('/our-products/about-talc')
    const anonymous = await get('/our-products/about-talc')
    const withCookies = await get('/our-products/about-talc', {
      headers: { Cookie: 'payload-token=not-a-session; i18n_redirected=en' },
    })
    expect(anonymous.headers()['x-nextjs-cache']).toBe('HIT')
    expect(withCookies.headers()['x-nextjs-cache']).toBe('HIT')
    expect(await withCookies.text()).toBe(await anonymous.text())
  })

  test('the content API answers in the shapes of docs/api/content.md, with localized errors', async () => {
    const json = async (url: string, status = 200) => {
      const response = await get(url)
      expect(response.status(), url).toBe(status)
      return (await response.json()) as Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any
    }
    expect((await json('/api/v1/home?locale=de')).data.title).toBe(
      'Talkum und mineralische Additive',
    )
    expect((await json('/api/v1/our-products/about-talc')).data.path).toBe(
      '/our-products/about-talc',
    )
    expect((await json('/api/v1/our-production/sustainability?locale=de')).data.href).toBe(
      '/de/our-production/sustainability',
    )
    const news = await json('/api/v1/company-news?limit=2&page=1')
    expect(news.data.items).toHaveLength(2)
    expect(news.data.totalItems).toBeGreaterThanOrEqual(6)
    expect(
      (await json('/api/v1/company-news?category=media-about-us')).data.items[0].source.url,
    ).toMatch(/^https:\/\//)
    expect((await json('/api/v1/company-news?page=zero', 400)).message).toBe(
      'Invalid query parameters.',
    )
    expect((await json('/api/v1/company-news?page=0&locale=de', 400)).message).toBe(
      'Ungültige Abfrageparameter.',
    )
    const offices = await json('/api/v1/map/offices?locale=de')
    expect(offices.data.office).toHaveLength(3)
    expect(offices.data.office[0]).toMatchObject({
      latitude: expect.any(Number),
      longitude: expect.any(Number),
    })
    const contacts = await json('/api/v1/contacts')
    expect(contacts.data.contacts.email).toBe('info@eurotalc.example')
    expect(contacts.data.offices).toHaveLength(3)
    const events = await json('/api/v1/news-and-events?locale=de')
    expect(events.data.companyNews).toHaveLength(3)
    expect(events.data.mediaAboutUs).toHaveLength(3)
    const market = await json('/api/v1/our-products/product-markets/plastics/automotive-plastics')
    expect(market.data.related.map((r: { title: string }) => r.title)).toEqual([
      'Calcium carbonate',
      'Graphite',
    ])
    expect(
      (await json('/api/v1/our-products/product-markets/plastics/nope?locale=de', 404)).message,
    ).toBe('Nicht gefunden.')
  })
})

test('breadcrumbs call each page, above and current, as the menu does, in both languages', async ({
  page,
}) => {
  // The page of /news-events is called as the menu calls it ('Media' / 'Medien'), and
  // a page's own crumb follows the menu too (/de/download was 'Downloads' beside 'Download').
  for (const [path, menu, current] of [
    // English first: a visit to /de makes German the visitor's choice.
    ['/news-events/media-about-us', 'Media', 'Media about us'],
    ['/de/news-events/company-news', 'Medien', 'Unternehmensnachrichten'],
    ['/de/news-events/media-about-us', 'Medien', 'Medien über uns'],
  ] as const) {
    await page.goto(path)
    const nav = page.getByRole('navigation', { name: /^(Breadcrumb|Brotkrümelnavigation)$/ })
    const crumbs = await nav
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.textContent?.trim() ?? ''))
    expect(crumbs, path).toContain(menu)
    expect(crumbs, path).not.toContain(
      path.startsWith('/de') ? 'News und Events' : 'News and events',
    )
    await expect(nav.locator('[aria-current="page"]')).toHaveText(current)
  }
  await page.goto('/de/news-events')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Medien')
  await page.goto('/de/download')
  await expect(
    page.getByRole('navigation', { name: 'Brotkrümelnavigation' }).locator('[aria-current="page"]'),
  ).toHaveText('Download')
})

test('a product-market page ends with its next steps, the market chosen in each', async ({
  page,
}) => {
  await page.addInitScript(() =>
    localStorage.setItem('cookies', JSON.stringify({ terms: false, information: false })),
  )
  // English first: a visit to /de makes German the visitor's choice.
  for (const [prefix, market, t] of [
    [
      '',
      'Automotive plastics',
      { steps: 'Next steps', sample: 'Request a sample', sales: 'Contact sales', field: 'Market' },
    ],
    [
      '/de',
      'Automobilkunststoffe',
      {
        steps: 'Nächste Schritte',
        sample: 'Muster anfordern',
        sales: 'Vertrieb kontaktieren',
        field: 'Markt',
      },
    ],
  ] as const) {
    // A related product (level 3): its market is the one chosen.
    const product = `${prefix}/our-products/product-markets/plastics/automotive-plastics/graphite`
    const steps = () => page.getByRole('region', { name: t.steps })
    const marketField = () => page.locator('form.site-form').getByLabel(new RegExp(`^${t.field}`))
    await page.goto(product)
    await steps().getByRole('link', { name: t.sample }).click()
    await expect(page).toHaveURL(/\/contacts\/request-a-sample\?market=/)
    await expect(marketField()).toHaveValue(market)

    await page.goto(product)
    await steps().getByRole('link', { name: t.sales }).click()
    await expect(page).toHaveURL(/\/contacts\/contact-sales\?market=/)
    await expect(marketField()).toHaveValue(market)

    await page.goto(product)
    await steps()
      .getByRole('link', { name: new RegExp(market) })
      .click()
    await expect(page).toHaveURL(/\/download\?market=\d+$/)
    const filter = page.locator('#documents-market')
    await expect(filter.locator('option:checked')).toHaveText(new RegExp(market))
  }
})

test.describe('editing with drafts', () => {
  test('a draft is invisible to visitors, visible in preview, and publishing shows it on the next request', async ({
    page,
    browser,
    request,
  }, testInfo) => {
    const token = staffToken('editor')
    const auth = { Authorization: `JWT ${token}` }
    const path = `/e2e-draft-${testInfo.project.name}-${Date.now()}`
    const created = await request.post('/api/cms/pages?draft=true&locale=en', {
      headers: auth,
      data: { title: 'Draft page', path, _status: 'draft' },
    })
    expect(created.ok()).toBe(true)
    const id = ((await created.json()) as { doc: { id: number } }).doc.id

    const visitor = await browser.newPage()
    expect((await visitor.goto(path))!.status()).toBe(404)

    // The editor's browser: signed in to the admin (its session cookie), opens the preview.
    await page
      .context()
      .addCookies([{ name: 'payload-token', value: token, url: testInfo.project.use.baseURL! }])
    await page.goto(`/api/preview?collection=pages&id=${id}&locale=en`)
    await expect(page).toHaveURL(new RegExp(`${path}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Draft page')
    await expect(page.getByRole('status').filter({ hasText: 'Draft preview' })).toBeVisible()

    // Still a 404 for everyone else; the preview link does nothing without a staff session.
    expect((await visitor.goto(path))!.status()).toBe(404)
    const stranger = await visitor.request.get(`/api/preview?collection=pages&id=${id}&locale=de`, {
      maxRedirects: 0,
    })
    expect(stranger.status()).toBe(401)
    expect(((await stranger.json()) as { message: string }).message).toMatch(/Verwaltung/)

    // Publish: the very next visitor request shows the page.
    const published = await request.patch(`/api/cms/pages/${id}?locale=en`, {
      headers: auth,
      data: { _status: 'published' },
    })
    expect(published.ok()).toBe(true)
    expect((await visitor.goto(path))!.status()).toBe(200)
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Draft page')

    // A new draft of the published page: visitors keep the published text until it is published.
    await request.patch(`/api/cms/pages/${id}?draft=true&locale=en`, {
      headers: auth,
      data: { title: 'Second version' },
    })
    await visitor.goto(path)
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Draft page')
    await page.goto(`/api/preview?collection=pages&id=${id}&locale=en`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Second version')
    await page.getByTestId('exit-preview').click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Draft page')
    await request.patch(`/api/cms/pages/${id}?locale=en`, {
      headers: auth,
      data: { _status: 'published' },
    })
    await visitor.goto(path)
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Second version')
    await visitor.close()
  })

  test('publishing a news item updates its cached lists in both languages', async ({
    request,
    playwright,
  }, testInfo) => {
    // A client per language, as in the crawl: no stored language choice redirects the other.
    const baseURL = testInfo.project.use.baseURL
    const en = await playwright.request.newContext({ baseURL })
    const de = await playwright.request.newContext({ baseURL })
    const lists = [
      { client: en, path: '/news-events/company-news' },
      { client: de, path: '/de/news-events/company-news' },
      { client: de, path: '/de/news-events' },
    ]
    for (const { client, path } of lists) {
      await client.get(path)
      expect((await client.get(path, { maxRedirects: 0 })).headers()['x-nextjs-cache']).toBe('HIT')
    }
    const token = staffToken('editor')
    const slug = `e2e-news-${testInfo.project.name}-${Date.now()}`
    const title = `Fresh news ${slug}`
    const content = {
      root: {
        type: 'root',
        version: 1,
        direction: 'ltr',
        format: '',
        indent: 0,
        children: [
          {
            type: 'paragraph',
            version: 1,
            direction: 'ltr',
            format: '',
            indent: 0,
            children: [
              {
                type: 'text',
                version: 1,
                text: 'Text',
                format: 0,
                detail: 0,
                mode: 'normal',
                style: '',
              },
            ],
          },
        ],
      },
    }
    const saved = await request.post('/api/cms/news?locale=en', {
      headers: { Authorization: `JWT ${token}` },
      data: {
        title,
        slug,
        category: 'company-news',
        excerpt: 'Excerpt',
        content,
        publishedAt: new Date().toISOString(),
        _status: 'published',
      },
    })
    expect(saved.ok()).toBe(true)
    for (const { client, path } of lists) {
      // German falls back to the English title until a translation exists.
      const response = await client.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBe(200)
      expect(await response.text(), path).toContain(title)
    }
    expect((await en.get(`/news-events/company-news/${slug}`)).status()).toBe(200)
    await en.dispose()
    await de.dispose()
  })
})

// Accessibility of every listed page at 360 and 1440 px: the quality crawl (quality.spec.ts);
// /search and /personal, which the sitemap leaves out, in search.spec.ts and accounts.spec.ts.
