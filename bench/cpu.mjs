/**
 * `npm run bench -- cpu`: the server's CPU time per request, next to the framework floor's.
 *
 * Requests per second depend on what else the machine is doing; the CPU time a process spends on
 * a request much less. The site runs as the e2e tests run it (tests/e2e/server.mjs: the production
 * server on SQLite, seeded), the framework floor (bench/floor.mjs: a bare Next.js app of the same
 * versions, `next start`) beside it. For each route: BENCH_CPU_WARM requests (20) to warm caches
 * and the JIT, then BENCH_CPU_REQUESTS (300) one after the other on a kept-alive connection,
 * compression accepted as Chromium accepts it; the process tree's user + system time over them (Linux /proc),
 * divided by their number. The cost of compressing the cached page's bytes is measured alone, in
 * this process, as the server's compression middleware does it.
 *
 * Goals (issue 51): /api/health ≤ 1.5 × the floor's route; a cached page ≤ 2 × the floor's page
 * plus the cost of compressing its bytes. Figures, not a test: printed, written to
 * bench-results/cpu.json, never a failure (`--check` exits 1 when a goal is missed).
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import zlib from 'node:zlib'

import { childPids, ensureBuild, waitForHealth } from '../scripts/lib.mjs'
import { startFloor } from './floor.mjs'
import { signIn } from './member.mjs'

const root = path.resolve(new URL('..', import.meta.url).pathname)
const port = Number(process.env.BENCH_PORT ?? 3300)
const origin = `http://localhost:${port}`
const REQUESTS = Number(process.env.BENCH_CPU_REQUESTS) || 300
const WARM = Number(process.env.BENCH_CPU_WARM) || 20
const CHECK = process.argv.includes('--check')
/** Linux's clock ticks per second (`getconf CLK_TCK`), the unit of /proc/<pid>/stat's times. */
const TICKS_PER_SECOND = 100
const GOALS = { healthRatio: 1.5, cachedPageRatio: 2 }

/** User + system CPU time of a process and its descendants, in milliseconds. */
function treeCpuMs(pid) {
  let ticks = 0
  const visit = (p) => {
    try {
      const stat = fs.readFileSync(`/proc/${p}/stat`, 'utf8')
      // The fields after the command name (which may hold spaces) in parentheses.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      ticks += Number(fields[11]) + Number(fields[12]) // utime, stime
    } catch {
      return
    }
    for (const child of childPids(p)) visit(child)
  }
  visit(pid)
  return (ticks * 1000) / TICKS_PER_SECOND
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })

/** What Chromium accepts: the server's compression answers it with brotli. */
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd'

/** One GET as a browser sends it; its status, encoding and body bytes. */
function get(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      {
        agent,
        headers: { 'accept-encoding': ACCEPT_ENCODING, accept: 'text/html,*/*', ...headers },
      },
      (response) => {
        const chunks = []
        response.on('data', (chunk) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            encoding: response.headers['content-encoding'] ?? 'identity',
            cache: response.headers['x-nextjs-cache'],
            body: Buffer.concat(chunks),
          }),
        )
        response.on('error', reject)
      },
    )
    request.on('error', reject)
  })
}

/**
 * CPU time per request of one route: `headers(i)` gives each request's headers (a client
 * address of its own where a limit counts per address).
 */
async function cpuPerRequest(pid, url, headers = () => ({})) {
  for (let i = 0; i < WARM; i += 1) await get(url, headers(i))
  const statuses = {}
  let bytes = 0
  let last
  const before = treeCpuMs(pid)
  for (let i = 0; i < REQUESTS; i += 1) {
    last = await get(url, headers(WARM + i))
    statuses[last.status] = (statuses[last.status] ?? 0) + 1
    bytes += last.body.length
  }
  const ms = treeCpuMs(pid) - before
  return {
    cpuMs: Math.round((ms / REQUESTS) * 100) / 100,
    statuses,
    kB: Math.round(bytes / REQUESTS / 102.4) / 10,
    encoding: last.encoding,
    cache: last.cache,
  }
}

/**
 * CPU time of compressing `body` as the server's compression middleware does (`compression`'s
 * defaults: brotli at quality 4, gzip at zlib's default level), per request.
 */
function compressionCostMs(body, encoding) {
  const compress =
    encoding === 'br'
      ? () =>
          zlib.brotliCompressSync(body, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          })
      : () => zlib.gzipSync(body)
  for (let i = 0; i < WARM; i += 1) compress()
  const before = process.cpuUsage()
  for (let i = 0; i < REQUESTS; i += 1) compress()
  const used = process.cpuUsage(before)
  return Math.round(((used.user + used.system) / 1000 / REQUESTS) * 100) / 100
}

/** The German address of a page: its hreflang alternate. */
async function germanPath(pagePath) {
  const html = await (await fetch(`${origin}${pagePath}`)).text()
  const href = /<link rel="alternate" hrefLang="de" href="([^"]+)"/i.exec(html)?.[1]
  if (!href) throw new Error(`${pagePath} names no German alternate.`)
  return new URL(href, origin).pathname
}

async function main() {
  await ensureBuild()
  const site = spawn(process.execPath, [path.join(root, 'tests/e2e/server.mjs')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, E2E_PORT: String(port) },
  })
  let floor = null
  try {
    await waitForHealth(origin)
    console.log('Building and starting the framework floor…')
    floor = await startFloor(port + 1)
    const member = await signIn(origin, origin)
    const cachedPage = '/about-us/company-profile'
    const cachedPageDe = await germanPath(cachedPage)
    // The finder renders on every request and counts renders per client address.
    const ownAddress = (i) => ({ 'x-forwarded-for': `198.18.${200 + (i % 50)}.${(i % 250) + 1}` })
    const rows = [
      ['health', '/api/health', {}, 'health'],
      ['cached page (en)', cachedPage, {}, 'page'],
      ['cached page (de)', cachedPageDe, {}, 'page'],
      ["member's personal page", '/personal', { cookie: member }, 'page'],
      ['download area JSON', '/api/v1/search-documents?locale=en', { cookie: member }, 'health'],
      ['grade finder', '/our-products/grades?market=automotive-plastics&d50max=3', null, 'page'],
      ['search page', '/search?query=talc', {}, 'page'],
    ]
    const floorFigures = {
      page: await cpuPerRequest(floor.pid, `${floor.origin}/`),
      health: await cpuPerRequest(floor.pid, `${floor.origin}/api/health`),
    }
    const results = []
    for (const [name, route, headers, like] of rows) {
      const figures = await cpuPerRequest(
        site.pid,
        `${origin}${route}`,
        headers === null ? ownAddress : () => headers,
      )
      const bare = floorFigures[like]
      results.push({ name, route, ...figures, floorCpuMs: bare.cpuMs, like })
      console.log(
        `  ${name}: ${figures.cpuMs} ms CPU per request (floor's ${like} ${bare.cpuMs} ms), ${figures.kB} kB ${figures.encoding}, statuses ${JSON.stringify(figures.statuses)}${figures.cache ? `, cache ${figures.cache}` : ''}`,
      )
    }
    const plain = (await get(`${origin}${cachedPage}`, { 'accept-encoding': 'identity' })).body
    const cached = results.find((r) => r.name === 'cached page (en)')
    const compressMs = compressionCostMs(plain, cached.encoding)
    const goals = []
    const health = results.find((r) => r.name === 'health')
    goals.push({
      goal: `health ≤ ${GOALS.healthRatio} × the floor's route`,
      limit: Math.round(floorFigures.health.cpuMs * GOALS.healthRatio * 100) / 100,
      value: health.cpuMs,
    })
    for (const row of results.filter((r) => r.name.startsWith('cached page')))
      goals.push({
        goal: `${row.name} ≤ ${GOALS.cachedPageRatio} × the floor's page + compressing its bytes`,
        limit:
          Math.round((floorFigures.page.cpuMs * GOALS.cachedPageRatio + compressMs) * 100) / 100,
        value: row.cpuMs,
      })
    for (const goal of goals) goal.met = goal.value <= goal.limit

    console.log(
      `\nCPU time per request (process tree, user + system), ${REQUESTS} requests each after ${WARM} to warm up:`,
    )
    console.table(
      results.map((r) => ({
        route: r.name,
        'CPU ms': r.cpuMs,
        'floor ms': r.floorCpuMs,
        'floor kind': r.like,
        '× floor': Math.round((r.cpuMs / r.floorCpuMs) * 100) / 100,
        kB: r.kB,
        encoding: r.encoding,
      })),
    )
    console.log(
      `Framework floor: page ${floorFigures.page.cpuMs} ms (${floorFigures.page.kB} kB ${floorFigures.page.encoding}), route ${floorFigures.health.cpuMs} ms. Compressing the cached page's ${Math.round(plain.length / 1024)} kB alone (${cached.encoding}): ${compressMs} ms.`,
    )
    console.table(goals)
    fs.mkdirSync(path.join(root, 'bench-results'), { recursive: true })
    fs.writeFileSync(
      path.join(root, 'bench-results', 'cpu.json'),
      JSON.stringify(
        {
          date: new Date().toISOString(),
          requests: REQUESTS,
          floor: floorFigures,
          compressMs,
          results,
          goals,
        },
        null,
        2,
      ),
    )
    if (CHECK && goals.some((g) => !g.met)) process.exitCode = 1
  } finally {
    floor?.stop()
    site.kill('SIGTERM')
  }
}

await main()
