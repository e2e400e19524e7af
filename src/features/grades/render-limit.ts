import 'server-only'

import type { Payload } from 'payload'

import { processBridge, type RenderVerdict } from '@/lib/process-bridge.mjs'
import { clientAddress, limitedAddress } from '@/server/http/client-address'
import { countHit } from '@/server/rate-limit'
import { RATE_LIMITS } from '@/server/rate-limits'

export type { RenderVerdict }
export type GradeQueryRenderCheck = (headers: Headers) => Promise<RenderVerdict>

/**
 * The grade finder and the comparison render on every request that reaches the app (a cache in
 * front keeps their canonical addresses, the app's page cache does not), and one render costs
 * about five pages. So one address may have them rendered at most RATE_LIMITS.gradeQueryRender
 * times a window. Counted in the database like every other limit, so several instances share it.
 *
 * Counts one render for the client's address as the server pinned it (an IPv6 client by its /64) and says whether it may
 * go on. An unreadable database lets the render go on: the page then answers its own 503.
 */
export function registerGradeQueryRenderLimit(payload: Payload): void {
  const check: GradeQueryRenderCheck = async (headers) => {
    const address = clientAddress(headers)
    try {
      const { hits, resetAt } = await countHit(
        payload,
        RATE_LIMITS.gradeQueryRender,
        limitedAddress(address),
      )
      return {
        allowed: hits <= RATE_LIMITS.gradeQueryRender.limit,
        retryAfterSeconds: Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)),
      }
    } catch (error) {
      payload.logger.warn({ err: error, msg: 'grade query render limit not counted' })
      return { allowed: true, retryAfterSeconds: 0 }
    }
  }
  // Asked by the request proxy, which is bundled apart from the app.
  processBridge().gradeQueryRender = check
}
