import zlib from 'node:zlib'

import { getDocumentProxy } from 'unpdf'
import { describe, expect, it } from 'vitest'

import { BRAND_MARK_SIZE } from '@/lib/brand-mark'
import { formatLongDate } from '@/lib/dates'
import { GRADE_PROPERTY_KEYS, gradePropertyRows } from '@/features/grades/grade-data'
import { derivePsd } from '@/features/grades/psd'
import type { DemoGrade } from '@/seed/demo-content-types'
import { loadDemoGrades } from '@/seed/fixtures'

import { linesOf, pagesOf } from '../../../tests/setup/pdf-text'

import {
  type DataSheetGrade,
  generateDataSheet,
  type Letterhead,
  letterheadOf,
} from './data-sheet-pdf'

/**
 * The technical data sheet (ADR 0027): the text a reader copies out of the PDF is the
 * grade's data as the page shows it (gradePropertyRows, in the language), with the letterhead,
 * the revision date and the page numbers; the fonts are embedded; the same data give the same
 * bytes.
 */

const GRADE: DataSheetGrade = {
  slug: 'eurotalc-p-12',
  name: 'EuroTalc P 12',
  description:
    'Ultrafine, highly lamellar talc from our jet mill for thin-walled bumpers and exterior trims.',
  technical: {
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
    whitenessMethod: 'iso-2470',
    form: 'compacted',
    packaging: ['bags', 'big-bags'],
    mineralogy: 'Talc 98 %, chlorite 2 %, no detectable quartz (XRD)',
  },
  psd: derivePsd(1.2, 5),
  markets: [
    { title: 'Automotive plastics', href: '/our-products/product-markets/plastics/automotive' },
    { title: 'Packaging films', href: '/our-products/product-markets/plastics/films' },
  ],
  applications: [
    {
      market: {
        title: 'Automotive plastics',
        href: '/our-products/product-markets/plastics/automotive',
      },
      note: 'Bumpers and exterior trims of PP compounds with 10 to 20 % talc',
    },
  ],
  updatedAt: '2026-02-20T09:30:00.000Z',
}

const LETTERHEAD: Letterhead = {
  companyName: 'EuroTalc GmbH',
  address: 'Talkwerkstraße 12\n8700 Leoben\nAustria',
  phone: '+43 3842 123 450',
  email: 'info@eurotalc.example',
  website: 'www.eurotalc.example',
  legal: ['VAT ID: ATU12345678'],
}

describe('generateDataSheet', () => {
  it('prints every row of the property table as the page does, with unit and method (EN)', async () => {
    const lines = await linesOf(await generateDataSheet(GRADE, 'en', LETTERHEAD))
    expect(lines).toContain('Property\tTypical value\tUnit\tTest method')
    const rows = gradePropertyRows(GRADE.technical, 'en')
    expect(rows).toHaveLength(10)
    for (const row of rows) {
      expect(lines).toContain(`${row.label}\t${row.value}\t${row.unit}\t${row.method}`)
    }
    // Spelled out, so that the test does not only agree with itself.
    expect(lines).toContain('Median particle size d50\t1.2\tµm\tISO 13317-3')
    expect(lines).toContain('Specific surface area (BET)\t14.5\tm²/g\tISO 9277')
    expect(lines).toContain('Tapped density\t0.62\tg/cm³\tISO 787-11')
    expect(lines).toContain('Loss on ignition at 1050 °C\t5.6\t%\tISO 3262-1, 1050 °C')
  })

  it('prints the rows in German with decimal commas (DE)', async () => {
    const lines = await linesOf(await generateDataSheet(GRADE, 'de', LETTERHEAD))
    expect(lines).toContain('Eigenschaft\tTypischer Wert\tEinheit\tPrüfmethode')
    for (const row of gradePropertyRows(GRADE.technical, 'de')) {
      expect(lines).toContain(`${row.label}\t${row.value}\t${row.unit}\t${row.method}`)
    }
    expect(lines).toContain('Mittlere Korngröße d50\t1,2\tµm\tISO 13317-3')
    expect(lines).toContain('Schüttdichte\t0,35\tg/cm³\tISO 787-11')
    expect(lines).toContain('Weißgrad\t86\t%\tISO 2470 (R457)')
  })

  it.each([
    {
      locale: 'en' as const,
      revision: 'Revision: Feb 20, 2026, generated from the product data',
      title: 'Technical data sheet',
      supply: ['Form\tCompacted', 'Packaging\tBags (25 kg), Big bags'],
      psdHead: 'Size (µm)\tPassing (%)',
      point: '1.5\t62.6',
      page: 'Page 1 of 1',
      footer: 'EuroTalc P 12 · Revision Feb 20, 2026',
      phone: 'Phone +43 3842 123 450',
      email: 'E-mail info@eurotalc.example',
      market:
        '•\tAutomotive plastics: Bumpers and exterior trims of PP compounds with 10 to 20 % talc',
      disclaimer: 'They are not a specification',
    },
    {
      locale: 'de' as const,
      revision: 'Stand: 20. Feb. 2026, aus den Produktdaten erstellt',
      title: 'Technisches Datenblatt',
      supply: ['Lieferform\tKompaktiert', 'Verpackung\tSäcke (25 kg), Big Bags'],
      psdHead: 'Größe (µm)\tDurchgang (%)',
      point: '1,5\t62,6',
      page: 'Seite 1 von 1',
      footer: 'EuroTalc P 12 · Stand 20. Feb. 2026',
      phone: 'Tel. +43 3842 123 450',
      email: 'E-Mail info@eurotalc.example',
      market:
        '•\tAutomotive plastics: Bumpers and exterior trims of PP compounds with 10 to 20 % talc',
      disclaimer: 'Sie stellen keine Spezifikation dar',
    },
  ])(
    'prints the letterhead, title, revision, supply, particle sizes, markets and pages ($locale)',
    async (want) => {
      const pages = await pagesOf(await generateDataSheet(GRADE, want.locale, LETTERHEAD))
      const lines = pages.flat()
      const text = lines.join('\n')
      // The address and the ways to reach the company stand in two columns beside its name.
      expect(lines).toContain('EuroTalc GmbH')
      expect(lines).toContain(`Talkwerkstraße 12\t${want.phone}`)
      expect(lines).toContain(`8700 Leoben\t${want.email}`)
      expect(lines).toContain('Austria\twww.eurotalc.example')
      expect(lines).toContain(want.title)
      expect(lines).toContain('EuroTalc P 12')
      expect(lines).toContain(GRADE.description)
      expect(want.revision).toContain(formatLongDate(GRADE.updatedAt, want.locale))
      expect(lines).toContain(want.revision)
      for (const line of want.supply) expect(lines).toContain(line)
      expect(lines).toContain(
        `${want.locale === 'de' ? 'Mineralogie' : 'Mineralogy'}\t${GRADE.technical.mineralogy}`,
      )
      expect(lines).toContain(want.psdHead)
      // Every point of the curve, in the language.
      expect(lines).toContain(want.point)
      const points = lines.filter((line) => /^[\d.,]+\t[\d.,]+$/.test(line))
      expect(points).toHaveLength(GRADE.psd.length)
      expect(lines).toContain(want.market)
      expect(text).toContain('Packaging films')
      expect(text).toContain(want.disclaimer)
      // One page (the grade's content fits), with its number, the revision and the legal line.
      expect(pages).toHaveLength(1)
      expect(lines).toContain(want.page)
      expect(text).toContain(want.footer)
      expect(text).toContain('EuroTalc GmbH · VAT ID: ATU12345678')
    },
  )

  it('is A4 and names its title, author, language and date of the grade’s last change', async () => {
    const bytes = await generateDataSheet(GRADE, 'de', LETTERHEAD)
    const pdf = await getDocumentProxy(new Uint8Array(bytes))
    const { info } = (await pdf.getMetadata()) as unknown as { info: Record<string, string> }
    expect(info.Title).toBe('Technisches Datenblatt – EuroTalc P 12')
    expect(info.Author).toBe('EuroTalc GmbH')
    expect(info.CreationDate).toMatch(/^D:20260220093000/)
    expect(info.Language).toBe('de-DE')
    expect((await pdf.getPage(1)).view).toEqual([0, 0, 595.28, 841.89])
  })

  it.each([
    ['en', 'Technical data sheet – EuroTalc P 12', 'Technical data sheet of EuroTalc P 12'],
    ['de', 'Technisches Datenblatt – EuroTalc P 12', 'Technisches Datenblatt von EuroTalc P 12'],
  ] as const)(
    'writes its title, subject and author as Unicode text (%s)',
    async (locale, title, subject) => {
      const letterhead = { ...LETTERHEAD, companyName: 'Talkwerk Österreich GmbH' }
      const pdf = await getDocumentProxy(
        new Uint8Array(await generateDataSheet(GRADE, locale, letterhead)),
      )
      const { info } = (await pdf.getMetadata()) as unknown as { info: Record<string, string> }
      expect(info.Title).toBe(title)
      expect(info.Subject).toMatch(new RegExp(`^${subject}: `))
      expect(info.Author).toBe('Talkwerk Österreich GmbH')
    },
  )

  it('embeds its fonts and uses no standard font', async () => {
    const pdf = (await generateDataSheet(GRADE, 'en', LETTERHEAD)).toString('latin1')
    const descriptors = pdf.match(/\/Type \/FontDescriptor/g) ?? []
    expect(descriptors.length).toBeGreaterThanOrEqual(2)
    // Every font descriptor carries its TrueType program.
    expect(pdf.match(/\/FontFile2 \d+ 0 R/g)).toHaveLength(descriptors.length)
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+OpenSans-Regular/)
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+OpenSans-Bold/)
    expect(pdf).not.toMatch(/\/BaseFont \/(Helvetica|Times|Courier|Symbol|ZapfDingbats)/)
    expect(pdf).not.toMatch(/\/Subtype \/Type1/)
  })

  it('sets a letter no Latin subset has in the extended one, not as a missing glyph', async () => {
    const grade = { ...GRADE, description: 'Milled for Dvořák Plastics, d50 ≤ 3 µm.' }
    const lines = await linesOf(await generateDataSheet(grade, 'en', LETTERHEAD))
    expect(lines).toContain('Milled for Dvořák Plastics, d50 ≤ 3 µm.')
  })

  it('is tagged: a heading, tables with header cells and the curve as a figure with its text', async () => {
    const pdf = await getDocumentProxy(
      new Uint8Array(await generateDataSheet(GRADE, 'en', LETTERHEAD)),
    )
    type Node = { role?: string; alt?: string; children?: Node[] }
    const roles: Node[] = []
    const walk = (node: Node) => {
      roles.push(node)
      node.children?.forEach(walk)
    }
    for (let n = 1; n <= pdf.numPages; n += 1)
      walk((await (await pdf.getPage(n)).getStructTree()) as Node)
    const named = roles.map((node) => node.role)
    expect(named).toContain('H1')
    expect(named.filter((role) => role === 'Table').length).toBeGreaterThanOrEqual(3)
    expect(named).toContain('TH')
    expect(named).toContain('TD')
    expect(roles.find((node) => node.role === 'Figure')?.alt).toMatch(
      /^Particle-size distribution of EuroTalc P 12: .* crosses 50 % at 1\.2 µm\.$/,
    )
  })

  it('gives the same bytes for the same data, and other bytes when the grade changes', async () => {
    const first = await generateDataSheet(GRADE, 'en', LETTERHEAD)
    const again = await generateDataSheet({ ...GRADE }, 'en', { ...LETTERHEAD })
    expect(again.equals(first)).toBe(true)
    const edited = await generateDataSheet(
      {
        ...GRADE,
        technical: { ...GRADE.technical, whiteness: 87 },
        updatedAt: '2026-03-02T08:00:00.000Z',
      },
      'en',
      LETTERHEAD,
    )
    expect(edited.equals(first)).toBe(false)
    const lines = await linesOf(edited)
    expect(lines).toContain('Whiteness\t87\t%\tISO 2470 (R457)')
    expect(lines).toContain('Revision: Mar 2, 2026, generated from the product data')
  })

  it('leaves out what the grade does not state', async () => {
    const bare: DataSheetGrade = {
      ...GRADE,
      description: null,
      technical: {
        ...GRADE.technical,
        bet: null,
        moisture: null,
        form: null,
        packaging: [],
        mineralogy: null,
      },
      psd: [],
      markets: [],
      applications: [],
    }
    const lines = await linesOf(await generateDataSheet(bare, 'en', LETTERHEAD))
    expect(lines.filter((line) => line.split('\t').length === 4)).toHaveLength(1 + 8)
    expect(lines.join('\n')).not.toMatch(/Moisture|Form and packaging|Particle-size|Markets/)
    expect(lines).toContain('Page 1 of 1')
  })
})

/** A demo grade (src/seed/content/grades) as the sheet gets it, its markets named by slug. */
function sheetGradeOf(grade: DemoGrade, locale: 'en' | 'de'): DataSheetGrade {
  const title = (slug: string) => slug.replace(/-/g, ' ')
  return {
    slug: grade.slug,
    name: grade.name,
    description: grade.description[locale],
    technical: {
      ...(Object.fromEntries(GRADE_PROPERTY_KEYS.map((key) => [key, grade[key] ?? null])) as {
        [K in (typeof GRADE_PROPERTY_KEYS)[number]]: number | null
      }),
      whitenessMethod: grade.whitenessMethod ?? 'iso-2470',
      form: grade.form ?? null,
      packaging: grade.packaging ?? [],
      mineralogy: grade.mineralogy?.[locale] ?? null,
    },
    psd: grade.psd ?? (grade.d50 && grade.topCut ? derivePsd(grade.d50, grade.topCut) : []),
    markets: grade.markets.map((slug) => ({ title: title(slug), href: `/${slug}` })),
    applications: (grade.applications ?? []).map((a) => ({
      market: { title: title(a.market), href: `/${a.market}` },
      note: a.note[locale],
    })),
    updatedAt: '2026-02-20T09:30:00.000Z',
  }
}

/** The demo grades (src/seed/content/grades): what a sheet typically holds. */
const DEMO_GRADES = await loadDemoGrades()

/** More than a page holds: a long description and many applications. */
const LONG_GRADE: DataSheetGrade = {
  ...GRADE,
  description: Array.from({ length: 8 }, () => GRADE.description).join(' '),
  applications: Array.from({ length: 14 }, (_, i) => ({
    market: { title: `Market ${i + 1}`, href: `/m-${i + 1}` },
    note: 'Thin-walled parts of PP compounds with 10 to 20 % talc: the same stiffness with less talc, and a lower thermal expansion for constant gap widths.',
  })),
}

describe('the sheet’s pages', () => {
  it('are tried on every demo grade', () => expect(DEMO_GRADES.length).toBeGreaterThan(10))

  describe.each(['en', 'de'] as const)('of a demo grade (%s)', (locale) => {
    it.each(DEMO_GRADES.map((grade) => [grade.name, grade] as const))(
      'fit %s on one page, footed with its revision and page number',
      async (_name, demo) => {
        const grade = sheetGradeOf(demo, locale)
        const pages = await pagesOf(await generateDataSheet(grade, locale, LETTERHEAD))
        expect(pages).toHaveLength(1)
        const text = pages[0]!.join('\n')
        expect(text).toContain(locale === 'en' ? 'Page 1 of 1' : 'Seite 1 von 1')
        expect(text).toContain(
          `${grade.name} · ${locale === 'en' ? 'Revision' : 'Stand'} ${formatLongDate(grade.updatedAt, locale)}`,
        )
      },
    )
  })

  it.each([
    { locale: 'en' as const, page: (n: number) => `Page ${n} of 2`, size: 'Size (µm)' },
    { locale: 'de' as const, page: (n: number) => `Seite ${n} von 2`, size: 'Größe (µm)' },
  ])(
    'goes on to a second page only for what does not fit, its tables whole ($locale)',
    async ({ locale, page, size }) => {
      const pages = await pagesOf(await generateDataSheet(LONG_GRADE, locale, LETTERHEAD))
      expect(pages).toHaveLength(2)
      pages.forEach((lines, i) => expect(lines).toContain(page(i + 1)))
      // The property table on one page, the particle sizes (head and every point) on one page.
      const rows = gradePropertyRows(LONG_GRADE.technical, locale)
      const holding = (line: string) => pages.findIndex((lines) => lines.includes(line))
      const tablePage = holding(
        `${rows[0]!.label}\t${rows[0]!.value}\t${rows[0]!.unit}\t${rows[0]!.method}`,
      )
      for (const row of rows)
        expect(holding(`${row.label}\t${row.value}\t${row.unit}\t${row.method}`)).toBe(tablePage)
      const psdPage = pages.findIndex((lines) => lines.some((line) => line.startsWith(size)))
      expect(psdPage).toBeGreaterThanOrEqual(0)
      const points = pages.map(
        (lines) => lines.filter((line) => /^[\d.,]+\t[\d.,]+$/.test(line)).length,
      )
      expect(points[psdPage]).toBe(LONG_GRADE.psd.length)
      // The second page carries more than a remnant: every application is printed.
      const text = pages.flat().join('\n')
      for (let i = 1; i <= 14; i += 1) expect(text).toContain(`Market ${i}:`)
      expect(pages[1]!.filter((line) => line.startsWith('•')).length).toBeGreaterThan(2)
    },
  )

  it('draws the brand mark in the letterhead of every page, as one vector drawing', async () => {
    const bytes = await generateDataSheet(LONG_GRADE, 'en', LETTERHEAD)
    const raw = bytes.toString('latin1')
    // One form XObject of the mark's square, and no raster image.
    const objects = [...raw.matchAll(/\n(\d+) 0 obj\n<<((?:(?!endobj)[^])*?)>>\nstream\n/g)]
    const forms = objects.filter(([, , dict]) => /\/Subtype \/Form\b/.test(dict!))
    expect(forms).toHaveLength(1)
    const [, formId, formDict] = forms[0]!
    expect(formDict).toContain(`/BBox [0 0 ${BRAND_MARK_SIZE} ${BRAND_MARK_SIZE}]`)
    expect(raw).not.toMatch(/\/Subtype \/Image/)
    // Every page names it among its resources and paints it in its content.
    const pages = [...raw.matchAll(/\/Type \/Page\b[^]*?\/Contents (\d+) 0 R/g)]
    expect(pages).toHaveLength(2)
    expect(raw.match(new RegExp(`/BrandMark ${formId} 0 R`, 'g'))).toHaveLength(2)
    for (const [, contents] of pages) {
      const stream = new RegExp(`\\n${contents} 0 obj\\s*<<[^]*?>>\\s*stream\\n`).exec(raw)!
      const start = stream.index + stream[0].length
      const data = zlib.inflateSync(bytes.subarray(start, raw.indexOf('\nendstream', start)))
      expect(data.toString('latin1').match(/\/BrandMark Do/g)).toHaveLength(1)
    }
  })
})

describe('letterheadOf', () => {
  it('takes the company, contacts and legal notice from the site settings, in the language', () => {
    const settings = {
      companyName: 'EuroTalc GmbH',
      contacts: { address: 'Talkwerkstraße 12\n8700 Leoben', phone: '+43 1', email: 'a@b.example' },
      imprint: {
        legalForm: 'GmbH',
        registeredOffice: 'Leoben',
        managingDirectors: 'Dr. Markus Hofer',
        registerNumber: 'FN 123456 a',
        registerCourt: 'Landesgericht Leoben',
        vatId: '',
        supervisoryAuthority: '',
        chamber: '',
        further: '',
      },
    }
    expect(letterheadOf(settings, 'https://www.eurotalc.example', 'de')).toEqual({
      companyName: 'EuroTalc GmbH',
      address: 'Talkwerkstraße 12\n8700 Leoben',
      phone: '+43 1',
      email: 'a@b.example',
      website: 'www.eurotalc.example',
      legal: [
        'Sitz: Leoben',
        'Firmenbuchnummer: FN 123456 a, Landesgericht Leoben',
        'Geschäftsführung: Dr. Markus Hofer',
      ],
    })
    expect(letterheadOf(settings, 'https://www.eurotalc.example', 'en').legal[0]).toBe(
      'Registered office: Leoben',
    )
  })
})
