/**
 * What an operator relies on (ADR 0025), checked on the cluster test's instances,
 * processes or containers alike:
 * - metrics: GET /api/metrics answers only with the bearer token (401 without, 404 through nginx);
 *   after traffic, the request counters and latency histogram show it, and the cache, refusal,
 *   outbox, job, search-index, memory and event-loop series are there;
 * - readiness: GET /api/ready is 200, turns 503 while the instance's Redis is stopped and 200
 *   again once it is back (an instance of its own, on a Redis of its own).
 */
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'

import { freePort, until } from './topology.mjs'

/** The samples of a Prometheus text answer: `name{labels}` → value. */
export function parseMetrics(text) {
  /** @type {Map<string, number>} */
  const samples = new Map()
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue
    const match = /^([a-zA-Z_:][\w:]*(?:\{.*\})?)\s+(\S+)/.exec(line)
    if (match) samples.set(match[1], Number(match[2]))
  }
  return samples
}

/** The sum of the samples of `name` whose labels include every `label="value"` given. */
export function sampleSum(samples, name, labels = {}) {
  let sum = 0
  let found = false
  for (const [key, value] of samples) {
    const [metric, rest = ''] = key.split('{')
    if (metric !== name) continue
    if (!Object.entries(labels).every(([l, v]) => rest.includes(`${l}="${v}"`))) continue
    sum += value
    found = true
  }
  return found ? sum : null
}

async function scrape(node, token) {
  const response = await fetch(`${node.url}/api/metrics`, {
    headers: { authorization: `Bearer ${token}` },
  })
  assert.equal(response.status, 200, 'metrics with the token')
  assert.match(response.headers.get('content-type') ?? '', /^text\/plain/)
  return parseMetrics(await response.text())
}

/** A Redis server of this check's own, on a free loopback port; stopped and started at will. */
async function privateRedis() {
  const port = await freePort()
  let child = null
  const redis = {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      child = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: 'ignore' },
      )
      await until(
        async () => {
          const net = await import('node:net')
          return new Promise((resolve) => {
            const socket = net.connect(port, '127.0.0.1')
            socket.once('connect', () => resolve(socket.end() && true))
            socket.once('error', () => resolve(false))
          })
        },
        { what: 'private Redis', timeoutMs: 10_000 },
      )
    },
    async stop() {
      if (!child || child.exitCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGKILL')
      await exited
    },
  }
  await redis.start()
  return redis
}

/** @param {{ cluster: any }} options */
export async function operationsChecks({ cluster }) {
  const [A] = cluster.nodes
  const token = cluster.env.METRICS_TOKEN
  assert.ok(token, 'the cluster runs with METRICS_TOKEN')
  const figures = {}

  // ── Refused without the token, and from outside (through the balancer) ──
  const bare = await fetch(`${A.url}/api/metrics`)
  assert.equal(bare.status, 401, 'metrics without a token')
  assert.match(bare.headers.get('www-authenticate') ?? '', /^Bearer/)
  const wrong = await fetch(`${A.url}/api/metrics`, {
    headers: { authorization: `Bearer ${token}x` },
  })
  assert.equal(wrong.status, 401, 'metrics with a wrong token')
  const outside = await fetch(`${cluster.nginx.url}/api/metrics`, {
    headers: { authorization: `Bearer ${token}` },
  })
  assert.equal(outside.status, 404, 'metrics through nginx')

  // ── Traffic shows in the counters ──
  const before = await scrape(A, token)
  const pages = [
    '/',
    '/de',
    '/contacts/contact-us',
    '/de/contacts/contact-us',
    '/no-such-page-metrics',
  ]
  for (const path of pages) await (await fetch(`${A.url}${path}`)).arrayBuffer()
  for (let i = 0; i < 3; i += 1)
    await (await fetch(`${A.url}/api/v1/search?query=talc&locale=en`)).arrayBuffer()
  // Six wrong logins for one account from one address: the sixth is refused by its limit.
  const logins = []
  for (let i = 0; i < 6; i += 1) {
    const response = await fetch(`${A.url}/api/cms/users/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: cluster.nginx.url,
        'x-forwarded-for': '192.0.2.77',
      },
      body: JSON.stringify({ email: 'metrics-probe@example.com', password: 'Wrong-2026-pass' }),
    })
    logins.push(response.status)
  }
  assert.equal(logins.at(-1), 429, `the sixth login is refused: ${logins}`)
  const after = await scrape(A, token)
  const grew = (name, labels) =>
    (sampleSum(after, name, labels) ?? 0) - (sampleSum(before, name, labels) ?? 0)
  figures.pages200 = grew('site_http_requests_total', { kind: 'page', status: '200' })
  figures.pages404 = grew('site_http_requests_total', { kind: 'page', status: '404' })
  figures.apiRequests = grew('site_http_requests_total', { kind: 'api' })
  figures.pageLatencyCount = grew('site_http_request_duration_seconds_count', { kind: 'page' })
  figures.loginRefusals = grew('site_rate_limit_refusals_total')
  figures.cacheLookups = grew('site_page_cache_lookups_total')
  assert.ok(figures.pages200 >= 4, `page 200s counted: ${figures.pages200}`)
  assert.ok(figures.pages404 >= 1, `page 404s counted: ${figures.pages404}`)
  assert.ok(figures.apiRequests >= 3, `API requests counted: ${figures.apiRequests}`)
  assert.ok(figures.pageLatencyCount >= 5, `page latencies observed: ${figures.pageLatencyCount}`)
  assert.ok(figures.loginRefusals >= 1, `refusals counted: ${figures.loginRefusals}`)
  assert.ok(figures.cacheLookups > 0, `cache lookups counted: ${figures.cacheLookups}`)
  for (const name of [
    'site_outbox_due_jobs',
    'site_outbox_oldest_due_seconds',
    'site_jobs_failed',
    'process_resident_memory_bytes',
    'nodejs_heap_size_used_bytes',
    'nodejs_eventloop_lag_p99_seconds',
  ])
    assert.notEqual(sampleSum(after, name), null, `${name} is reported`)
  assert.notEqual(
    sampleSum(after, 'site_search_index_lag_seconds', { locale: 'en' }),
    null,
    'search index lag (en)',
  )
  figures.rssMB = Math.round(sampleSum(after, 'process_resident_memory_bytes') / 2 ** 20)
  figures.searchLagSeconds = sampleSum(after, 'site_search_index_lag_seconds', { locale: 'en' })
  console.log(`✓ metrics: token only, traffic counted ${JSON.stringify(figures)}`)

  // ── Readiness follows Redis ──
  const redis = await privateRedis()
  const node = await cluster.extraInstance('ready', { REDIS_URL: redis.url })
  try {
    const ready = async () => {
      const response = await fetch(`${node.url}/api/ready`)
      return { status: response.status, body: await response.json() }
    }
    await until(async () => (await ready()).status === 200, { what: 'ready', timeoutMs: 30_000 })
    const stoppedAt = Date.now()
    await redis.stop()
    await until(async () => (await ready()).status === 503, {
      what: 'not ready without Redis',
      timeoutMs: 30_000,
    })
    const down = await ready()
    assert.equal(down.body.redis, 'unreachable')
    assert.equal(down.body.database, 'ok')
    const notReadyMs = Date.now() - stoppedAt
    // Liveness stays: the process and its database are fine.
    assert.equal((await fetch(`${node.url}/api/health`)).status, 200, 'alive without Redis')
    const restartedAt = Date.now()
    await redis.start()
    await until(async () => (await ready()).status === 200, {
      what: 'ready again with Redis',
      timeoutMs: 60_000,
    })
    console.log(
      `✓ readiness: 503 while Redis is stopped, 200 once back ${JSON.stringify({
        notReadyMs,
        readyAgainMs: Date.now() - restartedAt,
      })}`,
    )
  } finally {
    await node.stop()
    await redis.stop()
  }
  return figures
}
