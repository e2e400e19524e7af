/**
 * Whether a page POST carries a body Next.js can decode as a server action call (issue 36,
 * finding 4). Next.js decodes it with React's `decodeReply` and answers anything it cannot
 * decode with 500: `{{{` with a `Next-Action` header, a reference to a part the body does not
 * have (`["$1"]`), a multipart body that is not one. The request proxy refuses those with 400.
 *
 * - multipart (the forms, with or without JavaScript): it must read as form data;
 * - a `Next-Action` call with any other body (React sends arguments without files as one JSON
 *   text): it must be JSON whose `$` strings are the ones React writes inline;
 * - anything else is no action call (Next.js passes it to the page or answers it itself).
 */
export async function isDecodableActionBody(request: Request): Promise<boolean> {
  if (request.method !== 'POST') return true
  const type = request.headers.get('content-type') ?? ''
  if (type.startsWith('multipart/form-data')) {
    try {
      await request.clone().formData()
      return true
    } catch {
      return false
    }
  }
  if (!request.headers.has('next-action')) return true
  // Next.js answers a form-encoded action call itself (404: it supports none).
  if (type === 'application/x-www-form-urlencoded') return true
  let model: unknown
  try {
    model = JSON.parse(await request.clone().text())
  } catch {
    return false
  }
  return onlyInlineReferences(model)
}

/**
 * `$`-strings React decodes without another part of the body: `$$…` (an escaped `$`), `$T`
 * (a value kept on the client), `$Infinity`, `$-0`/`$-Infinity`, `$NaN`, `$undefined`, `$D`
 * (a date), `$n` (a BigInt, at most 300 digits), `$0…` (a path within the one part there is).
 * Any other names a part a text body cannot have: decoding it fails.
 */
const INLINE = /^\$(\$|T|Infinity$|-0$|-Infinity$|NaN$|undefined$|D|n-?\d{1,300}$|0(:|$))/

function onlyInlineReferences(value: unknown, depth = 0): boolean {
  if (depth > 1000) return false
  if (typeof value === 'string') return !value.startsWith('$') || INLINE.test(value)
  if (Array.isArray(value)) return value.every((item) => onlyInlineReferences(item, depth + 1))
  if (value && typeof value === 'object') {
    return Object.values(value).every((item) => onlyInlineReferences(item, depth + 1))
  }
  return true
}
