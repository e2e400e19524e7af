import { describe, expect, it } from 'vitest'

import type { GradeTechnicalData } from '@/features/grades/grade-data'

import { compareMarking, compareRows, isMarked } from './compare-rows'
import { type SheetLabels, sheetRows, withUnit } from './sheet-rows'

const LABELS: SheetLabels = {
  form: 'Form',
  packaging: 'Packaging',
  mineralogy: 'Mineralogy',
  forms: { powder: 'Powder', compacted: 'Compacted', granules: 'Granules' },
  packagingOptions: { bags: 'Bags (25 kg)', 'big-bags': 'Big bags', silo: 'Silo truck' },
}

const NONE: GradeTechnicalData = {
  d50: null,
  topCut: null,
  whiteness: null,
  bet: null,
  lossOnIgnition: null,
  moisture: null,
  bulkDensity: null,
  tappedDensity: null,
  oilAbsorption: null,
  talcContent: null,
  whitenessMethod: 'iso-2470',
  form: null,
  packaging: [],
  mineralogy: null,
}

const P12: GradeTechnicalData = {
  ...NONE,
  d50: 1.2,
  topCut: 5,
  whiteness: 86,
  bet: 19.5,
  form: 'compacted',
  packaging: ['big-bags', 'silo'],
  mineralogy: 'Talc with a little chlorite',
}
const P20: GradeTechnicalData = {
  ...NONE,
  d50: 2,
  topCut: 5,
  whiteness: 85,
  whitenessMethod: 'ry',
  form: 'compacted',
  packaging: ['big-bags', 'silo'],
  moisture: 0.3,
}

describe("a grade's sheet rows", () => {
  it('are the property rows with units and methods, then form, packaging and mineralogy', () => {
    const rows = sheetRows(P12, 'en', LABELS)
    expect(rows.map((r) => r.key)).toEqual([
      'd50',
      'topCut',
      'whiteness',
      'bet',
      'form',
      'packaging',
      'mineralogy',
    ])
    expect(rows[0]).toEqual({
      key: 'd50',
      label: 'Median particle size d50',
      value: '1.2',
      unit: 'µm',
      method: 'ISO 13317-3',
    })
    expect(rows.find((r) => r.key === 'packaging')!.value).toBe('Big bags, Silo truck')
    expect(withUnit(rows[0]!)).toBe('1.2\u00a0µm')
    expect(withUnit(rows.find((r) => r.key === 'form')!)).toBe('Compacted')
  })

  it('write numbers as the language does', () => {
    expect(sheetRows(P12, 'de', LABELS)[0]!.value).toBe('1,2')
    expect(sheetRows(P12, 'de', LABELS)[0]!.label).toBe('Mittlere Korngröße d50')
  })

  it('leave out what the grade does not state', () => {
    expect(sheetRows(NONE, 'en', LABELS)).toEqual([])
    expect(sheetRows({ ...NONE, mineralogy: '  ' }, 'en', LABELS)).toEqual([])
  })
})

describe('the comparison rows', () => {
  const rows = compareRows([sheetRows(P12, 'en', LABELS), sheetRows(P20, 'en', LABELS)])
  const row = (key: string) => rows.find((r) => r.key === key)!

  it('are the union of the grades’ rows, in the sheet’s order', () => {
    expect(rows.map((r) => r.key)).toEqual([
      'd50',
      'topCut',
      'whiteness',
      'bet',
      'moisture',
      'form',
      'packaging',
      'mineralogy',
    ])
  })

  it('mark a row as differing when the values differ, not when they agree', () => {
    expect(row('d50').differs).toBe(true)
    expect(row('d50').cells.map((c) => c?.value)).toEqual(['1.2', '2'])
    expect(row('topCut').differs).toBe(false)
    expect(row('form').differs).toBe(false)
    expect(row('packaging').differs).toBe(false)
  })

  it('leave a cell empty where a grade does not state the property, which differs', () => {
    expect(row('bet').cells).toEqual([{ value: '19.5', unit: 'm²/g', method: 'ISO 9277' }, null])
    expect(row('bet').differs).toBe(true)
    expect(row('moisture').cells[0]).toBeNull()
  })

  it('give the method once when the grades share it, per cell when they do not', () => {
    expect(row('d50').method).toBe('ISO 13317-3')
    // 86 by ISO 2470 and 85 as Ry: not the same measure.
    expect(row('whiteness').method).toBeNull()
    expect(row('whiteness').cells.map((c) => c?.method)).toEqual([
      'ISO 2470 (R457)',
      'Ry (DIN 53163)',
    ])
    expect(row('whiteness').differs).toBe(true)
  })

  it('count the same number by another method as a difference', () => {
    const iso = sheetRows({ ...NONE, whiteness: 86 }, 'en', LABELS)
    const ry = sheetRows({ ...NONE, whiteness: 86, whitenessMethod: 'ry' }, 'en', LABELS)
    expect(compareRows([iso, iso])[0]!.differs).toBe(false)
    expect(compareRows([iso, ry])[0]!.differs).toBe(true)
  })
})

describe('what the comparison marks', () => {
  const P45: GradeTechnicalData = {
    ...NONE,
    d50: 4.5,
    topCut: 20,
    whiteness: 84,
    bet: 9,
    form: 'powder',
    packaging: ['bags', 'big-bags'],
    mineralogy: 'Talc and chlorite',
  }
  const rowsOf = (...grades: GradeTechnicalData[]) =>
    compareRows(grades.map((grade) => sheetRows(grade, 'en', LABELS)))

  it('marks the differing rows when the grades agree in some others', () => {
    // P 12 and P 20 share the top cut, the form and the packaging: those rows are not marked.
    const rows = rowsOf(P12, P20)
    const marking = compareMarking(rows)
    expect(marking).toEqual({ kind: 'rows', differing: 5, total: 8 })
    expect(rows.filter((row) => isMarked(marking, row)).map((row) => row.key)).toEqual([
      'd50',
      'whiteness',
      'bet',
      'moisture',
      'mineralogy',
    ])
  })

  it('marks no row when the grades differ in every one, and says so once instead', () => {
    const rows = rowsOf(P12, P45)
    expect(rows.every((row) => row.differs)).toBe(true)
    const marking = compareMarking(rows)
    expect(marking).toEqual({ kind: 'all-differ' })
    expect(rows.filter((row) => isMarked(marking, row))).toEqual([])
    // Three grades alike.
    expect(compareMarking(rowsOf(P12, P20, P45))).toEqual({ kind: 'all-differ' })
  })

  it('marks no row when the grades agree in every one', () => {
    const rows = rowsOf(P12, P12)
    expect(compareMarking(rows)).toEqual({ kind: 'all-same' })
    expect(rows.filter((row) => isMarked(compareMarking(rows), row))).toEqual([])
  })

  it('has nothing to say without rows', () => {
    expect(compareMarking(rowsOf(NONE, NONE))).toEqual({ kind: 'none' })
  })
})
