import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { processBridge } from '@/lib/process-bridge.mjs'
import { RATE_LIMITS } from '@/server/rate-limits'

import { startTestPayload, type TestDatabase } from '../setup/database'

/**
 * The grade finder and the comparison render on every request that reaches
 * the app, at about five pages' cost each. One address may have them rendered at most
 * RATE_LIMITS.gradeQueryRender.limit times a window; past that the request proxy answers 429 in the
 * path's language, and every other address is still served.
 */
const ORIGIN = 'http://localhost:3000'

let db: TestDatabase
let payload: Payload

async function get(path: string, address: string): Promise<Response> {
  const { NextRequest } = await import('next/server')
  const proxy = (await import('@/proxy')).default
  return proxy(
    new NextRequest(`${ORIGIN}${path}`, {
      headers: { host: 'localhost:3000', 'x-forwarded-for': address },
    }),
  )
}

beforeAll(async () => {
  ;({ db, payload } = await startTestPayload(
    'grade-render-limit',
    ORIGIN,
    {},
    { logLevel: 'error' },
  ))
  const { registerGradeQueryRenderLimit } = await import('@/features/grades/render-limit')
  registerGradeQueryRenderLimit(payload)
})

afterAll(async () => {
  delete processBridge().gradeQueryRender
  await payload?.destroy().catch(() => undefined)
  await db?.drop()
})

describe('the finder and the comparison: renders per address', () => {
  it('answers 429 in English and German past the limit, and serves another address', async () => {
    const busy = '203.0.113.7'
    const statuses: number[] = []
    for (let i = 0; i < RATE_LIMITS.gradeQueryRender.limit; i += 1) {
      const path = i % 2 ? `/our-products/grades?d50min=${i}` : '/our-products/grades/compare'
      statuses.push((await get(path, busy)).status)
    }
    expect(statuses.filter((status) => status === 429)).toHaveLength(0)

    const en = await get('/our-products/grades?sort=whiteness', busy)
    expect(en.status).toBe(429)
    expect(await en.text()).toBe('Too many requests. Please try again in a few minutes.')
    expect(en.headers.get('content-language')).toBe('en')
    expect(en.headers.get('cache-control')).toBe('no-store')
    expect(Number(en.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(en.headers.get('x-content-type-options')).toBe('nosniff')

    const de = await get('/de/our-products/grades/compare?grades=p-12', busy)
    expect(de.status).toBe(429)
    expect(await de.text()).toBe(
      'Zu viele Anfragen. Bitte versuchen Sie es in einigen Minuten erneut.',
    )
    expect(de.headers.get('content-language')).toBe('de')

    // Another address, and other pages of the same address, are not limited by it.
    expect((await get('/our-products/grades?sort=whiteness', '198.51.100.4')).status).not.toBe(429)
    expect((await get('/about-us', busy)).status).not.toBe(429)
  })
})
