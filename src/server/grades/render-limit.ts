import 'server-only'

import type { Payload } from 'payload'

import { clientAddress, limitedAddress } from '@/server/http/client-address'
import { countHit, type RateLimit } from '@/server/rate-limit'

/**
 * The grade finder and the comparison render on every request that reaches the app (a cache in
 * front keeps their canonical addresses, the app's page cache does not), and one render costs
 * about five pages. So one address may have them rendered at most this often; a person using the
 * finder changes a filter a few times a minute. Counted in the database like every other limit,
 * so several instances share it.
 */
export const GRADE_QUERY_RENDER_LIMIT: RateLimit = {
  name: 'grade-query-render',
  limit: 120,
  windowMs: 60 * 1000,
}

/** The hook the request proxy asks (it is bundled apart from the app, so on `globalThis`). */
export const GRADE_QUERY_RENDER_HOOK = Symbol.for('talc.gradeQueryRender')

export type RenderVerdict = { allowed: boolean; retryAfterSeconds: number }
export type GradeQueryRenderCheck = (headers: Headers) => Promise<RenderVerdict>

/**
 * Counts one render for the client's address as the server pinned it (an IPv6 client by its /64) and says whether it may
 * go on. An unreadable database lets the render go on: the page then answers its own 503.
 */
export function registerGradeQueryRenderLimit(payload: Payload): void {
  const check: GradeQueryRenderCheck = async (headers) => {
    const address = clientAddress(headers)
    try {
      const { hits, resetAt } = await countHit(
        payload,
        GRADE_QUERY_RENDER_LIMIT,
        limitedAddress(address),
      )
      return {
        allowed: hits <= GRADE_QUERY_RENDER_LIMIT.limit,
        retryAfterSeconds: Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)),
      }
    } catch (error) {
      payload.logger.warn({ err: error, msg: 'grade query render limit not counted' })
      return { allowed: true, retryAfterSeconds: 0 }
    }
  }
  ;(globalThis as Record<symbol, unknown>)[GRADE_QUERY_RENDER_HOOK] = check
}
