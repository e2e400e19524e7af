import { createHash } from 'node:crypto'

import type { CollectionSlug, Payload } from 'payload'
import { getPayload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { parseEnv } from '@/env'
import type { SearchResponse } from '@/features/search/search'
import { buildPayloadConfig } from '@/config/build-config'
import { lexicalFromMarkup } from '@/seed/lexical'
import { simplePdf } from '@/seed/pdf'
import { withRowIds } from '@/seed/row-ids'

import { ORIGIN } from '../setup/browser'
import { startTestPayload, type TestDatabase } from '../setup/database'

/**
 * Site search (ADR 0013) on a fresh database with a small fixed corpus in English and
 * German: a fixed list of queries and what they must find (the same list on SQLite and
 * PostgreSQL), publishing and unpublishing, drafts, languages, a second process that learns of
 * changes by polling, gated documents, and the shapes of /filters and /search.
 */
let db: TestDatabase
let payload: Payload
let second: Payload | undefined
let searchRoute: (request: Request) => Promise<Response>
let filtersRoute: (request: Request) => Promise<Response>

type Texts = Record<'en' | 'de', Record<string, unknown>>
const rich = (text: string) => lexicalFromMarkup(text) as never

/** Creates a published item in both languages (as the demo seeder does). */
async function publish(
  collection: CollectionSlug,
  texts: Texts,
  extra: Record<string, unknown> = {},
) {
  const created = await payload.create({
    collection,
    locale: 'en',
    depth: 0,
    data: { ...extra, ...texts.en, _status: 'published' } as never,
    overrideAccess: true,
  })
  await payload.update({
    collection,
    id: created.id,
    locale: 'de',
    depth: 0,
    data: { ...(withRowIds(texts.de, created) as object), _status: 'published' } as never,
    overrideAccess: true,
  })
  return created.id as number
}

async function search(params: Record<string, string>, headers: Record<string, string> = {}) {
  const url = new URL(`${ORIGIN}/api/v1/search`)
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v)
  return searchRoute(new Request(url, { headers }))
}

async function found(locale: 'en' | 'de', query: string, extra: Record<string, string> = {}) {
  const response = await search({ query, locale, ...extra })
  expect(response.status, `${locale} ${query}`).toBe(200)
  return (await response.json()) as SearchResponse
}
const titles = async (locale: 'en' | 'de', query: string) =>
  (await found(locale, query)).data.map((hit) => hit.title)

/**
 * Moves this process's clock on by the index's poll interval, as if that much time had passed
 * (only Date is faked; it keeps running). Each call adds one interval; afterEach puts the real
 * clock back. The shifts stay well inside the poll's overlap, so no row stamped meanwhile is missed.
 */
let clockShift = 0
async function pollIntervalPasses() {
  const { POLL_INTERVAL_MS } = await import('@/features/search/engine')
  clockShift += POLL_INTERVAL_MS
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
  vi.setSystemTime(performance.timeOrigin + performance.now() + clockShift)
}
afterEach(() => {
  if (!clockShift) return
  vi.useRealTimers()
  clockShift = 0
})

beforeAll(async () => {
  ;({ db, payload } = await startTestPayload('search', ORIGIN))
  searchRoute = (await import('@/app/api/v1/search/route')).GET
  filtersRoute = (await import('@/app/api/v1/filters/route')).GET

  await publish(
    'pages',
    {
      en: {
        title: 'About talc',
        layout: [
          {
            blockType: 'richText',
            content: rich(
              'Talc is the softest mineral. Our talc powder improves plastics, paper and ceramics.',
            ),
          },
        ],
      },
      de: {
        title: 'Über Talkum',
        layout: [
          {
            blockType: 'richText',
            content: rich(
              'Talkum ist das weichste Mineral. Unser Talkumpulver verbessert Kunststoffe, Papier und Keramik.',
            ),
          },
        ],
      },
    },
    { path: '/our-products/about-talc' },
  )
  await publish(
    'pages',
    {
      en: {
        title: 'Sustainability',
        layout: [
          {
            blockType: 'hero',
            heading: 'Sustainability',
            text: 'We recultivate every quarry. Water is recycled in a closed loop.',
          },
        ],
      },
      de: {
        title: 'Nachhaltigkeit',
        layout: [
          {
            blockType: 'hero',
            heading: 'Nachhaltigkeit',
            text: 'Wir rekultivieren jeden Steinbruch im Talk-Chlorit-Gestein. Wasser wird im geschlossenen Kreislauf wiederverwendet.',
          },
        ],
      },
    },
    { path: '/our-production/sustainability' },
  )
  // A page that is never a result.
  await publish(
    'pages',
    { en: { title: 'Search talc' }, de: { title: 'Suche Talkum' } },
    { path: '/search' },
  )

  const plastics = await publish(
    'product-markets',
    {
      en: {
        title: 'Plastics',
        summary: 'Talc fillers for polypropylene compounds and stiff plastic parts.',
      },
      de: {
        title: 'Kunststoffe',
        summary: 'Talkum als Füllstoff für Polypropylen-Compounds und steife Kunststoffteile.',
      },
    },
    { slug: 'plastics', order: 1 },
  )
  await publish(
    'product-markets',
    {
      en: {
        title: 'Automotive plastics',
        summary: 'Lightweight bumpers and dashboards with talc-filled polypropylene.',
      },
      de: {
        title: 'Automobil-Kunststoffe',
        summary: 'Leichte Stoßfänger und Armaturentafeln aus talkumgefülltem Polypropylen.',
      },
    },
    { slug: 'automotive-plastics', parent: plastics, order: 1 },
  )
  await publish(
    'product-markets',
    {
      en: { title: 'Paper', summary: 'Talc for pitch control and coated papers.' },
      de: { title: 'Papier', summary: 'Talkum für die Harzkontrolle und gestrichene Papiere.' },
    },
    { slug: 'paper', order: 2 },
  )
  await publish(
    'news',
    {
      en: {
        title: 'New grinding mill opens',
        excerpt: 'Our new mill doubles the output of fine talc powder.',
        content: rich('The plant in Hamburg produces micronised grades.'),
      },
      de: {
        title: 'Neue Mahlanlage eröffnet',
        excerpt: 'Unsere neue Mühle verdoppelt die Menge an feinem Pulver.',
        content: rich('Das Werk in Hamburg produziert mikronisierte Sorten.'),
      },
    },
    { slug: 'new-mill-2026', category: 'company-news' },
  )
  await publish(
    'blog-posts',
    {
      en: {
        title: 'Talc in coated papers',
        excerpt: 'How talc improves the printability of papers.',
        content: rich('Applications in coated paper and board.'),
      },
      de: {
        title: 'Talkum in gestrichenen Papieren',
        excerpt: 'Wie Talkum die Bedruckbarkeit verbessert.',
        content: rich('Anwendungen in gestrichenem Papier und Karton.'),
      },
    },
    { slug: 'coated-papers', author: 'Anna Berg' },
  )
  await publish(
    'jobs',
    {
      en: {
        title: 'Process engineer (m/f/d)',
        location: 'Hamburg',
        summary: 'Optimise our flotation plant.',
        whatToDo: rich('Run trials with new solutions for dust control.'),
        requirements: rich('A degree in chemical engineering.'),
        plusPoints: rich('Experience with ceramics.'),
        conditions: rich('A permanent contract.'),
      },
      de: {
        title: 'Verfahrensingenieur (m/w/d)',
        location: 'Hamburg',
        summary: 'Als Ingenieur optimieren Sie unsere Flotationsanlage.',
        whatToDo: rich(
          'Sie verbessern jedes Verfahren und testen neue Lösungen für die Staubbindung.',
        ),
        requirements: rich('Ein Studium der Verfahrenstechnik.'),
        plusPoints: rich('Erfahrung mit Keramik.'),
        conditions: rich('Ein unbefristeter Vertrag.'),
      },
    },
    { slug: 'process-engineer', reference: 'PE-2026', employmentType: 'FULL_TIME' },
  )
  await publish(
    'faq-entries',
    {
      en: {
        question: 'How fine is your talc powder?',
        answer: rich(
          'Our finest grade has a median particle size of 1 micron; the application decides.',
        ),
      },
      de: {
        question: 'Wie fein ist Ihr Pulver?',
        answer: rich(
          'Unsere feinste Sorte hat eine mittlere Teilchengröße von 1 Mikrometer; die Anwendung entscheidet.',
        ),
      },
    },
    { order: 1 },
  )
  await publish(
    'faq-entries',
    {
      en: {
        question: 'Which solution against dust?',
        answer: rich('Dust control with coated talc.'),
      },
      de: {
        question: 'Welche Lösung gegen Staub?',
        answer: rich('Staubbindung mit beschichtetem Talkum.'),
      },
    },
    { order: 2 },
  )
  const pdf = simplePdf({ title: 'HTP 05', lines: ['Safety data sheet'] })
  const sheet = await payload.create({
    collection: 'documents',
    locale: 'en',
    overrideAccess: true,
    data: {
      title: 'Safety data sheet HTP 05',
      description: 'Safety information for the talc grade HTP 05.',
      category: 'safety-data-sheets',
      language: 'en',
      revisionDate: '2026-01-15T00:00:00.000Z',
      _status: 'published',
    },
    file: {
      data: pdf,
      mimetype: 'application/pdf',
      name: 'secret-sds-file-name.pdf',
      size: pdf.length,
    },
  })
  await payload.update({
    collection: 'documents',
    id: sheet.id,
    locale: 'de',
    overrideAccess: true,
    data: {
      title: 'Sicherheitsdatenblatt HTP 05',
      description:
        'Hinweise zur Sicherheit beim Umgang mit der Talkumsorte HTP 05. Das Datenblatt nennt die Gefahren.',
    },
  })
  // Never published: a draft only.
  await payload.create({
    collection: 'news',
    locale: 'en',
    draft: true,
    depth: 0,
    data: {
      title: 'Zirconia draft',
      slug: 'zirconia-draft',
      category: 'company-news',
      excerpt: 'Zirconia is secret.',
      content: rich('Zirkonoxid ist geheim.'),
      _status: 'draft',
    },
    overrideAccess: true,
  })
})

afterAll(async () => {
  await second?.destroy().catch(() => undefined)
  await db?.drop()
})

// Compounds found by their last part changed one list, 'Pulver': 'Neue Mahlanlage eröffnet'
// (the word itself) now ranks above 'Über Talkum' (only 'Talkumpulver'): a compound's parts
// weigh less than words.
// Synonyms and typo tolerance: 'Talkum' and 'Talk' find each other ('Nachhaltigkeit' joins the
// lists of 'Talkum', and 'Talk' ranks its results as 'Talkum' does), and German 'talc' finds
// 'Talk' (one letter off) and so 'Talkum'; every other list is as it was.
const RESULTS_FINGERPRINT = '3ef76a87f3672cd7'

type Case = {
  locale: 'en' | 'de'
  query: string
  /** The first result's title. */
  first?: string
  /** Titles that must be among the results. */
  includes?: string[]
  /** Exactly these titles, in any order (an empty list: nothing found). */
  exactly?: string[]
  /** The same results, in the same order, as this query. */
  same?: string
}

/** The fixed list of queries: inflections, compounds, umlauts, case, prefixes, titles. */
const CASES: Case[] = [
  // English
  { locale: 'en', query: 'talc', includes: ['About talc', 'Plastics', 'Safety data sheet HTP 05'] },
  { locale: 'en', query: 'Talc', same: 'talc' },
  { locale: 'en', query: 'TALC', same: 'talc' },
  { locale: 'en', query: 'papers', includes: ['Paper', 'Talc in coated papers', 'About talc'] },
  { locale: 'en', query: 'paper', same: 'papers' },
  {
    locale: 'en',
    query: 'applications',
    exactly: ['Talc in coated papers', 'How fine is your talc powder?'],
  },
  { locale: 'en', query: 'application', same: 'applications' },
  { locale: 'en', query: 'plastic', includes: ['Plastics', 'Automotive plastics', 'About talc'] },
  { locale: 'en', query: 'automotive plastics', first: 'Automotive plastics' },
  { locale: 'en', query: 'autom', exactly: ['Automotive plastics'] },
  { locale: 'en', query: 'polyprop', exactly: ['Plastics', 'Automotive plastics'] },
  {
    locale: 'en',
    query: 'talc pow',
    first: 'How fine is your talc powder?',
    includes: ['About talc', 'New grinding mill opens'],
  },
  { locale: 'en', query: 'grinding mill', first: 'New grinding mill opens' },
  { locale: 'en', query: 'mills', exactly: ['New grinding mill opens'] },
  {
    locale: 'en',
    query: 'Hamburg',
    exactly: ['New grinding mill opens', 'Process engineer (m/f/d)'],
  },
  { locale: 'en', query: 'engineering', exactly: ['Process engineer (m/f/d)'] },
  { locale: 'en', query: 'engineer', first: 'Process engineer (m/f/d)' },
  { locale: 'en', query: 'recycled water', exactly: ['Sustainability'] },
  { locale: 'en', query: 'quarries', exactly: ['Sustainability'] },
  { locale: 'en', query: 'safety data sheet', first: 'Safety data sheet HTP 05' },
  { locale: 'en', query: 'HTP 05', exactly: ['Safety data sheet HTP 05'] },
  {
    locale: 'en',
    query: 'dust solutions',
    first: 'Which solution against dust?',
    includes: ['Process engineer (m/f/d)'],
  },
  { locale: 'en', query: 'ceramic', exactly: ['About talc', 'Process engineer (m/f/d)'] },
  {
    locale: 'en',
    query: 'coated',
    first: 'Talc in coated papers',
    includes: ['Paper', 'Which solution against dust?'],
  },
  { locale: 'en', query: 'zirconia', exactly: [] },
  { locale: 'en', query: 'Talkum', exactly: [] },
  { locale: 'en', query: 'Kunststoffe', exactly: [] },
  { locale: 'en', query: 'Nachhaltigkeit', exactly: [] },
  // German
  {
    locale: 'de',
    query: 'Talkum',
    includes: [
      'Über Talkum',
      'Talkum in gestrichenen Papieren',
      'Kunststoffe',
      'Welche Lösung gegen Staub?',
    ],
  },
  { locale: 'de', query: 'talkum', same: 'Talkum' },
  {
    locale: 'de',
    query: 'Pulver',
    first: 'Wie fein ist Ihr Pulver?',
    includes: ['Über Talkum', 'Neue Mahlanlage eröffnet'],
  },
  { locale: 'de', query: 'Talkumpulver', exactly: ['Über Talkum'] },
  // 'Talk' is a word of its own here ('Talk-Chlorit-Gestein') and completes to 'Talkum'.
  {
    locale: 'de',
    query: 'Talk',
    first: 'Über Talkum',
    includes: [
      'Nachhaltigkeit',
      'Talkum in gestrichenen Papieren',
      'Kunststoffe',
      'Welche Lösung gegen Staub?',
    ],
  },
  {
    locale: 'de',
    query: 'Anwendungen',
    exactly: ['Talkum in gestrichenen Papieren', 'Wie fein ist Ihr Pulver?'],
  },
  { locale: 'de', query: 'Anwendung', same: 'Anwendungen' },
  { locale: 'de', query: 'anwen', same: 'Anwendungen' },
  {
    locale: 'de',
    query: 'Kunststoffe',
    first: 'Kunststoffe',
    includes: ['Automobil-Kunststoffe', 'Über Talkum'],
  },
  { locale: 'de', query: 'Kunststoff', same: 'Kunststoffe' },
  {
    locale: 'de',
    query: 'Lösung',
    first: 'Welche Lösung gegen Staub?',
    includes: ['Verfahrensingenieur (m/w/d)'],
  },
  { locale: 'de', query: 'Losung', same: 'Lösung' },
  { locale: 'de', query: 'Loesung', same: 'Lösung' },
  { locale: 'de', query: 'LÖSUNGEN', same: 'Lösung' },
  { locale: 'de', query: 'Mühle', exactly: ['Neue Mahlanlage eröffnet'] },
  { locale: 'de', query: 'Muehle', exactly: ['Neue Mahlanlage eröffnet'] },
  {
    locale: 'de',
    query: 'Papiere',
    includes: ['Papier', 'Talkum in gestrichenen Papieren', 'Über Talkum'],
  },
  { locale: 'de', query: 'Sicherheitsdatenblatt', exactly: ['Sicherheitsdatenblatt HTP 05'] },
  { locale: 'de', query: 'Datenblatt', exactly: ['Sicherheitsdatenblatt HTP 05'] },
  { locale: 'de', query: 'Verfahrensingenieur', exactly: ['Verfahrensingenieur (m/w/d)'] },
  { locale: 'de', query: 'Ingenieur', exactly: ['Verfahrensingenieur (m/w/d)'] },
  { locale: 'de', query: 'Steinbr', exactly: ['Nachhaltigkeit'] },
  { locale: 'de', query: 'nachhalt', first: 'Nachhaltigkeit' },
  { locale: 'de', query: 'Polypropylen Kunststoffteile', exactly: ['Kunststoffe'] },
  {
    locale: 'de',
    query: 'Staubbindung',
    exactly: ['Verfahrensingenieur (m/w/d)', 'Welche Lösung gegen Staub?'],
  },
  { locale: 'de', query: 'Zirkonoxid', exactly: [] },
  // Typo tolerance: 'talc' is no German word and finds nothing as written; it is one letter
  // from 'Talk' (Talk-Chlorit-Gestein), whose synonym is 'Talkum'.
  { locale: 'de', query: 'talc', includes: ['Nachhaltigkeit', 'Über Talkum'] },
  { locale: 'de', query: 'sustainability', exactly: [] },
  { locale: 'de', query: 'engineer', exactly: [] },
]

describe(`site search (${process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite'})`, () => {
  it(`answers the ${CASES.length} fixed queries as expected`, async () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40)
    const failures: string[] = []
    const every: string[][] = []
    for (const c of CASES) {
      const got = await titles(c.locale, c.query)
      every.push(got)
      const label = `${c.locale} "${c.query}" → ${JSON.stringify(got)}`
      if (c.first && got[0] !== c.first) failures.push(`${label}: first should be ${c.first}`)
      for (const title of c.includes ?? [])
        if (!got.includes(title)) failures.push(`${label}: missing ${title}`)
      if (c.exactly && JSON.stringify([...got].sort()) !== JSON.stringify([...c.exactly].sort()))
        failures.push(`${label}: should be exactly ${JSON.stringify(c.exactly)}`)
      if (c.same) {
        const other = await titles(c.locale, c.same)
        if (JSON.stringify(other) !== JSON.stringify(got))
          failures.push(`${label}: should equal "${c.same}" → ${JSON.stringify(other)}`)
      }
    }
    expect(failures).toEqual([])
    // Every result list in its order, as one fingerprint: the same on SQLite and PostgreSQL
    // (the rows are the same and the ranking is computed in JavaScript). A change of the corpus
    // or of the ranking changes it: check the lists, then update the value.
    const fingerprint = createHash('sha256').update(JSON.stringify(every)).digest('hex')
    expect(fingerprint.slice(0, 16)).toBe(RESULTS_FINGERPRINT)
  })

  it('puts title matches first', async () => {
    for (const [locale, query, word] of [
      ['en', 'talc', 'talc'],
      ['de', 'Talkum', 'talkum'],
      ['en', 'coated', 'coated'],
    ] as const) {
      const got = await titles(locale, query)
      const inTitle = got.map((t) => t.toLowerCase().includes(word))
      expect(inTitle.indexOf(false), `${query}: ${JSON.stringify(got)}`).toBeGreaterThan(0)
      expect(inTitle.slice(inTitle.indexOf(false)).includes(true), JSON.stringify(got)).toBe(false)
    }
  })

  it('requires every word, and falls back to any word when no item has them all', async () => {
    const both = await found('en', 'talc hamburg')
    expect(both.data.map((h) => h.title)).toEqual(['New grinding mill opens'])
    expect(both.meta.allWords).toBe(true)
    const fallback = await found('en', 'quarry zzzunknown')
    expect(fallback.meta.allWords).toBe(false)
    expect(fallback.data.map((h) => h.title)).toEqual(['Sustainability'])
  })

  it('answers /search in the documented shape, with marked snippets and paging', async () => {
    const response = await search({ query: 'Talkumpulver', locale: 'de' })
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('content-language')).toBe('de')
    const body = (await response.json()) as SearchResponse
    expect(body.meta).toEqual({
      query: 'Talkumpulver',
      filter: 1,
      page: 1,
      pageSize: 10,
      total: 1,
      pages: 1,
      allWords: true,
    })
    const [hit] = body.data
    expect(hit).toMatchObject({
      title: 'Über Talkum',
      type: 'pages',
      typeLabel: 'Seite',
      href: '/de/our-products/about-talc',
    })
    expect(hit).not.toHaveProperty('hint')
    // The compound and, as the query's parts, the word 'Talkum' before it.
    expect(hit!.snippet.filter((s) => s.match).map((s) => s.text)).toEqual([
      'Talkum',
      'Talkumpulver',
    ])
    expect(hit!.snippet.map((s) => s.text).join('')).toContain('Unser Talkumpulver verbessert')

    const markets = await found('en', 'automotive')
    expect(markets.data[0]).toMatchObject({
      type: 'products',
      typeLabel: 'Product market',
      href: '/our-products/product-markets/plastics/automotive-plastics',
    })

    const empty = await search({ query: '   ', locale: 'en' })
    expect(empty.status).toBe(200)
    expect(await empty.json()).toMatchObject({ data: [], meta: { total: 0, pages: 0 } })

    const all = await found('en', 'talc')
    expect(all.meta.total).toBe(all.data.length)
    const later = await found('en', 'talc', { page: '2' })
    expect([later.data.length, later.meta.total, later.meta.page]).toEqual([0, all.meta.total, 2])
  })

  it('filters by content type, All (1) being every type', async () => {
    const filters = await (
      await filtersRoute(new Request(`${ORIGIN}/api/v1/filters?locale=en`))
    ).json()
    const value = (type: string) =>
      (filters.data.filters as { value: number; type: string }[]).find((f) => f.type === type)!
        .value
    const only = async (type: string) =>
      (await found('en', 'talc', { filter: String(value(type)) })).data.map((h) => h.type)
    expect(await only('documents')).toEqual(['documents'])
    expect(await only('faq')).toEqual(['faq', 'faq'])
    expect(new Set(await only('products'))).toEqual(new Set(['products']))
    const everything = (await found('en', 'talc', { filter: '1' })).data.map((h) => h.type)
    expect(new Set(everything)).toEqual(
      new Set(['pages', 'products', 'news', 'blog', 'faq', 'documents']),
    )
  })

  it('shows gated documents with title, description and the hint, never the file', async () => {
    for (const [locale, query, hint, title] of [
      ['en', 'safety data sheet', 'Log in to download', 'Safety data sheet HTP 05'],
      ['de', 'Sicherheitsdatenblatt', 'Zum Herunterladen anmelden', 'Sicherheitsdatenblatt HTP 05'],
    ] as const) {
      const response = await search({ query, locale })
      const text = await response.text()
      const body = JSON.parse(text) as SearchResponse
      const hit = body.data.find((h) => h.type === 'documents')!
      expect(hit.title).toBe(title)
      expect(hit.hint).toBe(hint)
      expect(hit.href).toMatch(/\/download\?tab=safety-data-sheets&query=/)
      expect(text).not.toContain('secret-sds-file-name')
      expect(text).not.toContain('.pdf')
      expect(text).not.toContain('/api/')
    }
  })

  it('answers /filters with All (value 1) first and localized labels', async () => {
    const en = await filtersRoute(new Request(`${ORIGIN}/api/v1/filters?locale=en`))
    expect(en.status).toBe(200)
    expect(en.headers.get('cache-control')).toContain('public')
    const enBody = await en.json()
    expect(enBody.data.filters[0]).toEqual({ value: 1, label: 'All', type: 'all' })
    expect(enBody.data.filters.map((f: { label: string }) => f.label)).toEqual([
      'All',
      'Pages',
      'Products and markets',
      'News',
      'Blog',
      'Jobs',
      'FAQ',
      'Documents',
    ])
    expect(enBody.data.filters.map((f: { value: number }) => f.value)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8,
    ])
    const de = await (await filtersRoute(new Request(`${ORIGIN}/api/v1/filters?locale=de`))).json()
    expect(de.data.filters[0]).toEqual({ value: 1, label: 'Alle', type: 'all' })
    expect(de.data.filters[2].label).toBe('Produkte und Märkte')
  })

  it('refuses bad parameters with 422 and a message in the request language', async () => {
    for (const params of [
      { query: 'talc', filter: '99' } as Record<string, string>,
      { query: 'talc', filter: 'abc' },
      { query: 'talc', page: '0' },
      { query: 'x'.repeat(201) },
    ]) {
      const en = await search({ ...params, locale: 'en' })
      expect(en.status, JSON.stringify(params)).toBe(422)
      expect(await en.json()).toEqual({ message: 'Invalid query parameters.' })
      const de = await search(params, { 'accept-language': 'de-DE,de;q=0.9' })
      expect(de.status).toBe(422)
      expect(await de.json()).toEqual({ message: 'Ungültige Abfrageparameter.' })
    }
  })

  it('reflects publish, unpublish and delete on the next search', async () => {
    const made = await payload.create({
      collection: 'news',
      locale: 'en',
      draft: true,
      depth: 0,
      data: {
        title: 'Wollastonite trial',
        slug: 'wollastonite-trial',
        category: 'company-news',
        excerpt: 'Wollastonite for ceramics.',
        content: rich('Trial results.'),
        _status: 'draft',
      },
      overrideAccess: true,
    })
    expect(await titles('en', 'wollastonite')).toEqual([])
    await payload.update({
      collection: 'news',
      id: made.id,
      locale: 'en',
      depth: 0,
      data: { _status: 'published' },
      overrideAccess: true,
    })
    expect(await titles('en', 'wollastonite')).toEqual(['Wollastonite trial'])
    // Unpublish: the document is a draft again.
    await payload.update({
      collection: 'news',
      id: made.id,
      locale: 'en',
      depth: 0,
      data: { _status: 'draft' },
      overrideAccess: true,
    })
    expect(await titles('en', 'wollastonite')).toEqual([])
    await payload.update({
      collection: 'news',
      id: made.id,
      depth: 0,
      data: { _status: 'published' },
      overrideAccess: true,
    })
    expect(await titles('en', 'wollastonite')).toEqual(['Wollastonite trial'])
    await payload.delete({ collection: 'news', id: made.id, overrideAccess: true })
    expect(await titles('en', 'wollastonite')).toEqual([])
    const rows = await payload.find({
      collection: 'search-index',
      where: { key: { equals: `news:${made.id}:en` } },
      overrideAccess: true,
    })
    expect(rows.docs.map((r) => r.removed)).toEqual([true])
  })

  it('keeps finding the published text while a draft edit waits, and never the draft text', async () => {
    const post = await payload.find({
      collection: 'blog-posts',
      where: { slug: { equals: 'coated-papers' } },
      depth: 0,
      overrideAccess: true,
    })
    const id = post.docs[0]!.id
    await payload.update({
      collection: 'blog-posts',
      id,
      locale: 'en',
      draft: true,
      depth: 0,
      data: { title: 'Talc in glossy magazines', excerpt: 'Glossy magazines love talc.' },
      overrideAccess: true,
    })
    expect(await titles('en', 'glossy')).toEqual([])
    expect(await titles('en', 'printability')).toEqual(['Talc in coated papers'])
    expect(await titles('de', 'Bedruckbarkeit')).toEqual(['Talkum in gestrichenen Papieren'])
  })

  it('a second process picks up another process’s publish at its first search after the poll interval', async () => {
    const { searchIndex } = await import('@/features/search/engine')
    const env = parseEnv({
      ...process.env,
      APP_ENV: 'demo',
      DATABASE_URL: db.url,
      DATA_DIR: db.dataDir,
    })
    second = await getPayload({ config: buildPayloadConfig(env), key: `${db.url}#second` })
    expect(second).not.toBe(payload)
    const ask = async () =>
      (
        await searchIndex(second!, {
          locale: 'de',
          text: 'Quarzsand',
          type: null,
          page: 1,
          pageSize: 10,
        })
      ).matches.map((m) => m.row.title)
    expect(await ask()).toEqual([]) // loads its own index
    const baseline = (
      await searchIndex(second, { locale: 'de', text: 'Talkum', type: null, page: 1, pageSize: 10 })
    ).total
    expect(baseline).toBeGreaterThan(3)

    await publish(
      'faq-entries',
      {
        en: { question: 'Do you sell quartz sand?', answer: rich('No, only talc.') },
        de: { question: 'Verkaufen Sie Quarzsand?', answer: rich('Nein, nur Talkum.') },
      },
      { order: 3 },
    )
    // This process: at once.
    expect(await titles('de', 'Quarzsand')).toEqual(['Verkaufen Sie Quarzsand?'])
    // The other: at its first search once its poll interval has passed. The clock is moved on
    // instead of waited for, so the test states the rule and takes no time.
    await pollIntervalPasses()
    expect(await ask()).toEqual(['Verkaufen Sie Quarzsand?'])

    // A withdrawal travels the same way (a tombstone).
    const faq = await payload.find({
      collection: 'faq-entries',
      where: { order: { equals: 3 } },
      depth: 0,
      overrideAccess: true,
    })
    await payload.delete({ collection: 'faq-entries', id: faq.docs[0]!.id, overrideAccess: true })
    await pollIntervalPasses()
    expect(await ask()).toEqual([])
  })

  it('saves the item even when its index entry cannot be written, and a rebuild repairs it', async () => {
    const { rebuildSearchIndex } = await import('@/features/search/index-rows')
    const original = payload.create.bind(payload)
    payload.create = (async (args: { collection: string }) => {
      if (args.collection === 'search-index') throw new Error('index unavailable')
      return original(args as never)
    }) as typeof payload.create
    let id: number
    try {
      id = await publish(
        'blog-posts',
        {
          en: { title: 'Steatite insulators', excerpt: 'Steatite.', content: rich('Steatite.') },
          de: { title: 'Steatit-Isolatoren', excerpt: 'Steatit.', content: rich('Steatit.') },
        },
        { slug: 'steatite', author: 'Anna Berg' },
      )
    } finally {
      payload.create = original
    }
    const saved = await payload.findByID({ collection: 'blog-posts', id, overrideAccess: true })
    expect(saved._status).toBe('published')
    expect(await titles('en', 'steatite')).toEqual([])
    expect(await rebuildSearchIndex(payload)).toBe(2)
    expect(await titles('en', 'steatite')).toEqual(['Steatite insulators'])
  })

  it('rebuilds the same rows from the content (idempotent) and after losing them', async () => {
    const { rebuildSearchIndex } = await import('@/features/search/index-rows')
    const { dropSearchIndexes } = await import('@/features/search/engine')
    const before = await titles('de', 'Talkum')
    expect(await rebuildSearchIndex(payload)).toBe(0)
    await payload.db.deleteMany({ collection: 'search-index', where: {} })
    dropSearchIndexes(payload)
    expect(await titles('de', 'Talkum')).toEqual([])
    expect(await rebuildSearchIndex(payload)).toBeGreaterThan(20)
    dropSearchIndexes(payload)
    expect(await titles('de', 'Talkum')).toEqual(before)
  })

  it('tells results with the same address apart by their id', async () => {
    const faq = await found('en', 'talc', { filter: '7' })
    expect(faq.data.map((hit) => hit.href)).toEqual(['/faq', '/faq'])
    const ids = faq.data.map((hit) => hit.id)
    expect(new Set(ids).size).toBe(2)
    for (const id of ids) expect(id).toMatch(/^faq-entries:\d+:en$/)
    const de = await found('de', 'Talkumpulver')
    expect(de.data[0]!.id).toMatch(/^pages:\d+:de$/)
  })

  it('keeps the save when the index write fails in the database, and the rebuild repairs it', async () => {
    const { rebuildSearchIndex } = await import('@/features/search/index-rows')
    const news = await payload.find({
      collection: 'news',
      where: { slug: { equals: 'new-mill-2026' } },
      depth: 0,
      overrideAccess: true,
    })
    const id = news.docs[0]!.id
    const excerpt = 'Our new mill doubles the output of fine talc powder. Opened by Clara Stein.'
    // The hook finds no stored rows, so it inserts keys that exist: a unique violation in the
    // database, inside the save's transaction (as a concurrent writer of the same row causes).
    const original = payload.find.bind(payload)
    payload.find = (async (args: { collection: string; req?: unknown }) => {
      if (args.collection === 'search-index' && args.req) return { docs: [], totalDocs: 0 }
      return original(args as never)
    }) as typeof payload.find
    try {
      await payload.update({
        collection: 'news',
        id,
        locale: 'en',
        depth: 0,
        data: { excerpt, _status: 'published' },
        overrideAccess: true,
      })
    } finally {
      payload.find = original
    }
    const saved = await payload.findByID({
      collection: 'news',
      id,
      locale: 'en',
      overrideAccess: true,
    })
    expect(saved.excerpt).toBe(excerpt)
    expect(saved._status).toBe('published')
    expect(await titles('en', 'Clara')).toEqual([])
    expect(await rebuildSearchIndex(payload)).toBe(1)
    expect(await titles('en', 'Clara')).toEqual(['New grinding mill opens'])
  })

  // Payload's SQLite adapter runs without transactions (each write commits on its own).
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'keeps nothing of a save that rolls back, in this process either',
    async () => {
      const { createLocalReq, initTransaction, killTransaction } = await import('payload')
      expect(await titles('en', 'kaolin')).toEqual([])
      const req = await createLocalReq({}, payload)
      expect(await initTransaction(req)).toBe(true)
      await payload.create({
        collection: 'news',
        locale: 'en',
        depth: 0,
        data: {
          title: 'Kaolin blend',
          slug: 'kaolin-blend',
          category: 'company-news',
          excerpt: 'Kaolin for paper.',
          content: rich('Kaolin.'),
          _status: 'published',
        } as never,
        overrideAccess: true,
        req,
      })
      await killTransaction(req)
      expect(await titles('en', 'kaolin')).toEqual([])
      await pollIntervalPasses()
      expect(await titles('en', 'kaolin')).toEqual([])
      const rows = await payload.count({
        collection: 'search-index',
        where: { title: { equals: 'Kaolin blend' } },
        overrideAccess: true,
      })
      expect(rows.totalDocs).toBe(0)
    },
  )

  it('never puts an older version of a row back', async () => {
    const { searchRowsWritten } = await import('@/features/search/engine')
    expect(await titles('en', 'printability')).toEqual(['Talc in coated papers'])
    const {
      docs: [row],
    } = await payload.find({
      collection: 'search-index',
      where: {
        and: [{ locale: { equals: 'en' } }, { title: { equals: 'Talc in coated papers' } }],
      },
      overrideAccess: true,
    })
    const rewrite = async (data: Record<string, unknown>) => {
      await payload.db.updateOne({ collection: 'search-index', id: row!.id, data })
      searchRowsWritten(payload, 'en')
    }
    const now = Date.now()
    await rewrite({ updatedAt: new Date(now).toISOString() })
    expect(await titles('en', 'printability')).toEqual(['Talc in coated papers'])
    // An older version, as a poll's overlap may return one: not applied.
    await rewrite({ title: 'Stale title', updatedAt: new Date(now - 1000).toISOString() })
    expect(await titles('en', 'printability')).toEqual(['Talc in coated papers'])
    await rewrite({ title: row!.title, updatedAt: new Date(now + 1).toISOString() })
    expect(await titles('en', 'printability')).toEqual(['Talc in coated papers'])
  })

  it('caches a bounded part of each ranking, and pages correctly beyond it', async () => {
    const { searchIndex, searchCache, searchCacheSize } = await import('@/features/search/engine')
    const ask = async (text: string, page: number, pageSize: number) =>
      searchIndex(payload, { locale: 'en', text, type: null, page, pageSize })
    const saved = { ...searchCache }
    try {
      searchCache.enabled = false
      await ask('talc', 1, 100) // a first search may still meet entries of replaced rows
      const full = (await ask('talc', 1, 100)).matches.map((m) => m.row.key)
      expect(full.length).toBeGreaterThan(6)
      Object.assign(searchCache, { enabled: true, entries: 2, keys: 3 })
      const paged: string[] = []
      for (let page = 1; page <= Math.ceil(full.length / 2) + 1; page++) {
        const got = await ask('talc', page, 2)
        expect(got.total).toBe(full.length)
        paged.push(...got.matches.map((m) => m.row.key))
      }
      expect(paged).toEqual(full)
      for (const text of ['talc', 'paper', 'plastic', 'coated']) await ask(text, 1, 10)
      const size = searchCacheSize(payload, 'en')
      expect(size.entries).toBe(2)
      expect(size.keys).toBeLessThanOrEqual(6)
    } finally {
      Object.assign(searchCache, saved)
    }
  })

  it('repairs a lost row and a lost tombstone at the next start', async () => {
    const { prepareSearchIndex, SEARCH_INDEX_VERSION } =
      await import('@/features/search/index-rows')
    const { dropSearchIndexes } = await import('@/features/search/engine')
    expect(await titles('en', 'recycled water')).toEqual(['Sustainability'])
    // A row whose write was lost, and a tombstone whose write was lost.
    await payload.db.deleteMany({
      collection: 'search-index',
      where: { and: [{ locale: { equals: 'en' } }, { title: { equals: 'Sustainability' } }] },
    })
    await payload.create({
      collection: 'search-index',
      data: {
        key: 'news:999999:en',
        type: 'news',
        locale: 'en',
        title: 'Ghost item',
        body: 'Withdrawn long ago.',
        href: '/news/company-news/ghost',
        version: SEARCH_INDEX_VERSION,
        hash: 'lost-tombstone',
      },
      overrideAccess: true,
    })
    dropSearchIndexes(payload)
    expect(await titles('en', 'recycled water')).toEqual([])
    expect(await titles('en', 'ghost')).toEqual(['Ghost item'])
    const { reconciled } = await prepareSearchIndex(payload)
    await reconciled
    expect(await titles('en', 'recycled water')).toEqual(['Sustainability'])
    expect(await titles('en', 'ghost')).toEqual([])
  })

  it('starts without a search index when it fails, and two instances may create a row at once', async () => {
    const { prepareSearchIndex, rebuildSearchIndex } = await import('@/features/search/index-rows')
    const count = payload.count.bind(payload)
    payload.count = (async (args: { collection: string }) => {
      if (args.collection === 'search-index') throw new Error('search index unavailable')
      return count(args as never)
    }) as typeof payload.count
    try {
      await expect(prepareSearchIndex(payload)).resolves.toBeDefined()
    } finally {
      payload.count = count
    }

    // Another instance creates the same row a moment before this one does.
    await payload.db.deleteMany({
      collection: 'search-index',
      where: { and: [{ locale: { equals: 'de' } }, { title: { equals: 'Nachhaltigkeit' } }] },
    })
    const create = payload.create.bind(payload)
    let raced = 0
    payload.create = (async (args: { collection: string; req?: unknown }) => {
      if (args.collection === 'search-index' && !args.req && raced === 0) {
        raced += 1
        await create(args as never)
      }
      return create(args as never)
    }) as typeof payload.create
    try {
      expect(await rebuildSearchIndex(payload)).toBe(1)
    } finally {
      payload.create = create
    }
    expect(raced).toBe(1)
    const rows = await payload.count({
      collection: 'search-index',
      where: { title: { equals: 'Nachhaltigkeit' } },
      overrideAccess: true,
    })
    expect(rows.totalDocs).toBe(1)
    expect(await rebuildSearchIndex(payload)).toBe(0)
  })
})
