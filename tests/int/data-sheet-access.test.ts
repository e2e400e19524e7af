import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEMO_MEMBERS } from '@/seed/demo-accounts'

import { type AccountRoutes, Browser, type Handler, ORIGIN } from '../setup/browser'
import { startTestPayload, type TestDatabase } from '../setup/database'

/**
 * The way to a grade's technical data sheet for whoever may not have it yet, on a fresh
 * database: a browser refused the sheet lands on the sheet's own access page (which names it,
 * says who may download it and offers the login that returns to it), in its language; the access
 * page's button asks first (`?check=1`) without a file or a log entry; and the download area's
 * product literature lists the published grades' sheets, found by its market filter.
 */
let db: TestDatabase
let payload: Payload
let accountRoutes: AccountRoutes
let sheet: (slug: string) => Handler
let sectionId: number
let marketId: number
let otherMarketId: number

const approved = DEMO_MEMBERS.find((m) => m.status === 'approved')!
const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'

const browser = () => new Browser(() => accountRoutes)

function request(from: Browser, path: string, headers: Record<string, string> = {}) {
  return new Request(`${ORIGIN}${path}`, {
    headers: { cookie: from.header(), 'x-forwarded-for': from.ip, ...headers },
  })
}

const logCount = async () =>
  (await payload.count({ collection: 'download-logs', overrideAccess: true })).totalDocs

async function market(title: string, slug: string, parent?: number) {
  const created = await payload.create({
    collection: 'product-markets',
    locale: 'en',
    data: { title, slug, summary: title, ...(parent ? { parent } : {}), _status: 'published' },
    overrideAccess: true,
  })
  return created.id
}

beforeAll(async () => {
  ;({ db, payload } = await startTestPayload('data-sheet-access', ORIGIN))
  for (const member of DEMO_MEMBERS) {
    await payload.create({
      collection: 'members',
      data: { ...member, termsAcceptedAt: new Date().toISOString() },
      overrideAccess: true,
    })
  }
  sectionId = await market('Plastics', 'plastics')
  marketId = await market('Automotive plastics', 'automotive-plastics', sectionId)
  otherMarketId = await market('Paper', 'paper')
  await payload.create({
    collection: 'grades',
    locale: 'en',
    data: {
      name: 'EuroTalc P 12',
      slug: 'eurotalc-p-12',
      markets: [marketId],
      description: 'Ultrafine, highly lamellar talc for thin-walled bumpers.',
      d50: 1.2,
      _status: 'published',
    },
    overrideAccess: true,
  })
  await payload.create({
    collection: 'grades',
    locale: 'en',
    data: {
      name: 'EuroTalc K 50',
      slug: 'eurotalc-k-50',
      markets: [otherMarketId],
      _status: 'published',
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

describe(`a technical data sheet's way in (${process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite'})`, () => {
  const path = (slug: string, query: string) => `/api/v1/grades/${slug}/data-sheet?${query}`

  it("sends a refused browser to the sheet's access page, in its language", async () => {
    const visitor = browser()
    for (const [locale, location] of [
      ['en', '/download/data-sheets/eurotalc-p-12'],
      ['de', '/de/download/data-sheets/eurotalc-p-12'],
    ] as const) {
      const page = await sheet('eurotalc-p-12')(
        request(visitor, path('eurotalc-p-12', `locale=${locale}`), { accept: HTML }),
      )
      expect(page.status).toBe(303)
      expect(page.headers.get('location')).toBe(location)
      expect(page.headers.get('cache-control')).toBe('no-store')
    }
    // A slug no grade could have: the download area's product literature (no page to name).
    const malformed = await sheet('EuroTalc P 12')(
      request(visitor, path('EuroTalc%20P%2012', 'locale=en'), { accept: HTML }),
    )
    expect(malformed.status).toBe(303)
    expect(malformed.headers.get('location')).toBe('/download?tab=product-literature')
    // A program still gets the download area's refusal.
    const api = await sheet('eurotalc-p-12')(request(visitor, path('eurotalc-p-12', 'locale=en')))
    expect(api.status).toBe(401)
    expect((await api.json()).reason).toBe('signIn')
  })

  it('answers the check of the access page without a file and without a log entry', async () => {
    const visitor = browser()
    const refused = await sheet('eurotalc-p-12')(
      request(visitor, path('eurotalc-p-12', 'check=1&locale=de')),
    )
    expect(refused.status).toBe(401)
    expect((await refused.json()).message).toMatch(/^Bitte melden Sie sich an/)

    const member = browser()
    expect((await member.login(approved.email, approved.password)).status).toBe(200)
    const before = await logCount()
    const checked = await sheet('eurotalc-p-12')(
      request(member, path('eurotalc-p-12', 'check=1&locale=en')),
    )
    expect(checked.status).toBe(204)
    expect(checked.headers.get('cache-control')).toBe('private, no-store')
    expect(checked.headers.get('content-disposition')).toBeNull()
    expect(await checked.text()).toBe('')
    // An unknown grade is not "allowed": the check says so as the download would.
    const unknown = await sheet('no-such-grade')(
      request(member, path('no-such-grade', 'check=1&locale=en')),
    )
    expect(unknown.status).toBe(404)
    expect(await logCount()).toBe(before)

    // The download itself still sends the file and logs it.
    const file = await sheet('eurotalc-p-12')(request(member, path('eurotalc-p-12', 'locale=en')))
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('application/pdf')
    await file.arrayBuffer()
    expect(await logCount()).toBe(before + 1)
  })

  it("lists the published grades' sheets in the product literature, found by the market filter", async () => {
    const { gradeDataSheets } = await import('@/features/documents/library')
    const { dataSheetsMatching } = await import('@/features/documents/data-sheet-list')
    const sheets = await gradeDataSheets('de')
    expect(sheets.map((s) => s.slug)).toEqual(['eurotalc-k-50', 'eurotalc-p-12'])
    const p12 = sheets.find((s) => s.slug === 'eurotalc-p-12')!
    expect(p12).toEqual({
      slug: 'eurotalc-p-12',
      name: 'EuroTalc P 12',
      description: 'Ultrafine, highly lamellar talc for thin-walled bumpers.',
      gradeHref: '/de/our-products/grades/eurotalc-p-12',
      // Its market, and the section above it (choosing the section finds its markets' sheets).
      markets: expect.arrayContaining([sectionId, marketId]),
    })
    expect(p12.markets).not.toContain(otherMarketId)
    const title = (s: { name: string }) => `Technisches Datenblatt: ${s.name}`
    const bySection = dataSheetsMatching(sheets, { query: '', market: String(sectionId) }, title)
    expect(bySection.map((s) => s.slug)).toEqual(['eurotalc-p-12'])
    const byWords = dataSheetsMatching(sheets, { query: 'datenblatt k 50', market: '' }, title)
    expect(byWords.map((s) => s.slug)).toEqual(['eurotalc-k-50'])
  })
})
