// No `server-only` here: the redirects collection (loaded with the Payload config by the CLI
// too) reads its import bodies with it.

/**
 * A request body read whole, but never more than `max` bytes: null once it is larger, by its
 * declared length or by what is sent (a chunked body declares none). The rest is not read.
 */
export async function readBoundedBody(
  request: { headers: Headers; body?: ReadableStream<Uint8Array> | null },
  max: number,
): Promise<Uint8Array | null> {
  if (Number(request.headers.get('content-length') ?? 0) > max) return null
  if (!request.body) return new Uint8Array()
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > max) {
      await reader.cancel().catch(() => undefined)
      return null
    }
    chunks.push(value)
  }
  const body = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  return body
}
