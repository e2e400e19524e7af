import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { count } from '../src/lib/metrics-sink.mjs'
import { answerMetrics, createMetrics, metricsToken, routeKind } from './metrics'

/** The production server's metrics (ADR 0025): a real registry behind a real HTTP server. */
const TOKEN = 'unit-test-metrics-token-0123456789'
let server: http.Server
let base = ''
const metrics = createMetrics()

beforeAll(async () => {
  server = http.createServer((request, response) => {
    metrics.observe(request, response)
    void answerMetrics(request, response, metrics, TOKEN).then((answered) => {
      if (!answered) response.writeHead(request.url === '/missing' ? 404 : 200).end('page')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise((resolve) => server.close(resolve)))

describe('metrics', () => {
  it('answers only the bearer of the token', async () => {
    expect((await fetch(`${base}/api/metrics`)).status).toBe(401)
    const wrong = await fetch(`${base}/api/metrics`, { headers: { authorization: 'Bearer nope' } })
    expect(wrong.status).toBe(401)
    expect(wrong.headers.get('www-authenticate')).toMatch(/^Bearer/)
    const basic = await fetch(`${base}/api/metrics`, {
      headers: { authorization: `Basic ${btoa(`x:${TOKEN}`)}` },
    })
    expect(basic.status).toBe(401)
    const post = await fetch(`${base}/api/metrics`, { method: 'POST' })
    expect(post.status).toBe(405)
  })

  it('counts requests by kind and status, their latency, and what the app reports', async () => {
    for (const path of ['/', '/de/our-products', '/missing', '/api/v1/search?query=x'])
      await (await fetch(`${base}${path}`)).text()
    count('refusals', { limit: 'login-address' })
    count('page_cache_lookups', { layer: 'process', result: 'hit' }, 2)
    count('no-such-counter', {})
    const response = await fetch(`${base}/api/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    })
    expect(response.status).toBe(200)
    const text = await response.text()
    expect(text).toMatch(/^site_http_requests_total\{kind="page",status="200"\} 2$/m)
    expect(text).toMatch(/^site_http_requests_total\{kind="page",status="404"\} 1$/m)
    expect(text).toMatch(/^site_http_requests_total\{kind="api",status="200"\} 1$/m)
    expect(text).toMatch(/^site_http_request_duration_seconds_count\{kind="page"\} 3$/m)
    expect(text).toMatch(/^site_rate_limit_refusals_total\{limit="login-address"\} 1$/m)
    expect(text).toMatch(/^site_page_cache_lookups_total\{layer="process",result="hit"\} 2$/m)
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m)
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds /m)
  })

  it('is off without METRICS_TOKEN, and refuses a short one', async () => {
    expect(metricsToken({})).toBeNull()
    expect(() => metricsToken({ METRICS_TOKEN: 'short' })).toThrow(/at least 24/)
    expect(metricsToken({ METRICS_TOKEN: ` ${TOKEN} ` })).toBe(TOKEN)
    const off = http.createServer((request, response) => {
      void answerMetrics(request, response, null, null)
    })
    await new Promise<void>((resolve) => off.listen(0, '127.0.0.1', resolve))
    const port = (off.address() as AddressInfo).port
    const answer = await fetch(`http://127.0.0.1:${port}/api/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    })
    expect(answer.status).toBe(404)
    await new Promise((resolve) => off.close(resolve))
  })

  it('sorts addresses into a few kinds', () => {
    expect(routeKind('/')).toBe('page')
    expect(routeKind('/de/our-products/grades/x?y=1')).toBe('page')
    expect(routeKind('/_next/static/chunks/a.js')).toBe('static')
    expect(routeKind('/_next/image?url=x')).toBe('image')
    expect(routeKind('/api/health')).toBe('health')
    expect(routeKind('/api/ready')).toBe('health')
    expect(routeKind('/api/cms/media/file/a.png')).toBe('file')
    expect(routeKind('/api/v1/documents/12/download')).toBe('file')
    expect(routeKind('/api/cms/pages')).toBe('cms')
    expect(routeKind('/api/v1/search')).toBe('api')
    expect(routeKind('/admin/collections/pages')).toBe('admin')
    expect(routeKind('/favicon.ico')).toBe('asset')
  })
})
