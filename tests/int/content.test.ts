import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEMO_STAFF } from '@/seed/demo-accounts'
import { lexicalFromMarkup } from '@/seed/lexical'

import { createTestDatabase, type TestDatabase } from '../setup/database'

/**
 * The content model's access rules and the data functions that pages and /api/v1 share, on the
 * process's own Payload, against a fresh, seeded database of this file.
 */
let db: TestDatabase
let payload: Payload
let content: {
  pages: typeof import('@/features/content/pages')
  collections: typeof import('@/features/content/collections')
  markets: typeof import('@/features/markets/product-markets')
  marketTree: typeof import('@/features/markets/product-market-tree')
  index: typeof import('@/features/content/site-index')
}

const COLLECTIONS = [
  'pages',
  'product-markets',
  'news',
  'blog-posts',
  'jobs',
  'gallery-photos',
  'team-members',
  'faq-entries',
  'offices',
] as const
type Collection = (typeof COLLECTIONS)[number]

/** Rich text as the admin's editor stores it. */
const lexical = (text: string) => lexicalFromMarkup(text) as never

/** A minimal valid document of each collection, keyed by a unique marker. */
function sample(collection: Collection, marker: string): Record<string, unknown> {
  const slug = `test-${marker}`
  switch (collection) {
    case 'pages':
      return { title: `Page ${marker}`, path: `/test-${marker}` }
    case 'product-markets':
      return { title: `Market ${marker}`, slug, summary: 'Summary' }
    case 'news':
      return {
        title: `News ${marker}`,
        slug,
        category: 'company-news',
        excerpt: 'Excerpt',
        content: lexical('Text'),
        publishedAt: '2026-01-01T00:00:00.000Z',
      }
    case 'blog-posts':
      return {
        title: `Post ${marker}`,
        slug,
        author: 'A. Author',
        excerpt: 'Excerpt',
        content: lexical('Text'),
        publishedAt: '2026-01-01T00:00:00.000Z',
      }
    case 'jobs':
      return {
        title: `Job ${marker}`,
        slug,
        reference: `REF-${marker}`,
        location: 'Leoben',
        summary: 'Summary',
        whatToDo: lexical('Do'),
        requirements: lexical('Need'),
        plusPoints: lexical('Plus'),
        conditions: lexical('Offer'),
        publishedAt: '2026-01-01T00:00:00.000Z',
      }
    case 'gallery-photos':
      return { title: `Photo ${marker}`, slug, image: mediaId, publishedAt: '2026-01-01' }
    case 'team-members':
      return { name: `Member ${marker}`, role: 'Role' }
    case 'faq-entries':
      return { question: `Question ${marker}?`, answer: lexical('Answer') }
    case 'offices':
      return { name: `Office ${marker}`, address: 'Street 1', latitude: 1, longitude: 2 }
  }
}

let mediaId: number
let editor: Record<string, unknown>

beforeAll(async () => {
  db = await createTestDatabase('content')
  Object.assign(process.env, { APP_ENV: 'demo', DATABASE_URL: db.url, DATA_DIR: db.dataDir })
  const { getPayloadClient } = await import('@/server/payload')
  const { migrateDatabase, seedDemoContent } = await import('@/seed/prepare-database')
  payload = await getPayloadClient()
  await migrateDatabase(payload)
  await seedDemoContent(payload)
  content = {
    pages: await import('@/features/content/pages'),
    collections: await import('@/features/content/collections'),
    markets: await import('@/features/markets/product-markets'),
    marketTree: await import('@/features/markets/product-market-tree'),
    index: await import('@/features/content/site-index'),
  }
  mediaId = (await payload.find({ collection: 'media', limit: 1, overrideAccess: true })).docs[0]!
    .id
  const email = DEMO_STAFF.find((s) => s.roles.includes('editor'))!.email
  const found = await payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    overrideAccess: true,
  })
  editor = { ...found.docs[0]!, collection: 'users' }
}, 240_000)

afterAll(async () => {
  await payload?.destroy().catch(() => undefined)
  await db?.drop()
})

describe(`content access (${process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite'})`, () => {
  it.each(COLLECTIONS)('%s: visitors read published documents only, never drafts', async (c) => {
    const collection = c as 'pages'
    const published = await payload.create({
      collection,
      data: { ...sample(c, `pub-${c}`), _status: 'published' } as never,
      overrideAccess: true,
    })
    const draft = await payload.create({
      collection,
      data: { ...sample(c, `draft-${c}`), _status: 'draft' } as never,
      draft: true,
      overrideAccess: true,
    })
    const ids = [published.id, draft.id]
    const visible = async (options: { draft?: boolean; user?: unknown }) =>
      (
        await payload.find({
          collection,
          where: { id: { in: ids } },
          overrideAccess: false,
          draft: options.draft,
          user: options.user as never,
        })
      ).docs.map((doc) => doc.id)

    expect(await visible({})).toEqual([published.id])
    // Asking for drafts does not help a visitor.
    expect(await visible({ draft: true })).toEqual([published.id])
    // Staff see both (the preview reads drafts with the editor's access).
    expect((await visible({ draft: true, user: editor })).sort()).toEqual([...ids].sort())
  })

  it.each(COLLECTIONS)('%s: visitors cannot create, change or delete', async (c) => {
    const collection = c as 'pages'
    await expect(
      payload.create({
        collection,
        data: { ...sample(c, `anon-${c}`), _status: 'published' } as never,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
    const existing = (await payload.find({ collection, limit: 1, overrideAccess: true })).docs[0]!
    await expect(
      payload.update({
        collection,
        id: existing.id,
        data: {} as never,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
    await expect(
      payload.delete({ collection, id: existing.id, overrideAccess: false }),
    ).rejects.toThrow()
  })

  it('a saved draft of a published page stays invisible until it is published', async () => {
    const page = await payload.create({
      collection: 'pages',
      data: { title: 'Original title', path: '/test-edited-page', _status: 'published' },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { title: 'Draft title' },
      draft: true,
      overrideAccess: true,
    })
    const visitor = await content.pages.getPage({ locale: 'en' }, '/test-edited-page')
    expect(visitor?.title).toBe('Original title')
    const preview = await content.pages.getPage(
      { locale: 'en', draft: true, user: editor as never },
      '/test-edited-page',
    )
    expect(preview?.title).toBe('Draft title')
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { _status: 'published' },
      overrideAccess: true,
    })
    expect((await content.pages.getPage({ locale: 'en' }, '/test-edited-page'))?.title).toBe(
      'Draft title',
    )
  })

  it('refuses page paths that belong to detail routes, and a fourth product-market level', async () => {
    const fieldMessage = (error: unknown) =>
      JSON.stringify((error as { data?: { errors?: unknown } }).data?.errors ?? error)
    const shadowed = await payload
      .create({
        collection: 'pages',
        data: { title: 'Shadowed', path: '/blog/shadowed', _status: 'published' },
        overrideAccess: true,
      })
      .catch(fieldMessage)
    expect(shadowed).toMatch(/belongs to news, blog posts/)
    const graphite = (
      await payload.find({
        collection: 'product-markets',
        where: { slug: { equals: 'graphite' } },
        overrideAccess: true,
      })
    ).docs[0]!
    const tooDeep = await payload
      .create({
        collection: 'product-markets',
        data: { title: 'Too deep', slug: 'too-deep', summary: 'x', parent: graphite.id },
        overrideAccess: true,
      })
      .catch(fieldMessage)
    expect(tooDeep).toMatch(/three levels/)
  })
})

describe('content data', () => {
  it('falls back to the other language for a text that is missing', async () => {
    const created = await payload.create({
      collection: 'news',
      locale: 'en',
      data: {
        ...sample('news', 'fallback'),
        title: 'Only in English',
        _status: 'published',
      } as never,
      overrideAccess: true,
    })
    const de = await content.collections.getNewsItem(
      { locale: 'de' },
      'company-news',
      'test-fallback',
    )
    expect(de?.title).toBe('Only in English')
    expect(de?.href).toBe('/de/news-events/company-news/test-fallback')
    // The texts shown in English on the German page say so (their lang, WCAG 3.1.2).
    expect(de?.fallback).toEqual({ title: 'en', excerpt: 'en', html: 'en' })
    const en = await content.collections.getNewsItem(
      { locale: 'en' },
      'company-news',
      'test-fallback',
    )
    expect(en?.fallback).toEqual({})
    await payload.update({
      collection: 'news',
      id: created.id,
      locale: 'de',
      data: {
        title: 'Nur auf Deutsch übersetzt',
        excerpt: 'Kurz',
        content: lexical('Text'),
      },
      overrideAccess: true,
    })
    const again = await content.collections.getNewsItem(
      { locale: 'de' },
      'company-news',
      'test-fallback',
    )
    expect(again?.title).toBe('Nur auf Deutsch übersetzt')
    expect(again?.fallback).toEqual({})

    // A job not yet saved in German: every text shown in English is marked.
    await payload.create({
      collection: 'jobs',
      locale: 'en',
      data: { ...sample('jobs', 'fallback-job'), _status: 'published' } as never,
      overrideAccess: true,
    })
    const germanJob = await content.collections.getJob({ locale: 'de' }, 'test-fallback-job')
    expect(germanJob?.fallback).toEqual({
      title: 'en',
      summary: 'en',
      whatToDo: 'en',
      requirements: 'en',
      plusPoints: 'en',
      conditions: 'en',
    })
  })

  it('shows the company profile with its statistics and timeline (SPEC §1)', async () => {
    for (const locale of ['en', 'de'] as const) {
      const page = await content.pages.getPage({ locale }, '/about-us/company-profile')
      const stats = page?.blocks.find((b) => b.blockType === 'stats')
      const timeline = page?.blocks.find((b) => b.blockType === 'timeline')
      expect(stats?.blockType === 'stats' && stats.items.map((i) => i.value)).toEqual([
        2000, 31, 28,
      ])
      expect(timeline?.blockType === 'timeline' && timeline.entries.map((e) => e.year)).toEqual([
        1991, 2006, 2012, 2018, 2022,
      ])
    }
  })

  it('serves the product-market tree of SPEC §2.2', async () => {
    const tree = await content.marketTree.getProductMarketTree({ locale: 'en' })
    expect(tree.map((n) => n.href).filter((h) => !h.includes('/test-'))).toEqual([
      '/our-products/product-markets/plastics',
      '/our-products/product-markets/paper',
      '/our-products/product-markets/ceramics',
    ])
    expect(tree[0]!.related.map((n) => n.href.split('/').pop())).toEqual([
      'automotive-plastics',
      'biopolymers',
      'breathable-film',
      'construction-plastics',
      'electrical-and-electronics',
      'electrically-conductive',
    ])
    const automotive = await content.markets.getProductMarket({ locale: 'de' }, [
      'plastics',
      'automotive-plastics',
    ])
    expect(automotive?.title).toBe('Automobilkunststoffe')
    expect(automotive?.related.map((r) => r.href)).toEqual([
      '/de/our-products/product-markets/plastics/automotive-plastics/calcium-carbonate',
      '/de/our-products/product-markets/plastics/automotive-plastics/graphite',
    ])
    expect(automotive?.breadcrumbs.map((b) => b.label)).toEqual(['Kunststoffe'])
    expect(await content.markets.getProductMarket({ locale: 'en' }, ['paper', 'nope'])).toBeNull()
    // A market is found only under its own section.
    expect(
      await content.markets.getProductMarket({ locale: 'en' }, ['ceramics', 'biopolymers']),
    ).toBeNull()
  })

  it('has the farewell page and the seeded demo counts', async () => {
    const farewell = await content.pages.getPage({ locale: 'en' }, '/farewell')
    const text = farewell?.blocks.map((b) => ('html' in b ? b.html : '')).join('')
    expect(text).toContain('It is with deep sadness that we bid farewell to our company')
    const c = content.collections
    expect((await c.listNews({ locale: 'en' }, 'company-news')).totalItems).toBeGreaterThanOrEqual(
      6,
    )
    expect(
      (await c.listNews({ locale: 'en' }, 'media-about-us')).totalItems,
    ).toBeGreaterThanOrEqual(3)
    expect((await c.listBlogPosts({ locale: 'en' })).totalItems).toBeGreaterThanOrEqual(6)
    expect((await c.listJobs({ locale: 'en' })).totalItems).toBeGreaterThanOrEqual(3)
    expect((await c.listGalleryPhotos({ locale: 'en' })).totalItems).toBeGreaterThanOrEqual(8)
    expect((await c.listFaqEntries({ locale: 'en' })).totalItems).toBeGreaterThanOrEqual(10)
    expect(
      (await c.listOffices({ locale: 'en' })).items.every((o) => o.latitude && o.longitude),
    ).toBe(true)
  })

  it('pages news lists newest first', async () => {
    const first = await content.collections.listNews({ locale: 'en' }, 'company-news', {
      page: 1,
      limit: 2,
    })
    const second = await content.collections.listNews({ locale: 'en' }, 'company-news', {
      page: 2,
      limit: 2,
    })
    expect(first.items).toHaveLength(2)
    expect(first.totalPages).toBeGreaterThan(1)
    const dates = [...first.items, ...second.items].map((i) => i.date)
    expect(dates).toEqual([...dates].sort().reverse())
    expect(new Set([...first.items, ...second.items].map((i) => i.slug)).size).toBe(4)
  })

  it('rich text links go to the page in the reader language; scripts in links are neutralised', async () => {
    const { richTextToHtml } = await import('@/server/rich-text')
    const doc = {
      root: {
        type: 'root',
        children: [
          {
            type: 'paragraph',
            children: [
              {
                type: 'link',
                fields: { linkType: 'custom', url: '/faq' },
                children: [{ type: 'text', text: 'FAQ', format: 0 }],
              },
              {
                type: 'link',
                fields: { linkType: 'custom', url: 'javascript:alert(1)' },
                children: [{ type: 'text', text: 'x', format: 0 }],
              },
              { type: 'text', text: '<script>', format: 0 },
            ],
          },
        ],
      },
    }
    const html = richTextToHtml(doc, 'de')
    expect(html).toContain('href="/de/faq"')
    expect(html).not.toContain('javascript:')
    expect(html).not.toContain('<script>')

    // Nodes the editor does not offer (sent through the REST API) become nothing; a heading
    // never becomes a second h1; list items carry no value attribute.
    const crafted = richTextToHtml(
      {
        root: {
          type: 'root',
          children: [
            { type: 'heading', tag: 'h1', children: [{ type: 'text', text: 'Title', format: 0 }] },
            {
              type: 'table',
              children: [
                {
                  type: 'tablerow',
                  children: [
                    {
                      type: 'tablecell',
                      headerState: '"><img src=x onerror=alert(1)>',
                      children: [],
                    },
                  ],
                },
              ],
            },
            { type: 'relationship', value: { id: 1 }, relationTo: 'pages' },
            {
              type: 'list',
              listType: 'bullet',
              tag: 'ul',
              children: [
                {
                  type: 'listitem',
                  value: 1,
                  children: [{ type: 'text', text: 'one', format: 0 }],
                },
              ],
            },
          ],
        },
      },
      'en',
    )
    expect(crafted).toContain('<h2>Title</h2>')
    expect(crafted).not.toMatch(/onerror|<table|unknown node|<h1/)
    expect(crafted).toMatch(/<ul[^>]*><li>one<\/li><\/ul>/)
  })

  it('lists every published address once in the site index, without unlisted pages', async () => {
    const entries = await content.index.getSiteIndex({ locale: 'en' })
    const paths = entries.map((e) => e.path)
    expect(new Set(paths).size).toBe(paths.length)
    expect(paths).toContain('/')
    expect(paths).toContain('/our-products/product-markets/plastics/automotive-plastics/graphite')
    expect(paths.some((p) => p.startsWith('/about-us/careers/'))).toBe(true)
    expect(paths).not.toContain('/personal')
    expect(paths).not.toContain('/search')
    expect(paths.some((p) => p.includes('test-draft-'))).toBe(false)
    expect(paths).toContain('/test-pub-pages')
  })
})
