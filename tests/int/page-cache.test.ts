/**
 * The page cache shared through Redis (src/server/cache-handler.mjs, ADR 0020): two handler
 * modules loaded side by side stand for two instances of the site; they share only the Redis
 * server on 127.0.0.1:6379, under a key prefix of this run's own.
 */
import { randomUUID } from 'node:crypto'

import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { processBridge } from '@/lib/process-bridge.mjs'

type Handler = {
  get(key: string, ctx: object): Promise<{ value: unknown; lastModified: number } | null>
  set(key: string, data: unknown, ctx: object): Promise<void>
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>
}
type HandlerClass = new (ctx: object, store?: unknown) => Handler
type HandlerModule = {
  default: HandlerClass
  createStore(options: { redisUrl?: string; prefix?: string }): unknown
  connectRedis(store: unknown): Promise<void> | null
  expireTags(tags: string[]): Promise<void>
}

const prefix = `test-${randomUUID()}:`
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

/** A fresh copy of the module, as a bundler or a separate process would load it. */
async function freshModule(): Promise<HandlerModule> {
  vi.resetModules()
  return (await import('@/server/cache-handler.mjs')) as HandlerModule
}

/** One "instance": a store of its own (as another process has), on the shared Redis or none. */
async function instance(options: { redisUrl?: string }): Promise<Handler> {
  const mod = await freshModule()
  const store = mod.createStore({ redisUrl: options.redisUrl, prefix })
  await mod.connectRedis(store)
  return new mod.default({}, store)
}

const page = (html: string, tags: string[]) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from(`rsc:${html}`),
  segmentData: new Map([['/_tree', Buffer.from('tree')]]),
  headers: { 'x-next-cache-tags': tags.join(',') },
  status: 200,
})
const pageCtx = { kind: 'APP_PAGE' }

/** Waits for a condition the other instance learns by message (no fixed sleep). */
async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  for (;;) {
    const value = await read()
    if (ok(value)) return value
    await new Promise((resolve) => setImmediate(resolve))
  }
}

describe('page cache shared through Redis', () => {
  let a: Handler
  let b: Handler

  beforeAll(async () => {
    a = await instance({ redisUrl })
    b = await instance({ redisUrl })
  })

  afterAll(async () => {
    const redis = createClient({ url: redisUrl })
    await redis.connect()
    for await (const keys of redis.scanIterator({ MATCH: `${prefix}*` }))
      if (keys.length) await redis.del(keys)
    await redis.quit()
  })

  it('serves on B a page rendered on A, with its bytes intact', async () => {
    await a.set('/en/company', page('<p>Company</p>', ['_N_T_/en/company']), pageCtx)
    const got = await b.get('/en/company', pageCtx)
    const value = got?.value as ReturnType<typeof page>
    expect(value.html).toBe('<p>Company</p>')
    expect(Buffer.isBuffer(value.rscData)).toBe(true)
    expect(value.rscData.toString()).toBe('rsc:<p>Company</p>')
    expect(value.segmentData.get('/_tree')?.toString()).toBe('tree')
  })

  it("keeps a page read from Redis in its own bytes, not in views of Redis's reply", async () => {
    // A view kept the whole reply (the page's HTML and segments once more) alive, while the
    // LRU counted only the parts. Large enough not to come from Node's small-buffer pool.
    const html = `<p>${'Talc '.repeat(20_000)}</p>`
    await a.set('/en/large', page(html, ['_N_T_/en/large']), pageCtx)
    const value = (await b.get('/en/large', pageCtx))?.value as ReturnType<typeof page>
    expect(value.html).toBe(html)
    expect(value.rscData.length).toBeGreaterThan(100_000)
    expect(value.rscData.buffer.byteLength).toBe(value.rscData.length)
  })

  it('a tag revalidated on A stops B serving the pages carrying it, and only those', async () => {
    await a.set('/en/news', page('<p>News</p>', ['_N_T_/en/news', 'news']), pageCtx)
    await a.set('/de/news', page('<p>Neuigkeiten</p>', ['_N_T_/de/news', 'news-de']), pageCtx)
    // B has both in its own memory now.
    expect(await b.get('/en/news', pageCtx)).not.toBeNull()
    expect(await b.get('/de/news', pageCtx)).not.toBeNull()
    await a.revalidateTag('news', { expire: 0 })
    expect(await a.get('/en/news', pageCtx)).toBeNull()
    await eventually(
      () => b.get('/en/news', pageCtx),
      (value) => value === null,
    )
    expect((await b.get('/de/news', pageCtx))?.value).toMatchObject({ html: '<p>Neuigkeiten</p>' })
  })

  it('a data entry is dropped by its soft tags (a revalidated layout path)', async () => {
    const data = { kind: 'FETCH', data: { body: '{"title":"x"}', headers: {}, status: 200 } }
    const ctx = { kind: 'FETCH', tags: ['pages:home'], softTags: ['_N_T_/(site)/[locale]/layout'] }
    await a.set('content-home', data, { fetchCache: true })
    expect(await b.get('content-home', ctx)).not.toBeNull()
    await a.revalidateTag(['_N_T_/(site)/[locale]/layout'])
    await eventually(
      () => b.get('content-home', ctx),
      (value) => value === null,
    )
  })

  it('an instance started after a publish knows it from the hash', async () => {
    await a.set('/en/blog', page('<p>Blog</p>', ['blog']), pageCtx)
    await a.revalidateTag('blog', { expire: 0 })
    const late = await instance({ redisUrl })
    // The stale copy still in Redis is older than the publish.
    expect(await late.get('/en/blog', pageCtx)).toBeNull()
  })

  it('without Redis an instance keeps its own bounded memory cache', async () => {
    const alone = await instance({})
    await alone.set('/en/faq', page('<p>FAQ</p>', ['faq']), pageCtx)
    expect((await alone.get('/en/faq', pageCtx))?.value).toMatchObject({ html: '<p>FAQ</p>' })
    // A separate instance without Redis shares nothing.
    const other = await instance({})
    expect(await other.get('/en/faq', pageCtx)).toBeNull()
  })

  it('two copies of the module in one process share one store, as a scheduled publish needs', async () => {
    // Next.js loads the handler itself; the app's bundle holds a copy of its own. A tag expired
    // through the app's copy, outside any request, must reach the pages Next.js's copy serves.
    const bridge = processBridge()
    const saved = bridge.pageCacheStore
    delete bridge.pageCacheStore
    try {
      const nextCopy = await freshModule()
      const appCopy = await freshModule()
      expect(appCopy).not.toBe(nextCopy)
      const handler = new nextCopy.default({})
      await handler.set(
        '/en/news/item',
        page('<p>Old title</p>', ['content:en:news:item']),
        pageCtx,
      )
      expect(await handler.get('/en/news/item', pageCtx)).not.toBeNull()
      await appCopy.expireTags(['content:en:news:item'])
      expect(await handler.get('/en/news/item', pageCtx)).toBeNull()
    } finally {
      bridge.pageCacheStore = saved
    }
  })

  it('counts an entry stored just after an expiry as older than it (a render in flight)', async () => {
    // A render that read the data before the write committed may store its page after the
    // expiry: for EXPIRY_GRACE_MS such an entry is made again, after that it is fresh.
    const mod = await freshModule()
    const store = mod.createStore({ prefix }) as { expiryGraceMs: number }
    const handler = new mod.default({}, store)
    const ctx = { kind: 'FETCH', tags: ['en:content:faq'] }
    const data = { kind: 'FETCH', data: { body: 'faq' } }
    await handler.revalidateTag('en:content:faq')
    await handler.set('faq-list', data, { fetchCache: true })
    expect(await handler.get('faq-list', ctx)).toBeNull()

    store.expiryGraceMs = 20
    await handler.revalidateTag('en:content:faq')
    const expiredAt = Date.now()
    while (Date.now() <= expiredAt + 20) await new Promise((resolve) => setImmediate(resolve))
    await handler.set('faq-list', data, { fetchCache: true })
    expect(await handler.get('faq-list', ctx)).not.toBeNull()
  })

  it('tells the other instances of an expiry made before its connection was up', async () => {
    // A scheduled publish may run on an instance that has served no request yet.
    await a.set('/en/jobs', page('<p>Jobs</p>', ['en:content:jobs']), pageCtx)
    expect(await b.get('/en/jobs', pageCtx)).not.toBeNull()
    const mod = await freshModule()
    const store = mod.createStore({ redisUrl, prefix })
    const early = new mod.default({}, store)
    await early.revalidateTag('en:content:jobs')
    await mod.connectRedis(store)
    await eventually(
      () => b.get('/en/jobs', pageCtx),
      (value) => value === null,
    )
  })
})
