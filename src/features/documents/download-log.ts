import 'server-only'

import crypto from 'node:crypto'

import { sql as pgSql } from '@payloadcms/db-postgres'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

import { getEnv } from '@/env'
import { truncateAddress } from '@/server/http/client-address'

/**
 * How long a download-log row counts repeats (ADR 0029): a download by the same member
 * of the same document (the revision's id; a data sheet by its title, which names the grade and
 * the language) in the same way (single file, in an archive, from a notice) within 10 minutes of
 * the row's first time adds 1 to the row's count and sets its last time; after that a new row
 * starts. The row keeps its first time, so the record of who received which revision when
 * (REACH Art. 31(9)) and the update notices read as before, and the table grows by at most six
 * rows an hour per member, file and way however often a client asks. Ten minutes: longer than
 * any retry or double click, short enough that a download on another occasion (a later visit,
 * another colleague at the same desk) is a row of its own.
 */
export const DOWNLOAD_LOG_WINDOW_MS = 10 * 60 * 1000

export type DownloadLogKind = 'single' | 'archive' | 'notice'

export type DownloadEvent = {
  /** A member's id, or null for staff. */
  member: number | null
  /** Member and staff apart in the key: their ids come from different tables. */
  who: string
  memberEmail: string
  document: number | null
  documentTitle: string
  kind: DownloadLogKind
  /** The client's address; stored truncated (/24, /48). */
  address: string
}

type Raw = {
  execute?: (query: unknown) => Promise<{ rows: Record<string, unknown>[] }>
  all?: (query: unknown) => Promise<Record<string, unknown>[]>
  run?: (query: unknown) => Promise<unknown>
}

/** The identity of an open row: who, which file, which way (hashed: bounded, nothing readable). */
export function openKeyOf(
  event: Pick<DownloadEvent, 'who' | 'document' | 'documentTitle' | 'kind'>,
) {
  const file = event.document === null ? `sheet:${event.documentTitle}` : `doc:${event.document}`
  return crypto
    .createHash('sha256')
    .update(JSON.stringify([event.who, file, event.kind]))
    .digest('base64url')
}

/**
 * Logs one download: counted on the open row of the same member, file and way, or a new row.
 * Two statements, each atomic on SQLite and PostgreSQL, so parallel requests (on one instance
 * or several sharing the database) give one row with their number as its count: the first
 * closes a row whose window has passed (its key is cleared; it stays as it is), the second
 * inserts the row or, when an open one holds the key (unique), counts on it.
 */
export async function recordDownload(
  payload: Payload,
  event: DownloadEvent,
  now = new Date(),
): Promise<void> {
  const key = openKeyOf(event)
  const at = now.toISOString()
  const windowStart = new Date(now.getTime() - DOWNLOAD_LOG_WINDOW_MS).toISOString()
  const address = truncateAddress(event.address)
  const close = (sql: typeof pgSql) => sql`
    UPDATE download_logs SET open_key = NULL
    WHERE open_key = ${key} AND created_at < ${windowStart}`
  const upsert = (sql: typeof pgSql) => sql`
    INSERT INTO download_logs (member_id, member_email, document_id, document_title, kind,
      address, "count", last_downloaded_at, open_key, updated_at, created_at)
    VALUES (${event.member}, ${event.memberEmail}, ${event.document}, ${event.documentTitle},
      ${event.kind}, ${address}, 1, ${at}, ${key}, ${at}, ${at})
    ON CONFLICT (open_key) DO UPDATE SET
      "count" = download_logs."count" + 1,
      last_downloaded_at = excluded.last_downloaded_at,
      updated_at = excluded.updated_at`
  const db = (payload.db as unknown as { drizzle: Raw }).drizzle
  if (getEnv().database.dialect === 'postgres') {
    await db.execute!(close(pgSql))
    await db.execute!(upsert(pgSql))
  } else {
    await db.run!(close(sqliteSql as typeof pgSql))
    await db.run!(upsert(sqliteSql as typeof pgSql))
  }
}
