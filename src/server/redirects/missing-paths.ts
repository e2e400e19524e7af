import 'server-only'

import type { Payload } from 'payload'

import { normalizeFrom } from '@/lib/redirects'
import { serverLog } from '@/server/log'

/** How many distinct addresses are kept (a crawler trying random paths fills no more). */
export const MISSING_PATHS_MAX = 2000
/** Counts are written at most this often per process. */
const FLUSH_MS = 10_000
const PENDING_MAX = 500

const STATIC = /\.(ico|png|jpe?g|gif|svg|webp|avif|woff2?|ttf|otf|js|css|map)$/i

const pending = new Map<string, { hits: number; first: string; last: string }>()
let timer: NodeJS.Timeout | null = null
let flushing: Promise<void> | null = null

/**
 * Counts one "page not found" answer to a GET of `url` (issue 25). Only the path is kept:
 * no query (it may hold personal data), no client address. Written in batches.
 */
export function recordMissingPath(payload: Payload, url: string): void {
  const path = normalizeFrom(url.split('?')[0] ?? '')
  if (!path || path.length > 300 || STATIC.test(path) || path.startsWith('/_next')) return
  const now = new Date().toISOString()
  const seen = pending.get(path)
  if (seen) {
    seen.hits += 1
    seen.last = now
  } else if (pending.size < PENDING_MAX) {
    pending.set(path, { hits: 1, first: now, last: now })
  }
  timer ??= setTimeout(() => void flushMissingPaths(payload), FLUSH_MS).unref()
}

/** Writes the counts gathered so far (at most one write at a time). */
export function flushMissingPaths(payload: Payload): Promise<void> {
  if (timer) clearTimeout(timer)
  timer = null
  const batch = [...pending]
  pending.clear()
  const previous = flushing ?? Promise.resolve()
  flushing = previous
    .then(async () => {
      for (const [path, counted] of batch) {
        const { docs } = await payload.find({
          collection: 'missing-paths',
          where: { path: { equals: path } },
          limit: 1,
          depth: 0,
          overrideAccess: true,
        })
        const existing = docs[0]
        if (existing) {
          await payload.update({
            collection: 'missing-paths',
            id: existing.id,
            data: { hits: (existing.hits ?? 0) + counted.hits, lastSeenAt: counted.last },
            depth: 0,
            overrideAccess: true,
          })
          continue
        }
        const total = await payload.count({ collection: 'missing-paths', overrideAccess: true })
        if (total.totalDocs >= MISSING_PATHS_MAX) continue
        await payload
          .create({
            collection: 'missing-paths',
            data: {
              path,
              hits: counted.hits,
              firstSeenAt: counted.first,
              lastSeenAt: counted.last,
            },
            depth: 0,
            overrideAccess: true,
          })
          .catch(() => undefined) // another instance created it a moment ago: a few hits less
      }
    })
    .catch((error: unknown) => serverLog.warn({ err: error }, 'Missing paths not counted'))
    .finally(() => {
      flushing = null
    })
  return flushing
}
