import type { PayloadRequest } from 'payload'

import { cacheControl, NO_STORE } from '@/lib/cache-headers'
import { adminMessage } from '@/payload/localized-message'
import { readFormDataBody, readTextBody } from '@/server/http/body'

/**
 * The most a CSV import may send: what Next.js's request proxy lets through of a `text/csv` body
 * (`proxyClientMaxBodySize`, 10 MB), now for every body, a multipart one too (which skips the
 * proxy, src/proxy.ts), so no body is read whole. 5,000 rows of two long addresses fit many times.
 */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024

/** The most of a row's own text an import's report repeats: enough to recognise it. */
const ECHO_MAX_CHARS = 200

/**
 * The CSV text of POST /api/cms/redirects/import: the body itself (`text/csv`, what the admin's
 * form sends), or the first file of a multipart body (`curl -F file=@old.csv`); '' when a
 * multipart body holds none (the endpoint then asks for a CSV file). A body larger than
 * IMPORT_MAX_BYTES is not read on: 413, in the editor's language.
 */
export async function importText(req: PayloadRequest): Promise<string | Response> {
  const source = {
    headers: req.headers,
    body: req.body as ReadableStream<Uint8Array> | null | undefined,
  }
  const type = req.headers.get('content-type') ?? ''
  const read = type.startsWith('multipart/form-data')
    ? await readFormDataBody(source, { maxBytes: IMPORT_MAX_BYTES })
    : await readTextBody(source, { maxBytes: IMPORT_MAX_BYTES })
  if (!read.ok && read.status === 413) {
    return Response.json(
      {
        message: adminMessage(
          req,
          'The file is larger than 10 MB. Import it in parts.',
          'Die Datei ist größer als 10 MB. Importieren Sie sie in Teilen.',
        ),
      },
      { status: 413, headers: cacheControl(NO_STORE) },
    )
  }
  // A multipart body that is none holds no file either.
  if (!read.ok) return ''
  if (typeof read.value === 'string') return read.value
  const file = [...read.value.values()].find((value): value is File => typeof value !== 'string')
  return file ? await file.text() : ''
}

/** A report row as the answer carries it: the row's own text cut short, never the whole body. */
export function reported<T extends { from: string; message?: string }>(row: T): T {
  const cut = (text: string) =>
    text.length > ECHO_MAX_CHARS ? `${text.slice(0, ECHO_MAX_CHARS)}…` : text
  return { ...row, from: cut(row.from), ...(row.message ? { message: cut(row.message) } : {}) }
}
