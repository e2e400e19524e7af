import { describe, expect, it } from 'vitest'

import { derivePsd } from '@/features/grades/psd'

import type { DataSheetGrade, Letterhead } from './data-sheet-pdf'
import { dataSheetKey, dataSheetOf, matchesEtag } from './data-sheet-cache'

const GRADE: DataSheetGrade = {
  slug: 'eurotalc-p-20',
  name: 'EuroTalc P 20',
  description: null,
  technical: {
    d50: 2,
    topCut: 8,
    whiteness: 85,
    bet: null,
    lossOnIgnition: null,
    moisture: null,
    bulkDensity: null,
    tappedDensity: null,
    oilAbsorption: null,
    talcContent: null,
    whitenessMethod: 'iso-2470',
    form: 'powder',
    packaging: [],
    mineralogy: null,
  },
  psd: derivePsd(2, 8),
  markets: [{ title: 'Automotive plastics', href: '/a' }],
  applications: [],
  updatedAt: '2026-01-10T12:00:00.000Z',
}
const LETTERHEAD: Letterhead = {
  companyName: 'EuroTalc GmbH',
  address: 'Leoben',
  phone: '+43 1',
  email: 'info@eurotalc.example',
  website: 'www.eurotalc.example',
  legal: [],
}

describe('dataSheetKey', () => {
  const key = dataSheetKey(GRADE, 'en', LETTERHEAD)

  it('is the same for the same data, and names the grade, language and last change', () => {
    expect(dataSheetKey({ ...GRADE }, 'en', { ...LETTERHEAD })).toBe(key)
    expect(key.startsWith('eurotalc-p-20:en:2026-01-10T12:00:00.000Z:')).toBe(true)
  })

  it('changes with whatever the sheet prints', () => {
    const changed = [
      dataSheetKey(GRADE, 'de', LETTERHEAD),
      dataSheetKey({ ...GRADE, updatedAt: '2026-01-11T12:00:00.000Z' }, 'en', LETTERHEAD),
      // A market renamed: the grade's own date stays, its sheet does not.
      dataSheetKey({ ...GRADE, markets: [{ title: 'Automotive', href: '/a' }] }, 'en', LETTERHEAD),
      dataSheetKey(GRADE, 'en', { ...LETTERHEAD, phone: '+43 2' }),
    ]
    for (const other of changed) expect(other).not.toBe(key)
    expect(new Set(changed).size).toBe(changed.length)
  })

  it('does not change with what the sheet does not print (the page links)', () => {
    expect(
      dataSheetKey(
        { ...GRADE, markets: [{ title: 'Automotive plastics', href: '/de/a' }] },
        'en',
        LETTERHEAD,
      ),
    ).toBe(key)
  })
})

describe('dataSheetOf', () => {
  it('keeps a sheet until the grade changes, with an ETag of its own', async () => {
    const first = await dataSheetOf(GRADE, 'en', LETTERHEAD)
    const again = await dataSheetOf({ ...GRADE }, 'en', LETTERHEAD)
    // From memory: the same bytes object, not a new sheet.
    expect(again.bytes).toBe(first.bytes)
    expect(again.etag).toBe(first.etag)
    expect(first.etag).toMatch(/^"[\w-]{32}"$/)
    expect(first.lastModified.toISOString()).toBe(GRADE.updatedAt)
    expect(first.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')

    const edited = await dataSheetOf(
      {
        ...GRADE,
        technical: { ...GRADE.technical, whiteness: 86 },
        updatedAt: '2026-02-01T08:00:00.000Z',
      },
      'en',
      LETTERHEAD,
    )
    expect(edited.etag).not.toBe(first.etag)
    expect(edited.bytes.equals(first.bytes)).toBe(false)
    expect(edited.lastModified.toISOString()).toBe('2026-02-01T08:00:00.000Z')
  })

  it('makes a sheet asked for twice at once only once', async () => {
    const grade = { ...GRADE, updatedAt: '2026-03-01T08:00:00.000Z' }
    const [a, b] = await Promise.all([
      dataSheetOf(grade, 'de', LETTERHEAD),
      dataSheetOf(grade, 'de', LETTERHEAD),
    ])
    expect(a.bytes).toBe(b.bytes)
  })
})

describe('matchesEtag', () => {
  const etag = '"abc"'
  it.each([
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ['*', true],
    ['"abd"', false],
    ['abc', false],
    [null, false],
    ['', false],
  ])('If-None-Match %j → %s', (header, expected) => {
    expect(matchesEtag(header, etag)).toBe(expected)
  })
})
