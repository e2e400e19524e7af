// @ts-check
/**
 * Next.js's cache handler (next.config.ts `cacheHandler`): rendered pages, the content data cache
 * (`unstable_cache`) and optimized images, for one instance or for several (ADR 0020).
 *
 * - In every process: a bounded in-memory LRU (`PAGE_CACHE_MB`, default 50 MB) for pages and
 *   data, and one for optimized images (`IMAGE_CACHE_MB`, default 64 MB). Nothing is written to
 *   disk, so invented URLs cannot fill it (ADR 0006).
 * - With `REDIS_URL`: pages and data are also kept in Redis, shared by every instance, under
 *   `REDIS_KEY_PREFIX` and the build's id (two builds never read each other's pages). A
 *   revalidated tag (a publish in the admin) is written to a Redis hash and announced on a channel:
 *   every instance learns it within a round trip and stops serving what carries that tag, and an
 *   instance that starts, or comes back after losing Redis, reads the hash first. Images stay in
 *   each process (they are cheap to make again and large to ship around).
 * - Redis down: each instance goes on with its own memory (answers stay correct for its own
 *   publishes; the others' reach it when Redis is back, as the hash is read again on reconnect).
 *
 * - The app expires tags through `expireTags` below, in a request or not (a scheduled publish runs
 *   on a timer), after the write has committed (src/payload/invalidation, ADR 0024).
 *
 * Loaded by Next.js at run time as a plain ES module, and imported by the app's bundle: both
 * copies share one store per process. No Next.js internals are imported.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import v8 from 'node:v8'

import { LRUCache } from 'lru-cache'
import { createClient, RESP_TYPES } from 'redis'

import { count } from '../lib/metrics-sink.mjs'
import { processBridge } from '../lib/process-bridge.mjs'

const MB = 1024 * 1024
const IMAGE = 'IMAGE'
const TAGS_HEADER = 'x-next-cache-tags'
/** How long Redis keeps a page nobody asked for (its memory policy may evict it earlier). */
const REDIS_TTL_SECONDS = Math.max(60, Number(process.env.PAGE_CACHE_TTL_SECONDS) || 7 * 86_400)
/** Longest wait for Redis in a request before the instance answers from its own memory. */
const REDIS_TIMEOUT_MS = 500

/**
 * @typedef {{ value: any, lastModified: number, cacheControl?: unknown }} Entry
 * @typedef {{ stale?: number, expired?: number }} TagState
 */

/** @param {string | undefined} value @param {number} fallback */
const megabytes = (value, fallback) => Math.max(1, Number(value) || fallback) * MB

/** Roughly what an entry holds, in bytes (the LRU's bound). */
function sizeOf(/** @type {Entry} */ entry, /** @type {string} */ key) {
  const value = entry.value
  let size = 64
  if (!value) size += 25
  else if (value.kind === 'APP_PAGE') {
    // A page's HTML holds characters above U+00FF (the header's dash), so V8 keeps it at two
    // bytes per character: counted as such (it was counted at one, the bound was half kept).
    size += (value.html?.length ?? 0) * 2 + (value.rscData?.length ?? 0)
    for (const [segment, bytes] of value.segmentData ?? []) size += segment.length + bytes.length
  } else if (value.kind === 'APP_ROUTE') size += value.body?.length ?? 0
  else if (value.kind === 'FETCH') size += JSON.stringify(value.data ?? '').length
  else size += JSON.stringify(value).length
  return key.length + size
}

/**
 * @typedef {{
 *   entries: LRUCache<string, Entry>,
 *   images: LRUCache<string, { value: { buffer: Buffer }, lastModified: number }>,
 *   tagStates: Map<string, TagState>,
 *   redisUrl: string | undefined,
 *   tagsKey: string,
 *   tagsChannel: string,
 *   keyPrefix: string,
 *   redis: any,
 *   connecting: Promise<void> | null,
 *   expiryGraceMs: number,
 *   unannounced: Record<string, TagState>,
 * }} Store
 */

/**
 * An entry stored this long after a tag it carries expired counts as made before the expiry. The
 * render that stored it may have read the old data before the write committed and been stored
 * after the expiry (and another instance learns of an expiry a round trip late, by a clock that
 * may differ a little): without this it would pass for fresh until the next change. The cost: the
 * pages a write touched are rendered on every request for these seconds after it.
 */
export const EXPIRY_GRACE_MS = 1000

/**
 * One store per process. Next.js loads this module itself, and the app's own code imports it as
 * well (src/payload/invalidation/hooks.ts), so the bundler may hold a second copy: both copies
 * share the store on `globalThis`, so a tag expired by either is seen by the handler Next.js asks.
 * (Before, each copy kept its own state, and a save made outside a request, such as a scheduled
 * publish, expired the tags of a copy that served no page: ADR 0024.)
 *
 * @param {{ redisUrl?: string, prefix?: string, pageCacheMb?: string, imageCacheMb?: string,
 *   expiryGraceMs?: number }} options
 * @returns {Store}
 */
export function createStore({
  redisUrl,
  prefix = 'talc:',
  pageCacheMb,
  imageCacheMb,
  expiryGraceMs = EXPIRY_GRACE_MS,
} = {}) {
  return {
    entries: new LRUCache({
      maxSize: megabytes(pageCacheMb, 50),
      sizeCalculation: (/** @type {Entry} */ entry, /** @type {string} */ key) =>
        sizeOf(entry, key),
    }),
    images: new LRUCache({
      maxSize: megabytes(imageCacheMb, 64),
      sizeCalculation: (/** @type {{ value: { buffer: Buffer }, lastModified: number }} */ entry) =>
        entry.value.buffer.length + 256,
    }),
    tagStates: new Map(),
    redisUrl: redisUrl?.trim() || undefined,
    tagsKey: `${prefix}cache:tags`,
    tagsChannel: `${prefix}cache:tags`,
    keyPrefix: `${prefix}cache:`,
    redis: null,
    connecting: null,
    expiryGraceMs,
    unannounced: {},
  }
}

/** This process's store, made (and connected to Redis) by the first copy of the module loaded. */
function processStore() {
  const bridge = processBridge()
  let store = /** @type {Store | undefined} */ (bridge.pageCacheStore)
  if (!store) {
    store = createStore({
      redisUrl: process.env.REDIS_URL,
      prefix: process.env.REDIS_KEY_PREFIX ?? 'talc:',
      pageCacheMb: process.env.PAGE_CACHE_MB,
      imageCacheMb: process.env.IMAGE_CACHE_MB,
    })
    bridge.pageCacheStore = store
    // `next build` evaluates the app's modules without serving: no connection then.
    if (process.env.NEXT_PHASE !== 'phase-production-build') connectRedis(store)
  }
  return store
}

/** @param {Store} store @param {Record<string, TagState>} states */
function learnTags(store, states) {
  for (const [tag, state] of Object.entries(states)) {
    const known = store.tagStates.get(tag) ?? {}
    store.tagStates.set(tag, {
      stale: Math.max(known.stale ?? 0, state.stale ?? 0) || undefined,
      expired: Math.max(known.expired ?? 0, state.expired ?? 0) || undefined,
    })
  }
}

/** The tags an entry depends on: a page's from its header, data's from the request. */
function tagsOf(/** @type {Entry} */ entry, /** @type {any} */ ctx) {
  const value = entry.value
  if (value?.kind === 'FETCH') return [...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])]
  const header = value?.headers?.[TAGS_HEADER]
  return typeof header === 'string' ? header.split(',') : []
}

/** Revalidated after it was made: a publish since, so it must be made again. */
function outdated(
  /** @type {Store} */ store,
  /** @type {Entry} */ entry,
  /** @type {string[]} */ tags,
) {
  const now = Date.now()
  for (const tag of tags) {
    const state = store.tagStates.get(tag)
    if (!state) continue
    // Up to the grace after the expiry counts as before it: a few renders too many rather than a
    // page that may hold the data from before the write (EXPIRY_GRACE_MS).
    if (
      state.expired &&
      state.expired <= now &&
      entry.lastModified <= state.expired + store.expiryGraceMs
    )
      return true
    if (state.stale && state.stale >= entry.lastModified) return true
  }
  return false
}

// ── Redis (optional) ──────────────────────────────────────────────────────────────────────────

/** @param {Promise<any>} promise */
function withTimeout(promise) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error('Redis timed out')), REDIS_TIMEOUT_MS)
    }),
  ]).finally(() => clearTimeout(timer))
}

/** @param {string} message @param {unknown} [error] */
function warn(message, error) {
  const detail = error instanceof Error ? error.message : error
  process.stderr.write(
    `${JSON.stringify({ level: 40, time: Date.now(), msg: `page cache: ${message}`, err: detail })}\n`,
  )
}

/** @param {Store} store */
async function readTagHash(store) {
  const all = await store.redis.hGetAll(store.tagsKey)
  /** @type {Record<string, TagState>} */
  const states = {}
  for (const [tag, raw] of Object.entries(all)) {
    try {
      states[tag] = JSON.parse(String(raw))
    } catch {
      // a foreign value under our key: ignored
    }
  }
  learnTags(store, states)
}

/** @param {Store} store */
export function connectRedis(store) {
  if (!store.redisUrl || store.connecting) return store.connecting
  const base = createClient({ url: store.redisUrl, disableOfflineQueue: true })
  const client = base.withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer })
  const subscriber = base.duplicate()
  let lastError = ''
  for (const c of [base, subscriber])
    c.on('error', (/** @type {Error} */ error) => {
      if (error.message !== lastError) warn('Redis unavailable', error)
      lastError = error.message
    })
  // After a lost connection the hash holds what was announced meanwhile.
  base.on('ready', () => {
    lastError = ''
    if (store.redis) {
      readTagHash(store).catch((error) => warn('could not read revalidated tags', error))
      void announce(store)
    }
  })
  store.connecting = (async () => {
    await Promise.all([base.connect(), subscriber.connect()])
    await subscriber.subscribe(store.tagsChannel, (/** @type {string} */ message) => {
      try {
        const states = JSON.parse(message)
        learnTags(store, states)
        count('page_cache_expiries', { source: 'redis' }, Object.keys(states).length)
      } catch {
        // not ours
      }
    })
    store.redis = client
    await readTagHash(store)
    await announce(store)
  })().catch((error) => warn('could not connect to Redis', error))
  return store.connecting
}

/**
 * Marks tags expired in this process at once and tells every instance (through Redis). What
 * carries one of them and was made before now is made again on its next request.
 * @param {Store} store @param {string[]} list @param {{ expire?: number }} [durations]
 */
async function expireIn(store, list, durations) {
  if (list.length === 0) return
  const now = Date.now()
  /** @type {Record<string, TagState>} */
  const states = {}
  for (const tag of list) {
    states[tag] =
      durations?.expire !== undefined && durations.expire > 0
        ? { stale: now, expired: now + durations.expire * 1000 }
        : { expired: now }
  }
  learnTags(store, states)
  count('page_cache_expiries', { source: 'local' }, list.length)
  if (!store.redisUrl) return
  // Told to the other instances once this one is connected (a timer may publish before the first
  // request), or, while Redis is down, as soon as it is back.
  for (const [tag, state] of Object.entries(states)) {
    const known = store.unannounced[tag] ?? {}
    store.unannounced[tag] = {
      stale: Math.max(known.stale ?? 0, state.stale ?? 0) || undefined,
      expired: Math.max(known.expired ?? 0, state.expired ?? 0) || undefined,
    }
  }
  await withTimeout(/** @type {Promise<void>} */ (store.connecting)).catch(() => undefined)
  await announce(store)
}

/**
 * Writes the expiries not yet told to Redis to its hash (read by instances that start or come
 * back) and publishes them (to the running ones). Kept for the next try when Redis fails.
 * @param {Store} store
 */
async function announce(store) {
  const states = store.unannounced
  if (!store.redis || Object.keys(states).length === 0) return
  store.unannounced = {}
  try {
    await withTimeout(
      store.redis
        .multi()
        .hSet(
          store.tagsKey,
          Object.fromEntries(Object.entries(states).map(([t, s]) => [t, JSON.stringify(s)])),
        )
        .publish(store.tagsChannel, JSON.stringify(states))
        .exec(),
    )
  } catch (error) {
    warn('could not announce revalidated tags; told again when Redis is back', error)
    for (const [tag, state] of Object.entries(states)) store.unannounced[tag] ??= state
  }
}

/**
 * The one way the app expires cached pages and data (src/server/cache/invalidation.ts), in a
 * request or not (a scheduled publish runs on a timer): this process's store, and every other
 * instance through Redis.
 * @param {string[]} tags
 */
export function expireTags(tags) {
  return expireIn(processStore(), tags)
}

/**
 * An entry read from Redis with its bytes copied out of the reply. v8.deserialize returns a
 * Buffer as a view of the buffer it read, so each page kept the whole reply alive (its HTML,
 * flight data and segments a second time, and with small entries the socket chunk they came in)
 * while the LRU counted only the parts (found in the memory benchmark's heap snapshot, ADR 0025).
 * @param {Entry} entry
 */
function detached(entry) {
  const value = entry.value
  if (value?.kind === 'APP_PAGE') {
    if (value.rscData) value.rscData = Buffer.from(value.rscData)
    if (value.segmentData)
      value.segmentData = new Map(
        [...value.segmentData].map(([segment, bytes]) => [segment, Buffer.from(bytes)]),
      )
  } else if (value?.kind === 'APP_ROUTE' && value.body) value.body = Buffer.from(value.body)
  return entry
}

/** @param {string | undefined} dir */
function buildIdOf(dir) {
  try {
    return dir ? readFileSync(path.join(dir, '..', 'BUILD_ID'), 'utf8').trim() : 'build'
  } catch {
    return 'build'
  }
}

class SiteCacheHandler {
  /** @param {{ serverDistDir?: string }} ctx @param {Store} [store] */
  constructor(ctx, store = processStore()) {
    this.store = store
    this.keyPrefix = `${store.keyPrefix}${buildIdOf(ctx?.serverDistDir)}:`
  }

  /** @param {string} key @param {any} ctx */
  async get(key, ctx) {
    const store = this.store
    if (ctx?.kind === IMAGE) return store.images.get(key) ?? null
    /** @type {Entry | undefined} */
    let entry = store.entries.get(key)
    let layer = 'process'
    if (!entry && store.redisUrl) {
      count('page_cache_lookups', { layer, result: 'miss' })
      layer = 'redis'
      try {
        await withTimeout(/** @type {Promise<void>} */ (store.connecting))
        const bytes = store.redis ? await withTimeout(store.redis.get(this.keyPrefix + key)) : null
        if (bytes) {
          entry = detached(/** @type {Entry} */ (v8.deserialize(bytes)))
          store.entries.set(key, entry)
        }
      } catch (error) {
        warn('read failed', error)
      }
    }
    if (!entry) {
      count('page_cache_lookups', { layer, result: 'miss' })
      return null
    }
    if (outdated(store, entry, tagsOf(entry, ctx))) {
      count('page_cache_lookups', { layer, result: 'expired' })
      store.entries.delete(key)
      return null
    }
    count('page_cache_lookups', { layer, result: 'hit' })
    return entry
  }

  /** @param {string} key @param {any} data @param {any} ctx */
  async set(key, data, ctx) {
    const store = this.store
    if (ctx?.kind === IMAGE) {
      if (data?.buffer) store.images.set(key, { value: data, lastModified: Date.now() })
      return
    }
    if (!data) {
      store.entries.delete(key)
      if (store.redis)
        await withTimeout(store.redis.del(this.keyPrefix + key)).catch(() => undefined)
      return
    }
    /** @type {Entry} */
    const entry = {
      value: data,
      lastModified: Date.now(),
      cacheControl: ctx?.fetchCache ? undefined : ctx?.cacheControl,
    }
    store.entries.set(key, entry)
    if (store.redis) {
      await withTimeout(
        store.redis.set(this.keyPrefix + key, v8.serialize(entry), { EX: REDIS_TTL_SECONDS }),
      ).catch((/** @type {unknown} */ error) => warn('write failed', error))
    }
  }

  /**
   * Next.js's `revalidateTag` / `revalidatePath` (its own callers; the app calls expireTags).
   * @param {string | string[]} tags @param {{ expire?: number }} [durations]
   */
  async revalidateTag(tags, durations) {
    return expireIn(this.store, typeof tags === 'string' ? [tags] : tags, durations)
  }

  resetRequestCache() {}
}

export default SiteCacheHandler
