/**
 * The page cache shared through Redis (src/server/cache-handler.mjs, ADR 0020): two handler
 * modules loaded side by side stand for two instances of the site; they share only the Redis
 * server on 127.0.0.1:6379, under a key prefix of this run's own.
 */
import { randomUUID } from 'node:crypto'

import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

type Handler = {
  get(key: string, ctx: object): Promise<{ value: unknown; lastModified: number } | null>
  set(key: string, data: unknown, ctx: object): Promise<void>
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>
}
type HandlerClass = new (ctx: object) => Handler

const prefix = `test-${randomUUID()}:`
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

/** One "instance": a fresh copy of the module, as a separate process would load it. */
async function instance(env: Record<string, string | undefined>): Promise<Handler> {
  vi.resetModules()
  const saved = { ...process.env }
  Object.assign(process.env, env)
  for (const [k, v] of Object.entries(env)) if (v === undefined) delete process.env[k]
  const mod = (await import('@/server/cache-handler.mjs')) as { default: HandlerClass }
  process.env = saved
  return new mod.default({})
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
    a = await instance({ REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix })
    b = await instance({ REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix })
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
    const late = await instance({ REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix })
    // The stale copy still in Redis is older than the publish.
    expect(await late.get('/en/blog', pageCtx)).toBeNull()
  })

  it('without Redis an instance keeps its own bounded memory cache', async () => {
    const alone = await instance({ REDIS_URL: undefined, REDIS_KEY_PREFIX: prefix })
    await alone.set('/en/faq', page('<p>FAQ</p>', ['faq']), pageCtx)
    expect((await alone.get('/en/faq', pageCtx))?.value).toMatchObject({ html: '<p>FAQ</p>' })
    // A separate instance without Redis shares nothing.
    const other = await instance({ REDIS_URL: undefined, REDIS_KEY_PREFIX: prefix })
    expect(await other.get('/en/faq', pageCtx)).toBeNull()
  })
})
