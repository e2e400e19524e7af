import { describe, expect, it } from 'vitest'

import {
  calibrateSlowdown,
  estimateSlowdown,
  longTaskFigures,
  mainThreadTasks,
  mainThreadTime,
  PROBE,
  TARGET_INDEX,
} from './device.mjs'

describe('the CPU slowdown calibrated from the BenchmarkIndex (ADR 0015)', () => {
  it("agrees with Lighthouse's recommendations table for a phone of the device's class", () => {
    // docs/throttling.md, "Calibrating the CPU slowdown" (BenchmarkIndex classes of Chrome m86):
    // the multiplier that makes each host class a high-end phone (800–1200, where the device's
    // 1000 lies), with its range where the table gives one.
    expect(TARGET_INDEX).toBeGreaterThanOrEqual(800)
    expect(TARGET_INDEX).toBeLessThanOrEqual(1200)
    const table: Array<{ host: string; index: [number, number]; range: [number, number] }> = [
      { host: 'high-end desktop', index: [1500, 2000], range: [1, 4] }, // 2 × (1–4)
      { host: 'low-end desktop', index: [1000, 1500], range: [1, 2] }, // 1 ×
      { host: 'high-end mobile', index: [1000, 1200], range: [1, 1.2] }, // 1 ×
    ]
    for (const { host, index, range } of table)
      for (let i = index[0]; i <= index[1]; i += 50) {
        const multiplier = estimateSlowdown(i)
        expect(multiplier, `${host}, index ${i}`).toBeGreaterThanOrEqual(range[0])
        expect(multiplier, `${host}, index ${i}`).toBeLessThanOrEqual(range[1])
      }
    // The table's suggested 2 × for a high-end desktop is its upper end, 2000.
    expect(estimateSlowdown(2000)).toBe(2)
  })

  it('refuses a host slower than the phone, or no figure', () => {
    expect(() => estimateSlowdown(900)).toThrow(/slower than the emulated phone/)
    expect(() => estimateSlowdown(Number.NaN)).toThrow(/cannot emulate/)
  })

  it("finds the slowdown under which the host measures the device's index", async () => {
    // A host whose benchmark does not slow in proportion (fixed costs): the estimate misses, and
    // the bisection on what is measured finds the rate.
    for (const host of [1500, 3706, 4028]) {
      const measure = async (rate: number) => host / (0.6 * rate + 0.4)
      const { benchmarkIndex, multiplier, throttledIndex } = await calibrateSlowdown(measure)
      expect(benchmarkIndex).toBe(host)
      expect(Math.abs(throttledIndex - TARGET_INDEX)).toBeLessThanOrEqual(TARGET_INDEX * 0.05)
      const exact = (host / TARGET_INDEX - 0.4) / 0.6
      expect(Math.abs(multiplier - exact), `host ${host}`).toBeLessThanOrEqual(exact * 0.06)
    }
  })

  it('keeps the estimate when the measurement confirms it', async () => {
    const measured: number[] = []
    const result = await calibrateSlowdown(async (rate) => {
      measured.push(rate)
      return 3706 / rate
    })
    expect(result).toEqual({ benchmarkIndex: 3706, multiplier: 3.7, throttledIndex: 1000 })
    expect(measured).toEqual([1, 3.706])
  })
})

describe('the long-task figures of a page load', () => {
  it('count only the part of each task above 50 ms, and name the longest', () => {
    expect(longTaskFigures([30, 51, 120, 493, 50])).toEqual({
      blockingMs: 1 + 70 + 443,
      longestMs: 493,
      count: 3,
    })
  })

  it('are zero for a load without long tasks', () => {
    expect(longTaskFigures([])).toEqual({ blockingMs: 0, longestMs: 0, count: 0 })
    expect(longTaskFigures([12, 49.9])).toEqual({ blockingMs: 0, longestMs: 50, count: 0 })
  })
})

describe("the page's main-thread tasks from a Chrome trace (ADR 0015)", () => {
  const url = 'http://localhost:3301/de'
  const main = { pid: 7, tid: 1 }
  const task = (ts: number, ms: number, at = main, name = 'ThreadControllerImpl::RunTask') => ({
    name,
    ph: 'X',
    ts,
    dur: ms * 1000,
    ...at,
  })
  const start = (ts: number, documentLoaderURL: string, at = main) => ({
    name: 'navigationStart',
    ph: 'R',
    ts,
    ...at,
    args: { data: { documentLoaderURL } },
  })

  it("counts every top-level task of the page's thread from its navigation on, rendering too", () => {
    const events = [
      task(500, 30), // before the navigation: the blank page's
      start(1_000, url),
      task(2_000, 40), // the navigation's commit
      task(50_000, 75), // a style, layout and paint update (no script: the Long Tasks API skips it)
      task(50_100, 20, main, 'RunTask'), // nested in it: part of it, not a task of its own
      task(200_000, 110), // the framework's scripts
      task(210_000, 5, { pid: 7, tid: 2 }), // another thread
      task(220_000, 90, { pid: 9, tid: 1 }), // another process
    ]
    const durations = mainThreadTasks(events, url)
    expect(durations).toEqual([40, 75, 110])
    expect(longTaskFigures(durations)).toEqual({ blockingMs: 85, longestMs: 110, count: 2 })
  })

  it('takes the navigation to the page asked for, not an earlier one in the same trace', () => {
    const events = [
      start(1_000, 'about:blank'),
      task(2_000, 300),
      start(10_000, url),
      task(11_000, 60),
    ]
    expect(mainThreadTasks(events, url)).toEqual([60])
    expect(() => mainThreadTasks(events, 'http://localhost:3301/en')).toThrow(/no navigation/)
  })

  it("shares the tasks' time between JavaScript and everything else, nested script once", () => {
    const js = (name: string, ts: number, ms: number, at = main) => task(ts, ms, at, name)
    const events = [
      js('EvaluateScript', 500, 10), // before the navigation
      start(1_000, url),
      // The commit: the HTML parsed, an inline script run inside it (its microtasks in it).
      task(2_000, 40),
      js('ParseHTML', 2_000, 38),
      js('EvaluateScript', 10_000, 6),
      js('RunMicrotasks', 15_000, 1),
      // Style, layout and paint: no script.
      task(50_000, 75),
      js('Layout', 60_000, 30),
      // The framework's scripts: a module's evaluation, then a scheduler message with a call in it.
      task(200_000, 110),
      js('v8.evaluateModule', 200_000, 70),
      js('FunctionCall', 270_000, 30),
      js('RunMicrotasks', 280_000, 20), // nested in the call: counted once
      js('EventDispatch', 400_000, 8, { pid: 7, tid: 2 }), // another thread
      js('TimerFire', 500_000, 12), // outside any counted task (none in a real trace)
      // The benchmark's probe on its timer: neither the page's script nor its rendering.
      task(600_000, 3),
      js('TimerFire', 600_000, 2),
      { ...js('FunctionCall', 600_500, 1), args: { data: { functionName: PROBE } } },
    ]
    const time = mainThreadTime(events, url)
    expect(time.scriptMs).toBe(6 + 70 + 30)
    expect(time.otherMs).toBe(40 + 75 + 110 + 3 - 106 - 2)
  })
})
