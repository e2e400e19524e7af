// No `server-only` here: Payload endpoints (loaded with the Payload config by the CLI too) read
// their bodies with it.

/**
 * The one way a request body is read: never more than `maxBytes` (by its declared length, then by
 * what is sent: a chunked body declares none, and the rest is not read), then as JSON, as a
 * classic form post or as form data. The answer is the value or the status to refuse it with
 * (413 too large, 400 unreadable); the caller answers that in its own words (`apiRoute`: the
 * localized `tooLarge` / `invalidBody` of SPEC §7). Not the request proxy's look at a server
 * action's body (src/lib/server-action-body.ts): that one must stay edge-safe and leave the body
 * to Next.js.
 */

/** A body as read from the wire, before its schema: the value, or why it could not be read. */
export type BodyRead<T = unknown> = { ok: true; value: T } | { ok: false; status: 400 | 413 }

/** A Request, or a Payload request (its headers and body stream). */
export type BodySource = { headers: Headers; body?: ReadableStream<Uint8Array> | null }

const TOO_LARGE = { ok: false, status: 413 } as const
const UNREADABLE = { ok: false, status: 400 } as const

/** Whether a request declares a body larger than `maxBytes` (Content-Length): refused unread. */
export function declaresMoreThan(request: BodySource, maxBytes: number): boolean {
  return Number(request.headers.get('content-length') ?? 0) > maxBytes
}

/** The body's bytes, at most `maxBytes` of them; 413 once it is larger. */
export async function readBody(
  request: BodySource,
  { maxBytes }: { maxBytes: number },
): Promise<BodyRead<Uint8Array>> {
  if (declaresMoreThan(request, maxBytes)) return TOO_LARGE
  if (!request.body) return { ok: true, value: new Uint8Array() }
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined)
      return TOO_LARGE
    }
    chunks.push(value)
  }
  const body = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  return { ok: true, value: body }
}

/** The body as UTF-8 text, at most `maxBytes`. */
export async function readTextBody(
  request: BodySource,
  { maxBytes }: { maxBytes: number },
): Promise<BodyRead<string>> {
  const read = await readBody(request, { maxBytes })
  return read.ok ? { ok: true, value: new TextDecoder().decode(read.value) } : read
}

export type JsonBodyOptions = {
  maxBytes: number
  /** A classic form post (application/x-www-form-urlencoded) is read as its fields. */
  forms?: boolean
  /** A blank body is `{}`. */
  emptyAsObject?: boolean
}

/** The body as JSON (400 when it is none), at most `maxBytes`. */
export async function readJsonBody(
  request: BodySource,
  { maxBytes, forms = false, emptyAsObject = false }: JsonBodyOptions,
): Promise<BodyRead> {
  const read = await readTextBody(request, { maxBytes })
  if (!read.ok) return read
  const raw = read.value
  if (emptyAsObject && !raw.trim()) return { ok: true, value: {} }
  const type = request.headers.get('content-type') ?? ''
  if (forms && type.includes('application/x-www-form-urlencoded')) {
    return { ok: true, value: Object.fromEntries(new URLSearchParams(raw)) }
  }
  try {
    return { ok: true, value: JSON.parse(raw) as unknown }
  } catch {
    return UNREADABLE
  }
}

/**
 * The body as form data (multipart, or url-encoded, as its Content-Type says), at most `maxBytes`;
 * 400 when it is not what that type says.
 */
export async function readFormDataBody(
  request: BodySource,
  { maxBytes }: { maxBytes: number },
): Promise<BodyRead<FormData>> {
  const read = await readBody(request, { maxBytes })
  if (!read.ok) return read
  try {
    const form = await new Response(read.value as BodyInit, {
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
    }).formData()
    return { ok: true, value: form }
  } catch {
    return UNREADABLE
  }
}
