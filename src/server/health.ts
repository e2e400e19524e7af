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
