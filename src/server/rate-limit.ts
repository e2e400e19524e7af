import 'server-only'

import { sql as pgSql } from '@payloadcms/db-postgres'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

import { getEnv } from '@/env'
import { count } from '@/lib/metrics-sink.mjs'
import type { RateLimit } from '@/server/rate-limits'

/** Every limit is an entry of RATE_LIMITS (src/server/rate-limits.ts). */
export type { RateLimit }
export type RateState = { hits: number; resetAt: number }

type Raw = {
  execute?: (query: unknown) => Promise<{ rows: Record<string, unknown>[] }>
  all?: (query: unknown) => Promise<Record<string, unknown>[]>
  run?: (query: unknown) => Promise<unknown>
}

function drizzleOf(payload: Payload): Raw {
  return (payload.db as unknown as { drizzle: Raw }).drizzle
}

/**
 * Counts one hit of `key` in a fixed window, atomically (one upsert, no read-then-write race,
 * correct across instances that share the database), and returns the count in the window.
 * Callers count first and then decide on the count returned: a limit checked by reading the
 * count before the work and counting after it lets parallel requests through (ADR 0029), which
 * is why there is no read-only "peek".
 */
export async function countHit(
  payload: Payload,
  { name, limit, windowMs }: RateLimit,
  key: string,
): Promise<RateState> {
  const now = Date.now()
  const fullKey = `${name}:${key}`
  // Now and then, forget windows that ended a day ago, so the table stays small.
  if (Math.random() < 0.01) void forgetOldWindows(payload, now - 24 * 60 * 60 * 1000)
  const resetAt = now + windowMs
  const db = drizzleOf(payload)
  // The same statement on both dialects, built with each adapter's own drizzle `sql` tag.
  const upsert = (sql: typeof pgSql) => sql`
    INSERT INTO rate_limits (key, hits, reset_at) VALUES (${fullKey}, 1, ${resetAt})
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN rate_limits.reset_at <= ${now} THEN 1 ELSE rate_limits.hits + 1 END,
      reset_at = CASE WHEN rate_limits.reset_at <= ${now} THEN ${resetAt} ELSE rate_limits.reset_at END
    RETURNING hits, reset_at`
  const row =
    getEnv().database.dialect === 'postgres'
      ? (await db.execute!(upsert(pgSql))).rows[0]!
      : (await db.all!(upsert(sqliteSql as typeof pgSql)))[0]!
  const hits = Number(row.hits)
  // Every caller refuses a hit beyond its limit: counted for the operator (ADR 0025).
  if (hits > limit) count('refusals', { limit: name })
  return { hits, resetAt: Number(row.reset_at) }
}

async function forgetOldWindows(payload: Payload, before: number): Promise<void> {
  try {
    await payload.delete({
      collection: 'rate-limits',
      where: { resetAt: { less_than: before } },
      overrideAccess: true,
    })
  } catch (error) {
    payload.logger.warn({ err: error, msg: 'rate-limit cleanup failed' })
  }
}

/** Forgets `key` (a successful login clears its failures). */
export async function clearHits(payload: Payload, { name }: RateLimit, key: string): Promise<void> {
  await payload.delete({
    collection: 'rate-limits',
    where: { key: { equals: `${name}:${key}` } },
    overrideAccess: true,
  })
}

/**
 * Takes back one hit of `key` in its current window (a login that succeeded was counted before
 * the password was checked, but it was no failure).
 */
export async function uncountHit(
  payload: Payload,
  { name }: RateLimit,
  key: string,
): Promise<void> {
  const db = drizzleOf(payload)
  const update = (sql: typeof pgSql) => sql`
    UPDATE rate_limits SET hits = hits - 1
    WHERE key = ${`${name}:${key}`} AND hits > 0 AND reset_at > ${Date.now()}`
  if (getEnv().database.dialect === 'postgres') await db.execute!(update(pgSql))
  else await db.run!(update(sqliteSql as typeof pgSql))
}

/** Seconds until the window of `state` ends (for Retry-After), at least 1. */
export function retryAfterSeconds(state: RateState): number {
  return Math.max(1, Math.ceil((state.resetAt - Date.now()) / 1000))
}
