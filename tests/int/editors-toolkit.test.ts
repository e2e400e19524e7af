/**
 * The editors' toolkit (ADR 0022) on SQLite or PostgreSQL (TEST_DATABASE_URL): redirects as the
 * request proxy applies them (301/302, the /de prefix, the query kept), loops and chains
 * refused on save, the CSV import with a report per row, the 404 list, and scheduled publishing
 * and unpublishing run by the jobs queue, expiring the cached pages.
 */
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { lexicalFromMarkup } from '@/seed/lexical'

import { ORIGIN } from '../setup/browser'
import { startTestPayload, type TestDatabase } from '../setup/database'
import { pageCacheWithoutGrace } from '../setup/page-cache'
import { payloadRest } from '../setup/payload-rest'

let db: TestDatabase
let payload: Payload
let editorToken: string
let pageId: number
let post: (request: Request) => Promise<Response>

async function saveRedirect(data: Record<string, unknown>) {
  return payload.create({ collection: 'redirects', data: data as never, overrideAccess: true })
}

async function refusal(data: Record<string, unknown>): Promise<string> {
  try {
    await saveRedirect(data)
  } catch (error) {
    return JSON.stringify((error as { data?: unknown }).data ?? String(error))
  }
  return 'saved'
}

/** The proxy's answer to a GET of `path` (after the table is read as a server start does). */
async function visit(path: string) {
  const { reloadRedirects } = await import('@/features/redirects/redirect-table')
  await reloadRedirects(payload)
  const proxy = (await import('@/proxy')).default
  return proxy(new NextRequest(new URL(path, ORIGIN)))
}

beforeAll(async () => {
  ;({ db, payload } = await startTestPayload('toolkit', ORIGIN))
  await payload.create({
    collection: 'users',
    data: {
      email: 'editor@example.com',
      password: 'Quartz-ledger-5281-skylight',
      roles: ['editor'],
    },
    overrideAccess: true,
  })
  editorToken = (
    await payload.login({
      collection: 'users',
      data: { email: 'editor@example.com', password: 'Quartz-ledger-5281-skylight' },
      overrideAccess: true,
    })
  ).token!
  const page = await payload.create({
    collection: 'pages',
    data: { title: 'New page', path: '/new-page', _status: 'published' } as never,
    overrideAccess: true,
  })
  pageId = page.id
  post = await payloadRest('POST')
})

afterAll(async () => {
  await payload?.destroy().catch(() => undefined)
  await db?.drop()
})

describe(`redirects (${process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite'})`, () => {
  it('leads an old address to a page with 301, a German one to its German page, keeping the query', async () => {
    await saveRedirect({
      from: 'https://old.example.com/old-page/',
      to: { type: 'reference', reference: { relationTo: 'pages', value: pageId } },
      type: '301',
    })
    await saveRedirect({
      from: '/de/alte-seite',
      to: { type: 'reference', reference: { relationTo: 'pages', value: pageId } },
      type: '301',
    })
    await saveRedirect({
      from: '/promo',
      to: { type: 'custom', url: 'https://shop.example.com/talc' },
      type: '302',
    })
    // The old site's full address is kept as its path.
    const stored = await payload.find({ collection: 'redirects', sort: 'id', depth: 0 })
    expect(stored.docs.map((d) => d.from)).toEqual(['/old-page', '/de/alte-seite', '/promo'])

    const old = await visit('/old-page?utm_source=mail')
    expect(old.status).toBe(301)
    expect(old.headers.get('location')).toBe(`${ORIGIN}/new-page?utm_source=mail`)
    const german = await visit('/de/alte-seite')
    expect(german.status).toBe(301)
    expect(german.headers.get('location')).toBe(`${ORIGIN}/de/new-page`)
    const promo = await visit('/promo/')
    expect(promo.status).toBe(302)
    expect(promo.headers.get('location')).toBe('https://shop.example.com/talc')
    // The German address is its own: /de/old-page is not redirected, nor an unknown path.
    expect((await visit('/de/old-page')).status).not.toBe(301)
    expect((await visit('/elsewhere')).headers.get('location')).toBeNull()
    // Security headers go with a redirect too.
    expect(old.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('follows the page when its address changes, and drops the redirect when it is unpublished', async () => {
    await payload.update({
      collection: 'pages',
      id: pageId,
      data: { path: '/moved-page' } as never,
      overrideAccess: true,
    })
    expect((await visit('/old-page')).headers.get('location')).toBe(`${ORIGIN}/moved-page`)
    await payload.update({
      collection: 'pages',
      id: pageId,
      data: { path: '/new-page' } as never,
      overrideAccess: true,
    })
  })

  it('refuses loops and chains on save, in the editor’s language', async () => {
    expect(
      await refusal({ from: '/loop', to: { type: 'custom', url: '/loop/' }, type: '301' }),
    ).toMatch(/a loop/)
    // To an address that is itself redirected.
    expect(
      await refusal({ from: '/older-page', to: { type: 'custom', url: '/old-page' }, type: '301' }),
    ).toMatch(/\/old-page is itself redirected/)
    // From an address another redirect leads to.
    expect(
      await refusal({ from: '/new-page', to: { type: 'custom', url: '/elsewhere' }, type: '301' }),
    ).toMatch(/redirect from \/old-page leads to this address/)
    // Not a path of the site.
    expect(
      await refusal({ from: '/admin/x', to: { type: 'custom', url: '/x' }, type: '301' }),
    ).toMatch(/A path of this site/)
    const german = await payload
      .create({
        collection: 'redirects',
        data: { from: '/schleife', to: { type: 'custom', url: '/schleife' }, type: '301' } as never,
        overrideAccess: true,
        locale: 'de',
        req: { i18n: { language: 'de' } } as never,
      })
      .catch((error: { data?: unknown }) => JSON.stringify(error.data))
    expect(String(german)).toMatch(/Schleife/)
  })

  it('imports a CSV of old addresses, reporting each bad row with its line', async () => {
    const csv = [
      'from,to,type',
      '/products/old-talc.html,/new-page,301',
      '/news/2019/fair,https://fair.example.com/,302',
      'no-slash,/new-page,301',
      '/bad-type,/new-page,307',
      '/loop-row,/loop-row,301',
      '/to-redirected,/old-page,301',
      '"/a,b",/new-page,',
      '/files/old-catalogue.pdf,/download,301',
    ].join('\r\n')
    const answer = await post(
      new Request(`${ORIGIN}/api/cms/redirects/import`, {
        method: 'POST',
        headers: { authorization: `JWT ${editorToken}`, 'content-type': 'text/csv' },
        body: csv,
      }),
    )
    expect(answer.status).toBe(200)
    const { results } = (await answer.json()) as {
      results: { line: number; outcome: string; message?: string }[]
    }
    expect(results.map((r) => [r.line, r.outcome])).toEqual([
      [2, 'created'],
      [3, 'created'],
      [4, 'refused'],
      [5, 'refused'],
      [6, 'refused'],
      [7, 'refused'],
      [8, 'created'],
      [9, 'created'],
    ])
    expect(results[2]!.message).toMatch(/not a path/)
    expect(results[3]!.message).toMatch(/301 or 302/)
    expect(results[4]!.message).toMatch(/loop/)
    expect(results[5]!.message).toMatch(/itself redirected/)
    expect((await visit('/products/old-talc.html')).headers.get('location')).toBe(
      `${ORIGIN}/new-page`,
    )
    expect((await visit('/news/2019/fair')).status).toBe(302)
    // An old file's address too.
    expect((await visit('/files/old-catalogue.pdf')).headers.get('location')).toBe(
      `${ORIGIN}/download`,
    )
    // Importing again updates instead of failing on the existing addresses.
    const again = await post(
      new Request(`${ORIGIN}/api/cms/redirects/import`, {
        method: 'POST',
        headers: { authorization: `JWT ${editorToken}`, 'content-type': 'text/csv' },
        body: '/products/old-talc.html,/de/new-page,302',
      }),
    )
    expect(((await again.json()) as { results: { outcome: string }[] }).results[0]!.outcome).toBe(
      'updated',
    )
    // Only editors import.
    const anonymous = await post(
      new Request(`${ORIGIN}/api/cms/redirects/import`, { method: 'POST', body: csv }),
    )
    expect(anonymous.status).toBe(403)
  })

  it('reports rows with the same old address by their lines, within the file and against saved redirects', async () => {
    await saveRedirect({
      from: '/dup/saved',
      to: { type: 'custom', url: '/new-page' },
      type: '301',
    })
    const csv = [
      'from,to,type',
      '/dup/one,/new-page,301', // 2: another target in line 4
      '/dup/two,/new-page,301', // 3: repeated unchanged in line 5
      '/dup/one/,/download,301', // 4: the same address as line 2 ("/" at the end aside)
      '/dup/two,/new-page,', // 5: the same redirect as line 3
      '/dup/saved,/download,302', // 6: saved before: updated, and said so
    ].join('\r\n')
    const send = async (language: 'en' | 'de') => {
      const answer = await post(
        new Request(`${ORIGIN}/api/cms/redirects/import`, {
          method: 'POST',
          headers: {
            authorization: `JWT ${editorToken}`,
            'content-type': 'text/csv',
            'accept-language': language,
          },
          body: csv,
        }),
      )
      expect(answer.status).toBe(200)
      return (
        (await answer.json()) as { results: { line: number; outcome: string; message?: string }[] }
      ).results
    }
    const english = await send('en')
    expect(english.map((r) => [r.line, r.outcome])).toEqual([
      [2, 'refused'],
      [3, 'created'],
      [4, 'refused'],
      [5, 'refused'],
      [6, 'updated'],
    ])
    const [two, three, four, five, six] = english
    expect(two!.message).toMatch(/line 4/)
    expect(two!.message).toMatch(/another target/)
    expect(four!.message).toMatch(/line 2/)
    expect(three!.message ?? '').toMatch(/line 5/)
    expect(five!.message).toMatch(/line 3/)
    expect(six!.message).toMatch(/already redirected to \/new-page/)
    // Neither of the two contradicting rows was saved; the repeated one once.
    const saved = await payload.find({
      collection: 'redirects',
      where: { from: { in: ['/dup/one', '/dup/two', '/dup/saved'] } },
      depth: 0,
    })
    expect(saved.docs.map((d) => [d.from, d.to?.url, d.type]).sort()).toEqual([
      ['/dup/saved', '/download', '302'],
      ['/dup/two', '/new-page', '301'],
    ])

    const german = await send('de')
    expect(german[0]!.message).toMatch(/Zeile 4/)
    expect(german[0]!.message).toMatch(/anderem Ziel/)
    expect(german[3]!.message).toMatch(/Zeile 3/)
    expect(german[4]!.message).toMatch(/bisher nach \/download/)
  })

  it('counts addresses that were not found, without their query', async () => {
    const { flushMissingPaths, recordMissingPath } =
      await import('@/features/redirects/missing-paths')
    const visitor = '198.51.100.23'
    for (let i = 0; i < 3; i += 1)
      recordMissingPath(payload, '/gone-page?email=someone@example.com', visitor)
    recordMissingPath(payload, '/_next/static/x.js', visitor)
    recordMissingPath(payload, '/logo.png', visitor)
    await flushMissingPaths(payload)
    recordMissingPath(payload, '/gone-page/', visitor)
    await flushMissingPaths(payload)
    const rows = await payload.find({ collection: 'missing-paths', depth: 0, sort: '-hits' })
    expect(rows.docs.map((r) => [r.path, r.hits, r.clients])).toEqual([['/gone-page', 4, 1]])
    expect(JSON.stringify(rows.docs)).not.toMatch(/someone/)
  })
})

describe(`translation parity (${process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite'})`, () => {
  it('lists a published item filled in one language only, and no longer once translated', async () => {
    const { translationParity } = await import('@/payload/parity/translation-parity')
    const post = await payload.create({
      collection: 'blog-posts',
      locale: 'en',
      data: {
        title: 'Only in English',
        slug: 'only-in-english',
        author: 'A. Author',
        excerpt: 'An English excerpt',
        content: lexicalFromMarkup('English text only.'),
        publishedAt: '2026-11-01T00:00:00.000Z',
        _status: 'published',
      } as never,
      overrideAccess: true,
    })
    const listed = async () =>
      (await translationParity(payload)).find(
        (item) => item.collection === 'blog-posts' && item.id === post.id,
      )
    expect(await listed()).toMatchObject({
      title: 'Only in English',
      problems: expect.arrayContaining([
        { field: 'title', kind: 'missing', locale: 'de' },
        { field: 'excerpt', kind: 'missing', locale: 'de' },
        { field: 'content', kind: 'missing', locale: 'de' },
      ]),
    })
    await payload.update({
      collection: 'blog-posts',
      id: post.id,
      locale: 'de',
      data: {
        title: 'Nur auf Englisch – jetzt übersetzt',
        excerpt: 'Ein deutscher Auszug',
        content: lexicalFromMarkup('Deutscher Text.'),
        _status: 'published',
      } as never,
      overrideAccess: true,
    })
    expect((await listed())?.problems ?? []).not.toContainEqual(
      expect.objectContaining({ field: 'title' }),
    )
  })
})

describe(`search-engine fields (${process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite'})`, () => {
  it('fill title, description and address from the content for an editor', async () => {
    const generate = (what: string, body: unknown, token: string | null = editorToken) =>
      post(
        new Request(`${ORIGIN}/api/cms/plugin-seo/generate-${what}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(token ? { authorization: `JWT ${token}` } : {}),
          },
          body: JSON.stringify(body),
        }),
      )
    const doc = {
      title: 'Talc keeps car parts in shape',
      excerpt: `Less warpage, ${'thinner walls and lighter parts with fine talc '.repeat(5)}`,
      slug: 'talc-keeps-car-parts-in-shape',
      category: 'company-news',
    }
    const body = { collectionSlug: 'news', doc, locale: 'de' }
    const result = async (response: Response) =>
      ((await response.json()) as { result: string }).result
    expect(await result(await generate('title', body))).toBe('Talc keeps car parts in shape')
    const description = await result(await generate('description', body))
    expect(description.length).toBeLessThanOrEqual(155)
    expect(description).toMatch(/^Less warpage, thinner walls .*…$/)
    expect(await result(await generate('url', body))).toBe(
      `${ORIGIN}/de/news-events/company-news/talc-keeps-car-parts-in-shape`,
    )
    // Not for visitors.
    expect((await generate('title', body, null)).status).toBeGreaterThanOrEqual(401)
  })
})

describe(`scheduled publishing (${process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite'})`, () => {
  it('publishes and unpublishes at the set time through the jobs queue, expiring the cached pages', async () => {
    // The site's cache handler, as the server loads it: it expires tags for saves made outside
    // a request.
    await pageCacheWithoutGrace()
    const { default: CacheHandler } = await import('@/server/cache-handler.mjs')
    const cache = new CacheHandler({})
    const cached = async () => {
      await cache.set('news-list', { kind: 'FETCH', data: { body: 'old list' } }, {})
      return () => cache.get('news-list', { kind: 'FETCH', tags: ['en:content:news'] })
    }
    const news = await payload.create({
      collection: 'news',
      draft: true,
      data: {
        title: 'Scheduled news',
        slug: 'scheduled-news',
        category: 'company-news',
        date: '2026-11-20T00:00:00.000Z',
        excerpt: 'Soon',
        content: lexicalFromMarkup('Our news, published at the set time.'),
        _status: 'draft',
      } as never,
      overrideAccess: true,
    })
    const { runScheduledPublishing } = await import('@/server/schedule/scheduled-publishing')
    const schedule = (type: 'publish' | 'unpublish', waitUntil: Date) =>
      payload.jobs.queue({
        task: 'schedulePublish',
        input: { type, doc: { relationTo: 'news', value: news.id } },
        waitUntil,
      })
    const status = async () =>
      (await payload.findByID({ collection: 'news', id: news.id, overrideAccess: true }))._status

    // Not yet due: nothing happens.
    await schedule('publish', new Date(Date.now() + 60 * 60_000))
    await runScheduledPublishing(payload)
    expect(await status()).toBe('draft')

    const read = await cached()
    expect(await read()).not.toBeNull()
    await schedule('publish', new Date(Date.now() - 1000))
    await runScheduledPublishing(payload)
    expect(await status()).toBe('published')
    expect(await read()).toBeNull()

    const again = await cached()
    expect(await again()).not.toBeNull()
    await schedule('unpublish', new Date(Date.now() - 1000))
    await runScheduledPublishing(payload)
    expect(await status()).toBe('draft')
    expect(await again()).toBeNull()
    // The job due later is still waiting.
    const waiting = await payload.count({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'schedulePublish' } },
      overrideAccess: true,
    })
    expect(waiting.totalDocs).toBe(1)
  })
})
