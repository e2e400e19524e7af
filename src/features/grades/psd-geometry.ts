/**
 * The geometry of the particle-size chart (ADR 0027): cumulative % passing (linear, 0 to 100)
 * against particle size on a logarithmic µm axis, in SVG user units. Pure: the chart component
 * draws what this computes, and the unit tests check it.
 *
 * The curve is drawn as straight segments between the points in (log size, passing), the same
 * log-linear interpolation sizeAtPassing (src/features/grades/psd.ts) reads: where the drawn curve crosses
 * 50 % is the d50 the page states from the same points.
 */
import type { PsdPoint } from '@/features/grades/grade-data'
import { sizeAtPassing } from '@/features/grades/psd'
import { INTL_LOCALES, type Locale } from '@/i18n/locales'

/** The drawing's size and the room around the plot for the axes' labels and titles. */
export type ChartFrame = {
  width: number
  height: number
  margin: { top: number; right: number; bottom: number; left: number }
}

/**
 * 400 × 272 units. On a phone (358 px of content at 390 px) the labels, 14 units, are 12.5 px
 * high; from 600 px on the stylesheet makes them 10 units and caps the chart at 40rem, so that
 * they stay about 16 px however wide the column.
 */
export const PSD_FRAME: ChartFrame = {
  width: 400,
  height: 272,
  margin: { top: 14, right: 18, bottom: 52, left: 54 },
}

/** The plot area, in user units. */
export type PlotBox = { left: number; right: number; top: number; bottom: number }

/** A logarithmic axis from 10^from to 10^to µm (whole decades). */
export type LogAxis = { from: number; to: number }

/** Decades for sizes from 0.1 to 100 µm when there is nothing to show. */
const DEFAULT_AXIS: LogAxis = { from: -1, to: 2 }

/** log10 of a power of ten can come out a hair off (floating point); whole decades are meant. */
const EPSILON = 1e-9

/** The whole decades around the sizes: 0.2–15 µm → 0.1–100 µm; at least one decade. */
export function logAxisFor(sizes: readonly number[]): LogAxis {
  const positive = sizes.filter((size) => size > 0 && Number.isFinite(size))
  if (!positive.length) return DEFAULT_AXIS
  const from = Math.floor(Math.log10(Math.min(...positive)) + EPSILON)
  const to = Math.ceil(Math.log10(Math.max(...positive)) - EPSILON)
  return { from, to: Math.max(to, from + 1) }
}

export function plotBox(frame: ChartFrame = PSD_FRAME): PlotBox {
  return {
    left: frame.margin.left,
    right: frame.width - frame.margin.right,
    top: frame.margin.top,
    bottom: frame.height - frame.margin.bottom,
  }
}

/** Where a size (µm) lies on the x axis: equal ratios, equal distances. */
export function xOfSize(size: number, axis: LogAxis, plot: PlotBox): number {
  const share = (Math.log10(size) - axis.from) / (axis.to - axis.from)
  return plot.left + share * (plot.right - plot.left)
}

/** The size (µm) at an x position: the inverse of xOfSize. */
export function sizeOfX(x: number, axis: LogAxis, plot: PlotBox): number {
  const share = (x - plot.left) / (plot.right - plot.left)
  return 10 ** (axis.from + share * (axis.to - axis.from))
}

/** Where a share passing (%) lies on the y axis: 0 at the bottom, 100 at the top. */
export function yOfPassing(passing: number, plot: PlotBox): number {
  return plot.bottom - (passing / 100) * (plot.bottom - plot.top)
}

/** Two decimals are finer than a pixel at any width the chart is shown at. */
const round = (value: number) => Math.round(value * 100) / 100

/** A size without floating-point noise (0.30000000000000004 → 0.3). */
const clean = (value: number) => Number(value.toPrecision(6))

export type AxisTick = { size: number; x: number; major: boolean }

/**
 * The x axis's ticks: each decade (0.1, 1, 10, 100 µm) is major and labelled; 2 to 9 times the
 * decade are minor (unlabelled ticks and light gridlines).
 */
export function sizeTicks(axis: LogAxis, plot: PlotBox): AxisTick[] {
  const ticks: AxisTick[] = []
  for (let decade = axis.from; decade <= axis.to; decade += 1) {
    const base = 10 ** decade
    ticks.push({ size: clean(base), x: round(xOfSize(base, axis, plot)), major: true })
    if (decade === axis.to) break
    for (let m = 2; m <= 9; m += 1) {
      const size = clean(m * base)
      ticks.push({ size, x: round(xOfSize(size, axis, plot)), major: false })
    }
  }
  return ticks
}

/** The y axis's ticks and gridlines: every 25 %, so that 50 % has its own line. */
export const PASSING_TICKS = [0, 25, 50, 75, 100] as const

export type PlottedPoint = PsdPoint & { x: number; y: number }

export type SeriesGeometry = {
  points: PlottedPoint[]
  /** The SVG path through the points, finest first ("M x y L x y …"). */
  path: string
  /** Where the curve crosses 50 %, or null when its points do not reach across 50 %. */
  d50: { size: number; x: number; y: number } | null
}

export type ChartGeometry = {
  frame: ChartFrame
  plot: PlotBox
  axis: LogAxis
  sizeTicks: AxisTick[]
  passingTicks: { passing: number; y: number }[]
  series: SeriesGeometry[]
}

/** The path through the points, as drawn: straight segments in (log size, passing). */
export function psdPath(points: readonly PsdPoint[], axis: LogAxis, plot: PlotBox): string {
  return points
    .map(
      (point, i) =>
        `${i === 0 ? 'M' : 'L'}${round(xOfSize(point.size, axis, plot))} ${round(yOfPassing(point.passing, plot))}`,
    )
    .join(' ')
}

/**
 * Everything the chart draws for one or more curves on one pair of axes. The curves must be
 * usable (psdProblem gives null): the caller leaves out the others.
 */
export function psdChartGeometry(
  curves: readonly (readonly PsdPoint[])[],
  frame: ChartFrame = PSD_FRAME,
): ChartGeometry {
  const plot = plotBox(frame)
  const axis = logAxisFor(curves.flatMap((points) => points.map((point) => point.size)))
  return {
    frame,
    plot,
    axis,
    sizeTicks: sizeTicks(axis, plot),
    passingTicks: PASSING_TICKS.map((passing) => ({
      passing,
      y: round(yOfPassing(passing, plot)),
    })),
    series: curves.map((points) => {
      const d50 = sizeAtPassing(points, 50)
      return {
        points: points.map((point) => ({
          ...point,
          x: round(xOfSize(point.size, axis, plot)),
          y: round(yOfPassing(point.passing, plot)),
        })),
        path: psdPath(points, axis, plot),
        d50:
          d50 === null
            ? null
            : { size: d50, x: round(xOfSize(d50, axis, plot)), y: round(yOfPassing(50, plot)) },
      }
    }),
  }
}

/** The label of a decade tick: 0.1, 1, 10, 100 (the unit is in the axis title). */
export function decadeLabel(size: number, locale: Locale): string {
  return new Intl.NumberFormat(INTL_LOCALES[locale], {
    maximumFractionDigits: 4,
    useGrouping: false,
  }).format(size)
}
