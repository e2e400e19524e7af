import { describe, expect, it } from 'vitest'

import { GRADE_PACKAGING, psdProblem, WHITENESS_METHODS } from '@/features/grades/grade-data'
import { derivePsd, sizeAtPassing } from '@/features/grades/psd'

import type { DemoGrade } from './demo-content-types'
import { loadDemoContent, loadDemoDocuments, loadDemoGrades } from './fixtures'

/**
 * The demo grades' technical data (ADR 0027), loaded as the seed loads them: every grade
 * states every property, and the figures are plausible for talc and agree with each other, with
 * the grade's markets and with the figures other texts quote.
 */

/** The numeric properties every demo grade states. */
const NUMBERS = [
  'd50',
  'topCut',
  'whiteness',
  'bet',
  'lossOnIgnition',
  'moisture',
  'bulkDensity',
  'tappedDensity',
  'oilAbsorption',
  'talcContent',
] as const

type Complete = DemoGrade & Required<Pick<DemoGrade, (typeof NUMBERS)[number]>>

async function grades(): Promise<Complete[]> {
  return (await loadDemoGrades()) as Complete[]
}

/** Ranks from 1, ties sharing their mean rank. */
function ranks(values: readonly number[]): number[] {
  const order = values.map((value, i) => ({ value, i })).sort((a, b) => a.value - b.value)
  const out = new Array<number>(values.length)
  for (let start = 0; start < order.length;) {
    let end = start
    while (end + 1 < order.length && order[end + 1]!.value === order[start]!.value) end += 1
    for (let k = start; k <= end; k += 1) out[order[k]!.i] = (start + end) / 2 + 1
    start = end + 1
  }
  return out
}

/** Spearman's rank correlation (Pearson's of the ranks). */
function rankCorrelation(x: readonly number[], y: readonly number[]): number {
  const rx = ranks(x)
  const ry = ranks(y)
  const mean = (v: number[]) => v.reduce((s, a) => s + a, 0) / v.length
  const mx = mean(rx)
  const my = mean(ry)
  let sxy = 0
  let sxx = 0
  let syy = 0
  for (let i = 0; i < rx.length; i += 1) {
    sxy += (rx[i]! - mx) * (ry[i]! - my)
    sxx += (rx[i]! - mx) ** 2
    syy += (ry[i]! - my) ** 2
  }
  return sxy / Math.sqrt(sxx * syy)
}

describe('the demo grades’ technical data', () => {
  it('states every property for every grade, in both languages where it is a text', async () => {
    const all = await loadDemoGrades()
    expect(all.length).toBeGreaterThanOrEqual(20)
    const missing: string[] = []
    for (const grade of all) {
      for (const key of NUMBERS)
        if (typeof grade[key] !== 'number') missing.push(`${grade.slug}: ${key}`)
      if (!grade.whitenessMethod || !WHITENESS_METHODS.includes(grade.whitenessMethod))
        missing.push(`${grade.slug}: whitenessMethod`)
      if (!grade.form) missing.push(`${grade.slug}: form`)
      if (!grade.mineralogy?.en || !grade.mineralogy.de) missing.push(`${grade.slug}: mineralogy`)
      if (!grade.packaging?.length) missing.push(`${grade.slug}: packaging`)
      if (!grade.applications?.length) missing.push(`${grade.slug}: applications`)
    }
    expect(missing).toEqual([])
  })

  it('has values in the ranges of talc, each grade consistent in itself', async () => {
    const wrong: string[] = []
    const check = (grade: Complete, ok: boolean, what: string) => {
      if (!ok) wrong.push(`${grade.slug}: ${what}`)
    }
    for (const g of await grades()) {
      check(g, g.d50 < g.topCut, `d50 ${g.d50} < top cut ${g.topCut}`)
      check(g, g.tappedDensity > g.bulkDensity, `tapped ${g.tappedDensity} > bulk ${g.bulkDensity}`)
      const ratio = g.tappedDensity / g.bulkDensity
      if (g.form === 'powder') {
        check(g, g.bulkDensity >= 0.12 && g.bulkDensity <= 0.5, `powder bulk ${g.bulkDensity}`)
        check(g, ratio >= 1.35 && ratio <= 2.1, `powder tapped/bulk ${ratio.toFixed(2)}`)
      } else {
        check(g, g.bulkDensity >= 0.55 && g.bulkDensity <= 1.3, `${g.form} bulk ${g.bulkDensity}`)
        check(g, ratio >= 1.05 && ratio <= 1.35, `${g.form} tapped/bulk ${ratio.toFixed(2)}`)
      }
      check(g, g.moisture >= 0.1 && g.moisture <= 0.6, `moisture ${g.moisture}`)
      check(g, g.bet >= 2 && g.bet <= 40, `BET ${g.bet}`)
      check(g, g.oilAbsorption >= 20 && g.oilAbsorption <= 65, `oil absorption ${g.oilAbsorption}`)
      check(g, g.talcContent >= 40 && g.talcContent <= 100, `talc content ${g.talcContent}`)
      // Talc itself loses 4.75 % (its water of constitution) at 1050 °C; chlorite ~13 %,
      // carbonates ~45–50 %: the loss can never be below the talc's share of 4.75 %.
      check(
        g,
        g.lossOnIgnition >= (4.75 * g.talcContent) / 100,
        `LOI ${g.lossOnIgnition} below what ${g.talcContent} % talc loses`,
      )
      check(g, g.lossOnIgnition <= 15, `LOI ${g.lossOnIgnition}`)
      if (g.talcContent >= 95)
        check(
          g,
          g.lossOnIgnition <= 6.5,
          `high purity (${g.talcContent} %) but LOI ${g.lossOnIgnition}`,
        )
      if (g.talcContent <= 80)
        check(
          g,
          g.lossOnIgnition >= 7,
          `talc-chlorite (${g.talcContent} %) but LOI ${g.lossOnIgnition}`,
        )
      check(
        g,
        new Set(g.packaging).size === g.packaging!.length &&
          g.packaging!.every((p) => GRADE_PACKAGING.includes(p)),
        `packaging ${g.packaging?.join(', ')}`,
      )
      check(
        g,
        /asbest/i.test(g.mineralogy!.en) && /asbest/i.test(g.mineralogy!.de),
        'asbestos-free',
      )
      check(g, /Talkum/.test(g.mineralogy!.de), 'mineralogy (DE) says "Talkum"')
    }
    expect(wrong).toEqual([])
  })

  it('gives finer grades a larger specific surface and a higher oil absorption', async () => {
    const all = await grades()
    const d50 = all.map((g) => g.d50)
    expect(
      rankCorrelation(
        d50,
        all.map((g) => g.bet),
      ),
    ).toBeLessThan(-0.85)
    expect(
      rankCorrelation(
        d50,
        all.map((g) => g.oilAbsorption),
      ),
    ).toBeLessThan(-0.85)
    // Pairwise, for grades whose d50 differ by a factor of two or more.
    const inverted: string[] = []
    for (const fine of all)
      for (const coarse of all)
        if (coarse.d50 >= 2 * fine.d50 && !(fine.bet > coarse.bet))
          inverted.push(
            `${fine.slug} (${fine.d50} µm, ${fine.bet} m²/g) vs ${coarse.slug} (${coarse.d50} µm, ${coarse.bet} m²/g)`,
          )
    expect(inverted).toEqual([])
  })

  it('has less loss on ignition the purer the talc', async () => {
    const all = await grades()
    expect(
      rankCorrelation(
        all.map((g) => g.talcContent),
        all.map((g) => g.lossOnIgnition),
      ),
    ).toBeLessThan(-0.85)
  })

  it('notes one application for each of the grade’s markets, and none for others', async () => {
    const wrong: string[] = []
    for (const g of await grades()) {
      const noted = (g.applications ?? []).map((a) => a.market)
      if (new Set(noted).size !== noted.length) wrong.push(`${g.slug}: a market noted twice`)
      for (const market of noted)
        if (!g.markets.includes(market)) wrong.push(`${g.slug}: note for ${market}, not its market`)
      for (const market of g.markets)
        if (!noted.includes(market)) wrong.push(`${g.slug}: no note for ${market}`)
      for (const a of g.applications ?? [])
        if (a.note.en === a.note.de || a.note.en.length < 30 || a.note.de.length < 30)
          wrong.push(`${g.slug}: note for ${a.market} too short or untranslated`)
    }
    expect(wrong).toEqual([])
  })

  it('derives from d50 and top cut a valid curve that passes 50 % at the d50', async () => {
    for (const g of await grades()) {
      // A grade without its own curve gets this one from the seed.
      const points = g.psd ?? derivePsd(g.d50, g.topCut)
      expect(psdProblem(points), g.slug).toBeNull()
      const median = sizeAtPassing(points, 50)
      expect(median, g.slug).not.toBeNull()
      expect(
        Math.abs(median! / g.d50 - 1),
        `${g.slug}: d50 ${g.d50}, curve ${median}`,
      ).toBeLessThan(0.05)
      const top = sizeAtPassing(points, 98)
      expect(top, g.slug).not.toBeNull()
      expect(
        Math.abs(top! / g.topCut - 1),
        `${g.slug}: d98 ${g.topCut}, curve ${top}`,
      ).toBeLessThan(0.1)
    }
  })

  it('agrees with the figures the documents and the news quote', async () => {
    const all = new Map((await grades()).map((g) => [g.slug, g]))
    const quoted: string[] = []
    for (const doc of await loadDemoDocuments())
      for (const slug of doc.grades ?? [])
        for (const line of doc.body ?? []) {
          const grade = all.get(slug)!
          const whiteness = /(?:Whiteness|Weißgrad) \((Ry|ISO 2470)\): (\d+) %/.exec(line)
          if (whiteness) {
            quoted.push(line)
            expect(grade.whitenessMethod, `${doc.title.en}: ${line}`).toBe(
              whiteness[1] === 'Ry' ? 'ry' : 'iso-2470',
            )
            expect(grade.whiteness, `${doc.title.en}: ${line}`).toBe(Number(whiteness[2]))
          }
          const d50 = /d50 \([^)]*\): ([\d.,]+) µm/.exec(line)
          if (d50) {
            quoted.push(line)
            expect(grade.d50, `${doc.title.en}: ${line}`).toBe(Number(d50[1]!.replace(',', '.')))
          }
        }
    expect(quoted.length).toBeGreaterThan(0)

    // The launch news of EuroTalc P 12 quotes its bulk density and its packaging.
    const { news } = await loadDemoContent()
    const launch = news.find((item) => item.slug === 'new-grade-eurotalc-p-12')!
    const p12 = all.get('eurotalc-p-12')!
    const density = /bulk density of ([\d.]+) g\/cm³/.exec(launch.content.en)
    expect(density).not.toBeNull()
    expect(p12.bulkDensity).toBe(Number(density![1]))
    expect(launch.content.en).toMatch(/big bags and silo trucks/)
    expect([...p12.packaging!].sort()).toEqual(['big-bags', 'silo'])
  })
})
