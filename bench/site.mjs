/**
 * Benchmark of the site as visitors get it (ADR 0015), on the production build with the seeded demo
 * content, started here on a fresh database (tests/e2e/server.mjs on BENCH_PORT, 3300):
 *
 *  - The device (ADR 0015, bench/device.mjs): this host's BenchmarkIndex and the CPU
 *    slowdown that makes it the same mid-tier phone on every machine; printed, used below.
 *  - Lighthouse (mobile profile, simulated throttling at that slowdown, the system Chromium or
 *    CHROME_PATH): the median of BENCH_LH_RUNS (5) runs per page type (PAGES), each in English
 *    and German: performance, accessibility, best practices, SEO, LCP, TBT, CLS.
 *  - The same page types in a real browser at the device (`device`): LCP, header interactive,
 *    long-task time and the longest task, and the main thread's time in JavaScript and in the
 *    rest, median of BENCH_DEVICE_RUNS (3) first visits; the floor's visits between them.
 *  - Client JavaScript (gzipped) each of those pages loaded in Lighthouse's run, next to the
 *    framework floor (an empty page of the same build), as a ratio.
 *  - The same Lighthouse and real-browser figures for the framework floor as a page: a bare Next.js app (one
 *    layout, one page of text, no CSS, font or image) built with this project's next and react
 *    and served by `next start` like the site: what this stack scores before any content.
 *  - Throughput with autocannon (BENCH_CONNECTIONS 10, BENCH_SECONDS 10) on a cached public page,
 *    next to a plain Node `http` server sending the same bytes and headers with the same gzip, in
 *    the same run; p99 latency of both.
 *  - Server memory (RSS of the Next.js process) after a warm-up (every sitemap page once, then
 *    BENCH_WARM_SECONDS, 60, of mixed load) and after the measured mixed load: 1 minute, or
 *    10 minutes with `--long`; errors counted.
 *
 * Writes bench-results/site.json and prints a table. Figures, not a test: nothing fails on timing,
 * unless `--check` asks for the targets of issues 26 and 39 (bench/targets.mjs): then a missed
 * target exits with 1 (run by hand, not by `npm test`).
 * `npm run bench -- site [--long] [--only=lighthouse,js,floor,device,throughput,memory] [--pages=…] [--check]`
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { chromium } from '@playwright/test'
import autocannon from 'autocannon'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import {
  browserBenchmark,
  calibrateSlowdown,
  DEVICE,
  deviceFigures,
  deviceVisit,
  median,
  medianFigures,
  NETWORK,
} from './device.mjs'

import { startFloor } from './floor.mjs'
import { missedTargets } from './targets.mjs'
import { framework, scriptBytes } from './client-js.mjs'
import { childPids, ensureBuild, treeRss, waitForHealth } from '../scripts/lib.mjs'

const root = path.resolve(new URL('..', import.meta.url).pathname)
const port = process.env.BENCH_PORT ?? '3300'
const origin = `http://localhost:${port}`
const RUNS = Number(process.env.BENCH_LH_RUNS ?? 5)
/** First visits per page in the real browser at the device (ADR 0015). */
const DEVICE_RUNS = Number(process.env.BENCH_DEVICE_RUNS ?? 3)
/** The floor's first visits at least: every row's long-task limit is a multiple of its median. */
const FLOOR_DEVICE_RUNS = Math.max(5, DEVICE_RUNS)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const LONG = process.argv.includes('--long')
/** `--check`: exit non-zero when a target of ADR 0015 is missed (bench/targets.mjs). */
const CHECK = process.argv.includes('--check')
const MEMORY_SECONDS = Number(process.env.BENCH_MEMORY_SECONDS ?? (LONG ? 600 : 60))
const WARM_SECONDS = Number(process.env.BENCH_WARM_SECONDS ?? 60)
const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',')
const wanted = (part) => !only || only.includes(part)
/** The element whose hydration makes the header answer a tap: the phone menu's button. */
const HEADER_READY = '.menu-button'
const CHROME = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** The pages of ADR 0015, English paths; German ones are the same under /de. */
const ALL_PAGES = [
  ['home', '/'],
  ['product market', '/our-products/product-markets/plastics'],
  ['news list', '/news-events/company-news'],
  ['news item', '/news-events/company-news/new-grade-eurotalc-p-12'],
  ['download', '/download'],
  ['search results', '/search?query=talc'],
  ['form page', '/contacts/contact-sales'],
  ['company profile', '/about-us/company-profile'],
  ['grade', '/our-products/grades/eurotalc-p-12'],
  ['grade finder', '/our-products/grades?market=automotive-plastics&d50max=3'],
  ['grade compare', '/our-products/grades/compare?grades=eurotalc-p-12,eurotalc-p-20'],
  ['document family', '/download/documents/sds-eurotalc-p-12-en'],
]
/** `--pages=home,grade`: only these page types (a quick look; --check wants them all). */
const pagesArg = process.argv.find((a) => a.startsWith('--pages='))?.slice('--pages='.length)
const PAGES = pagesArg
  ? ALL_PAGES.filter(([name]) => pagesArg.split(',').includes(name.replace(/ /g, '-')))
  : ALL_PAGES
if (CHECK && pagesArg) throw new Error('--check measures every page type: leave out --pages.')
const CACHED_PAGE = '/about-us/company-profile'

const slug = (text) => text.replace(/\W+/g, '-')
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10
const mib = (bytes) => Math.round((bytes / 1024 / 1024) * 10) / 10

/** The server: the e2e server script (fresh database, seeded, SMTP sink) on BENCH_PORT. */
function startServer() {
  return spawn(process.execPath, [path.join(root, 'tests/e2e/server.mjs')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, E2E_PORT: port },
  })
}

/** The Next.js process under the e2e server script (its RSS is what the site uses). */
const nextPid = (parent) => childPids(parent)[0] ?? parent

const launchChrome = () =>
  chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  })

/**
 * RUNS Lighthouse runs of one address; each run's figures, the last report kept by `name`.
 * `jsBytesOf` gives the gzipped size of the scripts the run loaded (default: this build's).
 */
async function lighthouseRuns(chrome, url, name, jsBytesOf = scriptBytes) {
  const cpuSlowdownMultiplier = device.multiplier
  await fetch(url) // The first request renders and caches the page; a visitor seldom is first.
  const runs = []
  for (let i = 0; i < RUNS; i++) {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      // The calibrated device (bench/device.mjs) instead of a fixed 4 × of this host.
      throttling: { ...NETWORK, cpuSlowdownMultiplier },
    })
    const scripts = (lhr.audits['network-requests']?.details?.items ?? [])
      .filter((item) => item.resourceType === 'Script')
      .map((item) => item.url)
    runs.push({
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
      seo: Math.round(lhr.categories.seo.score * 100),
      lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
      tbtMs: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      jsBytes: jsBytesOf(scripts),
      runtimeError: lhr.runtimeError?.code ?? null,
      benchmarkIndex: lhr.environment.benchmarkIndex,
    })
    // The last run's full report, to see what a figure is made of.
    fs.mkdirSync(path.join(root, 'bench-results', 'lighthouse'), { recursive: true })
    fs.writeFileSync(
      path.join(root, 'bench-results', 'lighthouse', `${slug(name)}.json`),
      JSON.stringify(lhr),
    )
  }
  return runs
}

/**
 * The median figures of a page's runs. A run Lighthouse could not finish (runtimeError, e.g. no
 * paint in time) has no figures: it is counted, not averaged in.
 */
function medianRow(runs, fields) {
  const good = runs.filter((r) => !r.runtimeError)
  const pick = (key) => (good.length ? median(good.map((r) => r[key])) : NaN)
  return {
    ...fields,
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    lcpMs: Math.round(pick('lcpMs')),
    tbtMs: Math.round(pick('tbtMs')),
    cls: Math.round(pick('cls') * 1000) / 1000,
    jsBytes: pick('jsBytes'),
    benchmarkIndex: Math.round(pick('benchmarkIndex')),
    runs: good.length,
    errors: runs.map((r) => r.runtimeError).filter(Boolean),
  }
}

/** The system Chromium through Playwright, for the calibration and the real-browser figures. */
const launchDeviceBrowser = () =>
  chromium.launch({ executablePath: CHROME, args: ['--disable-gpu', '--disable-dev-shm-usage'] })

/**
 * The emulated device (ADR 0015): this host's BenchmarkIndex, measured with Lighthouse's own
 * benchmark in the same Chromium, and the CPU slowdown under which it measures the device's
 * (bench/device.mjs). BENCH_CPU_MULTIPLIER overrides the slowdown (then said so).
 */
let device = { multiplier: 4 }
async function calibrate() {
  const browser = await launchDeviceBrowser()
  try {
    const bench = await browserBenchmark(browser)
    const calibrated = await calibrateSlowdown(bench.measure)
    await bench.close()
    const override = Number(process.env.BENCH_CPU_MULTIPLIER)
    return {
      description: DEVICE,
      ...calibrated,
      calibratedMultiplier: calibrated.multiplier,
      multiplier: override > 0 ? override : calibrated.multiplier,
      overridden: override > 0,
    }
  } finally {
    await browser.close()
  }
}

/** A page's address in a language: the English path, or the same under /de. */
const localePath = (english, locale) =>
  locale === 'en' ? english : english === '/' ? '/de' : `/de${english}`

/**
 * The real-browser figures of every page type in both languages at the device: LCP, the time
 * until the header's menu answers a tap, blocking long-task time and the longest task (medians
 * of DEVICE_RUNS first visits); and the framework floor's, visited between the rows (at least 5
 * visits in all). Every row's long-task limit is a multiple of the floor's, and this host's speed
 * drifts within a run (a VM's index moved by a third within an hour, ADR 0015 addendum 8):
 * interleaved, the floor is measured across the same minutes as the pages, not after them.
 */
async function devicePageFigures(floorOrigin) {
  const browser = await launchDeviceBrowser()
  const rows = []
  const floorVisits = []
  const at = { multiplier: device.multiplier }
  const floorPerRow = Math.max(1, Math.ceil(FLOOR_DEVICE_RUNS / (PAGES.length * 2)))
  try {
    for (const [name, english] of PAGES) {
      for (const locale of ['en', 'de']) {
        const pagePath = localePath(english, locale)
        await fetch(`${origin}${pagePath}`) // rendered and cached once, as for Lighthouse
        const figures = await deviceFigures(browser, `${origin}${pagePath}`, {
          ...at,
          selector: HEADER_READY,
          runs: DEVICE_RUNS,
        })
        const row = { page: name, locale, path: pagePath, ...figures }
        rows.push(row)
        console.log(
          `  ${name} (${locale}): LCP ${row.lcpMs} ms, header interactive ${row.interactiveMs} ms, long tasks ${row.longTasks} blocking ${row.blockingMs} ms, longest ${row.longestMs} ms, script ${row.scriptMs} ms, other ${row.otherMs} ms`,
        )
        for (let i = 0; i < floorPerRow; i++)
          floorVisits.push(await deviceVisit(browser, `${floorOrigin}/`, { ...at, selector: 'h1' }))
      }
    }
  } finally {
    await browser.close()
  }
  const floor = medianFigures(floorVisits)
  console.log(
    `  framework floor, real browser (${floor.runs} visits between the rows): LCP ${floor.lcpMs} ms, interactive ${floor.interactiveMs} ms, long tasks ${floor.longTasks} blocking ${floor.blockingMs} ms, longest ${floor.longestMs} ms, script ${floor.scriptMs} ms, other ${floor.otherMs} ms`,
  )
  return { runsPerPage: DEVICE_RUNS, pages: rows, floor }
}

async function lighthouseFigures() {
  const chrome = await launchChrome()
  const floor = framework().bytes
  const rows = []
  try {
    for (const [name, english] of PAGES) {
      for (const locale of ['en', 'de']) {
        const pagePath = localePath(english, locale)
        const runs = await lighthouseRuns(chrome, `${origin}${pagePath}`, `${name}-${locale}`)
        const { jsBytes, ...row } = medianRow(runs, { page: name, locale, path: pagePath })
        row.jsKb = kb(jsBytes)
        row.jsRatio = Math.round((jsBytes / floor) * 100) / 100
        rows.push(row)
        console.log(
          `  ${name} (${locale}): perf ${row.performance}, a11y ${row.accessibility}, bp ${row.bestPractices}, seo ${row.seo}, LCP ${row.lcpMs} ms, TBT ${row.tbtMs} ms, CLS ${row.cls}, JS ${row.jsKb} kB (${row.jsRatio} × floor)`,
        )
      }
    }
  } finally {
    await chrome.kill()
  }
  return { runsPerPage: RUNS, frameworkFloorKb: kb(framework().bytes), pages: rows }
}

const FLOOR_PORT = Number(port) + 1
/**
 * The floor's own figures: Lighthouse (the same runs and medians as the site's pages), the
 * real-browser figures taken between the pages' (`deviceFloor`), and its throughput.
 */
async function floorFigures(floor, deviceFloor) {
  const chrome = await launchChrome()
  try {
    let row = { page: 'framework floor (bare Next.js page)' }
    if (wanted('floor')) {
      const runs = await lighthouseRuns(
        chrome,
        `${floor.origin}/`,
        'framework-floor',
        floor.jsBytesOf,
      )
      const { jsBytes, ...figures } = medianRow(runs, row)
      row = { ...figures, jsKb: kb(jsBytes) }
      console.log(
        `  framework floor: perf ${row.performance}, LCP ${row.lcpMs} ms, TBT ${row.tbtMs} ms, CLS ${row.cls}, JS ${row.jsKb} kB`,
      )
    }
    if (deviceFloor) row.device = deviceFloor
    // The same throughput comparison on the bare page (prerendered, the least work Next.js
    // does for a request): how near a page of this stack can come to the plain Node server.
    if (wanted('throughput')) row.throughput = await throughputFigures(floor.origin, '/')
    return row
  } finally {
    await chrome.kill()
  }
}

/** A plain Node http server (its own process) answering every request with these bytes. */
function startPlainServer(body, headers) {
  const source = `
    const http = require('node:http'), zlib = require('node:zlib')
    const fs = require('node:fs')
    const body = fs.readFileSync(process.env.BODY_FILE)
    const headers = JSON.parse(fs.readFileSync(process.env.HEADERS_FILE, 'utf8'))
    const server = http.createServer((req, res) => {
      const gzip = /\\bgzip\\b/.test(req.headers['accept-encoding'] || '')
      const send = (error, data) => {
        res.writeHead(200, gzip ? { ...headers, 'content-encoding': 'gzip' } : headers)
        res.end(data)
      }
      if (gzip) zlib.gzip(body, send)
      else send(null, body)
    })
    server.keepAliveTimeout = 65000
    server.listen(0, '127.0.0.1', () => process.send(server.address().port))
  `
  const dir = path.join(root, 'data', 'bench-site')
  fs.mkdirSync(dir, { recursive: true })
  fs.writeFileSync(path.join(dir, 'body'), body)
  fs.writeFileSync(path.join(dir, 'headers.json'), JSON.stringify(headers))
  const child = spawn(process.execPath, ['-e', source], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: {
      ...process.env,
      BODY_FILE: path.join(dir, 'body'),
      HEADERS_FILE: path.join(dir, 'headers.json'),
    },
  })
  return new Promise((resolve) => child.once('message', (p) => resolve({ child, port: p })))
}

function cannon(url, options = {}) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: SECONDS,
        headers: { 'accept-encoding': 'gzip, deflate, br' },
        ...options,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    )
  })
}

async function throughputFigures(base = origin, page = CACHED_PAGE) {
  const url = `${base}${page}`
  // Next.js decompresses nothing for us: take the page as a browser gets it, then its plain bytes.
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } })
  const body = Buffer.from(await response.arrayBuffer())
  const headers = {}
  for (const [name, value] of response.headers)
    if (!['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'].includes(name))
      headers[name] = value
  const plain = await startPlainServer(body, headers)
  try {
    await cannon(url, { duration: 3 }) // warm-up
    const site = await cannon(url)
    const plainUrl = `http://127.0.0.1:${plain.port}${page}`
    await cannon(plainUrl, { duration: 3 })
    const node = await cannon(plainUrl)
    const figures = (r) => ({
      requestsPerSecond: Math.round(r.requests.average),
      p99Ms: r.latency.p99,
      p50Ms: r.latency.p50,
      non2xx: r.non2xx,
      errors: r.errors + r.timeouts,
    })
    const result = {
      page,
      bytes: body.length,
      connections: CONNECTIONS,
      seconds: SECONDS,
      site: figures(site),
      plainNode: figures(node),
    }
    result.ratio =
      Math.round((result.site.requestsPerSecond / result.plainNode.requestsPerSecond) * 100) / 100
    console.log(
      `  ${url}: site ${result.site.requestsPerSecond} req/s (p99 ${result.site.p99Ms} ms), plain Node ${result.plainNode.requestsPerSecond} req/s (p99 ${result.plainNode.p99Ms} ms): ${result.ratio} ×`,
    )
    return result
  } finally {
    plain.child.kill()
  }
}

/** Mixed load: pages in both languages, site search (page and API), documents, sitemap, 404s. */
async function memoryFigures(pid) {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text()
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
  const words = ['talc', 'Talkum', 'plastics', 'Kunststoffe', 'paper', 'Anwendungen', 'ceramics']
  const pick = (list) => list[Math.floor(Math.random() * list.length)]
  const mixed = () => {
    const roll = Math.random()
    if (roll < 0.7) return pick(pages)
    if (roll < 0.82)
      return `/api/v1/search?query=${encodeURIComponent(pick(words))}&locale=${pick(['en', 'de'])}`
    if (roll < 0.9) return `/search?query=${encodeURIComponent(pick(words))}`
    if (roll < 0.96) return `/api/v1/search-documents?query=${encodeURIComponent(pick(words))}`
    return '/sitemap.xml'
  }
  let unknown = 0
  const cold = treeRss(pid)
  // Warm-up, so that "before" is a server in its steady state: every page of the sitemap rendered
  // and cached once (the page cache fills to its working set), then a minute of the mixed load
  // (V8's heap grows to the size this load needs). Growth after that is what a leak would show;
  // the rise from the cold start is reported beside it.
  for (const page of pages) await fetch(`${origin}${page}`).then((r) => r.arrayBuffer())
  await cannon(origin, {
    duration: WARM_SECONDS,
    requests: [{ setupRequest: (r) => ({ ...r, path: mixed() }) }],
  })
  const before = treeRss(pid)
  const samples = [before]
  const timer = setInterval(() => samples.push(treeRss(pid)), 5_000)
  const [load, notFound] = await Promise.all([
    cannon(origin, {
      duration: MEMORY_SECONDS,
      connections: Math.max(1, CONNECTIONS - 2),
      requests: [{ setupRequest: (r) => ({ ...r, path: mixed() }) }],
    }),
    // Distinct unknown addresses: none of them may stay behind in a cache.
    cannon(origin, {
      duration: MEMORY_SECONDS,
      connections: 2,
      requests: [{ setupRequest: (r) => ({ ...r, path: `/no-such-page-${++unknown}` }) }],
    }),
  ])
  clearInterval(timer)
  await new Promise((r) => setTimeout(r, 5_000))
  const after = treeRss(pid)
  const unexpected404 = Object.entries(notFound.statusCodeStats ?? {})
    .filter(([code]) => code !== '404')
    .reduce((sum, [, s]) => sum + s.count, 0)
  const result = {
    seconds: MEMORY_SECONDS,
    requests: load.requests.total + notFound.requests.total,
    errors:
      load.errors +
      load.timeouts +
      load.non2xx +
      notFound.errors +
      notFound.timeouts +
      unexpected404,
    warmUpSeconds: WARM_SECONDS,
    rssColdMiB: mib(cold),
    rssBeforeMiB: mib(before),
    rssAfterMiB: mib(after),
    rssPeakMiB: mib(Math.max(...samples, after)),
    growthPercent: Math.round(((after - before) / before) * 1000) / 10,
    // RSS swings by ~20 % with each major GC, so single points mislead: the median of the first
    // and of the last minute of samples show the trend (a leak keeps rising, a warm heap levels).
    firstMinuteMedianMiB: mib(median(samples.slice(0, 12))),
    lastMinuteMedianMiB: mib(median([...samples, after].slice(-12))),
    // Every 5 s from the start of the load: whether the rise levels off or keeps climbing.
    samplesMiB: [...samples, after].map(mib),
  }
  result.trendPercent =
    Math.round(
      ((result.lastMinuteMedianMiB - result.firstMinuteMedianMiB) / result.firstMinuteMedianMiB) *
        1000,
    ) / 10
  console.log(
    `  ${result.seconds} s, ${result.requests} requests, ${result.errors} errors: RSS ${result.rssBeforeMiB} → ${result.rssAfterMiB} MiB (${result.growthPercent} %), peak ${result.rssPeakMiB} MiB; median first minute ${result.firstMinuteMedianMiB} → last minute ${result.lastMinuteMedianMiB} MiB (${result.trendPercent} %)`,
  )
  return result
}

function table(results) {
  const lines = []
  if (results.device) {
    const d = results.device
    lines.push(
      `Device: ${d.description}; BenchmarkIndex ${d.benchmarkIndex}, CPU slowdown ${d.multiplier} ×${d.overridden ? ' (set by BENCH_CPU_MULTIPLIER)' : ' (calibrated)'}.`,
      '',
    )
  }
  if (results.devicePages) {
    lines.push(
      `Real browser at the device (Chromium, DevTools protocol), median of ${results.devicePages.runsPerPage} first visits`,
      '| page | lang | LCP ms | header interactive ms | long tasks | blocking ms (> 50 ms) | over floor ms | × floor | longest task ms | main thread: script ms | other ms |',
      '|---|---|---|---|---|---|---|---|---|---|---|',
      ...results.devicePages.pages.map((r) => {
        const floorBlocking = results.devicePages.floor?.blockingMs
        const over = floorBlocking === undefined ? '–' : r.blockingMs - floorBlocking
        const ratio =
          floorBlocking > 0
            ? (Math.round((r.blockingMs / floorBlocking) * 100) / 100).toString()
            : '–'
        return `| ${r.page} | ${r.locale} | ${r.lcpMs} | ${r.interactiveMs} | ${r.longTasks} | ${r.blockingMs} | ${over} | ${ratio} | ${r.longestMs} | ${r.scriptMs} | ${r.otherMs} |`
      }),
      '',
    )
  }
  if (results.lighthouse) {
    lines.push(
      `Lighthouse, mobile, median of ${results.lighthouse.runsPerPage}; JS gzipped, floor ${results.lighthouse.frameworkFloorKb} kB`,
      '| page | lang | perf | a11y | best pr. | SEO | LCP ms | TBT ms | CLS | JS kB | × floor |',
      '|---|---|---|---|---|---|---|---|---|---|---|',
      ...results.lighthouse.pages.map(
        (r) =>
          `| ${r.page} | ${r.locale} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${r.jsKb} | ${r.jsRatio} |`,
      ),
    )
  }
  if (results.floor) {
    const f = results.floor
    lines.push(
      '',
      'Framework floor as a page (a bare Next.js app, same next and react, next start):',
    )
    if (f.performance !== undefined)
      lines.push(
        `Lighthouse, median of ${f.runs}: perf ${f.performance}, a11y ${f.accessibility}, best pr. ${f.bestPractices}, SEO ${f.seo}, LCP ${f.lcpMs} ms, TBT ${f.tbtMs} ms, CLS ${f.cls}, JS ${f.jsKb} kB`,
      )
    if (f.device)
      lines.push(
        `real browser at the device, median of ${f.device.runs} visits between the pages': LCP ${f.device.lcpMs} ms, interactive ${f.device.interactiveMs} ms, long tasks ${f.device.longTasks}, blocking ${f.device.blockingMs} ms, longest ${f.device.longestMs} ms; main thread: script ${f.device.scriptMs} ms, other ${f.device.otherMs} ms`,
      )
    if (f.throughput) {
      const t = f.throughput
      lines.push(
        `throughput of the bare page (${kb(t.bytes)} kB): ${t.site.requestsPerSecond} req/s (p99 ${t.site.p99Ms} ms) against plain Node ${t.plainNode.requestsPerSecond} req/s (p99 ${t.plainNode.p99Ms} ms): ${t.ratio} ×`,
      )
    }
  }
  if (results.throughput) {
    const t = results.throughput
    lines.push(
      '',
      `Throughput, ${t.page} (${kb(t.bytes)} kB), ${t.connections} connections × ${t.seconds} s`,
      '| server | req/s | p50 ms | p99 ms | errors |',
      '|---|---|---|---|---|',
      `| site (next start) | ${t.site.requestsPerSecond} | ${t.site.p50Ms} | ${t.site.p99Ms} | ${t.site.errors + t.site.non2xx} |`,
      `| plain Node http | ${t.plainNode.requestsPerSecond} | ${t.plainNode.p50Ms} | ${t.plainNode.p99Ms} | ${t.plainNode.errors + t.plainNode.non2xx} |`,
      `| ratio | ${t.ratio} × | | | |`,
    )
  }
  if (results.memory) {
    const m = results.memory
    lines.push(
      '',
      `Memory, ${m.seconds} s mixed load after a ${m.warmUpSeconds} s warm-up: ${m.requests} requests, ${m.errors} errors, RSS ${m.rssBeforeMiB} → ${m.rssAfterMiB} MiB (${m.growthPercent} %), peak ${m.rssPeakMiB} MiB (cold start ${m.rssColdMiB} MiB); median of the first minute ${m.firstMinuteMedianMiB} → of the last ${m.lastMinuteMedianMiB} MiB (${m.trendPercent} %)`,
    )
  }
  return lines.join('\n')
}

await ensureBuild()
console.log(`Starting the production build on ${origin} with a fresh, seeded database…`)
const server = startServer()
const stop = () => server.kill('SIGTERM')
process.on('exit', stop)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(1))

const results = { date: new Date().toISOString(), cpus: (await import('node:os')).cpus().length }
/** The framework floor's server, while the floor or the device part is measured. */
let floor = null
try {
  await waitForHealth(origin)
  if (wanted('throughput')) {
    console.log('Throughput…')
    results.throughput = await throughputFigures()
  }
  if (wanted('lighthouse') || wanted('js') || wanted('floor') || wanted('device')) {
    device = await calibrate()
    console.log(
      `Device: ${device.description}.\nThis host's BenchmarkIndex ${device.benchmarkIndex} → CPU slowdown ${device.calibratedMultiplier} × (${device.throttledIndex} measured under it)${device.overridden ? `; BENCH_CPU_MULTIPLIER sets ${device.multiplier} × instead` : ''}.`,
    )
    results.device = device
  }
  if (wanted('floor') || wanted('device')) {
    console.log('Building and starting the framework floor as a page…')
    floor = await startFloor(FLOOR_PORT)
  }
  if (wanted('lighthouse') || wanted('js')) {
    console.log(`Lighthouse, ${RUNS} runs per page…`)
    results.lighthouse = await lighthouseFigures()
  }
  let deviceFloor
  if (wanted('device')) {
    console.log(
      `Real browser at the device, ${DEVICE_RUNS} first visits per page, the floor's between them…`,
    )
    const { floor: floorRow, ...pages } = await devicePageFigures(floor.origin)
    results.devicePages = pages
    deviceFloor = floorRow
  }
  if (floor) {
    console.log(`The framework floor as a page…`)
    results.floor = await floorFigures(floor, deviceFloor)
  }
  if (wanted('memory')) {
    console.log(`Memory under mixed load for ${MEMORY_SECONDS} s…`)
    results.memory = await memoryFigures(nextPid(server.pid))
  }
} finally {
  floor?.stop()
  stop()
}

const out = path.join(root, 'bench-results')
fs.mkdirSync(out, { recursive: true })
fs.writeFileSync(path.join(out, 'site.json'), `${JSON.stringify(results, null, 2)}\n`)
console.log(`\n${table(results)}\n\nWritten to bench-results/site.json.`)
if (CHECK) {
  const missed = missedTargets(results)
  if (missed.length) {
    console.log(`\nTargets missed (${missed.length}):\n${missed.map((m) => `  - ${m}`).join('\n')}`)
    process.exit(1)
  }
  console.log('\nEvery target met.')
}
process.exit(0)
