import type { PayloadRequest } from 'payload'

import { adminMessage } from '@/payload/localized-message'
import { readBoundedBody } from '@/server/http/bounded-body'

/**
 * The most a CSV import may send: what Next.js's request proxy lets through of a `text/csv` body
 * (`proxyClientMaxBodySize`, 10 MB), now for every body, a multipart one too (which skips the
 * proxy, src/proxy.ts) (issue 36, finding 9). 5,000 rows of two long addresses fit many times.
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
  const bytes = await readBoundedBody(
    { headers: req.headers, body: req.body as ReadableStream<Uint8Array> | null | undefined },
    IMPORT_MAX_BYTES,
  )
  if (!bytes) {
    return Response.json(
      {
        message: adminMessage(
          req,
          'The file is larger than 10 MB. Import it in parts.',
          'Die Datei ist größer als 10 MB. Importieren Sie sie in Teilen.',
        ),
      },
      { status: 413, headers: { 'Cache-Control': 'no-store' } },
    )
  }
  const type = req.headers.get('content-type') ?? ''
  if (!type.startsWith('multipart/form-data')) return new TextDecoder().decode(bytes)
  try {
    const form = await new Response(bytes as BodyInit, {
      headers: { 'content-type': type },
    }).formData()
    const file = [...form.values()].find((value): value is File => typeof value !== 'string')
    return file ? await file.text() : ''
  } catch {
    return ''
  }
}

/** A report row as the answer carries it: the row's own text cut short, never the whole body. */
export function reported<T extends { from: string; message?: string }>(row: T): T {
  const cut = (text: string) =>
    text.length > ECHO_MAX_CHARS ? `${text.slice(0, ECHO_MAX_CHARS)}…` : text
  return { ...row, from: cut(row.from), ...(row.message ? { message: cut(row.message) } : {}) }
}
