// No `server-only` here: the redirects' hooks (loaded with the Payload config by the CLI too)
// reach this module.
import type { Payload, PayloadRequest } from 'payload'

import { getEnv } from '@/env'
import { localeOr } from '@/i18n/locales'
import { processBridge } from '@/lib/process-bridge.mjs'
import { localizeHref } from '@/i18n/navigation'
import { isAllowedRedirectTarget } from '@/lib/redirect-target'
import { normalizeFrom, type RedirectRule, sitePathOf } from '@/features/redirects/redirects'
import { documentPath } from '@/server/document-path'
import { serverLog } from '@/server/log'
import { announce, listen } from '@/server/shared/redis'

/**
 * The redirects as the request proxy (src/proxy.ts) applies them: one table per process, read
 * from the database at start and again whenever a redirect or a document it points to changes,
 * on this instance at once and on every other one through Redis. The proxy runs in the same
 * process but is bundled apart from the app, so the table is handed over on the process bridge.
 */
const CHANNEL = 'redirects'

type Stored = {
  id: number | string
  from: string
  type?: string | null
  to?: {
    type?: 'reference' | 'custom' | null
    url?: string | null
    reference?: { relationTo: string; value: unknown } | null
  } | null
}

/**
 * Where one stored redirect leads (with the language of its "from"), or null if nowhere now, or
 * nowhere a redirect may lead (a target stored before today's rules, ADR 0026).
 */
export async function locationOf(
  payload: Payload,
  redirect: Pick<Stored, 'from' | 'to'>,
  req?: PayloadRequest,
): Promise<string | null> {
  const to = redirect.to
  if (to?.type === 'custom') {
    const url = to.url?.trim() ?? ''
    return isAllowedRedirectTarget(url) ? url : null
  }
  const reference = to?.reference
  if (!reference) return null
  const read = (collection: string, id: unknown) =>
    payload
      .findByID({
        collection: collection as 'pages',
        id: (typeof id === 'object' && id ? (id as { id: number }).id : id) as number,
        depth: 0,
        draft: false,
        overrideAccess: true,
        disableErrors: true,
        req,
      })
      .then((doc) => doc as unknown as Record<string, unknown> | null)
  const doc = await read(reference.relationTo, reference.value)
  if (!doc || (doc._status && doc._status !== 'published')) return null
  const path = await documentPath(reference.relationTo, doc, (id) => read('product-markets', id))
  if (!path) return null
  // The language its "from" names by its first segment, as written ('/DE/…' is no language).
  const location = localizeHref(path, localeOr(redirect.from.split(/[/?]/)[1]))
  return isAllowedRedirectTarget(location) ? location : null
}

/** Every redirect, resolved: "from" → where to and how, with the redirect's id. */
export type RedirectRows = Map<string, RedirectRule & { id: number | string }>

/** Every redirect, resolved. */
export async function readRedirects(payload: Payload, req?: PayloadRequest): Promise<RedirectRows> {
  const { docs } = await payload.find({
    collection: 'redirects',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const table: RedirectRows = new Map()
  for (const redirect of docs as unknown as Stored[]) {
    const from = normalizeFrom(redirect.from)
    const location = from ? await locationOf(payload, redirect, req) : null
    if (!from || !location) continue
    table.set(from, { id: redirect.id, location, status: redirect.type === '302' ? 302 : 301 })
  }
  return table
}

let loading: Promise<void> | null = null
let again = false

/** Reads the table into this process (one read at a time; a change meanwhile reads once more). */
export function reloadRedirects(payload: Payload): Promise<void> {
  if (loading) {
    again = true
    return loading
  }
  loading = (async () => {
    do {
      again = false
      const table = await readRedirects(payload)
      processBridge().redirects = new Map(
        [...table].map(([from, { location, status }]) => [from, { location, status }]),
      )
    } while (again)
  })()
    .catch((error: unknown) => serverLog.error({ err: error }, 'Redirects could not be read'))
    .finally(() => {
      loading = null
    })
  return loading
}

/**
 * After a change: this process reads the table anew and every other instance is told to. Called
 * after the change's transaction has committed (a moment later), so the reads see it.
 */
export function redirectsChanged(payload: Payload): void {
  setTimeout(() => {
    void reloadRedirects(payload).then(() => announce(CHANNEL))
  }, 50).unref()
}

/**
 * After a change of content a redirect may point to (a page's path, a slug, unpublishing): the
 * table anew, in a server that has one (not in scripts, the CLI or tests that never read it).
 */
export function redirectTargetsChanged(payload: Payload): void {
  if (processBridge().redirects) redirectsChanged(payload)
}

/** At start: the table, and from then on every other instance's changes (with REDIS_URL). */
export async function prepareRedirects(payload: Payload): Promise<void> {
  await reloadRedirects(payload)
  await listen(CHANNEL, () => void reloadRedirects(payload)).catch((error: unknown) =>
    serverLog.warn({ err: error }, 'Redirect changes of other instances are not heard'),
  )
}

/** Whether `location` stays on this site, and at which normalized path. */
export function sitePath(location: string): string | null {
  return sitePathOf(location, getEnv().serverURL)
}
