import type { CollectionSlug, Payload, PayloadRequest } from 'payload'

import { LOCALES, type Locale } from '@/i18n/routing'

/**
 * What visitors can see of one document or global, per language (ADR 0024): its published
 * version with each language's missing texts filled from the other language, as the site reads it
 * (Payload's fallback). Read raw from the database in every language at once, inside the save's
 * own transaction, before and after the save: comparing the two tells which languages' pages
 * changed. A draft or an autosave leaves the published version as it was, so it changes nothing.
 */
export type PublicViews = Record<Locale, Record<string, unknown> | null>
export type Target =
  { collection: string; id: string | number; drafts: boolean } | { global: string; drafts: boolean }

const NONE: PublicViews = { en: null, de: null }

/** Fields every save changes without changing what a page shows. */
const VOLATILE = new Set(['updatedAt'])

/**
 * Read inside the write's transaction (`req`) before the write, and after its commit without one:
 * a read outside the transaction before the commit would not see the write (SQLite's REST saves).
 */
export async function publicViews(
  payload: Payload,
  target: Target,
  req?: PayloadRequest,
): Promise<PublicViews> {
  const raw =
    'collection' in target
      ? ((await payload.db.findOne({
          collection: target.collection as CollectionSlug,
          where: { id: { equals: target.id } },
          locale: 'all',
          req,
        })) as Record<string, unknown> | null)
      : ((await payload.db.findGlobal({ slug: target.global, locale: 'all', req })) as Record<
          string,
          unknown
        > | null)
  if (!raw) return NONE
  if (target.drafts && raw._status !== 'published') return NONE
  return Object.fromEntries(LOCALES.map((locale) => [locale, viewIn(raw, locale)])) as PublicViews
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === ''

/** A localized value as read with `locale: 'all'`: an object keyed by the languages only. */
function isLocalized(value: unknown): value is Partial<Record<Locale, unknown>> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false
  const keys = Object.keys(value)
  return keys.length > 0 && keys.every((key) => (LOCALES as readonly string[]).includes(key))
}

/** The document as read in `locale`, missing texts taken from the other language. */
export function viewIn(raw: unknown, locale: Locale): Record<string, unknown> {
  return resolve(raw, locale) as Record<string, unknown>
}

function resolve(value: unknown, locale: Locale): unknown {
  if (Array.isArray(value)) return value.map((item) => resolve(item, locale))
  if (value instanceof Date) return value.toISOString()
  if (!value || typeof value !== 'object') return value
  if (isLocalized(value)) {
    const own = value[locale]
    const other = LOCALES.find((l) => l !== locale)
    return resolve(isEmpty(own) && other ? value[other] : own, locale)
  }
  const out: Record<string, unknown> = {}
  for (const key of Object.keys(value).sort()) {
    if (VOLATILE.has(key)) continue
    const resolved = resolve((value as Record<string, unknown>)[key], locale)
    // A field never filled in reads as missing in one read and as null in another.
    if (resolved !== null && resolved !== undefined) out[key] = resolved
  }
  return out
}

/** The languages whose public view differs between `before` and `after`. */
export function changedLocales(before: PublicViews, after: PublicViews): Locale[] {
  return LOCALES.filter(
    (locale) => JSON.stringify(before[locale]) !== JSON.stringify(after[locale]),
  )
}
