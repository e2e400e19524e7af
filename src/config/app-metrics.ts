import 'server-only'

import type { Payload, Where } from 'payload'

import { collector } from '@/lib/metrics-sink.mjs'
import { MAIL_QUEUE } from '@/server/mail/queue'
import { searchIndexLag } from '@/features/search/engine'

/** A mail job that has not run yet, has not failed for good, and may run now. */
function dueMail(now: Date): Where {
  return {
    and: [
      { queue: { equals: MAIL_QUEUE } },
      { completedAt: { exists: false } },
      { hasError: { not_equals: true } },
      {
        or: [
          { waitUntil: { exists: false } },
          { waitUntil: { less_than_equal: now.toISOString() } },
        ],
      },
    ],
  }
}

/**
 * What the operator's metrics read from the app at each scrape (server/metrics.ts, ADR 0025):
 * the outbox (due mails, age of the oldest), jobs failed for good, the search index's lag.
 */
export async function readAppMetrics(payload: Payload) {
  const now = new Date()
  const [due, oldest, failed, searchIndexLagByLocale] = await Promise.all([
    payload.count({ collection: 'payload-jobs', where: dueMail(now), overrideAccess: true }),
    payload.find({
      collection: 'payload-jobs',
      where: dueMail(now),
      sort: 'createdAt',
      limit: 1,
      depth: 0,
      pagination: false,
      overrideAccess: true,
      select: { createdAt: true, waitUntil: true } as never,
    }),
    payload.count({
      collection: 'payload-jobs',
      where: { hasError: { equals: true } },
      overrideAccess: true,
    }),
    searchIndexLag(payload),
  ])
  const first = oldest.docs[0] as { createdAt?: string; waitUntil?: string | null } | undefined
  const dueSince = first ? Date.parse(first.waitUntil ?? first.createdAt ?? '') : NaN
  return {
    outboxDue: due.totalDocs,
    outboxOldestDueSeconds: Number.isFinite(dueSince)
      ? Math.max(0, (now.getTime() - dueSince) / 1000)
      : 0,
    jobsFailed: failed.totalDocs,
    searchIndexLag: searchIndexLagByLocale,
  }
}

/** Registers the reading with the production server's metrics, when it has any. */
export function registerAppMetrics(payload: Payload): void {
  collector('app', () => readAppMetrics(payload))
}
