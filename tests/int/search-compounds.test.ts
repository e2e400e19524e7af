import type { CollectionSlug, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { SearchResponse } from '@/features/search/search'
import { words } from '@/features/search/search-text'

import { ORIGIN } from '../setup/browser'
import { startTestPayload, type TestDatabase } from '../setup/database'

/**
 * German compounds found by their last part as by their first (ADR 0013), on
 * the seeded demo content: 'Datenblatt' finds every 'Sicherheitsdatenblatt' item, 'Zeugnis' the
 * 'Prüfzeugnis' ones, 'Mühle' the 'Strahlmühle' pages, 'Verladung' the 'Bahnverladung' news;
 * a short word does not start matching inside other words; whole words rank above parts.
 */
let db: TestDatabase
let payload: Payload
let searchRoute: (request: Request) => Promise<Response>

beforeAll(async () => {
  ;({ db, payload } = await startTestPayload('search-compounds', ORIGIN))
  searchRoute = (await import('@/app/api/v1/search/route')).GET
  const { seedDemoContent } = await import('@/seed/prepare-database')
  await seedDemoContent(payload)
  const { rebuildSearchIndex } = await import('@/features/search/index-rows')
  await rebuildSearchIndex(payload)
}, 600_000)

afterAll(async () => {
  await db?.drop()
})

type Hit = SearchResponse['data'][number]

/** Every result of a German query, all pages, in order. */
async function all(query: string): Promise<Hit[]> {
  const hits: Hit[] = []
  for (let page = 1; ; page += 1) {
    const url = new URL(`${ORIGIN}/api/v1/search`)
    url.search = new URLSearchParams({ query, locale: 'de', page: String(page) }).toString()
    const response = await searchRoute(new Request(url))
    expect(response.status, query).toBe(200)
    const body = (await response.json()) as SearchResponse
    hits.push(...body.data)
    if (page >= body.meta.pages) return hits
  }
}

/** The stored text (title and body) of each result, by its id (the row's key). */
async function texts(hits: Hit[]): Promise<Map<string, string>> {
  const found = await payload.find({
    collection: 'search-index' as CollectionSlug,
    where: { key: { in: hits.map((hit) => hit.id) } },
    pagination: false,
    overrideAccess: true,
  })
  const rows = found.docs as unknown as Array<{ key: string; title: string; body?: string | null }>
  return new Map(rows.map((row) => [row.key, `${row.title} ${row.body ?? ''}`]))
}

const ids = (hits: Hit[]) => hits.map((hit) => hit.id)

describe('German compounds in the site search (demo content)', () => {
  it.each([
    // [last part, the compound, at least this many items with the compound]
    ['Datenblatt', 'Sicherheitsdatenblatt', 7],
    ['Zeugnis', 'Prüfzeugnis', 4],
    ['Mühle', 'Strahlmühle', 2],
    ['Verladung', 'Bahnverladung', 1],
  ])('"%s" finds every item "%s" finds', async (part, compound, atLeast) => {
    const whole = await all(compound)
    expect(whole.length, compound).toBeGreaterThanOrEqual(atLeast)
    const byPart = ids(await all(part))
    expect(ids(whole).filter((id) => !byPart.includes(id))).toEqual([])
  })

  it('finds the six safety data sheets and the FAQ entry on them by "Datenblatt"', async () => {
    const hits = await all('Datenblatt')
    const sheets = hits.filter(
      (hit) => hit.type === 'documents' && /Sicherheitsdatenblatt/.test(hit.title),
    )
    expect(sheets.length).toBeGreaterThanOrEqual(6)
    expect(hits.some((hit) => hit.type === 'faq' && /Sicherheitsdatenbl/.test(hit.title))).toBe(
      true,
    )
  })

  it('marks the compound in the snippet when its last part is searched', async () => {
    const hits = await all('Zeugnis')
    const marked = hits.flatMap((hit) => hit.snippet.filter((s) => s.match).map((s) => s.text))
    expect(marked.some((text) => /^Prüfzeugnis/.test(text))).toBe(true)
  })

  it('does not let short words match inside other words ("Tal", "Ton")', async () => {
    for (const [query, inside] of [
      ['Tal', /tal(?!k)/],
      ['Ton', /ton/],
    ] as const) {
      const hits = await all(query)
      const text = await texts(hits)
      for (const hit of hits) {
        // Each result has a word beginning with the query (the last word completes), never
        // only a word that merely contains it ('Metall', 'Kristall', 'Beton').
        const folded = words(text.get(hit.id) ?? '', 'de')
        expect(
          folded.some((word) => word.startsWith(query.toLowerCase())),
          `${query}: ${hit.title}`,
        ).toBe(true)
      }
      // The corpus does hold such words, so the check above can fail.
      const every = await payload.find({
        collection: 'search-index' as CollectionSlug,
        where: { locale: { equals: 'de' } },
        pagination: false,
        overrideAccess: true,
      })
      const holders = (
        every.docs as unknown as Array<{ title: string; body?: string | null }>
      ).filter((row) =>
        words(`${row.title} ${row.body ?? ''}`, 'de').some(
          (word) => inside.test(word) && !word.startsWith(query.toLowerCase()),
        ),
      )
      expect(holders.length, query).toBeGreaterThan(0)
    }
  })

  it('ranks items with the whole word above those with it only inside a compound', async () => {
    // The download area's documents come after the site's pages and items anyway (ADR 0013).
    const hits = (await all('Mühle')).filter((hit) => hit.type !== 'documents')
    const text = await texts(hits)
    const whole = hits.map((hit) =>
      words(text.get(hit.id) ?? '', 'de').some((word) => word === 'muhle' || word === 'muhlen'),
    )
    const firstPartOnly = whole.indexOf(false)
    expect(firstPartOnly).toBeGreaterThan(0)
    expect(whole.slice(firstPartOnly).filter(Boolean)).toEqual([])
  })
})
