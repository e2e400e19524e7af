// @ts-check
/**
 * Next.js's cache handler (next.config.ts `cacheHandler`): Next.js's own file-system cache for
 * rendered pages (kept in memory only, ADR 0006), plus an in-memory LRU for optimized images.
 *
 * Why: with `isrFlushToDisk: false` (ADR 0006) the image optimizer has no cache at all — every
 * `/_next/image` request resized its picture again with sharp (about 40 ms of CPU each, on every
 * visit), which slowed the largest paint of every page and the server under load. Next.js's
 * memory cache refuses image entries, so images get their own bounded LRU here
 * (`IMAGE_CACHE_MB`, default 64 MB). Loaded by Next.js at run time as a plain ES module.
 */
import { createRequire } from 'node:module'

// Next.js's own CommonJS modules, loaded as Next.js itself loads them.
const load = createRequire(import.meta.url)
const fileSystemCache = load('next/dist/server/lib/incremental-cache/file-system-cache.js')
/** @type {typeof import('next/dist/server/lib/incremental-cache/file-system-cache.js').default} */
const FileSystemCache = fileSystemCache.default ?? fileSystemCache
/** @type {typeof import('next/dist/server/lib/lru-cache.js').LRUCache} */
const LRUCache = load('next/dist/server/lib/lru-cache.js').LRUCache

const IMAGE = 'IMAGE'
const imageCacheBytes = Math.max(1, Number(process.env.IMAGE_CACHE_MB) || 64) * 1024 * 1024

/** @type {LRUCache<{ value: { buffer: Buffer }, lastModified: number }>} */
const images = new LRUCache(imageCacheBytes, (entry) => entry.value.buffer.length + 256)

class SiteCacheHandler extends FileSystemCache {
  /** @param {string} key @param {{ kind?: string }} ctx */
  async get(key, ctx) {
    if (ctx?.kind === IMAGE) return images.get(key) ?? null
    // @ts-expect-error -- the parent's signature is variadic
    return super.get(key, ctx)
  }

  /** @param {string} key @param {any} data @param {{ kind?: string }} ctx */
  async set(key, data, ctx) {
    if (ctx?.kind === IMAGE) {
      if (data?.buffer) images.set(key, { value: data, lastModified: Date.now() })
      return
    }
    // @ts-expect-error -- the parent's signature is variadic
    return super.set(key, data, ctx)
  }
}

export default SiteCacheHandler
