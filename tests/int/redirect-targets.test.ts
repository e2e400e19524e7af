/**
 * Where a redirect may lead (ADR 0026) on SQLite or PostgreSQL (TEST_DATABASE_URL):
 * only paths of this site and https addresses with a host, refused with the editor's reason in
 * English and German through the Local API, REST and the CSV import; a bad target stored before
 * these rules is never served.
 */
import { adapter } from 'next/dist/server/web/adapter'
import { NextRequest } from 'next/server'
import { getLocalI18n, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { TARGET_REFUSAL_MESSAGES, type TargetRefusal } from '@/lib/redirect-target'

import { ORIGIN } from '../setup/browser'
import { startTestPayload, type TestDatabase } from '../setup/database'
import { payloadRest } from '../setup/payload-rest'

let db: TestDatabase
let payload: Payload
let editorToken: string
let pageId: number
let post: (request: Request) => Promise<Response>
let patch: (request: Request) => Promise<Response>

/** Bad targets of every kind, each with the reason it must be refused for. */
const BAD: [string, TargetRefusal][] = [
  ['//evil.example', 'protocol-relative'],
  ['/\\evil.example', 'backslash'],
  ['http:', 'scheme'],
  ['http://evil.example/', 'scheme'],
  ['javascript:alert(document.domain)', 'scheme'],
  ['data:text/html,<script>alert(1)</script>', 'scheme'],
  ['/x%0d%0aSet-Cookie:%20a=b', 'control'],
  ['https://', 'host'],
  ['https://user:secret@shop.example.com/', 'credentials'],
]
/**
 * Dot segments (also as `%2e`) that resolve to `//evil.example` (ADR 0029): each was
 * stored, and the server answered `302 location: http://evil.example/`.
 */
const DOT_SEGMENTS: [string, TargetRefusal][] = [
  ['/.//evil.example', 'double-slash-path'],
  ['/..//evil.example', 'double-slash-path'],
  ['/a/..//evil.example:8080/login', 'double-slash-path'],
  ['/%2e%2e//evil.example', 'double-slash-path'],
  ['/.%2e/%2e%2e//evil.example', 'double-slash-path'],
  ['/.//evil.example/csv', 'double-slash-path'],
]
const GOOD = ['/new-page', '/de/neue-seite?x=1', 'https://shop.example.com/talc?ref=site']

const messageOf = (refusal: TargetRefusal, language: 'en' | 'de') =>
  TARGET_REFUSAL_MESSAGES[refusal][language]

/** Saves through the Local API in the editor's language; the refusal's text, or 'saved'. */
async function save(from: string, url: string, language: 'en' | 'de'): Promise<string> {
  try {
    await payload.create({
      collection: 'redirects',
      data: { from, to: { type: 'custom', url }, type: '301' } as never,
      overrideAccess: true,
      req: { i18n: await getLocalI18n({ config: payload.config, language }) },
    })
  } catch (error) {
    const errors = (error as { data?: { errors?: { path: string; message: string }[] } }).data
      ?.errors
    return errors ? errors.map((e) => `${e.path}: ${e.message}`).join('\n') : String(error)
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

/**
 * What the server sends for a GET of `path`: the proxy run by Next.js's own adapter, as
 * `next start` runs it. The adapter cuts a Location on this host to its path, so a resolved
 * `http://localhost:3000//evil.example` became `//evil.example`, which a browser (and Next.js's
 * router, answering `http://evil.example/`) reads as another host.
 */
async function served(path: string) {
  const { reloadRedirects } = await import('@/features/redirects/redirect-table')
  await reloadRedirects(payload)
  const proxy = (await import('@/proxy')).default
  const { response } = await adapter({
    page: '/',
    handler: async (request) => proxy(request),
    request: {
      url: new URL(path, ORIGIN).href,
      method: 'GET',
      headers: { host: new URL(ORIGIN).host },
      signal: new AbortController().signal,
    },
  })
  return response
}

beforeAll(async () => {
  ;({ db, payload } = await startTestPayload('targets', ORIGIN))
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
  pageId = (
    await payload.create({
      collection: 'pages',
      data: { title: 'New page', path: '/new-page', _status: 'published' } as never,
      overrideAccess: true,
    })
  ).id
  post = await payloadRest('POST')
  patch = await payloadRest('PATCH')
})

afterAll(async () => {
  await payload?.destroy().catch(() => undefined)
  await db?.drop()
})

describe(`redirect targets (${process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite'})`, () => {
  it.each(BAD)('refuses %j on save with its reason, in English and German', async (url, kind) => {
    const english = await save('/from-en', url, 'en')
    expect(english).toContain(`to.url: ${messageOf(kind, 'en')}`)
    const german = await save('/from-de', url, 'de')
    expect(german).toContain(`to.url: ${messageOf(kind, 'de')}`)
    const stored = await payload.count({ collection: 'redirects', overrideAccess: true })
    expect(stored.totalDocs).toBe(0)
  })

  it('accepts paths of this site, https addresses and documents', async () => {
    for (const [index, url] of GOOD.entries())
      expect(await save(`/good-${index}`, url, 'en')).toBe('saved')
    await payload.create({
      collection: 'redirects',
      data: {
        from: '/good-reference',
        to: { type: 'reference', reference: { relationTo: 'pages', value: pageId } },
        type: '301',
      } as never,
      overrideAccess: true,
    })
    expect((await visit('/good-0')).headers.get('location')).toBe(`${ORIGIN}/new-page`)
    expect((await visit('/good-2')).headers.get('location')).toBe(
      'https://shop.example.com/talc?ref=site',
    )
    expect((await visit('/good-reference')).headers.get('location')).toBe(`${ORIGIN}/new-page`)
  })

  it('refuses them through REST too (create and update), in the editor’s language', async () => {
    for (const [url, kind] of BAD) {
      for (const language of ['en', 'de'] as const) {
        const answer = await post(
          new Request(`${ORIGIN}/api/cms/redirects`, {
            method: 'POST',
            headers: {
              authorization: `JWT ${editorToken}`,
              'content-type': 'application/json',
              'accept-language': language,
            },
            body: JSON.stringify({ from: '/rest-bad', to: { type: 'custom', url }, type: '301' }),
          }),
        )
        expect(answer.status, url).toBe(400)
        expect(await answer.text(), url).toContain(JSON.stringify(messageOf(kind, language)))
      }
    }
    const existing = await payload.find({
      collection: 'redirects',
      where: { from: { equals: '/good-0' } },
      overrideAccess: true,
    })
    const answer = await patch(
      new Request(`${ORIGIN}/api/cms/redirects/${existing.docs[0]!.id}`, {
        method: 'PATCH',
        headers: {
          authorization: `JWT ${editorToken}`,
          'content-type': 'application/json',
          'accept-language': 'de',
        },
        body: JSON.stringify({ to: { type: 'custom', url: '//evil.example' } }),
      }),
    )
    expect(answer.status).toBe(400)
    expect(await answer.text()).toContain(JSON.stringify(messageOf('protocol-relative', 'de')))
    expect((await visit('/good-0')).headers.get('location')).toBe(`${ORIGIN}/new-page`)
  })

  it('refuses each bad row of a CSV import with its reason, in English and German', async () => {
    const rows = BAD.map(([url], index) => `/csv-bad-${index},"${url.replace(/"/g, '""')}",301`)
    const csv = ['from,to,type', ...rows, '/csv-good,/new-page,301'].join('\r\n')
    for (const language of ['en', 'de'] as const) {
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
      const { results } = (await answer.json()) as {
        results: { line: number; outcome: string; message?: string }[]
      }
      expect(results.map((r) => [r.line, r.outcome])).toEqual([
        ...BAD.map((_, index) => [index + 2, 'refused']),
        [BAD.length + 2, language === 'en' ? 'created' : 'updated'],
      ])
      for (const [index, [url, kind]] of BAD.entries())
        expect(results[index]!.message, url).toBe(messageOf(kind, language))
    }
    const stored = await payload.find({
      collection: 'redirects',
      where: { from: { like: '/csv-' } },
      overrideAccess: true,
    })
    expect(stored.docs.map((d) => d.from)).toEqual(['/csv-good'])
  })

  it('never serves a bad target stored before these rules, and nothing fails', async () => {
    const stored = [...BAD.map(([url]) => url), 'javascript:alert(1)']
    for (const [index, url] of stored.entries()) {
      // Written as an older version did, past today's validation.
      await payload.db.create({
        collection: 'redirects',
        data: { from: `/stored-bad-${index}`, to: { type: 'custom', url }, type: '301' },
      })
    }
    await payload.db.create({
      collection: 'redirects',
      data: { from: '/stored-good', to: { type: 'custom', url: '/new-page' }, type: '302' },
    })
    for (const [index, url] of stored.entries()) {
      const answer = await visit(`/stored-bad-${index}`)
      expect(answer.status, url).toBeLessThan(300)
      expect(answer.headers.get('location'), url).toBeNull()
      // With a query of the visitor's as well.
      const withQuery = await visit(`/stored-bad-${index}?utm=1`)
      expect(withQuery.headers.get('location'), url).toBeNull()
    }
    // The good rows beside them are served.
    const good = await visit('/stored-good?x=1')
    expect(good.status).toBe(302)
    expect(good.headers.get('location')).toBe(`${ORIGIN}/new-page?x=1`)
  })

  it.each(DOT_SEGMENTS)(
    'refuses the dot-segment target %j through REST, in English and German',
    async (url, kind) => {
      for (const language of ['en', 'de'] as const) {
        const answer = await post(
          new Request(`${ORIGIN}/api/cms/redirects`, {
            method: 'POST',
            headers: {
              authorization: `JWT ${editorToken}`,
              'content-type': 'application/json',
              'accept-language': language,
            },
            body: JSON.stringify({ from: '/x', to: { type: 'custom', url }, type: '302' }),
          }),
        )
        expect(answer.status, url).toBe(400)
        expect(await answer.text(), url).toContain(JSON.stringify(messageOf(kind, language)))
      }
      const stored = await payload.count({
        collection: 'redirects',
        where: { from: { equals: '/x' } },
        overrideAccess: true,
      })
      expect(stored.totalDocs).toBe(0)
    },
  )

  it('refuses dot-segment rows of a CSV import like “//”, in English and German', async () => {
    const csv = [
      'from,to,type',
      ...DOT_SEGMENTS.map(([url], index) => `/pt-csv-${index},${url},302`),
      `/pt-csv-protocol-relative,//evil.example,302`,
      '/pt-csv-good,/new-page,302',
    ].join('\r\n')
    for (const language of ['en', 'de'] as const) {
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
      const { results } = (await answer.json()) as {
        results: { line: number; outcome: string; message?: string }[]
      }
      expect(results.map((r) => [r.line, r.outcome])).toEqual([
        ...DOT_SEGMENTS.map((_, index) => [index + 2, 'refused']),
        [DOT_SEGMENTS.length + 2, 'refused'],
        [DOT_SEGMENTS.length + 3, language === 'en' ? 'created' : 'updated'],
      ])
      for (const [index, [url, kind]] of DOT_SEGMENTS.entries())
        expect(results[index]!.message, url).toBe(messageOf(kind, language))
    }
    const stored = await payload.find({
      collection: 'redirects',
      where: { from: { like: '/pt-csv-' } },
      overrideAccess: true,
    })
    expect(stored.docs.map((d) => d.from)).toEqual(['/pt-csv-good'])
  })

  it('never sends a dot-segment row stored before these rules, as Next.js serves it', async () => {
    const { readRedirects } = await import('@/features/redirects/redirect-table')
    for (const [index, [url]] of DOT_SEGMENTS.entries()) {
      // Written as an older version did, past today's validation.
      await payload.db.create({
        collection: 'redirects',
        data: { from: `/stored-dot-${index}`, to: { type: 'custom', url }, type: '302' },
      })
    }
    for (const [index, [url]] of DOT_SEGMENTS.entries()) {
      for (const path of [`/stored-dot-${index}`, `/stored-dot-${index}?utm=1`]) {
        const answer = await served(path)
        expect(answer.headers.get('location'), `${url} ${path}`).toBeNull()
        expect(answer.status, `${url} ${path}`).toBeLessThan(300)
        expect((await visit(path)).headers.get('location'), `${url} ${path}`).toBeNull()
      }
    }
    // Refused when the table is read, not only when a visitor asks.
    const table = await readRedirects(payload)
    for (const [index, [url]] of DOT_SEGMENTS.entries())
      expect(table.has(`/stored-dot-${index}`), url).toBe(false)
  })

  it('sends a site path as stored, and the server’s Location is relative', async () => {
    await payload.db.create({
      collection: 'redirects',
      data: { from: '/relative-plain', to: { type: 'custom', url: '/new-page' }, type: '302' },
    })
    await payload.db.create({
      collection: 'redirects',
      data: { from: '/relative-dots', to: { type: 'custom', url: '/a/../new-page' }, type: '301' },
    })
    await payload.db.create({
      collection: 'redirects',
      data: {
        from: '/relative-https',
        to: { type: 'custom', url: 'https://shop.example.com/talc?ref=site' },
        type: '301',
      },
    })
    // The proxy joins the stored path to this site's origin without resolving it again.
    expect((await visit('/relative-dots')).headers.get('location')).toBe(`${ORIGIN}/a/../new-page`)
    const plain = await served('/relative-plain?x=1')
    expect(plain.status).toBe(302)
    expect(plain.headers.get('location')).toBe('/new-page?x=1')
    const dots = await served('/relative-dots')
    expect(dots.status).toBe(301)
    expect(dots.headers.get('location')).toBe('/new-page')
    // Read as a browser reads it, each stays on this site.
    for (const answer of [plain, dots])
      expect(new URL(answer.headers.get('location')!, ORIGIN).origin).toBe(ORIGIN)
    // An https address is sent as it is.
    expect((await served('/relative-https')).headers.get('location')).toBe(
      'https://shop.example.com/talc?ref=site',
    )
  })
})
