import 'server-only'

import type { Payload } from 'payload'

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
    console.error('[health] database check failed:', error instanceof Error ? error.message : error)
    return { status: 'unavailable', database: 'unreachable', dialect }
  }
}
