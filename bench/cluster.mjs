/**
 * `npm run bench -- cluster` (ADR 0020): the topology of the cluster test (two production
 * instances, PostgreSQL, Redis, s3rver, nginx; tests/cluster/topology.mjs), measured.
 *
 * 1. Requests per second with wrk (16 connections, 2 threads, gzip, BENCH_SECONDS each, default
 *    10) for a cached page (the English home page) and a search request: one instance direct;
 *    two behind nginx; two behind nginx with its page cache on (deploy/nginx: only requests
 *    without a session cookie, stale served while one request refreshes); and the limit, a plain
 *    Node server sending the home page's pre-compressed bytes.
 * 2. Private answers in the shared cache: a member's personal area, session and download list
 *    requested through the caching nginx; the cache's keys are then read from its folder. Must
 *    be 0.
 * 3. Publish to visible, 20 publishes through instance A: on instance B, and through the caching
 *    nginx. This run uses CDN_MAX_AGE=2 and CDN_STALE_WHILE_REVALIDATE=2 so that it takes a minute;
 *    the bound through a shared cache is their sum (4 s here, 60 s with the defaults).
 *
 * Table on the console and bench-results/cluster.json. Needs a build and wrk, nginx (Debian).
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

import { ensureBuild } from '../scripts/lib.mjs'
import { startCluster, startNginx, until } from '../tests/cluster/topology.mjs'

const run = promisify(execFile)
const root = path.resolve(new URL('..', import.meta.url).pathname)
const SECONDS = Number(process.env.BENCH_SECONDS) || 10
const PUBLISHES = 20
const MAX_AGE = 2
const STALE = 2

async function wrk(url) {
  const { stdout } = await run(
    'wrk',
    ['-t2', '-c16', `-d${SECONDS}s`, '-H', 'Accept-Encoding: gzip', url],
    { maxBuffer: 1 << 20 },
  )
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1] ?? NaN)
  const errors = /Non-2xx or 3xx responses: (\d+)/.exec(stdout)?.[1] ?? '0'
  const socket = /Socket errors: (.*)/.exec(stdout)?.[1] ?? ''
  return { rps: Math.round(rps), errors: Number(errors), socket }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

await ensureBuild()
const cluster = await startCluster({
  label: 'bench',
  env: { CDN_MAX_AGE: String(MAX_AGE), CDN_STALE_WHILE_REVALIDATE: String(STALE) },
})
const [A, B] = cluster.nodes
const cached = await startNginx(path.join(cluster.dir, 'nginx-cache'), {
  upstreams: cluster.nodes.map((n) => `127.0.0.1:${n.port}`),
  cache: true,
})
const results = { seconds: SECONDS, throughput: {}, privateInCache: null, publish: null }
try {
  const paths = { page: '/', search: '/api/v1/search?query=talc' }
  // Warm every cache first.
  for (const base of [A.url, B.url, cluster.nginx.url, cached.url])
    for (const p of Object.values(paths)) await (await fetch(`${base}${p}`)).arrayBuffer()

  // The limit: the home page's own bytes and headers, compressed once.
  const home = await fetch(`${A.url}/`)
  const body = zlib.gzipSync(Buffer.from(await home.arrayBuffer()))
  const headers = {
    'content-type': home.headers.get('content-type'),
    'content-encoding': 'gzip',
    'cache-control': home.headers.get('cache-control'),
    vary: 'Accept-Encoding',
  }
  const plain = http.createServer((_request, response) => {
    response.writeHead(200, { ...headers, 'content-length': body.length })
    response.end(body)
  })
  await new Promise((resolve) => plain.listen(0, '127.0.0.1', resolve))
  const plainUrl = `http://127.0.0.1:${plain.address().port}`

  const setups = [
    ['one instance direct', A.url],
    ['two instances behind nginx', cluster.nginx.url],
    ['two behind nginx with its cache', cached.url],
  ]
  for (const [name, base] of setups) {
    results.throughput[name] = {
      page: await wrk(`${base}${paths.page}`),
      search: await wrk(`${base}${paths.search}`),
    }
    console.log(name, JSON.stringify(results.throughput[name]))
  }
  results.throughput['plain Node, pre-compressed bytes'] = { page: await wrk(`${plainUrl}/`) }
  console.log('plain Node', JSON.stringify(results.throughput['plain Node, pre-compressed bytes']))
  plain.close()

  // ── Private answers and the shared cache ──
  const jar = new Map()
  const send = async (p, init = {}) => {
    const response = await fetch(`${cached.url}${p}`, {
      ...init,
      redirect: 'manual',
      headers: {
        origin: cluster.nginx.url,
        'x-forwarded-for': '198.51.100.77',
        ...(jar.size ? { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...(jar.has('XSRF-TOKEN')
          ? { 'x-xsrf-token': decodeURIComponent(jar.get('XSRF-TOKEN')) }
          : {}),
        ...(init.headers ?? {}),
      },
    })
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const at = pair.indexOf('=')
      jar.set(pair.slice(0, at), pair.slice(at + 1))
    }
    return response
  }
  await send('/sanctum/csrf-cookie')
  const login = await send('/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'member@eurotalc.example', password: 'EuroTalc-Customer-2026' }),
  })
  if (login.status !== 200) throw new Error(`member login: ${login.status}`)
  const privatePaths = ['/personal', '/de/personal', '/api/v1/user', '/api/v1/search-documents']
  let servedFromCache = 0
  for (let round = 0; round < 3; round += 1)
    for (const p of privatePaths) {
      const response = await send(p)
      await response.arrayBuffer()
      if (response.headers.get('x-cache-status') === 'HIT') servedFromCache += 1
    }
  const keys = []
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else {
        const head = fs.readFileSync(full).subarray(0, 4096).toString('latin1')
        const key = /\nKEY: ([^\n]*)/.exec(head)?.[1]
        if (key) keys.push(key)
      }
    }
  }
  walk(path.join(cluster.dir, 'nginx-cache', 'cache'))
  const stored = keys.filter((k) => /\/personal|\/api\/v1\/user|\/login|search-documents/.test(k))
  results.privateInCache = {
    cachedKeys: keys.length,
    privateStored: stored.length,
    servedFromCache,
  }
  console.log('private answers', JSON.stringify(results.privateInCache))

  // ── Publish to visible ──
  const token = (
    await (
      await fetch(`${A.url}/api/cms/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: cluster.nginx.url },
        body: JSON.stringify({ email: 'admin@eurotalc.example', password: 'EuroTalc-Chief-2026' }),
      })
    ).json()
  ).token
  const auth = { authorization: `JWT ${token}`, origin: cluster.nginx.url }
  const created = await (
    await fetch(`${A.url}/api/cms/pages?locale=en`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Bench page 0', path: '/bench-page', _status: 'published' }),
    })
  ).json()
  const id = created.doc.id
  const shows = async (base, title) =>
    (await (await fetch(`${base}/bench-page`)).text()).includes(title)
  await until(() => shows(cached.url, 'Bench page 0'), { what: 'bench page' })
  const onB = []
  const throughCache = []
  for (let round = 1; round <= PUBLISHES; round += 1) {
    const title = `Bench page ${round}`
    const started = Date.now()
    await fetch(`${A.url}/api/cms/pages/${id}?locale=en`, {
      method: 'PATCH',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ title }),
    })
    const pending = [
      until(() => shows(B.url, title), { what: 'on B' }).then(() => onB.push(Date.now() - started)),
      until(() => shows(cached.url, title), { what: 'through the cache' }).then(() =>
        throughCache.push(Date.now() - started),
      ),
    ]
    await Promise.all(pending)
  }
  results.publish = {
    publishes: PUBLISHES,
    boundSeconds: MAX_AGE + STALE,
    onB: { medianMs: median(onB), maxMs: Math.max(...onB) },
    throughNginxCache: { medianMs: median(throughCache), maxMs: Math.max(...throughCache) },
  }
  console.log('publish to visible', JSON.stringify(results.publish))
} finally {
  await cached.stop()
  await cluster.stop()
}

const t = results.throughput
const limit = t['plain Node, pre-compressed bytes'].page.rps
console.log('\n| setup | cached page req/s | search req/s | page ÷ limit |')
console.log('|---|---|---|---|')
for (const [name, figures] of Object.entries(t))
  console.log(
    `| ${name} | ${figures.page.rps} | ${figures.search?.rps ?? '—'} | ${(figures.page.rps / limit).toFixed(2)} × |`,
  )
console.log(
  `\nPrivate answers stored in the shared cache: ${results.privateInCache.privateStored}, served from it: ${results.privateInCache.servedFromCache}`,
)
console.log(
  `Publish → visible (${PUBLISHES}×): instance B median ${results.publish.onB.medianMs} ms, max ${results.publish.onB.maxMs} ms; through nginx's cache median ${results.publish.throughNginxCache.medianMs} ms, max ${results.publish.throughNginxCache.maxMs} ms (bound ${MAX_AGE + STALE} s)`,
)
fs.mkdirSync(path.join(root, 'bench-results'), { recursive: true })
fs.writeFileSync(path.join(root, 'bench-results', 'cluster.json'), JSON.stringify(results, null, 2))
