import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ORIGIN } from '../setup/browser'
import { startTestPayload, type TestDatabase } from '../setup/database'

/**
 * Choosing a grade, on the real database: a product-market page lists as its grades those that
 * serve it, each with its note for that market (the page's one list of them); the sample request
 * and contact sales, opened from a grade's page with `?grade=`, take only a published grade and
 * choose its market (the first its page lists), contact sales naming the grade in its query.
 */
let db: TestDatabase
let payload: Payload
let catalogue: typeof import('@/features/grades/catalogue')
let choices: typeof import('@/features/enquiries/grade-choices')
let markets: typeof import('@/features/markets/market-choices')
const ids: Record<string, number> = {}

async function market(slug: string, title: string, parent?: string, order = 10) {
  const doc = await payload.create({
    collection: 'product-markets',
    locale: 'en',
    data: {
      title,
      slug,
      summary: title,
      order,
      ...(parent ? { parent: ids[parent] } : {}),
      _status: 'published',
    },
    overrideAccess: true,
  })
  ids[slug] = doc.id
}

async function grade(
  slug: string,
  name: string,
  served: string[],
  notes: [string, string][],
  status: 'published' | 'draft' = 'published',
) {
  await payload.create({
    collection: 'grades',
    locale: 'en',
    draft: status === 'draft',
    data: {
      name,
      slug,
      d50: 2,
      form: 'compacted',
      description: `${name}: the description`,
      markets: served.map((s) => ids[s]!),
      applications: notes.map(([m, note]) => ({ market: ids[m]!, note })),
      _status: status,
    },
    overrideAccess: true,
  })
}

beforeAll(async () => {
  ;({ db, payload } = await startTestPayload('grade-choice', ORIGIN))
  await market('plastics', 'Plastics')
  await market('automotive-plastics', 'Automotive plastics', 'plastics', 10)
  await market('electrically-conductive', 'Electrically conductive', 'plastics', 60)
  await market('paper', 'Paper', undefined, 20)
  await grade(
    'eurotalc-p-12',
    'EuroTalc P 12',
    ['automotive-plastics'],
    [['automotive-plastics', 'Bumpers and exterior trims.']],
  )
  // Two markets; the editors noted the conductive one first, so its page lists that first.
  await grade(
    'eurotalc-p-20',
    'EuroTalc P 20',
    ['automotive-plastics', 'electrically-conductive'],
    [
      ['electrically-conductive', 'Antistatic compounds.'],
      ['automotive-plastics', 'Dashboards and door panels.'],
    ],
  )
  // A section's own grade, without a note.
  await grade('eurotalc-htp-05', 'EuroTalc HTP 05', ['plastics'], [])
  await grade('eurotalc-pc-20', 'EuroTalc PC 20', ['paper'], [['paper', 'Coating pigment.']])
  await grade('eurotalc-p-99', 'EuroTalc P 99', ['automotive-plastics'], [], 'draft')
  catalogue = await import('@/features/grades/catalogue')
  choices = await import('@/features/enquiries/grade-choices')
  markets = await import('@/features/markets/market-choices')
})

afterAll(async () => {
  await payload?.destroy().catch(() => undefined)
  await db?.drop()
})

describe(`choosing a grade (${process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite'})`, () => {
  it("lists on a market's page the published grades serving it, each with its note for the market", async () => {
    const automotive = await catalogue.gradesOfMarket({ locale: 'en' }, ids['automotive-plastics']!)
    expect(automotive.map((g) => [g.name, g.note])).toEqual([
      ['EuroTalc P 12', 'Bumpers and exterior trims.'],
      ['EuroTalc P 20', 'Dashboards and door panels.'],
    ])
    const conductive = await catalogue.gradesOfMarket(
      { locale: 'en' },
      ids['electrically-conductive']!,
    )
    expect(conductive.map((g) => [g.name, g.note])).toEqual([
      ['EuroTalc P 20', 'Antistatic compounds.'],
    ])
    // A section: its own grades and its markets', each with a note of the section's markets.
    const plastics = await catalogue.gradesOfMarket({ locale: 'en' }, ids.plastics!)
    expect(plastics.map((g) => [g.name, g.note])).toEqual([
      ['EuroTalc HTP 05', null],
      ['EuroTalc P 12', 'Bumpers and exterior trims.'],
      ['EuroTalc P 20', 'Antistatic compounds.'],
    ])
  })

  const open = async (type: 'request-a-sample' | 'contact-sales', preset: Record<string, string>) =>
    choices.linkedChoices({
      type,
      locale: 'en',
      preset,
      markets: await markets.marketChoices('en'),
      grades: await choices.gradeChoices('en'),
    })

  it("opens the sample request with the grade of the address and the grade's market chosen", async () => {
    expect(await open('request-a-sample', { grade: 'eurotalc-p-12' })).toEqual({
      grade: 'eurotalc-p-12',
      market: 'Automotive plastics',
    })
    // Several markets: the first its page lists (the first with a note).
    expect(await open('request-a-sample', { grade: 'eurotalc-p-20' })).toEqual({
      grade: 'eurotalc-p-20',
      market: 'Electrically conductive',
    })
    expect(await open('request-a-sample', { grade: 'eurotalc-htp-05' })).toEqual({
      grade: 'eurotalc-htp-05',
      market: 'Plastics',
    })
    // A market the address names itself wins.
    expect(await open('request-a-sample', { grade: 'eurotalc-p-20', market: 'Paper' })).toEqual({
      grade: 'eurotalc-p-20',
      market: 'Paper',
    })
  })

  it('opens contact sales with the grade named in the query and its market chosen', async () => {
    expect(await open('contact-sales', { grade: 'eurotalc-p-12' })).toEqual({
      query: 'Enquiry about EuroTalc P 12:\n',
      market: 'Automotive plastics',
    })
    const de = await choices.linkedChoices({
      type: 'contact-sales',
      locale: 'de',
      preset: { grade: 'eurotalc-pc-20' },
      markets: await markets.marketChoices('de'),
      grades: await choices.gradeChoices('de'),
    })
    // The markets were created in English only: their names fall back to it.
    expect(de).toEqual({ query: 'Anfrage zu EuroTalc PC 20:\n', market: 'Paper' })
  })

  it('takes no grade that is not published, and none into a form without a grade', async () => {
    for (const grade of ['eurotalc-p-99', 'no-such-grade', '', '../eurotalc-p-12']) {
      expect(await open('request-a-sample', { grade }), grade).toEqual({})
      expect(await open('contact-sales', { grade }), grade).toEqual({})
    }
    expect(
      await choices.linkedChoices({
        type: 'general-enquiries',
        locale: 'en',
        preset: { grade: 'eurotalc-p-12', market: 'Paper' },
        markets: [],
        grades: await choices.gradeChoices('en'),
      }),
    ).toEqual({})
  })
})
