import { randomUUID } from 'node:crypto'

import { createClient } from 'redis'

import { getEnv } from '@/env'
import { serverLog } from '@/server/log'

// No `server-only` here: the outbox (src/features/accounts/mail.ts), which the Payload config
// loads, takes its lease through this module.

/**
 * The app's connection to the Redis that several instances share (REDIS_URL), for what they must
 * agree on beyond the database: who runs the outbox now (below). The page cache has its own
 * connection (src/server/cache-handler.mjs), since Next.js loads that module apart from the app.
 */
const connect = (url: string) => createClient({ url, disableOfflineQueue: true })
type Client = ReturnType<typeof connect>

let connection: Promise<Client | null> | null = null

function log(message: string, error: unknown) {
  serverLog.warn({ err: error }, message)
}

/** The shared Redis, connected on first use; null without REDIS_URL or while it is unreachable. */
export async function sharedRedis(): Promise<Client | null> {
  const config = getEnv().redis
  if (!config) return null
  connection ??= (async () => {
    const client = connect(config.url)
    let last = ''
    client.on('error', (error: Error) => {
      if (error.message !== last) log('Redis unavailable', error)
      last = error.message
    })
    client.on('ready', () => {
      last = ''
    })
    await client.connect()
    return client
  })().catch((error: unknown) => {
    log('could not connect to Redis', error)
    connection = null
    return null
  })
  const client = await connection
  return client?.isReady ? client : null
}

const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`
const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`

export type LeaseOutcome<T> = { ran: true; value: T } | { ran: false }

/**
 * Runs `work` while this process holds the named lease, so that across all instances at most one
 * runs it at a time. The lease is kept alive while the work runs and given back after; if the
 * process dies it lapses after `ttlMs`. Without Redis (one instance) the work simply runs: the
 * caller's own in-process guard is then the only one needed. When Redis is configured but
 * unreachable, nothing runs (a second instance might be running it) and the caller tries again
 * later.
 */
export async function withLease<T>(
  name: string,
  ttlMs: number,
  work: () => Promise<T>,
): Promise<LeaseOutcome<T>> {
  const config = getEnv().redis
  if (!config) return { ran: true, value: await work() }
  const redis = await sharedRedis()
  if (!redis) return { ran: false }
  const key = `${config.prefix}lease:${name}`
  const token = randomUUID()
  const taken = await redis.set(key, token, { NX: true, PX: ttlMs }).catch(() => null)
  if (taken !== 'OK') return { ran: false }
  const keepAlive = setInterval(
    () =>
      void redis
        .eval(RENEW, { keys: [key], arguments: [token, String(ttlMs)] })
        .catch(() => undefined),
    Math.max(1000, Math.floor(ttlMs / 3)),
  )
  keepAlive.unref()
  try {
    return { ran: true, value: await work() }
  } finally {
    clearInterval(keepAlive)
    await redis.eval(RELEASE, { keys: [key], arguments: [token] }).catch(() => undefined)
  }
}

/** A flag any instance may raise and the lease holder takes down ("more work was queued"). */
export async function raiseFlag(name: string): Promise<void> {
  const config = getEnv().redis
  const redis = await sharedRedis()
  if (!config || !redis) return
  await redis.set(`${config.prefix}flag:${name}`, '1', { EX: 300 }).catch(() => undefined)
}

/** Takes the flag down; whether it was up. */
export async function takeFlag(name: string): Promise<boolean> {
  const config = getEnv().redis
  const redis = await sharedRedis()
  if (!config || !redis) return false
  return (await redis.del(`${config.prefix}flag:${name}`).catch(() => 0)) > 0
}

/** Tells every instance (this one too, if it listens) that `name` changed. */
export async function announce(name: string, message = ''): Promise<void> {
  const config = getEnv().redis
  const client = await sharedRedis()
  if (!config || !client) return
  await client.publish(`${config.prefix}announce:${name}`, message).catch((error: unknown) => {
    log(`could not announce ${name}`, error)
  })
}

/**
 * Calls `handle` whenever any instance announces `name` (and after a lost connection comes back,
 * when announcements may have been missed). No-op without REDIS_URL.
 */
export async function listen(name: string, handle: () => void): Promise<void> {
  const config = getEnv().redis
  const client = await sharedRedis()
  if (!config || !client) return
  const subscriber = client.duplicate()
  subscriber.on('error', () => undefined)
  subscriber.on('ready', handle)
  await subscriber.connect()
  await subscriber.subscribe(`${config.prefix}announce:${name}`, handle)
}
