import 'server-only'

import config from '@payload-config'
import { getPayload } from 'payload'

import { getEnv } from '@/env'
import { prepareDatabase } from '@/seed/prepare-database'

import { getPayloadClient } from './payload'

/**
 * Runs once when a server starts, before it answers requests (src/instrumentation.ts). In the
 * server rather than a CLI step before it: the build bundles this code, so no TypeScript loader
 * is involved (tsx on Node 20 hung or silently skipped the work in about one start of four).
 */
export async function prepareDatabaseOnBoot(): Promise<void> {
  await prepareDatabase(await getPayloadClient(), getEnv())
  // The outbox's cron (retries of account e-mails) runs in the server process only.
  await getPayload({ config, cron: true })
}
