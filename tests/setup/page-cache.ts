import { processBridge } from '@/lib/process-bridge.mjs'

/**
 * This process's page-cache store without the grace after an expiry (EXPIRY_GRACE_MS), for tests
 * that store an entry right after a write and expect it to count as fresh. Installed before the
 * first expiry, where the site's own modules would make the store (src/server/cache-handler.mjs).
 */
export async function pageCacheWithoutGrace(): Promise<void> {
  const { createStore } = (await import('@/server/cache-handler.mjs')) as {
    createStore(options: { expiryGraceMs: number }): unknown
  }
  processBridge().pageCacheStore = createStore({ expiryGraceMs: 0 }) as object
}
