import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { gradePropertyRows } from '@/features/grades/grade-data'
import type { Grade } from '@/payload-types'
import { DEMO_MEMBERS, DEMO_STAFF } from '@/seed/demo-accounts'

import { type AccountRoutes, Browser, type Handler, ORIGIN } from '../setup/browser'
import { startTestPayload, type TestDatabase } from '../setup/database'
import { linesOf } from '../setup/pdf-text'

/**
 * The technical data sheet's route (ADR 0027) on a fresh database: the access rules of
 * product literature in the download area (approved members and staff; visitors 401, members
 * not yet approved 403, a browser's navigation sent to the download area), the PDF's text equal
 * to the grade's data as stored, in both languages, the download log, and the cache's
 * validators (304 for the same ETag, a new one when the grade changes).
 */
let db: TestDatabase
let payload: Payload
let accountRoutes: AccountRoutes
let sheet: (slug: string) => Handler
let gradeId: number

const approved = DEMO_MEMBERS.find((m) => m.status === 'approved')!
/** Approved when it logs in, set back to pending by a moderator while its session lives. */
const LATER_PENDING = { email: 'sheet-pending@eurotalc.example', password: 'Sheet-Waiting-2026' }
const EDITOR = DEMO_STAFF.find((s) => s.roles.includes('editor'))!

const browser = () => new Browser(() => accountRoutes)
async function signedIn(email: string, password: string) {
  const b = browser()
  expect((await b.login(email, password)).status, `login ${email}`).toBe(200)
  return b
}

/** A request as the given browser sends it, with its cookies and any headers. */
function request(
  from: Browser,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
) {
  return new Request(`${ORIGIN}${path}`, {
    method,
    headers: { cookie: from.header(), 'x-forwarded-for': from.ip, ...headers },
  })
}

const logs = async () =>
  (
    await payload.find({
      collection: 'download-logs',
      sort: '-createdAt',
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
  ).docs

const downloads = (rows: { count: number }[]) => rows.reduce((sum, row) => sum + row.count, 0)

async function storedGrade(locale: 'en' | 'de'): Promise<Grade> {
  return (await payload.findByID({
    collection: 'grades',
    id: gradeId,
    locale,
    depth: 0,
    overrideAccess: true,
  })) as Grade
}

beforeAll(async () => {
  ;({ db, payload } = await startTestPayload('grade-data-sheet', ORIGIN))
  for (const staff of DEMO_STAFF)
    await payload.create({ collection: 'users', data: staff, overrideAccess: true })
  for (const member of [...DEMO_MEMBERS, { ...approved, ...LATER_PENDING }]) {
    await payload.create({
      collection: 'members',
      data: { ...member, termsAcceptedAt: new Date().toISOString() },
      overrideAccess: true,
    })
  }
  await payload.updateGlobal({
    slug: 'site-settings',
    locale: 'en',
    data: {
      companyName: 'EuroTalc GmbH',
      address: 'Talkwerkstraße 12\n8700 Leoben\nAustria',
      phone: '+43 3842 123 450',
      email: 'info@eurotalc.example',
      copyrightYear: 2026,
      imprint: { registerNumber: 'FN 123456 a', vatId: 'ATU12345678' },
    },
    overrideAccess: true,
  })
  await payload.updateGlobal({
    slug: 'site-settings',
    locale: 'de',
    data: { address: 'Talkwerkstraße 12\n8700 Leoben\nÖsterreich' },
    overrideAccess: true,
  })
  const market = await payload.create({
    collection: 'product-markets',
    locale: 'en',
    data: {
      title: 'Automotive plastics',
      slug: 'automotive-plastics',
      summary: 'PP compounds',
      _status: 'published',
    },
    overrideAccess: true,
  })
  await payload.update({
    collection: 'product-markets',
    id: market.id,
    locale: 'de',
    data: { title: 'Automobilkunststoffe', summary: 'PP-Compounds' },
    overrideAccess: true,
  })
  const grade = await payload.create({
    collection: 'grades',
    locale: 'en',
    data: {
      name: 'EuroTalc P 12',
      slug: 'eurotalc-p-12',
      markets: [market.id],
      description: 'Ultrafine, highly lamellar talc for thin-walled bumpers.',
      d50: 1.2,
      topCut: 5,
      whiteness: 86,
      bet: 14.5,
      lossOnIgnition: 5.6,
      moisture: 0.3,
      bulkDensity: 0.35,
      tappedDensity: 0.62,
      oilAbsorption: 48,
      talcContent: 98,
      form: 'compacted',
      packaging: ['bags', 'big-bags'],
      mineralogy: 'Talc 98 %, chlorite 2 %',
      psd: [
        { size: 0.5, passing: 10.4 },
        { size: 1, passing: 39.7 },
        { size: 2, passing: 76.9 },
        { size: 5, passing: 98 },
        { size: 10, passing: 100 },
      ],
      applications: [{ market: market.id, note: 'Bumpers and exterior trims' }],
      _status: 'published',
    },
    overrideAccess: true,
  })
  gradeId = grade.id
  await payload.update({
    collection: 'grades',
    id: grade.id,
    locale: 'de',
    data: {
      description: 'Ultrafeines, stark lamellares Talkum für dünnwandige Stoßfänger.',
      mineralogy: 'Talk 98 %, Chlorit 2 %',
      applications: (grade.applications ?? []).map((row) => ({
        ...row,
        note: 'Stoßfänger und Außenverkleidungen',
      })),
    },
    overrideAccess: true,
  })
  await payload.create({
    collection: 'grades',
    locale: 'en',
    data: { name: 'EuroTalc P 99', slug: 'eurotalc-p-99', _status: 'draft' },
    overrideAccess: true,
  })
  accountRoutes = {
    csrf: (await import('@/app/sanctum/csrf-cookie/route')).GET,
    login: (await import('@/app/login/route')).POST,
    user: (await import('@/app/api/v1/user/route')).GET,
  }
  const route = (await import('@/app/api/v1/grades/[slug]/data-sheet/route')).GET
  sheet = (slug: string) => (req: Request) => route(req, { params: Promise.resolve({ slug }) })
})

afterAll(async () => {
  await payload?.destroy().catch(() => undefined)
  await db?.drop()
})

describe(`technical data sheet (${process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite'})`, () => {
  const path = (locale?: string, slug = 'eurotalc-p-12') =>
    `/api/v1/grades/${slug}/data-sheet${locale ? `?locale=${locale}` : ''}`

  it('refuses visitors and members not yet approved as a document download does', async () => {
    const before = (await logs()).length
    const visitor = browser()
    const anonymous = await sheet('eurotalc-p-12')(request(visitor, path('en')))
    expect(anonymous.status).toBe(401)
    expect(anonymous.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await anonymous.json()).toEqual({
      message: expect.stringMatching(/^Please log in to download documents/),
      reason: 'signIn',
    })
    const german = await sheet('eurotalc-p-12')(request(visitor, path('de')))
    expect((await german.json()).message).toMatch(/^Bitte melden Sie sich an/)

    const waiting = await signedIn(LATER_PENDING.email, LATER_PENDING.password)
    await payload.update({
      collection: 'members',
      where: { email: { equals: LATER_PENDING.email } },
      data: { status: 'pending' },
      overrideAccess: true,
    })
    const refused = await sheet('eurotalc-p-12')(request(waiting, path('en')))
    expect(refused.status).toBe(403)
    expect((await refused.json()).reason).toBe('notApproved')

    // A browser's navigation goes to the sheet's access page, which names the sheet, says who
    // may download it and offers the way in, in its language.
    for (const [locale, location] of [
      ['en', '/download/data-sheets/eurotalc-p-12'],
      ['de', '/de/download/data-sheets/eurotalc-p-12'],
    ] as const) {
      for (const who of [visitor, waiting]) {
        const page = await sheet('eurotalc-p-12')(
          request(who, path(locale), { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' }),
        )
        expect(page.status).toBe(303)
        expect(page.headers.get('location')).toBe(location)
      }
    }
    // Nothing was sent, so nothing was logged; and an unknown grade tells a visitor nothing.
    expect(
      (await sheet('no-such-grade')(request(visitor, path('en', 'no-such-grade')))).status,
    ).toBe(401)
    expect((await logs()).length).toBe(before)
  })

  it("gives an approved member the grade's data sheet as stored, in each language, and logs it", async () => {
    const member = await signedIn(approved.email, approved.password)
    for (const locale of ['en', 'de'] as const) {
      const before = (await logs()).length
      const response = await sheet('eurotalc-p-12')(request(member, path(locale)))
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('application/pdf')
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="EuroTalc-P-12-TDS-${locale}.pdf"; filename*=UTF-8''EuroTalc-P-12-TDS-${locale}.pdf`,
      )
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('cache-control')).toBe('private, no-store')
      expect(response.headers.get('content-language')).toBe(locale)
      const stored = await storedGrade(locale)
      expect(response.headers.get('last-modified')).toBe(new Date(stored.updatedAt).toUTCString())
      expect(response.headers.get('etag')).toMatch(/^"[\w-]{32}"$/)
      const bytes = new Uint8Array(await response.arrayBuffer())
      expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-')
      expect(Number(response.headers.get('content-length'))).toBe(bytes.length)

      // The text is the grade's data as the database holds it, as the page prints it.
      const { gradeTechnicalData } = await import('@/features/grades/catalogue')
      const lines = await linesOf(bytes)
      const rows = gradePropertyRows(gradeTechnicalData(stored), locale)
      expect(rows).toHaveLength(10)
      for (const row of rows)
        expect(lines).toContain(`${row.label}\t${row.value}\t${row.unit}\t${row.method}`)
      expect(lines).toContain(
        locale === 'en'
          ? 'Median particle size d50\t1.2\tµm\tISO 13317-3'
          : 'Mittlere Korngröße d50\t1,2\tµm\tISO 13317-3',
      )
      expect(lines).toContain('EuroTalc P 12')
      expect(lines).toContain(stored.description)
      // The address's last line beside the site's configured address (SERVER_URL's host).
      expect(lines).toContain(`${locale === 'en' ? 'Austria' : 'Österreich'}\tlocalhost:3000`)
      expect(lines).toContain(
        locale === 'en'
          ? '•\tAutomotive plastics: Bumpers and exterior trims'
          : '•\tAutomobilkunststoffe: Stoßfänger und Außenverkleidungen',
      )
      expect(lines).toContain(locale === 'en' ? '0.5\t10.4' : '0,5\t10,4')

      const [entry, ...rest] = await logs()
      expect(rest.length).toBe(before)
      expect(entry).toEqual(
        expect.objectContaining({
          member: expect.any(Number),
          memberEmail: approved.email,
          document: null,
          documentTitle:
            locale === 'en'
              ? 'Technical data sheet EuroTalc P 12 (EN)'
              : 'Technisches Datenblatt EuroTalc P 12 (DE)',
          kind: 'single',
        }),
      )
    }
  })

  it('answers 304 to the ETag it gave, HEAD without a file, and a new ETag once the grade changes', async () => {
    const member = await signedIn(approved.email, approved.password)
    const first = await sheet('eurotalc-p-12')(request(member, path('en')))
    const etag = first.headers.get('etag')!
    const firstBytes = Buffer.from(await first.arrayBuffer())
    const before = (await logs()).length
    const downloadsBefore = downloads(await logs())

    const again = await sheet('eurotalc-p-12')(
      request(member, path('en'), { 'if-none-match': etag }),
    )
    expect(again.status).toBe(304)
    expect(again.headers.get('etag')).toBe(etag)
    expect(await again.text()).toBe('')
    // The other language is another sheet.
    const german = await sheet('eurotalc-p-12')(
      request(member, path('de'), { 'if-none-match': etag }),
    )
    expect(german.status).toBe(200)
    expect(german.headers.get('etag')).not.toBe(etag)

    const head = await sheet('eurotalc-p-12')(request(member, path('en'), {}, 'HEAD'))
    expect(head.status).toBe(200)
    expect(head.headers.get('content-type')).toBe('application/pdf')
    expect(head.headers.get('etag')).toBe(etag)
    expect(await head.text()).toBe('')
    // The 304 and the HEAD sent no file; only the German sheet was logged, counted on the row
    // of the German download a moment ago (repeats within the window are one row).
    expect((await logs()).length).toBe(before)
    expect(downloads(await logs())).toBe(downloadsBefore + 1)
    // One row per sheet (its title names the language) and member, with its count.
    const sheets = (await logs())
      .filter((row) => row.memberEmail === approved.email && row.document === null)
      .map((row) => [row.documentTitle, row.count])
    expect(sheets.sort()).toEqual([
      ['Technical data sheet EuroTalc P 12 (EN)', 2],
      ['Technisches Datenblatt EuroTalc P 12 (DE)', 2],
    ])

    // The same data give the same bytes.
    const same = await sheet('eurotalc-p-12')(request(member, path('en')))
    expect(same.headers.get('etag')).toBe(etag)
    expect(Buffer.from(await same.arrayBuffer()).equals(firstBytes)).toBe(true)

    await payload.update({
      collection: 'grades',
      id: gradeId,
      locale: 'en',
      data: { whiteness: 88 },
      overrideAccess: true,
    })
    const changed = await sheet('eurotalc-p-12')(
      request(member, path('en'), { 'if-none-match': etag }),
    )
    expect(changed.status).toBe(200)
    expect(changed.headers.get('etag')).not.toBe(etag)
    const lines = await linesOf(new Uint8Array(await changed.arrayBuffer()))
    expect(lines).toContain('Whiteness\t88\t%\tISO 2470 (R457)')
    expect(lines).not.toContain('Whiteness\t86\t%\tISO 2470 (R457)')
  })

  it("prints the site's configured address in the letterhead, not the host a request came through", async () => {
    const member = await signedIn(approved.email, approved.password)
    const configured = new URL(ORIGIN).host
    for (const locale of ['en', 'de'] as const) {
      const response = await sheet('eurotalc-p-12')(
        new Request(`http://127.0.0.1:3902${path(locale)}`, {
          headers: {
            cookie: member.header(),
            'x-forwarded-for': member.ip,
            host: '127.0.0.1:3902',
            'x-forwarded-host': 'proxy.example:8443',
          },
        }),
      )
      expect(response.status).toBe(200)
      const text = (await linesOf(new Uint8Array(await response.arrayBuffer()))).join('\n')
      expect(text).toContain(configured)
      expect(text).not.toMatch(/127\.0\.0\.1|3902|proxy\.example/)
    }
  })

  it('gives staff the sheet too, logged as staff', async () => {
    const { token } = await payload.login({
      collection: 'users',
      data: { email: EDITOR.email, password: EDITOR.password },
      overrideAccess: true,
    })
    const staff = browser()
    staff.cookies.set('payload-token', token!)
    // A browser following the grade page's link names the request same-origin, which Payload
    // asks of a staff cookie sent without an Origin.
    const response = await sheet('eurotalc-p-12')(
      request(staff, path('de'), { 'sec-fetch-site': 'same-origin' }),
    )
    expect(response.status).toBe(200)
    const [entry] = await logs()
    expect(entry).toEqual(
      expect.objectContaining({ member: null, memberEmail: `${EDITOR.email} (staff)` }),
    )
  })

  it('answers 404 for a grade that does not exist or is not published, 400 for another language', async () => {
    const member = await signedIn(approved.email, approved.password)
    for (const slug of ['no-such-grade', 'eurotalc-p-99', 'Not_A_Slug']) {
      const response = await sheet(slug)(request(member, path('de', slug)))
      expect(response.status, slug).toBe(404)
      expect(await response.json()).toEqual({
        message: expect.stringMatching(/^Für diese Sorte gibt es kein technisches Datenblatt/),
        reason: 'notFound',
      })
    }
    const english = await sheet('no-such-grade')(request(member, path('en', 'no-such-grade')))
    expect((await english.json()).message).toMatch(/^There is no technical data sheet/)

    for (const [language, message] of [
      ['en', 'Invalid query parameters.'],
      ['de', 'Ungültige Abfrageparameter.'],
    ] as const) {
      const response = await sheet('eurotalc-p-12')(
        request(member, path('fr'), { 'accept-language': language }),
      )
      expect(response.status).toBe(400)
      expect((await response.json()).message).toBe(message)
    }
    // Without ?locale= the language of the headers.
    const fromHeaders = await sheet('eurotalc-p-12')(
      request(member, path(), { 'accept-language': 'de-AT,de;q=0.9' }),
    )
    expect(fromHeaders.headers.get('content-disposition')).toContain('EuroTalc-P-12-TDS-de.pdf')
  })
})
