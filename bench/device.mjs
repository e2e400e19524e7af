/**
 * One emulated phone on every machine (ADR 0015). CPU throttling is relative to the host: 4 × on
 * a fast machine and 4 × on a slow one are different phones, so the site benchmark calibrates the
 * slowdown from the host's measured BenchmarkIndex (Lighthouse's own benchmark, run in the same
 * Chromium), as Lighthouse documents (docs/throttling.md, "Calibrating the CPU slowdown") and
 * DevTools does it (measured again under the slowdown until the device's index is reached), and
 * measures pages in a real browser at that device:
 * Chromium through Playwright and the DevTools protocol, Lighthouse's mobile network, the
 * calibrated CPU slowdown; the main thread's tasks from a Chrome trace, LCP from the page's own
 * PerformanceObserver.
 */
import { throttling } from 'lighthouse/core/config/constants.js'
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js'

/**
 * Lighthouse's mobile network ("Slow 4G"): 150 ms round trip, 1.6 Mbps down, 750 kbps up, applied
 * per request as DevTools does (the figures of ADR 0015's table; Lighthouse's simulation uses the
 * same round trip and throughput).
 */
export const NETWORK = throttling.mobileSlow4G
const UPLOAD_KBPS = 750

/**
 * The phone every machine emulates: Chrome DevTools' calibrated "mid-tier mobile" (its CPU
 * calibration targets a BenchmarkIndex of 1000, a Pixel 5 class phone). Lighthouse's own
 * calculator targets a Moto G4 (2016, index about 150); at that device the bare framework page
 * alone has a 580 ms task on this machine, so no page of this stack could meet a 200 ms goal
 * there (docs/decisions/0015-first-visit-speed.md, ADR 0015).
 */
export const TARGET_INDEX = 1000
export const DEVICE = `a mid-tier phone as Chrome DevTools' CPU calibration defines it (BenchmarkIndex ${TARGET_INDEX}, Pixel 5 class), on Lighthouse's mobile network (150 ms, 1.6 Mbps down, 750 kbps up), 412 × 823 px`

/**
 * The first estimate of the CPU slowdown that turns a host of this BenchmarkIndex into the
 * target device: the index is a count of work per second, and throttling by r divides it by r.
 * (Lighthouse's recommendations table agrees: a high-end desktop, 1500–2000, emulates a
 * high-end phone, 800–1200, at 2 × within 1–4 ×.) A host slower than the device cannot emulate it.
 * @param {number} hostIndex
 * @param {number} [target]
 */
export function estimateSlowdown(hostIndex, target = TARGET_INDEX) {
  if (!Number.isFinite(hostIndex) || hostIndex < target)
    throw new Error(
      `BenchmarkIndex ${hostIndex}: this machine is slower than the emulated phone (${target}), so it cannot emulate it.`,
    )
  return hostIndex / target
}

/**
 * The slowdown at which the host measures the target's BenchmarkIndex, as DevTools calibrates:
 * from the estimate, bisection on the measured index (within 5 %, at most 8 measurements).
 * `measure(rate)` gives the BenchmarkIndex measured with the CPU slowed `rate` times.
 * @param {(rate: number) => Promise<number>} measure
 * @param {number} [target]
 * @returns {Promise<{ benchmarkIndex: number, multiplier: number, throttledIndex: number }>}
 */
export async function calibrateSlowdown(measure, target = TARGET_INDEX) {
  const benchmarkIndex = await measure(1)
  let rate = estimateSlowdown(benchmarkIndex, target)
  let low = 1
  let high = rate * 2
  let throttledIndex = await measure(rate)
  for (let i = 0; i < 8 && Math.abs(throttledIndex - target) > target * 0.05; i++) {
    if (throttledIndex > target) low = rate
    else high = rate
    rate = (low + high) / 2
    throttledIndex = await measure(rate)
  }
  return {
    benchmarkIndex: Math.round(benchmarkIndex),
    multiplier: Math.round(rate * 10) / 10,
    throttledIndex: Math.round(throttledIndex),
  }
}

/**
 * Lighthouse's BenchmarkIndex (its function from page-functions.js) measured in a blank page of
 * this browser with the CPU slowed `rate` times through the DevTools protocol: the median of
 * three runs (each about a second) after one to warm the engine.
 * @param {import('playwright-core').Browser} browser
 */
export async function browserBenchmark(browser) {
  const context = await browser.newContext()
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  const source = `(${pageFunctions.computeBenchmarkIndex.toString()})()`
  await page.evaluate(source)
  return {
    async measure(rate) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate })
      const values = []
      for (let i = 0; i < 3; i++) values.push(await page.evaluate(source))
      return median(values)
    },
    close: () => context.close(),
  }
}

/**
 * The long tasks of one page load as the issue counts them: the sum of each task's time above
 * 50 ms (what blocks a tap, as Total Blocking Time counts it, but over the whole load), the
 * longest task, and how many there were.
 * @param {number[]} durations task durations in ms
 */
export function longTaskFigures(durations) {
  const long = durations.filter((d) => d > 50)
  return {
    blockingMs: Math.round(long.reduce((sum, d) => sum + (d - 50), 0)),
    longestMs: Math.round(Math.max(0, ...durations)),
    count: long.length,
  }
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** The probe's function name, by which its calls are told apart in a trace (mainThreadTime). */
export const PROBE = '__benchProbe'

/**
 * In the page before its first script: the latest LCP candidate, the moment the element named by
 * `selector` is hydrated (React has attached its props to it: its handlers answer from then on),
 * and the page's own long-task entries, which only tell when the page has gone quiet. Read back as
 * window.__device. The probe polls on a timer, not on animation frames: a frame callback runs
 * script inside every rendering update, which is not what a page without it does (and made the
 * Long Tasks API report those updates only while the probe ran; ADR 0015, addendum 7).
 * @param {string} selector
 */
const observe = (selector) => `
(() => {
  const selector = ${JSON.stringify(selector)}
  const d = (window.__device = { tasks: 0, lcp: 0, interactive: 0 })
  new PerformanceObserver((list) => {
    d.tasks += list.getEntries().length
  }).observe({ type: 'longtask', buffered: true })
  new PerformanceObserver((list) => {
    const all = list.getEntries()
    d.lcp = all[all.length - 1].startTime
  }).observe({ type: 'largest-contentful-paint', buffered: true })
  const ${PROBE} = () => {
    const el = document.querySelector(selector)
    if (el && Object.keys(el).some((k) => k.startsWith('__reactProps$'))) {
      d.interactive = performance.now()
      return
    }
    setTimeout(${PROBE}, 10)
  }
  ${PROBE}()
})()
`

/** The trace categories of the main thread's tasks and of the navigation's start. */
const TRACE_CATEGORIES = 'toplevel,devtools.timeline,blink.user_timing,loading'
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask'])

/**
 * Every task the page's renderer ran on its main thread from the navigation's start, in ms, from
 * a Chrome trace: the thread that recorded `navigationStart` for `url`, its top-level tasks only
 * (a task nested in another is part of it). Parsing, style, layout and paint count as the
 * page's scripts do: each blocks a tap alike. The Long Tasks API does not report a task in
 * which none of the page's script ran, so it missed most of a page's rendering (ADR 0015,
 * addendum 7); Lighthouse's Total Blocking Time is taken from the trace for the same reason.
 * @param {Array<{ name: string, ph: string, ts: number, dur?: number, pid: number, tid: number, args?: any }>} events
 * @param {string} url
 * @returns {number[]}
 */
export function mainThreadTasks(events, url) {
  return topLevelTasks(events, url).tasks.map((task) => task.dur / 1000)
}

/** The thread that recorded the navigation to `url`, and its top-level tasks from then on. */
function topLevelTasks(events, url) {
  const start = events.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL === url,
  )
  if (!start) throw new Error(`The trace has no navigation to ${url}.`)
  const onThread = (names) =>
    events
      .filter(
        (e) =>
          e.ph === 'X' &&
          names.has(e.name) &&
          e.pid === start.pid &&
          e.tid === start.tid &&
          e.ts >= start.ts &&
          (e.dur ?? 0) > 0,
      )
      .sort((a, b) => a.ts - b.ts || b.dur - a.dur)
  return {
    tasks: outermost(onThread(TASK_NAMES)),
    scripts: outermost(onThread(SCRIPT_NAMES)),
    calls: onThread(new Set(['FunctionCall'])),
  }
}

/** The events not nested in an earlier one (on one thread, events nest or follow each other). */
function outermost(sorted) {
  const top = []
  for (const event of sorted) {
    const outer = top.at(-1)
    if (outer && event.ts < outer.ts + outer.dur) continue
    top.push(event)
  }
  return top
}

/**
 * The trace events in which JavaScript runs on the main thread: a script's evaluation (inline
 * ones while the HTML is parsed too), a call into the page's code (events, timers, frames, idle
 * callbacks, the scheduler's messages) and the microtasks after it. Their compilation and garbage
 * collection happen inside them.
 */
const SCRIPT_NAMES = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
  'RunMicrotasks',
  'TimerFire',
  'EventDispatch',
  'FireAnimationFrame',
  'FireIdleCallback',
])

/**
 * Where the main thread's time went over one page load, in ms: running JavaScript, and
 * everything else (loading, parsing the HTML, style, layout, text, paint). A page with real text,
 * a stylesheet and a font spends its second share where the framework's bare page spends almost
 * nothing, so the two tell whether a page's long-task time is its scripts' or its rendering's
 * (ADR 0015, addendum 9). The benchmark's probe (`PROBE`) is in neither.
 * @param {Array<{ name: string, ph: string, ts: number, dur?: number, pid: number, tid: number, args?: any }>} events
 * @param {string} url
 * @returns {{ scriptMs: number, otherMs: number }}
 */
export function mainThreadTime(events, url) {
  const { tasks, scripts, calls } = topLevelTasks(events, url)
  const within = (inner, outer) =>
    inner.ts >= outer.ts && inner.ts + inner.dur <= outer.ts + outer.dur
  // The benchmark's own probe (a timer every 10 ms until hydration) is neither the page's script
  // nor its rendering: left out of both.
  const probes = calls.filter((call) => call.args?.data?.functionName === PROBE)
  let script = 0
  let probe = 0
  for (const event of scripts) {
    // Only script inside a counted task: a task's time is all there is to share out.
    if (!tasks.some((task) => within(event, task))) continue
    if (probes.some((call) => within(call, event))) probe += event.dur
    else script += event.dur
  }
  const total = tasks.reduce((sum, task) => sum + task.dur, 0)
  return { scriptMs: script / 1000, otherMs: (total - script - probe) / 1000 }
}

/**
 * One first visit of `url` at the device: a fresh context (empty cache), the network and the CPU
 * slowdown set through the DevTools protocol, a trace of the renderer's tasks, then the load,
 * hydration of `selector`, and a quiet second (no long task) before the figures are read.
 * @param {import('playwright-core').Browser} browser
 */
async function visit(browser, url, selector, multiplier) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  })
  try {
    await context.addInitScript(observe(selector))
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: NETWORK.rttMs,
      downloadThroughput: (NETWORK.throughputKbps * 1024) / 8,
      uploadThroughput: (UPLOAD_KBPS * 1024) / 8,
    })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: multiplier })
    const events = []
    // A loop, not push(...value): a large chunk would exceed the limit on a call's arguments.
    cdp.on('Tracing.dataCollected', ({ value }) => {
      for (const event of value) events.push(event)
    })
    const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
    await cdp.send('Tracing.start', {
      categories: TRACE_CATEGORIES,
      transferMode: 'ReportEvents',
    })
    const response = await page.goto(url, { waitUntil: 'load', timeout: 120_000 })
    await page.waitForFunction(() => window.__device.interactive > 0, null, { timeout: 120_000 })
    // Settled: a second without a new long task of the page's scripts.
    let seen = -1
    for (;;) {
      const count = await page.evaluate(() => window.__device.tasks)
      if (count === seen) break
      seen = count
      await page.waitForTimeout(1000)
    }
    const figures = await page.evaluate(() => ({ ...window.__device }))
    await cdp.send('Tracing.end')
    await traced
    const visited = response?.url() ?? url
    return {
      ...figures,
      tasks: mainThreadTasks(events, visited),
      time: mainThreadTime(events, visited),
    }
  } finally {
    await context.close()
  }
}

/**
 * One first visit of `url` at the device, as `deviceFigures` takes its median: LCP, time until
 * `selector` is interactive (hydrated), the long tasks, and the main thread's time in JavaScript
 * and in everything else.
 * @param {import('playwright-core').Browser} browser
 */
export async function deviceVisit(browser, url, { selector, multiplier }) {
  const v = await visit(browser, url, selector, multiplier)
  return { lcpMs: v.lcp, interactiveMs: v.interactive, ...longTaskFigures(v.tasks), ...v.time }
}

/** The median of each figure over several visits of one page (`deviceVisit`). */
export function medianFigures(visits) {
  const pick = (key) => Math.round(median(visits.map((v) => v[key])))
  return {
    lcpMs: pick('lcpMs'),
    interactiveMs: pick('interactiveMs'),
    blockingMs: pick('blockingMs'),
    longestMs: pick('longestMs'),
    longTasks: pick('count'),
    scriptMs: pick('scriptMs'),
    otherMs: pick('otherMs'),
    runs: visits.length,
  }
}

/** The median figures of `runs` first visits of `url` at the device (`deviceVisit`). */
export async function deviceFigures(browser, url, { selector, multiplier, runs }) {
  const visits = []
  for (let i = 0; i < runs; i++)
    visits.push(await deviceVisit(browser, url, { selector, multiplier }))
  return medianFigures(visits)
}
