import 'server-only'

import config from '@payload-config'
import { getPayload } from 'payload'

import { getEnv } from '@/env'
import { processBridge } from '@/lib/process-bridge.mjs'
import { prepareDatabase } from '@/seed/prepare-database'
import { purgeExpiredEnquiries } from '@/features/enquiries/retention'
import { runMailQueue, stopMailQueue } from '@/server/mail/queue'
import { registerAppMetrics } from '@/config/app-metrics'
import { flushMissingPaths, recordMissingPath } from '@/features/redirects/missing-paths'
import { prepareRedirects } from '@/features/redirects/redirect-table'
import { registerGradeQueryRenderLimit } from '@/features/grades/render-limit'
import { runScheduledPublishing, SCHEDULE_POLL_MS } from '@/server/schedule/scheduled-publishing'
import { warmSearchIndexes } from '@/features/search/engine'

import { getPayloadClient } from '@/server/payload'

/**
 * Runs once when a server starts, before it answers requests (src/instrumentation.ts). In the
 * server rather than a CLI step before it: the build bundles this code, so no TypeScript loader
 * is involved (tsx on Node 20 hung or silently skipped the work in about one start of four).
 */
export async function prepareDatabaseOnBoot(): Promise<void> {
  await prepareDatabase(await getPayloadClient(), getEnv())
  const payload = await getPayload({ config })
  // The outbox's cron: every minute, in the server process only, through the same guarded runner
  // as the run a new mail asks for. Payload's own `autoRun` ran beside it: two runners claim jobs
  // with a read and then a write, so both could take the same job and send its mail twice.
  setInterval(() => void runMailQueue(payload), 60_000).unref()
  // Retention of the inbox: closed enquiries past their period go, with their files, at start
  // and every six hours (idempotent, so several instances may do it alike).
  const purge = () =>
    purgeExpiredEnquiries(payload).catch((error: unknown) =>
      payload.logger.error({ err: error }, 'Enquiry retention failed'),
    )
  await purge()
  setInterval(purge, 6 * 60 * 60 * 1000).unref()
  // Scheduled publishing and unpublishing (the admin's "Schedule"), due jobs every 15 s.
  setInterval(() => void runScheduledPublishing(payload), SCHEDULE_POLL_MS).unref()
  void runScheduledPublishing(payload)
  // The editors' redirects, applied by the request proxy (and kept fresh on every instance).
  await prepareRedirects(payload)
  // Site search: this process's in-memory index, read now rather than on the first search.
  warmSearchIndexes(payload)
  // Read by the operator's metrics at each scrape (server/metrics.ts), when they are on.
  registerAppMetrics(payload)
  // Asked by the production server (server/main.ts) on SIGTERM, after it stopped taking
  // requests: a mail being sent is sent and marked sent before the process exits.
  processBridge().beforeExit = async () => {
    await Promise.all([stopMailQueue(), flushMissingPaths(payload)])
  }
  // Told by the production server of every "page not found" answer (the editors' 404 list),
  // with the client's address as the server resolved it from the socket.
  processBridge().missingPath = (url, address) => recordMissingPath(payload, url, address)
  // Asked by the request proxy before the grade finder or the comparison renders.
  registerGradeQueryRenderLimit(payload)
}
