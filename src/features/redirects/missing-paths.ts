import 'server-only'

import crypto from 'node:crypto'

import type { Payload } from 'payload'

import { normalizeFrom } from '@/features/redirects/redirects'
import { limitedAddress } from '@/server/http/client-address'
import { serverLog } from '@/server/log'
import { countHit } from '@/server/rate-limit'
import { RATE_LIMITS } from '@/server/rate-limits'

/** How many distinct addresses are kept; beyond, the least recently seen one makes room. */
export const MISSING_PATHS_MAX = 2000
/** Counts are written at most this often per process. */
const FLUSH_MS = 10_000
const PENDING_MAX = 500
/** Client-and-path pairs gathered per batch (each costs two counter writes at the flush). */
const PAIRS_MAX = 2000
/** Distinct clients remembered per path and batch; beyond, their requests still count. */
const CLIENTS_PER_PATH_MAX = 200

const STATIC = /\.(ico|png|jpe?g|gif|svg|webp|avif|woff2?|ttf|otf|js|css|map)$/i

type Counted = {
  hits: number
  first: string
  last: string
  /** The hashed client → its requests of the path in this batch. */
  clients: Map<string, number>
  /** Requests of clients beyond CLIENTS_PER_PATH_MAX. */
  otherHits: number
}

const pending = new Map<string, Counted>()
/** The hashed client → the paths it has in this batch. */
const pathsOfClient = new Map<string, number>()
let pairs = 0
let timer: NodeJS.Timeout | null = null
let flushing: Promise<void> | null = null

const keyed = (payload: Payload, text: string) =>
  crypto.createHmac('sha256', payload.secret).update(text).digest('base64url').slice(0, 24)

/**
 * Counts one "page not found" answer to a GET of `url` by the client at `address` (the address
 * the server resolved from the socket, ADR 0026). Only the path is kept: no query (it may
 * hold personal data); the address only as a keyed hash in the rate-limit counters, for a day.
 * Written in batches.
 */
export function recordMissingPath(payload: Payload, url: string, address: string): void {
  const path = normalizeFrom(url.split('?')[0] ?? '')
  if (!path || path.length > 300 || STATIC.test(path) || path.startsWith('/_next')) return
  const client = keyed(payload, `missing-path.${limitedAddress(address || 'unknown')}`)
  const now = new Date().toISOString()
  let entry = pending.get(path)
  const known = entry?.clients.has(client) ?? false
  if (!known) {
    const paths = pathsOfClient.get(client) ?? 0
    // One client fills no more of a batch than of the list (nor the batch of everyone else).
    if (paths >= RATE_LIMITS.missingPathClient.limit || pairs >= PAIRS_MAX) return
    if (!entry && pending.size >= PENDING_MAX) return
  }
  entry ??= { hits: 0, first: now, last: now, clients: new Map(), otherHits: 0 }
  pending.set(path, entry)
  entry.hits += 1
  entry.last = now
  if (known) entry.clients.set(client, entry.clients.get(client)! + 1)
  else if (entry.clients.size < CLIENTS_PER_PATH_MAX) {
    entry.clients.set(client, 1)
    pathsOfClient.set(client, (pathsOfClient.get(client) ?? 0) + 1)
    pairs += 1
  } else entry.otherHits += 1
  timer ??= setTimeout(() => void flushMissingPaths(payload), FLUSH_MS).unref()
}

/**
 * The requests and new clients of one path in a batch that count: a client past its daily
 * allowance counts for nothing; a client's first request of the path today raises "clients".
 */
async function countedOf(
  payload: Payload,
  path: string,
  counted: Counted,
): Promise<{ hits: number; clients: number }> {
  let hits = counted.otherHits
  let clients = 0
  for (const [client, requests] of counted.clients) {
    const allowance = await countHit(payload, RATE_LIMITS.missingPathClient, client)
    if (allowance.hits > RATE_LIMITS.missingPathClient.limit) continue
    hits += requests
    const seen = await countHit(
      payload,
      RATE_LIMITS.missingPathSeen,
      keyed(payload, `${client}.${path}`),
    )
    if (seen.hits === 1) clients += 1
  }
  return { hits, clients }
}

/**
 * Writes the counts gathered so far (at most one write at a time). `max` is the list's size; at
 * it, the least recently seen address goes to make room for a new one.
 */
export function flushMissingPaths(payload: Payload, max = MISSING_PATHS_MAX): Promise<void> {
  if (timer) clearTimeout(timer)
  timer = null
  const batch = [...pending]
  pending.clear()
  pathsOfClient.clear()
  pairs = 0
  const previous = flushing ?? Promise.resolve()
  flushing = previous
    .then(async () => {
      let total: number | null = null
      for (const [path, counted] of batch) {
        const { hits, clients } = await countedOf(payload, path, counted)
        if (hits === 0) continue
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
            data: {
              hits: (existing.hits ?? 0) + hits,
              clients: (existing.clients ?? 0) + clients,
              lastSeenAt: counted.last,
            },
            depth: 0,
            overrideAccess: true,
          })
          continue
        }
        total ??= (await payload.count({ collection: 'missing-paths', overrideAccess: true }))
          .totalDocs
        if (total >= max) total -= await evictLeastRecentlySeen(payload, total - max + 1)
        await payload
          .create({
            collection: 'missing-paths',
            data: {
              path,
              hits,
              clients,
              firstSeenAt: counted.first,
              lastSeenAt: counted.last,
            },
            depth: 0,
            overrideAccess: true,
          })
          .then(() => {
            total! += 1
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

/** Deletes the `count` least recently seen addresses; returns how many went. */
async function evictLeastRecentlySeen(payload: Payload, count: number): Promise<number> {
  const { docs } = await payload.find({
    collection: 'missing-paths',
    sort: 'lastSeenAt',
    limit: count,
    depth: 0,
    overrideAccess: true,
  })
  if (docs.length === 0) return 0
  const { docs: deleted } = await payload.delete({
    collection: 'missing-paths',
    where: { id: { in: docs.map((doc) => doc.id) } },
    depth: 0,
    overrideAccess: true,
  })
  return deleted.length
}
