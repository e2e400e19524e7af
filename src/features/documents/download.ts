import 'server-only'

import type { Payload } from 'payload'

import { isStaffUser } from '@/access/is-staff-user'
import { DOCUMENT_CATEGORY_LABELS } from '@/features/documents/collections/documents'
import type { Locale } from '@/i18n/locales'
import { MEMBER_SESSION_COOKIE } from '@/features/accounts/accounts'
import { cacheControl, PRIVATE } from '@/lib/cache-headers'
import { csvRow } from '@/lib/csv'
import {
  type DocumentCategory,
  type DownloadRefusal,
  safeFileName,
} from '@/features/documents/documents'
import { extensionOf, OFFICE_EXTENSIONS } from '@/lib/file-signature'
import type { Document } from '@/payload-types'
import { sessionMemberOfToken } from '@/features/accounts/members'
import { readCookie } from '@/server/http/xsrf'
import { type StoredFile, storedFile } from '@/server/storage/stored-file'

import { type DownloadLogKind, recordDownload } from './download-log'
import { type ZipSource, toWebStream, zipStream } from './zip'

/** Who asks for a file: an approved member, or a staff account signed in to the admin. */
export type Downloader =
  | { kind: 'member'; id: number; email: string; token: string }
  | { kind: 'staff'; id: number; email: string }

export type Allowed = { ok: true; who: Downloader } | { ok: false; refusal: DownloadRefusal }

/**
 * Checked for every file every time: a member session (approved → allowed, any other status →
 * 'notApproved', 403; still on the mailed temporary password → 'changePassword', 403, until the
 * member has chosen their own in the personal area) or else a staff session; nobody else
 * ('signIn', 401).
 */
export async function downloaderOf(payload: Payload, headers: Headers): Promise<Allowed> {
  const token = readCookie(headers, MEMBER_SESSION_COOKIE)
  const member = await sessionMemberOfToken(payload, token)
  if (member && token) {
    if (member.status !== 'approved') return { ok: false, refusal: 'notApproved' }
    if (member.temporaryPassword) return { ok: false, refusal: 'changePassword' }
    return { ok: true, who: { kind: 'member', id: member.id, email: member.email, token } }
  }
  try {
    const { user } = await payload.auth({ headers })
    if (isStaffUser(user))
      return { ok: true, who: { kind: 'staff', id: user.id, email: user.email } }
  } catch {
    // an invalid staff token is no session
  }
  return { ok: false, refusal: 'signIn' }
}

/** Still allowed? (between the files of an archive: an account may be blocked meanwhile) */
async function stillAllowed(payload: Payload, who: Downloader): Promise<boolean> {
  if (who.kind === 'staff') return true
  const member = await sessionMemberOfToken(payload, who.token)
  return member?.id === who.id && member.status === 'approved' && !member.temporaryPassword
}

export const REFUSAL_STATUS: Record<DownloadRefusal, number> = {
  signIn: 401,
  notApproved: 403,
  changePassword: 403,
  notFound: 404,
  tooManyFiles: 413,
  tooLarge: 413,
  invalid: 400,
}

export type StoredDocument = { doc: Document; file: StoredFile; size: number; mimeType: string }

/** A document's file (local folder or bucket), or null when it is missing. */
async function fileOf(doc: Document): Promise<StoredDocument | null> {
  const file = await storedFile('documents', doc.filename)
  if (!file) return null
  const mimeType = OFFICE_EXTENSIONS[extensionOf(doc.filename ?? '')]?.mimeType
  if (!mimeType) return null
  return { doc, file, size: file.size, mimeType }
}

/**
 * Documents and their files on disk, in the order asked for, in one query; null when any is
 * unknown or its file missing (both look the same to the asker).
 */
export async function storedDocuments(
  payload: Payload,
  ids: number[],
  locale: Locale,
): Promise<StoredDocument[] | null> {
  if (ids.length === 0) return []
  const found = await payload
    .find({
      collection: 'documents',
      // Drafts are not files anyone downloads yet (staff open them in the admin).
      where: { and: [{ id: { in: ids } }, { _status: { equals: 'published' } }] },
      limit: ids.length,
      pagination: false,
      depth: 0,
      locale,
      overrideAccess: true,
    })
    .catch(() => null)
  if (!found) return null
  const byId = new Map(found.docs.map((doc) => [doc.id, doc]))
  const stored = await Promise.all(
    ids.map((id) => {
      const doc = byId.get(id)
      return doc ? fileOf(doc) : null
    }),
  )
  return stored.every((s) => s !== null) ? stored : null
}

/** A document and its file on disk, or null: unknown ids and missing files look the same. */
export async function storedDocument(
  payload: Payload,
  id: number,
  locale: Locale,
): Promise<StoredDocument | null> {
  return (await storedDocuments(payload, [id], locale))?.[0] ?? null
}

/** The name a member's computer gets: the document's title in the page's language. */
export function downloadName(doc: Document): string {
  return safeFileName(doc.title, extensionOf(doc.filename ?? '') || 'pdf')
}

/** `attachment` with an ASCII fallback and the UTF-8 name (RFC 6266 / 8187). */
export function contentDisposition(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`
}

/** Headers of every file answer: no sniffing, no shared caches, never framed. */
export function fileHeaders(type: string, name: string, length?: number): Record<string, string> {
  return {
    'Content-Type': type,
    'Content-Disposition': contentDisposition(name),
    'X-Content-Type-Options': 'nosniff',
    ...cacheControl(PRIVATE),
    'Content-Security-Policy': "default-src 'none'; sandbox; frame-ancestors 'self'",
    ...(length !== undefined ? { 'Content-Length': String(length) } : {}),
  }
}

/** The log's "who" of a downloader: a member's id and address, or staff marked as such. */
export function loggedAs(who: Downloader) {
  return {
    member: who.kind === 'member' ? who.id : null,
    who: `${who.kind}:${who.id}`,
    memberEmail: who.kind === 'staff' ? `${who.email} (staff)` : who.email,
  }
}

/** Logs each document as downloaded, counted on an open row (download-log.ts). */
export async function logDownloads(
  payload: Payload,
  who: Downloader,
  docs: Document[],
  kind: DownloadLogKind,
  address: string,
): Promise<void> {
  for (const doc of docs) {
    await recordDownload(payload, {
      ...loggedAs(who),
      document: doc.id,
      documentTitle: doc.title,
      kind,
      address,
    })
  }
}

export type ArchiveCaps = { maxFiles: number; maxBytes: number }

/** The files of an archive, or why it cannot be made. */
export async function planArchive(
  payload: Payload,
  ids: number[],
  locale: Locale,
  caps: ArchiveCaps,
): Promise<{ ok: true; files: StoredDocument[] } | { ok: false; refusal: DownloadRefusal }> {
  if (ids.length > caps.maxFiles) return { ok: false, refusal: 'tooManyFiles' }
  const files = await storedDocuments(payload, ids, locale)
  if (!files) return { ok: false, refusal: 'notFound' }
  const total = files.reduce((sum, f) => sum + f.size, 0)
  if (total > caps.maxBytes) return { ok: false, refusal: 'tooLarge' }
  return { ok: true, files }
}

const MANIFEST_HEADINGS: Record<Locale, string[]> = {
  en: [
    'File',
    'Title',
    'Category',
    'Language',
    'Revision',
    'Date',
    'Size (bytes)',
    'Document family',
    'Superseded on',
  ],
  de: [
    'Datei',
    'Titel',
    'Kategorie',
    'Sprache',
    'Revision',
    'Datum',
    'Größe (Bytes)',
    'Dokumentfamilie',
    'Ersetzt am',
  ],
}

/** Entry names: a folder per category, the title as file name, never two alike. */
export function archiveEntries(files: StoredDocument[], locale: Locale) {
  const taken = new Set<string>()
  return files.map((file) => {
    const folder = DOCUMENT_CATEGORY_LABELS[file.doc.category as DocumentCategory][locale]
    const name = downloadName(file.doc)
    const dot = name.lastIndexOf('.')
    let entry = `${folder}/${name}`
    for (let n = 2; taken.has(entry.toLowerCase()); n += 1) {
      entry = `${folder}/${name.slice(0, dot)} (${n})${name.slice(dot)}`
    }
    taken.add(entry.toLowerCase())
    return { entry, file }
  })
}

/**
 * The manifest's cell separator: a spreadsheet opening a CSV file splits it at the list
 * separator of its language's settings, which is `;` wherever the decimal separator is the comma
 * (Excel in German would show each row in one cell).
 */
const MANIFEST_SEPARATOR: Record<Locale, string> = { en: ',', de: ';' }

/** The archive's file name before its date, in its language. */
const ARCHIVE_NAME: Record<Locale, string> = { en: 'documents', de: 'Dokumente' }

/** One manifest line: each cell quoted and escaped by csvRow (formulas included), then joined. */
function manifestRow(cells: ReadonlyArray<string | number>, locale: Locale): string {
  return cells.map((cell) => csvRow([cell])).join(MANIFEST_SEPARATOR[locale])
}

/**
 * The archive's manifest: one row per file, with its family (the lasting address's slug) and,
 * for an earlier revision, the date a newer one replaced it. UTF-8 with a byte-order mark (so
 * spreadsheets read the umlauts), headings and separator in the archive's language.
 */
export function manifestCsv(
  entries: ReturnType<typeof archiveEntries>,
  locale: Locale,
  families: ReadonlyMap<number, string> = new Map(),
): string {
  const lines = [
    manifestRow(MANIFEST_HEADINGS[locale], locale),
    ...entries.map(({ entry, file }) =>
      manifestRow(
        [
          entry,
          file.doc.title,
          DOCUMENT_CATEGORY_LABELS[file.doc.category as DocumentCategory][locale],
          file.doc.language,
          file.doc.revision ?? '',
          file.doc.revisionDate?.slice(0, 10) ?? '',
          file.size,
          typeof file.doc.family === 'number' ? (families.get(file.doc.family) ?? '') : '',
          file.doc.supersededOn?.slice(0, 10) ?? '',
        ],
        locale,
      ),
    ),
  ]
  return `\uFEFF${lines.join('\r\n')}\r\n`
}

/**
 * The ZIP of a selection: manifest first, then each file, read only after the member's access
 * is checked again; a refused check ends the stream (the browser reports a failed download).
 * Each file is logged as it goes out, so the log holds what was sent, and the first bytes leave
 * before any file is read or logged.
 */
export async function archiveResponse(
  payload: Payload,
  who: Downloader,
  files: StoredDocument[],
  locale: Locale,
  address: string,
): Promise<Response> {
  const entries = archiveEntries(files, locale)
  const familyIds = [
    ...new Set(files.map((f) => f.doc.family).filter((id): id is number => typeof id === 'number')),
  ]
  const families = familyIds.length
    ? await payload.find({
        collection: 'document-families',
        where: { id: { in: familyIds } },
        depth: 0,
        pagination: false,
        overrideAccess: true,
        select: { slug: true },
      })
    : { docs: [] }
  const slugs = new Map(families.docs.map((f) => [f.id, String(f.slug)]))
  const now = new Date()
  const sources: ZipSource[] = [
    {
      name: 'manifest.csv',
      modified: now,
      data: Buffer.from(manifestCsv(entries, locale, slugs)),
    },
    ...entries.map(({ entry, file }) => ({
      name: entry,
      modified: new Date(file.doc.updatedAt),
      open: () => file.file.open(),
      before: async () => {
        if (!(await stillAllowed(payload, who))) throw new Error('access withdrawn')
        await logDownloads(payload, who, [file.doc], 'archive', address)
      },
    })),
  ]
  const day = now.toISOString().slice(0, 10)
  const name = `${ARCHIVE_NAME[locale]}-${day}.zip`
  return new Response(toWebStream(zipStream(sources)), {
    headers: fileHeaders('application/zip', name),
  })
}
