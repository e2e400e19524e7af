/**
 * The document centre's constants, shapes and helpers, shared by the browser and the server. No
 * zod here: the download area's island imports this module (ADR 0015); the query schemas are in
 * `document-schemas.ts`.
 */

import { LOCALES } from '@/i18n/locales'

/** The tabs of /download (SPEC §1, §2.2 `?tab=`), in their order. */
export const DOCUMENT_CATEGORIES = [
  'product-literature',
  'safety-data-sheets',
  'regulatory-documents',
  'quality-documents',
] as const
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number]

/**
 * The kinds of document a family holds (ADR 0021), each shown under one tab of the download
 * area: data sheets and statements of a grade, its certificates, its literature.
 */
export const DOCUMENT_TYPES = {
  'safety-data-sheet': 'safety-data-sheets',
  'technical-data-sheet': 'product-literature',
  certificate: 'quality-documents',
  'regulatory-statement': 'regulatory-documents',
  'product-literature': 'product-literature',
  'quality-document': 'quality-documents',
} as const satisfies Record<string, DocumentCategory>
export type DocumentType = keyof typeof DOCUMENT_TYPES
export const DOCUMENT_TYPE_NAMES = Object.keys(DOCUMENT_TYPES) as DocumentType[]

export const DOCUMENT_TYPE_LABELS: Record<DocumentType, { en: string; de: string }> = {
  'safety-data-sheet': { en: 'Safety data sheet', de: 'Sicherheitsdatenblatt' },
  'technical-data-sheet': { en: 'Technical data sheet', de: 'Technisches Datenblatt' },
  certificate: { en: 'Certificate', de: 'Zertifikat' },
  'regulatory-statement': { en: 'Regulatory statement', de: 'Regulatorische Erklärung' },
  'product-literature': { en: 'Product literature', de: 'Produktliteratur' },
  'quality-document': { en: 'Quality document', de: 'Qualitätsdokument' },
}

/** A revision as the chain needs it: published or not, its date, its id (the tie-break). */
export type RevisionLike = { id: number; revisionDate: string; _status?: string | null }

export type RevisionChain<T extends RevisionLike> = {
  /** The newest published revision, or null when none is published. */
  current: T | null
  /** The older published revisions, newest first, each with the date its successor took over. */
  superseded: { revision: T; supersededOn: string }[]
}

/**
 * A family's revisions in order (ADR 0021): only published ones count; the newest by its issue
 * date (then the later id) is current; each older one was superseded on its successor's date.
 * Unpublishing the newest makes the one before it current again, with no stored flag to fix.
 */
export function revisionChain<T extends RevisionLike>(revisions: readonly T[]): RevisionChain<T> {
  const published = revisions
    .filter((r) => (r._status ?? 'published') === 'published')
    .sort((a, b) => b.revisionDate.localeCompare(a.revisionDate) || b.id - a.id)
  const [current = null, ...older] = published
  return {
    current,
    superseded: older.map((revision, index) => ({
      revision,
      supersededOn: (published[index] as T).revisionDate,
    })),
  }
}

/** The languages a document is written in: the site's (a data sheet exists in each). */
export const DOCUMENT_LANGUAGES = LOCALES
export type DocumentLanguage = (typeof DOCUMENT_LANGUAGES)[number]

/** Files editors may upload: PDF and the office formats, checked by name and content. */
export const DOCUMENT_EXTENSIONS = ['pdf', 'doc', 'docx', 'xls', 'xlsx'] as const

export const DOCUMENTS_PAGE_SIZE = 20

/** One row of the document list (never the file's address: downloads go through the checks). */
export type DocumentItem = {
  id: number
  title: string
  description: string | null
  category: DocumentCategory
  language: DocumentLanguage
  revision: string | null
  date: string | null
  size: number
  /** `date` and `size` as the list shows them in the request's language, written on the server:
   * a phone's first `Intl` formatter costs tens of milliseconds of its main thread (ADR 0015). */
  dateText: string | null
  sizeText: string
  type: string
  markets: string[]
  /** The page of the document's family with all its revisions (ADR 0021), if it has one. */
  familyHref: string | null
}

export type DocumentSearchResult = {
  data: DocumentItem[]
  meta: { page: number; pages: number; total: number; pageSize: number }
}

/** Why a download was refused; each has a localized text in the `download` messages. */
export type DownloadRefusal =
  'signIn' | 'notApproved' | 'changePassword' | 'notFound' | 'tooManyFiles' | 'tooLarge' | 'invalid'

/** "1.2 MB" in the page's language. */
export function formatSize(bytes: number, locale: string): string {
  const units = ['B', 'kB', 'MB', 'GB']
  let value = bytes
  let unit = 0
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000
    unit += 1
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value)} ${units[unit]}`
}

/**
 * A file name that is safe in a ZIP entry and in Content-Disposition on every system: no path
 * parts, no control or reserved characters, no leading dots, at most 120 characters, never empty.
 */
export function safeFileName(title: string, extension: string): string {
  const base = title
    .normalize('NFC')
    .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]+/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '')
    .slice(0, 120)
    .trim()
  const reserved = /^(con|prn|aux|nul|com\d|lpt\d)$/i.test(base)
  return `${base && !reserved ? base : 'document'}.${extension}`
}

/** One revision of a family as its page shows it (never the file's address). */
export type RevisionView = {
  id: number
  title: string
  revision: string | null
  date: string
  /** The date a newer revision took over; null for the current one. */
  supersededOn: string | null
  changeNote: string | null
  size: number
  type: string
}

/**
 * A revision as the family page's island shows it: its dates and size already in the page's
 * language, written on the server (as `DocumentItem.dateText`, ADR 0015).
 */
export type RevisionShown = RevisionView & {
  dateText: string
  supersededText: string | null
  sizeText: string
}

/** A document family in a list: its lasting page and its current revision (ADR 0021). */
export type FamilySummary = {
  slug: string
  title: string
  href: string
  documentType: DocumentType
  language: DocumentLanguage
  current: RevisionView | null
}

export type GradeLink = { name: string; href: string }

/** /download/documents/{slug}: the family, its grades, the current and the earlier revisions. */
export type FamilyView = FamilySummary & {
  grades: GradeLink[]
  previous: RevisionView[]
  updatedAt: string
}

/** One entry of "My documents" in /personal (ADR 0021): what the member downloaded, and whether
 * a newer revision has been published since their last download of it. */
export type MyDocument = {
  title: string
  /** The family's lasting page, or null for a document outside any family. */
  href: string | null
  /** GET /api/v1/documents/{slug}/current, or the document's own download without a family. */
  link: string
  downloadedRevision: string | null
  lastDownloadedAt: string
  /** `lastDownloadedAt` written in the request's language ('Feb 20, 2026', '20. Feb. 2026'). */
  lastDownloadedText: string
  /** `dateText`: `date` written in the request's language. */
  current: { revision: string | null; date: string; dateText: string } | null
  updated: boolean
}
