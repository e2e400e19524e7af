import { describe, expect, it } from 'vitest'

import type { PsdPoint } from '@/features/grades/grade-data'
import { derivePsd, sizeAtPassing } from '@/features/grades/psd'

import {
  logAxisFor,
  plotBox,
  PSD_FRAME,
  psdChartGeometry,
  sizeOfX,
  sizeTicks,
  xOfSize,
  yOfPassing,
} from './psd-geometry'

/** The path's vertices, in drawing order. */
function vertices(path: string): { x: number; y: number }[] {
  return [...path.matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)].map((m) => ({
    x: Number(m[1]),
    y: Number(m[2]),
  }))
}

/** Where the drawn polyline reaches the height y, walking from the left; null if never. */
function xWhereDrawnCurveReaches(path: string, y: number): number | null {
  const points = vertices(path)
  for (let i = 1; i < points.length; i += 1) {
    const a = points[i - 1]!
    const b = points[i]!
    // y grows downwards: passing rises as y falls.
    if (a.y >= y && b.y <= y)
      return a.y === b.y ? a.x : a.x + ((a.y - y) / (a.y - b.y)) * (b.x - a.x)
  }
  return null
}

/** A measured-looking curve that is not log-normal: the crossing must come from its points. */
const MEASURED: PsdPoint[] = [
  { size: 0.5, passing: 4 },
  { size: 1, passing: 18 },
  { size: 2, passing: 41 },
  { size: 3, passing: 58 },
  { size: 5, passing: 80 },
  { size: 10, passing: 97 },
  { size: 20, passing: 100 },
]

const plot = plotBox(PSD_FRAME)

describe('the log-scale size axis', () => {
  it('spans the whole decades around the data', () => {
    expect(logAxisFor([0.2, 1.5, 15])).toEqual({ from: -1, to: 2 })
    expect(logAxisFor([1, 10])).toEqual({ from: 0, to: 1 })
    expect(logAxisFor([3, 4])).toEqual({ from: 0, to: 1 })
    expect(logAxisFor([0.1, 100])).toEqual({ from: -1, to: 2 })
    expect(logAxisFor([10, 1000])).toEqual({ from: 1, to: 3 })
  })

  it('puts 1 µm and 10 µm one decade apart, as 10 µm and 100 µm', () => {
    const axis = logAxisFor([0.2, 50])
    const decade = (plot.right - plot.left) / (axis.to - axis.from)
    expect(xOfSize(0.1, axis, plot)).toBeCloseTo(plot.left, 9)
    expect(xOfSize(100, axis, plot)).toBeCloseTo(plot.right, 9)
    expect(xOfSize(10, axis, plot) - xOfSize(1, axis, plot)).toBeCloseTo(decade, 9)
    expect(xOfSize(100, axis, plot) - xOfSize(10, axis, plot)).toBeCloseTo(decade, 9)
    // Equal ratios, equal distances: 2 → 4 µm as far as 5 → 10 µm.
    expect(xOfSize(4, axis, plot) - xOfSize(2, axis, plot)).toBeCloseTo(
      xOfSize(10, axis, plot) - xOfSize(5, axis, plot),
      9,
    )
    // Not linear: 2 µm lies log10(2) ≈ 30 % of the way from 1 to 10 µm.
    expect((xOfSize(2, axis, plot) - xOfSize(1, axis, plot)) / decade).toBeCloseTo(Math.log10(2), 9)
    expect(sizeOfX(xOfSize(3.7, axis, plot), axis, plot)).toBeCloseTo(3.7, 9)
  })

  it('ticks each decade as major and 2 to 9 times it as minor', () => {
    const ticks = sizeTicks({ from: -1, to: 2 }, plot)
    expect(ticks.filter((t) => t.major).map((t) => t.size)).toEqual([0.1, 1, 10, 100])
    expect(ticks.filter((t) => !t.major)).toHaveLength(3 * 8)
    expect(ticks.map((t) => t.size)).toContain(0.3)
    expect(ticks.map((t) => t.size)).toContain(50)
    const xs = ticks.map((t) => t.x)
    expect([...xs].sort((a, b) => a - b)).toEqual(xs)
  })

  it('puts 0 % at the bottom and 100 % at the top, linearly', () => {
    expect(yOfPassing(0, plot)).toBe(plot.bottom)
    expect(yOfPassing(100, plot)).toBe(plot.top)
    expect(yOfPassing(50, plot)).toBeCloseTo((plot.top + plot.bottom) / 2, 9)
  })
})

describe('the drawn curve', () => {
  it('has a vertex at each point, where the axes put it', () => {
    const points = derivePsd(1.2, 5)
    const geometry = psdChartGeometry([points])
    const drawn = vertices(geometry.series[0]!.path)
    expect(drawn).toHaveLength(points.length)
    points.forEach((point, i) => {
      expect(drawn[i]!.x).toBeCloseTo(xOfSize(point.size, geometry.axis, geometry.plot), 1)
      expect(drawn[i]!.y).toBeCloseTo(yOfPassing(point.passing, geometry.plot), 1)
    })
  })

  it.each([
    { name: 'EuroTalc P 12 (d50 1.2, d98 5)', points: derivePsd(1.2, 5) },
    { name: 'a coarse grade (d50 15, d98 80)', points: derivePsd(15, 80) },
    { name: 'a measured curve', points: MEASURED },
  ])('never falls as the size grows: $name', ({ points }) => {
    const drawn = vertices(psdChartGeometry([points]).series[0]!.path)
    for (let i = 1; i < drawn.length; i += 1) {
      expect(drawn[i]!.x).toBeGreaterThan(drawn[i - 1]!.x)
      // Passing never decreases: on screen the line never goes down (y grows downwards).
      expect(drawn[i]!.y).toBeLessThanOrEqual(drawn[i - 1]!.y)
    }
  })

  it.each([
    { name: 'EuroTalc P 12 (d50 1.2, d98 5)', points: derivePsd(1.2, 5) },
    { name: 'a measured curve', points: MEASURED },
  ])('crosses 50 % at the size sizeAtPassing reads from the points: $name', ({ points }) => {
    const geometry = psdChartGeometry([points])
    const series = geometry.series[0]!
    const d50 = sizeAtPassing(points, 50)!
    const y50 = yOfPassing(50, geometry.plot)
    const crossing = xWhereDrawnCurveReaches(series.path, y50)!
    expect(sizeOfX(crossing, geometry.axis, geometry.plot)).toBeCloseTo(d50, 2)
    // The d50 mark sits there too.
    expect(series.d50!.size).toBe(d50)
    expect(series.d50!.x).toBeCloseTo(crossing, 1)
    expect(series.d50!.y).toBeCloseTo(y50, 1)
  })

  it('crosses 50 % at the d50 a curve derived from d50 and d98 was made with', () => {
    for (const [d50, d98] of [
      [1.2, 5],
      [2, 8],
      [4.5, 20],
      [15, 80],
    ] as const) {
      const series = psdChartGeometry([derivePsd(d50, d98)]).series[0]!
      // The derived points are rounded to 0.1 % and read between report sizes: within 2 %.
      expect(Math.abs(series.d50!.size / d50 - 1)).toBeLessThan(0.02)
    }
    // Between the report sizes 2 and 3 µm the measured curve crosses 50 % at 2.5 µm or so,
    // not at a report size: the mark follows the data, not the grid.
    expect(sizeAtPassing(MEASURED, 50)).toBeGreaterThan(2.4)
    expect(sizeAtPassing(MEASURED, 50)).toBeLessThan(2.6)
  })

  it('has no d50 mark when the points do not reach 50 %', () => {
    const coarseOnly = [
      { size: 1, passing: 5 },
      { size: 2, passing: 30 },
    ]
    expect(psdChartGeometry([coarseOnly]).series[0]!.d50).toBeNull()
  })

  it('puts several curves on one axis spanning them all', () => {
    const geometry = psdChartGeometry([derivePsd(1.2, 5), derivePsd(15, 80)])
    expect(geometry.series).toHaveLength(2)
    const sizes = [...derivePsd(1.2, 5), ...derivePsd(15, 80)].map((p) => p.size)
    expect(10 ** geometry.axis.from).toBeLessThanOrEqual(Math.min(...sizes))
    expect(10 ** geometry.axis.to).toBeGreaterThanOrEqual(Math.max(...sizes))
    // The finer grade crosses 50 % left of the coarser one.
    expect(geometry.series[0]!.d50!.x).toBeLessThan(geometry.series[1]!.d50!.x)
  })
})
