/**
 * Particle-size distributions (ADR 0027): reading a cumulative curve and deriving a demo curve.
 * Isomorphic: the chart, the data sheet and the seed use it.
 */
import type { PsdPoint } from './grade-data'

/** Φ⁻¹(0.98): a log-normal curve reaches 98 % passing this many σ above its median. */
const Z_98 = 2.0537489

/** The standard normal distribution function (Abramowitz–Stegun 7.1.26, error below 1.5e-7). */
function normalCdf(z: number): number {
  const t = 1 / (1 + 0.3275911 * (Math.abs(z) / Math.SQRT2))
  const y =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-(z * z) / 2)
  return z >= 0 ? (1 + y) / 2 : (1 - y) / 2
}

/** The sizes a sedigraph report lists (µm). */
const REPORT_SIZES = [0.2, 0.3, 0.5, 0.7, 1, 1.5, 2, 3, 4, 5, 7, 10, 15, 20, 30, 40, 50, 70, 100]

/**
 * A demo curve from a grade's d50 and d98: log-normal (ln of the size normally distributed) with
 * its median at d50 and σ = ln(d98/d50) / Φ⁻¹(0.98), so that it passes 50 % at d50 and 98 % at
 * d98. Points at the sizes a sedigraph report lists, from about 1 % to 100 % passing, rounded to
 * 0.1 %.
 */
export function derivePsd(d50: number, d98: number): PsdPoint[] {
  if (!(d50 > 0) || !(d98 > d50)) throw new Error('derivePsd needs 0 < d50 < d98')
  const sigma = Math.log(d98 / d50) / Z_98
  const points: PsdPoint[] = []
  for (const size of REPORT_SIZES) {
    const passing = Math.round(normalCdf(Math.log(size / d50) / sigma) * 1000) / 10
    if (passing < 1) continue
    points.push({ size, passing })
    if (passing >= 100) break
  }
  return points
}

/**
 * The size at which a cumulative curve reaches `percent` passing, interpolated linearly in
 * log(size) between the two points around it (as the chart draws it); null outside the data.
 */
export function sizeAtPassing(points: readonly PsdPoint[], percent: number): number | null {
  for (let i = 1; i < points.length; i += 1) {
    const a = points[i - 1]!
    const b = points[i]!
    if (a.passing <= percent && b.passing >= percent) {
      if (b.passing === a.passing) return a.size
      const f = (percent - a.passing) / (b.passing - a.passing)
      return Math.exp(Math.log(a.size) + f * (Math.log(b.size) - Math.log(a.size)))
    }
  }
  return null
}
