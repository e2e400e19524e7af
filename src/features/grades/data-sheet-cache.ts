import 'server-only'

import { createHash } from 'node:crypto'

import { LRUCache } from 'lru-cache'

import {
  type DataSheetGrade,
  type DataSheetLocale,
  generateDataSheet,
  type Letterhead,
} from './data-sheet-pdf'

/**
 * Generated data sheets, kept until what they print changes (ADR 0027).
 *
 * The key names everything a sheet prints: the grade (slug, language, its last change, and the
 * printed fields themselves, so that renaming a market the grade serves, which leaves the grade's
 * own date alone, makes a new sheet), the letterhead (the site settings) and the layout's
 * version. An edit gives a new key, so an entry is never stale and needs no expiry: the old one
 * simply stops being asked for and the LRU drops it. The bytes stay in this process's memory,
 * not in the page cache (Redis): a sheet is made again from cached data in a fraction of a
 * second, the same bytes on every instance (the generator is deterministic), so instances agree
 * on the ETag without sharing anything, and the page cache keeps pages, not 40 kB binaries.
 */

/** Raise when the layout changes: the same data then makes different bytes. */
const LAYOUT_VERSION = 2

/** At most this much of the process's memory (a sheet is about 40 kB). */
const MAX_BYTES = 16 * 1024 * 1024

export type DataSheet = {
  bytes: Buffer
  /** A strong validator: the hash of the key. */
  etag: string
  /** The grade's last change. */
  lastModified: Date
}

const sheets = new LRUCache<string, Buffer>({
  maxSize: MAX_BYTES,
  sizeCalculation: (bytes) => bytes.length,
})
/** Sheets being made: two requests for the same new sheet make it once. */
const making = new Map<string, Promise<Buffer>>()

/** The cache key of a sheet: a digest of everything it prints. */
export function dataSheetKey(
  grade: DataSheetGrade,
  locale: DataSheetLocale,
  letterhead: Letterhead,
): string {
  const printed = {
    slug: grade.slug,
    updatedAt: grade.updatedAt,
    name: grade.name,
    description: grade.description,
    technical: grade.technical,
    psd: grade.psd,
    markets: grade.markets.map((m) => m.title),
    applications: grade.applications.map((a) => [a.market.title, a.note]),
  }
  const digest = createHash('sha256')
    .update(JSON.stringify([LAYOUT_VERSION, locale, printed, letterhead]))
    .digest('base64url')
  return `${grade.slug}:${locale}:${grade.updatedAt}:${digest}`
}

/** A grade's sheet in a language: from memory, or made now and kept. */
export async function dataSheetOf(
  grade: DataSheetGrade,
  locale: DataSheetLocale,
  letterhead: Letterhead,
): Promise<DataSheet> {
  const key = dataSheetKey(grade, locale, letterhead)
  let bytes = sheets.get(key)
  if (!bytes) {
    let pending = making.get(key)
    if (!pending) {
      pending = generateDataSheet(grade, locale, letterhead).finally(() => making.delete(key))
      making.set(key, pending)
    }
    bytes = await pending
    sheets.set(key, bytes)
  }
  return {
    bytes,
    etag: `"${createHash('sha256').update(key).digest('base64url').slice(0, 32)}"`,
    lastModified: new Date(grade.updatedAt),
  }
}

/** Whether an If-None-Match header names this ETag (or '*'); weak forms count (RFC 9110 §13.1.2). */
export function matchesEtag(header: string | null, etag: string): boolean {
  if (!header) return false
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag)
}
