/**
 * The one invalidation path (ADR 0024): every write to a collection or global expires
 * what visitors see change, in the languages it changed in, and nothing else. Observed through
 * the site's own cache handler (src/server/cache-handler.mjs), as Next.js uses it: an entry
 * tagged as a page's reads tag it is dropped when its tag is expired, and kept otherwise.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { COLLECTION_CACHE_MAP, GLOBAL_CACHE_MAP } from '@/payload/invalidation/cache-map'
import { lexicalFromMarkup } from '@/seed/lexical'

import { ORIGIN } from '../setup/browser'
import { startTestPayload, type TestDatabase } from '../setup/database'
import { pageCacheWithoutGrace } from '../setup/page-cache'

type Handler = {
  get(key: string, ctx: object): Promise<unknown>
  set(key: string, data: unknown, ctx: object): Promise<void>
}

let db: TestDatabase
let payload: Payload
let cache: Handler

const TAGS = [
  'en:content:news',
  'de:content:news',
  'en:content:news:company-news/fresh-news',
  'de:content:news:company-news/fresh-news',
  'en:content:pages',
  'en:site',
  'de:site',
] as const

/** One cached read per tag; answers which of them a write dropped. */
async function watch(): Promise<() => Promise<string[]>> {
  // An entry made in the millisecond of an expiry counts as older than it (the handler errs
  // towards one render too many): start on the next millisecond.
  const now = Date.now()
  while (Date.now() === now) await new Promise((resolve) => setImmediate(resolve))
  for (const tag of TAGS)
    await cache.set(`read ${tag}`, { kind: 'FETCH', data: { body: tag } }, { fetchCache: true })
  return async () => {
    const dropped: string[] = []
    for (const tag of TAGS)
      if ((await cache.get(`read ${tag}`, { kind: 'FETCH', tags: [tag] })) === null)
        dropped.push(tag)
    return dropped
  }
}

beforeAll(async () => {
  await pageCacheWithoutGrace()
  ;({ db, payload } = await startTestPayload('invalidation', ORIGIN, {}, { logLevel: 'error' }))
  const { default: CacheHandler } = await import('@/server/cache-handler.mjs')
  cache = new CacheHandler({}) as Handler
})

afterAll(async () => {
  await payload?.destroy()
  await db?.drop()
})

describe(`one invalidation path (${process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite'})`, () => {
  it('names every collection and global of the configuration in the cache map', () => {
    const collections = payload.config.collections.map((c) => c.slug)
    const globals = payload.config.globals.map((g) => g.slug)
    expect(collections.filter((slug) => !(slug in COLLECTION_CACHE_MAP))).toEqual([])
    expect(globals.filter((slug) => !(slug in GLOBAL_CACHE_MAP))).toEqual([])
  })

  it('expires exactly what a news item shows, per write and per language', async () => {
    const news = { collection: 'news' as const, overrideAccess: true }
    let dropped = await watch()
    const created = await payload.create({
      ...news,
      locale: 'en',
      data: {
        title: 'Fresh news',
        slug: 'fresh-news',
        category: 'company-news',
        excerpt: 'Fresh.',
        content: lexicalFromMarkup('Fresh news.'),
        publishedAt: '2026-11-20T00:00:00.000Z',
        _status: 'published',
      } as never,
    })
    // A new published item: its lists and its key in both languages (German falls back).
    expect(await dropped()).toEqual([
      'en:content:news',
      'de:content:news',
      'en:content:news:company-news/fresh-news',
      'de:content:news:company-news/fresh-news',
    ])

    dropped = await watch()
    await payload.update({
      ...news,
      id: created.id,
      locale: 'de',
      data: {
        title: 'Frische Nachricht',
        excerpt: 'Frisch.',
        content: lexicalFromMarkup('Frische Nachricht.'),
        _status: 'published',
      } as never,
    })
    // German only: the English pages stay cached.
    expect(await dropped()).toEqual(['de:content:news', 'de:content:news:company-news/fresh-news'])

    dropped = await watch()
    await payload.update({
      ...news,
      id: created.id,
      locale: 'en',
      draft: true,
      autosave: true,
      data: { title: 'Typing a new title' } as never,
    })
    // An autosave (and any draft) publishes nothing: nothing public expires.
    expect(await dropped()).toEqual([])

    dropped = await watch()
    await payload.update({
      ...news,
      id: created.id,
      locale: 'en',
      data: { title: 'A new English title', _status: 'published' } as never,
    })
    // English only: German has its own title now.
    expect(await dropped()).toEqual(['en:content:news', 'en:content:news:company-news/fresh-news'])

    dropped = await watch()
    await payload.update({ ...news, id: created.id, data: { _status: 'draft' } as never })
    // Unpublished: gone from both languages.
    expect(await dropped()).toEqual([
      'en:content:news',
      'de:content:news',
      'en:content:news:company-news/fresh-news',
      'de:content:news:company-news/fresh-news',
    ])

    await payload.update({ ...news, id: created.id, data: { _status: 'published' } as never })
    dropped = await watch()
    await payload.delete({ ...news, id: created.id })
    expect(await dropped()).toEqual([
      'en:content:news',
      'de:content:news',
      'en:content:news:company-news/fresh-news',
      'de:content:news:company-news/fresh-news',
    ])
  })

  it('expires the whole site in the language a global changed in, and not before commit', async () => {
    for (const [locale, title] of [
      ['en', 'Cookie settings'],
      ['de', 'Cookie-Einstellungen'],
    ] as const)
      await payload.updateGlobal({
        slug: 'cookie-text',
        locale,
        data: { title, content: lexicalFromMarkup(title) } as never,
        overrideAccess: true,
      })
    let dropped = await watch()
    await payload.updateGlobal({
      slug: 'cookie-text',
      locale: 'de',
      data: {
        title: 'Cookie-Einstellungen (neu)',
        content: lexicalFromMarkup('Wir verwenden Cookies.'),
      } as never,
      overrideAccess: true,
    })
    expect(await dropped()).toEqual(['de:site'])

    // Inside a transaction, the pages are expired at the write and again once it commits: a
    // page rendered between the two read the old text and must not stay.
    const { commitTransaction, createLocalReq, initTransaction } = await import('payload')
    const req = await createLocalReq({}, payload)
    const began = await initTransaction(req)
    await payload.updateGlobal({
      slug: 'cookie-text',
      locale: 'en',
      data: {
        title: 'Cookie settings (new)',
        content: lexicalFromMarkup('We use cookies.'),
      } as never,
      overrideAccess: true,
      req,
    })
    dropped = await watch()
    await commitTransaction(req)
    // Payload drops the request's transaction after its commit; the work follows it.
    for (let i = 0; i < 1000 && (await dropped()).length === 0; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 10))
    expect(await dropped()).toEqual(began ? ['en:site'] : [])
    if (db.dialect === 'postgres') expect(began).toBe(true)
  })

  it('expires every language when what visitors saw before is unknown (a restored version)', async () => {
    // Payload restores a global's version without running its before-hooks. Restoring a draft
    // version takes the navigation off the site.
    await payload.updateGlobal({
      slug: 'navigation',
      locale: 'en',
      data: {
        items: [{ label: 'Products', href: '/our-products' }],
        _status: 'published',
      } as never,
      overrideAccess: true,
    })
    await payload.updateGlobal({
      slug: 'navigation',
      locale: 'en',
      draft: true,
      data: { items: [{ label: 'Our products', href: '/our-products' }] } as never,
      overrideAccess: true,
    })
    const versions = await payload.findGlobalVersions({
      slug: 'navigation',
      sort: '-createdAt',
      overrideAccess: true,
    })
    const draft = versions.docs.find((v) => v.version._status === 'draft')!
    const dropped = await watch()
    await payload.restoreGlobalVersion({
      slug: 'navigation',
      id: String(draft.id),
      overrideAccess: true,
    })
    expect(await dropped()).toEqual(['en:site', 'de:site'])
  })
})
