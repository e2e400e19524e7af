import type { CollectionSlug, Endpoint, PayloadRequest, Where } from 'payload'

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

/**
 * GET /api/cms/{collection}/export.csv: the collection (or the admin list's current filter,
 * passed as Payload's `where` query) as CSV, for staff who may read it. Spreadsheet formulas
 * are defused (src/lib/csv.ts); a byte-order mark makes Excel read UTF-8.
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
  columns: [heading: string, value: (row: T) => unknown][]
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
      const lines = [
        csvRow(columns.map(([heading]) => heading)),
        ...rows.docs.map((row) =>
          csvRow(columns.map(([, value]) => cellOf(value(row as unknown as T)))),
        ),
      ]
      const day = new Date().toISOString().slice(0, 10)
      return new Response(`\uFEFF${lines.join('\r\n')}\r\n`, {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${fileName}-${day}.csv"`,
          'Cache-Control': 'private, no-store',
          'X-Content-Type-Options': 'nosniff',
        },
      })
    },
  }
}
