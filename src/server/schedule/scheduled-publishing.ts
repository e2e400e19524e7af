import 'server-only'

import type { Payload } from 'payload'

import { serverLog } from '@/server/log'
import { withLease } from '@/server/shared/redis'

/** How often due publish and unpublish dates are looked for. */
export const SCHEDULE_POLL_MS = 15_000
/** Payload's admin queues scheduled publishing on its default queue. */
const SCHEDULE_QUEUE = 'default'

let running: Promise<void> | null = null

/**
 * Publishes and unpublishes what editors scheduled (ADR 0022, Payload's `schedulePublish`): the
 * due jobs of the queue, run by one instance at a time (a lease in Redis with several). Each
 * publish is an ordinary save, so its hooks expire the cached pages on every instance and update
 * the search index, as a click on Publish would.
 */
export function runScheduledPublishing(payload: Payload): Promise<void> {
  running ??= withLease('schedule', 60_000, async () => {
    for (let batch = 0; batch < 10; batch += 1) {
      const result = await payload.jobs.run({
        queue: SCHEDULE_QUEUE,
        where: { taskSlug: { equals: 'schedulePublish' } },
        limit: 20,
        silent: { info: true },
      })
      if (result.noJobsRemaining) break
    }
  })
    .then(() => undefined)
    .catch((error: unknown) => serverLog.error({ err: error }, 'Scheduled publishing failed'))
    .finally(() => {
      running = null
    })
  return running
}
