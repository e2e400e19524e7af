import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { SitemapSection } from '@/lib/content-types'
import type { SearchResponse } from '@/features/search/search'

import { ORIGIN } from '../setup/browser'
import { startTestPayload, type TestDatabase } from '../setup/database'

/**
 * Helping visitors who search, on the seeded demo content: misspelt words are found as the
 * words of the site they are nearest to, the trade's abbreviations and words find each other in
 * each language, a search that finds little offers the other language's results, grades are
 * labelled as grades, a page the editors keep unlisted (the farewell page) is in neither the
 * search nor the sitemaps, and the 404 page suggests the pages closest to the asked address.
 */
let db: TestDatabase
let payload: Payload
let searchRoute: (request: Request) => Promise<Response>
let suggestionsRoute: (request: Request) => Promise<Response>

beforeAll(async () => {
  ;({ db, payload } = await startTestPayload('search-help', ORIGIN))
  searchRoute = (await import('@/app/api/v1/search/route')).GET
  const { seedDemoContent } = await import('@/seed/prepare-database')
  await seedDemoContent(payload)
  const { rebuildSearchIndex } = await import('@/features/search/index-rows')
  await rebuildSearchIndex(payload)
}, 600_000)

afterAll(async () => {
  await db?.drop()
})

type Locale = 'en' | 'de'

async function found(locale: Locale, query: string, extra: Record<string, string> = {}) {
  const url = new URL(`${ORIGIN}/api/v1/search`)
  url.search = new URLSearchParams({ query, locale, ...extra }).toString()
  const response = await searchRoute(new Request(url))
  expect(response.status, `${locale} ${query}`).toBe(200)
  return (await response.json()) as SearchResponse
}

/** Every result of a query, all pages, in order. */
async function all(locale: Locale, query: string): Promise<SearchResponse['data']> {
  const hits: SearchResponse['data'] = []
  for (let page = 1; ; page += 1) {
    const body = await found(locale, query, { page: String(page) })
    hits.push(...body.data)
    if (page >= body.meta.pages) return hits
  }
}

/** The words the snippets of the first page mark, lower case. */
const marked = (response: SearchResponse) =>
  response.data.flatMap((hit) =>
    hit.snippet.filter((s) => s.match).map((s) => s.text.toLowerCase()),
  )

/** The results of each query, as a set of ids: the same items, whatever their order. */
async function sameItems(locale: Locale, queries: string[]) {
  const [first, ...others] = await Promise.all(
    queries.map(async (query) => (await all(locale, query)).map((hit) => hit.id).sort()),
  )
  expect(first!.length, `${locale} ${queries[0]}`).toBeGreaterThan(0)
  for (const [index, other] of others.entries())
    expect(other, `${locale} "${queries[index + 1]}" as "${queries[0]}"`).toEqual(first)
}

describe('typo tolerance', () => {
  it.each([
    ['en', 'talcum powdr', 'powder', 'power'],
    ['en', 'whitness', 'whiteness', 'what'],
    ['en', 'polypropelene', 'polypropylene', null],
    ['de', 'Polypropelen', 'polypropylen', null],
    ['de', 'Weisgrad', 'weißgrad', null],
    ['de', 'Talkum Pulfer', 'pulver', null],
  ] as const)('%s "%s" finds "%s"', async (locale, query, meant, notMeant) => {
    const response = await found(locale, query)
    expect(response.meta.total).toBeGreaterThan(0)
    expect(response.meta.allWords).toBe(true)
    const words = marked(response)
    expect(words, JSON.stringify(words)).toContain(meant)
    if (notMeant) expect(words).not.toContain(notMeant)
  })

  it('corrects no word with digits and none that the site uses', async () => {
    // 'HTP 06' is no grade: 'HTP 05' is a digit off, another grade; it is not offered as one.
    const grade = await found('en', 'HTP 06')
    expect(grade.meta.allWords).toBe(false)
    // 'talc' finds what it says, not 'talk' or 'tall'.
    expect(marked(await found('en', 'talc')).every((word) => word.startsWith('talc'))).toBe(true)
  })
})

describe('synonyms', () => {
  it.each([
    ['en', ['TDS', 'technical data sheet', 'technical data sheets']],
    ['en', ['datasheet', 'data sheet']],
    ['en', ['SDS', 'MSDS', 'safety data sheet']],
    ['en', ['d50', 'median particle size']],
    ['en', ['PP', 'polypropylene']],
    ['en', ['whiteness', 'brightness']],
    ['de', ['TDS', 'Technisches Datenblatt']],
    ['de', ['SDB', 'SDS', 'MSDS']],
    ['de', ['d50', 'mittlere Korngröße']],
    ['de', ['PP', 'Polypropylen']],
    ['de', ['Talk', 'Talkum']],
  ] as const)('%s: %j find the same items', async (locale, queries) => {
    await sameItems(locale, [...queries])
  })

  it('finds by the German abbreviations what the compound finds', async () => {
    const whole = new Set((await all('de', 'Sicherheitsdatenblatt')).map((hit) => hit.id))
    const short = (await all('de', 'SDB')).map((hit) => hit.id)
    expect(short.length).toBeGreaterThan(5)
    expect(short.filter((id) => !whole.has(id))).toEqual([])
  })

  it('finds the grades (with their technical data sheets) by TDS, and no safety data sheet', async () => {
    for (const [locale, label] of [
      ['en', 'Talc grade'],
      ['de', 'Talkumsorte'],
    ] as const) {
      const hits = await all(locale, 'TDS')
      expect(hits.filter((hit) => hit.typeLabel === label).length, locale).toBeGreaterThan(5)
      expect(
        hits.some((hit) => /safety|sicherheit/i.test(hit.title)),
        locale,
      ).toBe(false)
    }
  })

  it('finds safety data sheets and technical ones by "datasheet"', async () => {
    const hits = await all('en', 'datasheet')
    expect(
      hits.some((hit) => hit.type === 'documents' && /Safety data sheet/.test(hit.title)),
    ).toBe(true)
    expect(hits.some((hit) => hit.typeLabel === 'Talc grade')).toBe(true)
  })

  it('keeps each language’s words: a German word on the English site is not translated', async () => {
    expect((await found('en', 'Sicherheitsdatenblatt')).meta.total).toBe(0)
    expect((await found('en', 'Talkum')).meta.total).toBe(0)
  })
})

describe('the other language’s results', () => {
  it('are offered on the English site when it finds nothing, and the reverse', async () => {
    for (const [locale, other, query, href] of [
      ['en', 'de', 'Nachhaltigkeit', '/de/search?query=Nachhaltigkeit'],
      ['de', 'en', 'sustainability', '/search?query=sustainability'],
      ['en', 'de', 'Sicherheitsdatenblatt', '/de/search?query=Sicherheitsdatenblatt'],
    ] as const) {
      const here = await found(locale, query)
      expect(here.meta.total, query).toBe(0)
      const there = await found(other, query)
      expect(there.meta.total, query).toBeGreaterThan(0)
      expect(here.meta.otherLanguage, query).toEqual({
        locale: other,
        total: there.meta.total,
        href,
      })
    }
  })

  it('keep the filter in their address', async () => {
    const pages = await found('en', 'Nachhaltigkeit', { filter: '2' })
    expect(pages.meta.otherLanguage?.href).toBe('/de/search?query=Nachhaltigkeit&filter=2')
  })

  it('are not offered when this language finds every word, or the other finds nothing', async () => {
    expect((await found('en', 'talc')).meta).not.toHaveProperty('otherLanguage')
    expect((await found('de', 'Talkum')).meta).not.toHaveProperty('otherLanguage')
    expect((await found('en', 'zzqxj')).meta).not.toHaveProperty('otherLanguage')
  })
})

describe('result types', () => {
  it('labels a grade as a talc grade, under the filter of products', async () => {
    for (const [locale, label] of [
      ['en', 'Talc grade'],
      ['de', 'Talkumsorte'],
    ] as const) {
      const hit = (await all(locale, 'EuroTalc P 12')).find(
        (h) => h.href === `${locale === 'de' ? '/de' : ''}/our-products/grades/eurotalc-p-12`,
      )
      expect(hit, locale).toMatchObject({ type: 'products', typeLabel: label })
    }
    const market = (await found('en', 'automotive plastics')).data.find((hit) =>
      hit.href.startsWith('/our-products/product-markets/'),
    )
    expect(market?.typeLabel).toBe('Product market')
  })
})

describe('a page the editors keep unlisted (the farewell page)', () => {
  it('is still there, at its address, marked unlisted', async () => {
    const { getPage } = await import('@/features/content/pages')
    for (const locale of ['en', 'de'] as const) {
      const page = await getPage({ locale }, '/farewell')
      expect(page?.title, locale).toBe(locale === 'en' ? 'Farewell' : 'Abschied')
      expect(page?.unlisted, locale).toBe(true)
    }
  })

  it('is found by no search', async () => {
    for (const [locale, query] of [
      ['en', 'It is with deep sadness that we bid farewell to our company'],
      ['en', 'farewell'],
      ['de', 'Mit tiefer Trauer nehmen wir Abschied von unserem Unternehmen'],
      ['de', 'Abschied'],
    ] as const) {
      const hits = await all(locale, query)
      expect(
        hits.filter((hit) => hit.href.endsWith('/farewell')),
        query,
      ).toEqual([])
    }
  })

  it('is in neither the sitemap page nor sitemap.xml', async () => {
    const { getSiteIndex, sitemapSections } = await import('@/features/content/site-index')
    const flat = (sections: SitemapSection[]): string[] =>
      sections.flatMap((s) => [s.href, ...flat(s.children)])
    for (const locale of ['en', 'de'] as const) {
      const entries = await getSiteIndex({ locale })
      expect(entries.map((e) => e.path)).toContain('/about-us/careers')
      expect(entries.map((e) => e.path)).not.toContain('/farewell')
      expect(flat(sitemapSections(entries, locale)).some((h) => h.endsWith('/farewell'))).toBe(
        false,
      )
    }
    const sitemap = (await import('@/app/sitemap')).default
    const urls = (await sitemap()).map((entry) => new URL(entry.url).pathname)
    expect(urls).toContain('/de/about-us/careers')
    expect(urls.filter((path) => path.endsWith('/farewell'))).toEqual([])
  })
})

describe('suggestions for an address that names nothing', () => {
  beforeAll(async () => {
    suggestionsRoute = (await import('@/app/api/v1/search-suggestions/route')).GET
  })

  async function suggested(locale: Locale, path: string) {
    const url = new URL(`${ORIGIN}/api/v1/search-suggestions`)
    url.search = new URLSearchParams({ path, locale }).toString()
    const response = await suggestionsRoute(new Request(url))
    expect(response.status, path).toBe(200)
    return ((await response.json()) as { data: { title: string; href: string }[] }).data
  }

  it('offers the page a letter or two away, in the reader’s language', async () => {
    expect((await suggested('en', '/about-us/carrers'))[0]).toEqual({
      title: 'Careers',
      href: '/about-us/careers',
    })
    expect((await suggested('de', '/de/about-us/carrers'))[0]).toEqual({
      title: 'Karriere',
      href: '/de/about-us/careers',
    })
  })

  it('offers the page with the same last part, and the page above', async () => {
    expect((await suggested('en', '/careers'))[0]?.href).toBe('/about-us/careers')
    expect((await suggested('en', '/about-us/careers/old-opening')).map((s) => s.href)).toContain(
      '/about-us/careers',
    )
    expect((await suggested('en', '/our-products/grades/eurotalc-p12'))[0]?.href).toBe(
      '/our-products/grades/eurotalc-p-12',
    )
  })

  it('offers at most three, nothing for nonsense, and never an unlisted page', async () => {
    for (const path of ['/x', '/sustainability', '/about-us/careers/not/a/real/path'])
      expect((await suggested('en', path)).length, path).toBeLessThanOrEqual(3)
    expect(await suggested('en', '/no-such-page')).toEqual([])
    expect(await suggested('de', '/de/keine-solche-seite')).toEqual([])
    expect((await suggested('en', '/farewel')).map((s) => s.href)).not.toContain('/farewell')
  })

  it('refuses a request without an address', async () => {
    const response = await suggestionsRoute(
      new Request(`${ORIGIN}/api/v1/search-suggestions?locale=en`),
    )
    expect(response.status).toBe(400)
  })
})
