/**
 * The regulatory document centre (ADR 0021): a family's revision chain and its stable link,
 * through the real route handlers, on SQLite or PostgreSQL (TEST_DATABASE_URL).
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { formatLongDate } from '@/lib/dates'
import { DEMO_MEMBERS } from '@/seed/demo-accounts'
import { simplePdf } from '@/seed/pdf'

import { type AccountRoutes, Browser, type Handler, ORIGIN } from '../setup/browser'
import { startTestPayload, type TestDatabase } from '../setup/database'

let db: TestDatabase
let payload: Payload
let accountRoutes: AccountRoutes
let current: (slug: string) => Handler
let search: Handler
let familyId: number
const revisions: Record<string, number> = {}

const approved = DEMO_MEMBERS[0]!
const browser = () => new Browser(() => accountRoutes)

async function signedIn(email: string, password: string) {
  const b = browser()
  expect((await b.login(email, password)).status).toBe(200)
  return b
}

async function revision(name: string, revisionDate: string, status: 'published' | 'draft') {
  const data = simplePdf({ title: `SDS EuroTalc P 12 ${name}`, lines: [`Revision ${name}`] })
  const doc = await payload.create({
    collection: 'documents',
    locale: 'en',
    draft: status === 'draft',
    overrideAccess: true,
    data: {
      title: `Safety data sheet EuroTalc P 12, revision ${name}`,
      category: 'safety-data-sheets',
      language: 'en',
      revision: name,
      revisionDate,
      family: familyId,
      changeNote: `Section 8 updated (${name})`,
      _status: status,
    },
    file: { data, mimetype: 'application/pdf', name: `sds-p12-${name}.pdf`, size: data.length },
  })
  revisions[name] = doc.id
  return doc
}

const supersededOn = async (name: string) =>
  (await payload.findByID({ collection: 'documents', id: revisions[name]!, overrideAccess: true }))
    .supersededOn ?? null

const bodyText = async (response: Response) =>
  Buffer.from(await response.arrayBuffer()).toString('latin1')

beforeAll(async () => {
  ;({ db, payload } = await startTestPayload('centre', ORIGIN))
  for (const member of DEMO_MEMBERS)
    await payload.create({
      collection: 'members',
      data: { ...member, termsAcceptedAt: new Date().toISOString() },
      overrideAccess: true,
    })
  const grade = await payload.create({
    collection: 'grades',
    data: {
      name: 'EuroTalc P 12',
      slug: 'eurotalc-p-12',
      d50: 12,
      form: 'powder',
      _status: 'published',
    },
    overrideAccess: true,
  })
  const family = await payload.create({
    collection: 'document-families',
    locale: 'en',
    data: {
      title: 'Safety data sheet EuroTalc P 12 (English)',
      slug: 'sds-eurotalc-p-12-en',
      documentType: 'safety-data-sheet',
      language: 'en',
      grades: [grade.id],
    },
    overrideAccess: true,
  })
  familyId = family.id
  accountRoutes = {
    csrf: (await import('@/app/sanctum/csrf-cookie/route')).GET,
    login: (await import('@/app/login/route')).POST,
    user: (await import('@/app/api/v1/user/route')).GET,
  }
  const route = (await import('@/app/api/v1/documents/[id]/current/route')).GET
  current = (slug) => (request) => route(request, { params: Promise.resolve({ id: slug }) })
  search = (await import('@/app/api/v1/search-documents/route')).GET
})

afterAll(async () => {
  // Publishing a revision queues its update notices: the outbox runs they start finish before
  // the database goes (on PostgreSQL a run left going met the dropped database, uncaught).
  const { scheduledMailRuns, stopMailQueue } = await import('@/server/mail/queue')
  await scheduledMailRuns()
  await stopMailQueue()
  await payload?.destroy().catch(() => undefined)
  await db?.drop()
})

describe(`document centre (${process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite'})`, () => {
  it('makes a newly published revision current and marks the earlier one superseded with its date', async () => {
    await revision('1.0', '2025-01-10T00:00:00.000Z', 'published')
    expect(await supersededOn('1.0')).toBeNull()
    await revision('2.0', '2026-02-01T00:00:00.000Z', 'published')
    expect(await supersededOn('1.0')).toMatch(/^2026-02-01/)
    expect(await supersededOn('2.0')).toBeNull()
    // A draft of a newer revision changes nothing.
    await revision('3.0', '2026-09-01T00:00:00.000Z', 'draft')
    expect(await supersededOn('1.0')).toMatch(/^2026-02-01/)
    expect(await supersededOn('2.0')).toBeNull()
  })

  it('makes the previous revision current again when the newest is unpublished', async () => {
    await payload.update({
      collection: 'documents',
      id: revisions['2.0']!,
      data: { _status: 'draft' },
      overrideAccess: true,
    })
    expect(await supersededOn('1.0')).toBeNull()
    await payload.update({
      collection: 'documents',
      id: revisions['2.0']!,
      data: { _status: 'published' },
      overrideAccess: true,
    })
    expect(await supersededOn('1.0')).toMatch(/^2026-02-01/)
  })

  it('lists the current revision by default and the superseded ones on request', async () => {
    const visitor = browser()
    const titles = async (query: string) =>
      (
        (await (await visitor.get(search, `/api/v1/search-documents${query}`)).json()) as {
          data: { title: string }[]
        }
      ).data.map((d) => d.title)
    expect(await titles('')).toEqual(['Safety data sheet EuroTalc P 12, revision 2.0'])
    expect(await titles('?superseded=1')).toEqual([
      'Safety data sheet EuroTalc P 12, revision 2.0',
      'Safety data sheet EuroTalc P 12, revision 1.0',
    ])
  })

  it('serves the current file at the stable link to approved members only: 401, 403, 200, 404', async () => {
    const path = '/api/v1/documents/sds-eurotalc-p-12-en/current'
    const anonymous = await browser().get(current('sds-eurotalc-p-12-en'), path)
    expect(anonymous.status).toBe(401)
    // A member set back to pending while signed in.
    const later = await payload.create({
      collection: 'members',
      data: {
        ...approved,
        email: 'later-pending@example.com',
        termsAcceptedAt: new Date().toISOString(),
      },
      overrideAccess: true,
    })
    const waiting = await signedIn('later-pending@example.com', approved.password)
    await payload.update({
      collection: 'members',
      id: later.id,
      data: { status: 'pending' },
      overrideAccess: true,
    })
    expect((await waiting.get(current('sds-eurotalc-p-12-en'), path)).status).toBe(403)
    const member = await signedIn(approved.email, approved.password)
    const before = await payload.count({ collection: 'download-logs', overrideAccess: true })
    const file = await member.get(current('sds-eurotalc-p-12-en'), path)
    expect(file.status).toBe(200)
    expect(await bodyText(file)).toContain('Revision 2.0')
    const logs = await payload.find({
      collection: 'download-logs',
      sort: '-createdAt',
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    expect(logs.totalDocs).toBe(before.totalDocs + 1)
    expect(logs.docs[0]?.document).toBe(revisions['2.0'])
    // HEAD (curl -I, a link checker) is answered with the file's headers and is no download:
    // Next.js runs GET's handler for it.
    const head = await current('sds-eurotalc-p-12-en')(
      new Request(`${ORIGIN}${path}`, { method: 'HEAD', headers: { cookie: member.header() } }),
    )
    expect(head.status).toBe(200)
    expect(head.headers.get('content-disposition')).toMatch(/^attachment;/)
    expect(head.body).toBeNull()
    expect(
      (await payload.count({ collection: 'download-logs', overrideAccess: true })).totalDocs,
    ).toBe(before.totalDocs + 1)
    const unknown = await member.get(
      current('no-such-family'),
      '/api/v1/documents/no-such-family/current',
    )
    expect(unknown.status).toBe(404)
    const malformed = await member.get(current('../etc'), '/api/v1/documents/..%2Fetc/current')
    expect(malformed.status).toBe(404)

    // The same address serves the next revision once it is published.
    await payload.update({
      collection: 'documents',
      id: revisions['3.0']!,
      data: { _status: 'published' },
      overrideAccess: true,
    })
    expect(await bodyText(await member.get(current('sds-eurotalc-p-12-en'), path))).toContain(
      'Revision 3.0',
    )
  })

  it('sends a browser refused at the stable link to the family page (303); API clients keep the JSON', async () => {
    const NAVIGATION =
      'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8'
    const open = (
      slug: string,
      accept: string | null,
      headers: Record<string, string> = {},
      query = '',
    ) =>
      current(slug)(
        new Request(`${ORIGIN}/api/v1/documents/${slug}/current${query}`, {
          headers: { ...(accept ? { accept } : {}), ...headers },
        }),
      )

    // A browser without a session: the family's page, which asks to sign in.
    const page = await open('sds-eurotalc-p-12-en', NAVIGATION, { 'accept-language': 'en-GB,en' })
    expect(page.status).toBe(303)
    expect(page.headers.get('location')).toBe('/download/documents/sds-eurotalc-p-12-en')
    expect(page.headers.get('cache-control')).toBe('no-store')
    expect(page.headers.get('vary')).toMatch(/Accept/)
    // In the request's language: Accept-Language, or ?locale= before it.
    const german = await open('sds-eurotalc-p-12-en', NAVIGATION, { 'accept-language': 'de-AT,de' })
    expect(german.headers.get('location')).toBe('/de/download/documents/sds-eurotalc-p-12-en')
    const chosen = await open(
      'sds-eurotalc-p-12-en',
      NAVIGATION,
      { 'accept-language': 'en' },
      '?locale=de',
    )
    expect(chosen.headers.get('location')).toBe('/de/download/documents/sds-eurotalc-p-12-en')

    // API clients and scripts: the JSON refusal, as before.
    for (const accept of ['application/json', '*/*', null, 'application/json, text/html;q=0.5']) {
      const api = await open('sds-eurotalc-p-12-en', accept)
      expect(api.status, String(accept)).toBe(401)
      expect(api.headers.get('content-type'), String(accept)).toMatch(/^application\/json/)
      expect((await api.json()).reason).toBe('signIn')
    }

    // Signed in without download rights: the family page too (it says why); JSON for the API.
    const held = await payload.create({
      collection: 'members',
      data: {
        ...approved,
        email: 'held-back@example.com',
        termsAcceptedAt: new Date().toISOString(),
      },
      overrideAccess: true,
    })
    const waiting = await signedIn('held-back@example.com', approved.password)
    await payload.update({
      collection: 'members',
      id: held.id,
      data: { status: 'pending' },
      overrideAccess: true,
    })
    const refused = await open('sds-eurotalc-p-12-en', NAVIGATION, { cookie: waiting.header() })
    expect(refused.status).toBe(303)
    expect(refused.headers.get('location')).toBe('/download/documents/sds-eurotalc-p-12-en')
    expect(
      (await open('sds-eurotalc-p-12-en', 'application/json', { cookie: waiting.header() })).status,
    ).toBe(403)

    // An approved member's browser gets the file; an unknown family the site's 404 page (the
    // family page of a slug that names none), a malformed address the download area.
    const member = await signedIn(approved.email, approved.password)
    const file = await open('sds-eurotalc-p-12-en', NAVIGATION, { cookie: member.header() })
    expect(file.status).toBe(200)
    expect(file.headers.get('content-disposition')).toMatch(/^attachment;/)
    const unknown = await open('no-such-family', NAVIGATION, { cookie: member.header() })
    expect(unknown.status).toBe(303)
    expect(unknown.headers.get('location')).toBe('/download/documents/no-such-family')
    const malformed = await open('..%2Fetc', NAVIGATION)
    expect(malformed.status).toBe(303)
    expect(malformed.headers.get('location')).toBe('/download')
  })

  it('shows a member their downloads in "My documents", marked updated once a newer revision is out', async () => {
    const myDocuments = (await import('@/app/api/v1/user/documents/route')).GET
    expect((await browser().get(myDocuments, '/api/v1/user/documents')).status).toBe(401)
    const member = await signedIn(approved.email, approved.password)
    const path = '/api/v1/documents/sds-eurotalc-p-12-en/current'
    type Entry = { title: string; href: string; link: string; updated: boolean }
    const entries = async (locale = 'en') =>
      (
        (await (
          await member.get(myDocuments, `/api/v1/user/documents?locale=${locale}`)
        ).json()) as {
          data: (Entry & {
            downloadedRevision: string
            lastDownloadedAt: string
            lastDownloadedText: string
            current: { revision: string; dateText: string }
          })[]
        }
      ).data
    // The member has the current revision (3.0, downloaded in the test before).
    await member.get(current('sds-eurotalc-p-12-en'), path)
    expect(await entries()).toEqual([
      expect.objectContaining({
        title: 'Safety data sheet EuroTalc P 12 (English)',
        href: '/download/documents/sds-eurotalc-p-12-en',
        link: path,
        downloadedRevision: '3.0',
        updated: false,
      }),
    ])
    await revision('4.0', '2026-10-01T00:00:00.000Z', 'published')
    const [updated] = await entries('de')
    expect(updated).toMatchObject({
      href: '/de/download/documents/sds-eurotalc-p-12-en',
      downloadedRevision: '3.0',
      // Dates written in the request's language, so the browser needs no date formatter.
      current: { revision: '4.0', dateText: '1. Okt. 2026' },
      updated: true,
    })
    expect(updated!.lastDownloadedText).toMatch(/^\d{1,2}\. [A-Z][a-zä]+\.? \d{4}$/)
    expect(updated!.lastDownloadedText).toBe(formatLongDate(updated!.lastDownloadedAt, 'de'))
    await member.get(current('sds-eurotalc-p-12-en'), path)
    expect((await entries())[0]).toMatchObject({ downloadedRevision: '4.0', updated: false })
  })

  it('finds grades and document families in the site search, in both languages', async () => {
    const { siteSearch } = await import('@/features/search/search-service')
    const hrefs = async (query: string, locale: 'en' | 'de') =>
      (await siteSearch(payload, { query, filter: 1, page: 1 }, locale)).data.map((hit) => hit.href)
    // The grade's own page.
    expect(await hrefs('EuroTalc P 12', 'en')).toContain('/our-products/grades/eurotalc-p-12')
    // The family by its type and its grade, leading to its lasting page, in German too.
    expect(await hrefs('Sicherheitsdatenblatt P 12', 'de')).toContain(
      '/de/download/documents/sds-eurotalc-p-12-en',
    )
    // Superseded revisions are not results: one hit for the family.
    const hits = await hrefs('safety data sheet', 'en')
    expect(hits.filter((href) => href === '/download/documents/sds-eurotalc-p-12-en')).toHaveLength(
      1,
    )
  })

  it('lists grade and family pages in the sitemap and reads them as visitors see them', async () => {
    const { getSiteIndex } = await import('@/features/content/site-index')
    const paths = (await getSiteIndex({ locale: 'en' })).map((entry) => entry.path)
    expect(paths).toContain('/our-products/grades/eurotalc-p-12')
    expect(paths).toContain('/download/documents/sds-eurotalc-p-12-en')
    const { getDocumentFamily } = await import('@/features/documents/catalogue')
    const { getGrade } = await import('@/features/grades/catalogue')
    const family = await getDocumentFamily({ locale: 'de' }, 'sds-eurotalc-p-12-en')
    expect(family).toMatchObject({
      href: '/de/download/documents/sds-eurotalc-p-12-en',
      grades: [{ name: 'EuroTalc P 12', href: '/de/our-products/grades/eurotalc-p-12' }],
      current: { revision: '4.0', supersededOn: null },
    })
    // Earlier revisions, newest first, each superseded on its successor's date.
    expect(family!.previous.map((r) => [r.revision, r.supersededOn?.slice(0, 10)])).toEqual([
      ['3.0', '2026-10-01'],
      ['2.0', '2026-09-01'],
      ['1.0', '2026-02-01'],
    ])
    expect(JSON.stringify(family)).not.toMatch(/\.pdf|filename|\/api\/cms/)
    const grade = await getGrade({ locale: 'en' }, 'eurotalc-p-12')
    expect(grade?.families.map((f) => [f.slug, f.current?.revision])).toEqual([
      ['sds-eurotalc-p-12-en', '4.0'],
    ])
    expect(await getDocumentFamily({ locale: 'en' }, 'no-such-family')).toBeNull()
  })
})
