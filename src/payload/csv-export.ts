import type { CollectionSlug, Endpoint, PayloadRequest, Where } from 'payload'

import { inLocale, localeOr } from '@/i18n/locales'
import { cacheControl, PRIVATE } from '@/lib/cache-headers'
import { csvRow } from '@/lib/csv'

const EXPORT_LIMIT = 100_000

function cellOf(value: unknown): string | number | boolean | null | undefined {
  if (value === null || value === undefined) return value
  if (typeof value === 'object') {
    const id = (value as { id?: unknown }).id
    return id === undefined ? JSON.stringify(value) : String(id)
  }
  return value as string | number | boolean
}

/** A column's heading: one for both admin languages, or one per language. */
export type CsvHeading = string | { en: string; de: string }
export type CsvColumn<T> = [heading: CsvHeading, value: (row: T) => unknown]

const headingIn = (heading: CsvHeading, language: string) =>
  typeof heading === 'string' ? heading : inLocale(heading, language)

/**
 * GET /api/cms/{collection}/export.csv: the collection (or the admin list's current filter,
 * passed as Payload's `where` query) as CSV, for staff who may read it. Spreadsheet formulas
 * are defused (src/lib/csv.ts); a byte-order mark makes Excel read UTF-8. Headings are in the
 * admin's language (Payload's request language: the admin's language cookie, else the browser's);
 * columns may depend on the rows (one per form field of the enquiries exported).
 */
export function csvExportEndpoint<T extends object>({
  collection,
  fileName,
  canRead,
  columns,
}: {
  collection: CollectionSlug
  fileName: string
  canRead: (req: PayloadRequest) => boolean
  columns: CsvColumn<T>[] | ((rows: T[]) => CsvColumn<T>[])
}): Endpoint {
  return {
    path: '/export.csv',
    method: 'get',
    handler: async (req) => {
      if (!canRead(req)) return Response.json({ message: 'Forbidden' }, { status: 403 })
      const rows = await req.payload.find({
        collection,
        where: (req.query?.where ?? {}) as Where,
        sort: '-createdAt',
        limit: EXPORT_LIMIT,
        pagination: false,
        depth: 0,
        req,
        overrideAccess: false,
      })
      const docs = rows.docs as unknown as T[]
      const list = typeof columns === 'function' ? columns(docs) : columns
      const language = localeOr(req.i18n?.language)
      const lines = [
        csvRow(list.map(([heading]) => headingIn(heading, language))),
        ...docs.map((row) => csvRow(list.map(([, value]) => cellOf(value(row))))),
      ]
      const day = new Date().toISOString().slice(0, 10)
      return new Response(`\uFEFF${lines.join('\r\n')}\r\n`, {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${fileName}-${day}.csv"`,
          ...cacheControl(PRIVATE),
          'X-Content-Type-Options': 'nosniff',
        },
      })
    },
  }
}
