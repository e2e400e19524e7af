import { getDocumentProxy } from 'unpdf'
import { describe, expect, it } from 'vitest'

import { formatLongDate } from '@/lib/dates'
import { gradePropertyRows } from '@/lib/grade-data'
import { derivePsd } from '@/lib/psd'

import { linesOf, pagesOf } from '../../../tests/setup/pdf-text'

import { type DataSheetGrade, generateDataSheet, type Letterhead, letterheadOf } from './data-sheet'

/**
 * The technical data sheet (issue 38, item 5): the text a reader copies out of the PDF is the
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
      page: 'Page 1 of 2',
      phone: 'Phone +43 3842 123 450',
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
      page: 'Seite 1 von 2',
      phone: 'Tel. +43 3842 123 450',
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
      for (const line of ['EuroTalc GmbH', 'Talkwerkstraße 12', '8700 Leoben', want.phone])
        expect(lines).toContain(line)
      expect(lines).toContain('www.eurotalc.example')
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
      // Each page carries its number and the company's legal line.
      expect(pages).toHaveLength(2)
      pages.forEach((page, i) => {
        expect(page.join('\n')).toContain(want.page.replace('1', String(i + 1)))
        expect(page.join('\n')).toContain('EuroTalc GmbH · VAT ID: ATU12345678')
      })
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
    expect(lines.join('\n')).toContain('EuroTalc P 12 · Page 1 of 1')
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
