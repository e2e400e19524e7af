/**
 * The operator's metrics (ADR 0025): a Prometheus text endpoint of this instance, made
 * with prom-client. Served by the production server itself (server/main.ts), before Next.js,
 * at GET /api/metrics, to a scraper that sends `Authorization: Bearer <METRICS_TOKEN>`; without
 * METRICS_TOKEN the address does not exist (404). nginx's template answers it 404 from outside:
 * Prometheus scrapes each instance, not the balancer (docs/operators.md, "Metrics").
 *
 * Counted here: requests by route kind and status, with a latency histogram. Reported by the app
 * through src/lib/metrics-sink.mjs: page-cache lookups (process and Redis) and expiries,
 * refusals by limit, and, read at each scrape, the outbox, failed jobs and the search index.
 * prom-client's default metrics add memory (RSS, heap), event-loop delay, GC and handles.
 */
import crypto from 'node:crypto'
import type http from 'node:http'

import client from 'prom-client'

import { NO_STORE } from '../src/lib/cache-headers'
import { installSink } from '../src/lib/metrics-sink.mjs'

export const METRICS_PATH = '/api/metrics'
const MIN_TOKEN_LENGTH = 24
/** How long a scrape waits for the app's own readings (the outbox, jobs, the search index). */
const COLLECT_TIMEOUT_MS = 5000

/** METRICS_TOKEN, checked: at least 24 characters, or unset (no metrics). */
export function metricsToken(env: Record<string, string | undefined> = process.env): string | null {
  const token = env.METRICS_TOKEN?.trim()
  if (!token) return null
  if (token.length < MIN_TOKEN_LENGTH)
    throw new Error(
      `METRICS_TOKEN must be at least ${MIN_TOKEN_LENGTH} characters (e.g. openssl rand -hex 24).`,
    )
  return token
}

/** What kind of address a request was for: a few values, so that the series stay few. */
export function routeKind(url = '/'): string {
  const path = url.split('?')[0] ?? '/'
  if (path.startsWith('/_next/static/')) return 'static'
  if (path.startsWith('/_next/image')) return 'image'
  if (path.startsWith('/_next/')) return 'next'
  if (path === '/api/health' || path === '/api/ready') return 'health'
  if (path === METRICS_PATH) return 'metrics'
  if (
    /^\/api\/cms\/[^/]+\/file\//.test(path) ||
    /^\/api\/v1\/documents\/[^/]+\/download/.test(path)
  )
    return 'file'
  if (path.startsWith('/api/cms')) return 'cms'
  if (path.startsWith('/api/')) return 'api'
  if (path === '/admin' || path.startsWith('/admin/')) return 'admin'
  if (/\.[a-z0-9]+$/i.test(path)) return 'asset'
  return 'page'
}

type Readings = Record<string, number | Record<string, number>>

export type Metrics = {
  registry: client.Registry
  observe(request: http.IncomingMessage, response: http.ServerResponse): void
}

/** The registry of this process, installed as the app's metrics sink. */
export function createMetrics(): Metrics {
  const registry = new client.Registry()
  client.collectDefaultMetrics({ register: registry })

  const requests = new client.Counter({
    name: 'site_http_requests_total',
    help: 'HTTP requests answered, by route kind and status.',
    labelNames: ['kind', 'status'],
    registers: [registry],
  })
  const duration = new client.Histogram({
    name: 'site_http_request_duration_seconds',
    help: 'Time from a request to the end of its answer, by route kind.',
    labelNames: ['kind'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })
  const counters: Record<string, client.Counter<string>> = {
    page_cache_lookups: new client.Counter({
      name: 'site_page_cache_lookups_total',
      help: 'Page and data cache lookups, by layer (process, redis) and result (hit, miss, expired).',
      labelNames: ['layer', 'result'],
      registers: [registry],
    }),
    page_cache_expiries: new client.Counter({
      name: 'site_page_cache_expiries_total',
      help: 'Cache tags expired, by source (local: a write in this process; redis: an announcement through Redis, from any instance).',
      labelNames: ['source'],
      registers: [registry],
    }),
    refusals: new client.Counter({
      name: 'site_rate_limit_refusals_total',
      help: 'Requests refused by a limit (logins, forms, captcha, registration), by limit.',
      labelNames: ['limit'],
      registers: [registry],
    }),
  }

  const collectors = new Map<string, () => Promise<Readings>>()
  /** One reading of the app's collectors per scrape, shared by the gauges below. */
  let reading: Promise<Readings> | null = null
  const read = () => {
    reading ??= (async () => {
      const all: Readings = {}
      try {
        for (const collect of collectors.values()) {
          // A reading that does not answer (a database that hangs) is left out of this scrape
          // after 5 s, as one that fails: the process's own series are still answered.
          let timer: NodeJS.Timeout | undefined
          const late = new Promise<Readings>((resolve) => {
            timer = setTimeout(() => resolve({}), COLLECT_TIMEOUT_MS)
          })
          Object.assign(all, await Promise.race([collect().catch(() => ({})), late]))
          clearTimeout(timer)
        }
      } finally {
        setTimeout(() => (reading = null), 500).unref()
      }
      return all
    })()
    return reading
  }
  const gauge = (name: string, help: string, key: string, label?: string) =>
    new client.Gauge({
      name,
      help,
      labelNames: label ? [label] : [],
      registers: [registry],
      async collect() {
        const value = (await read())[key]
        this.reset()
        if (typeof value === 'number') this.set(value)
        else if (value && label)
          for (const [l, v] of Object.entries(value)) this.set({ [label]: l }, v)
      },
    })
  gauge('site_outbox_due_jobs', 'Mails due and not yet sent.', 'outboxDue')
  gauge(
    'site_outbox_oldest_due_seconds',
    'Age of the oldest mail due and not yet sent (0 when none).',
    'outboxOldestDueSeconds',
  )
  gauge(
    'site_jobs_failed',
    'Jobs that failed for good (kept for the editors to look at).',
    'jobsFailed',
  )
  gauge(
    'site_search_index_lag_seconds',
    "Time since this process's search index last caught up with the database, by language (after a catch-up at the scrape).",
    'searchIndexLag',
    'locale',
  )

  installSink({
    count(name, labels, by = 1) {
      counters[name]?.inc(labels ?? {}, by)
    },
    collector(name, collect) {
      collectors.set(name, collect)
    },
  })

  return {
    registry,
    observe(request, response) {
      const started = process.hrtime.bigint()
      const kind = routeKind(request.url)
      response.once('finish', () => {
        requests.inc({ kind, status: String(response.statusCode) })
        duration.observe({ kind }, Number(process.hrtime.bigint() - started) / 1e9)
      })
    },
  }
}

/** Equal tokens, compared in constant time. */
function sameToken(expected: string, given: string): boolean {
  const a = crypto.createHash('sha256').update(expected).digest()
  const b = crypto.createHash('sha256').update(given).digest()
  return crypto.timingSafeEqual(a, b)
}

/**
 * Answers GET /api/metrics when `request` is for it: the text format with the right token, 401
 * without, 404 when metrics are off. Returns whether it answered.
 */
export async function answerMetrics(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  metrics: Pick<Metrics, 'registry'> | null,
  token: string | null,
): Promise<boolean> {
  if ((request.url ?? '').split('?')[0] !== METRICS_PATH) return false
  const headers = { 'cache-control': NO_STORE, 'content-type': 'text/plain; charset=utf-8' }
  if (!metrics || !token) {
    response.writeHead(404, headers).end('Not found\n')
    return true
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { ...headers, allow: 'GET, HEAD' }).end('Method not allowed\n')
    return true
  }
  const given = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1]?.trim() ?? ''
  if (!given || !sameToken(token, given)) {
    response
      .writeHead(401, { ...headers, 'www-authenticate': 'Bearer realm="metrics"' })
      .end('Unauthorized\n')
    return true
  }
  const body = await metrics.registry.metrics()
  response.writeHead(200, { ...headers, 'content-type': metrics.registry.contentType })
  response.end(request.method === 'HEAD' ? undefined : body)
  return true
}
