import 'server-only'

import type { Payload } from 'payload'

import { serverLog } from './log'

export type HealthReport = {
  status: 'ok' | 'unavailable'
  database: 'ok' | 'unreachable'
  dialect: string
}

/** Asks the database a real question (a count), so a reachable but broken database fails too. */
export async function checkHealth(getPayload: () => Promise<Payload>): Promise<HealthReport> {
  let dialect = 'unknown'
  try {
    const payload = await getPayload()
    dialect = payload.db.name
    await payload.count({ collection: 'users', overrideAccess: true })
    return { status: 'ok', database: 'ok', dialect }
  } catch (error) {
    serverLog.error({ err: error }, 'health: the database check failed')
    return { status: 'unavailable', database: 'unreachable', dialect }
  }
}

/** Redis that has not answered within this long counts as unreachable. */
const READY_REDIS_TIMEOUT_MS = 2000

export type ReadinessReport = {
  status: 'ready' | 'not ready'
  database: 'ok' | 'unreachable'
  redis: 'ok' | 'unreachable' | 'not configured'
  pendingMigrations: number | null
}

/**
 * Whether this instance should be sent requests (GET /api/ready, the image's HEALTHCHECK, ADR
 * 0025): the database answers and has every migration of this build, and Redis answers where one
 * is configured (without it, the instances would no longer agree on cached pages and the outbox).
 * `/api/health` stays the liveness answer: the process and its database.
 */
export async function checkReadiness(
  getPayload: () => Promise<Payload>,
  migrationNames: (dialect: string) => string[],
  redisPing: (() => Promise<boolean>) | null,
): Promise<ReadinessReport> {
  const report: ReadinessReport = {
    status: 'not ready',
    database: 'unreachable',
    redis: redisPing ? 'unreachable' : 'not configured',
    pendingMigrations: null,
  }
  await Promise.all([
    (async () => {
      try {
        const payload = await getPayload()
        const done = await payload.find({
          collection: 'payload-migrations',
          pagination: false,
          depth: 0,
          overrideAccess: true,
        })
        const applied = new Set(done.docs.map((doc) => (doc as { name?: string }).name))
        report.database = 'ok'
        report.pendingMigrations = migrationNames(payload.db.name).filter(
          (name) => !applied.has(name),
        ).length
      } catch (error) {
        serverLog.error({ err: error }, 'readiness: the database check failed')
      }
    })(),
    (async () => {
      if (!redisPing) return
      let timer: NodeJS.Timeout | undefined
      const late = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), READY_REDIS_TIMEOUT_MS)
      })
      const answered = await Promise.race([redisPing().catch(() => false), late])
      clearTimeout(timer)
      if (answered) report.redis = 'ok'
    })(),
  ])
  if (report.database === 'ok' && report.pendingMigrations === 0 && report.redis !== 'unreachable')
    report.status = 'ready'
  return report
}
