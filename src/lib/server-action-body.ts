/**
 * A page POST as Next.js's action handler will read it (node_modules/next/dist/server/app-render/
 * action-handler.js with React's `decodeReply`/`decodeAction`), for the request proxy to refuse
 * before Next.js what it would fail with 500:
 *
 * - a body Next.js cannot decode: `{{{` with a `Next-Action` header, a
 *   reference to a part the body does not have (`["$1"]`), a multipart body that is not one;
 * - a body that decodes into arguments no action of the site takes (ADR 0029): `[]`,
 *   `[null,null]`, a bare `$ACTION_ID_…` field; src/lib/server-action.ts has the shapes.
 *
 * The three kinds of call:
 * - a `Next-Action` call with a text body (React sends arguments without files or form data as
 *   one JSON text): JSON whose `$` strings are the ones React writes inline;
 * - a `Next-Action` call with a multipart body (`encodeReply` of arguments with form data): the
 *   root model in part `0`, a form data argument `$K<id>` in the parts named `_<id>_<field>`;
 * - a multipart POST without the header (a form sent without JavaScript): the fields
 *   `$ACTION_REF_<n>` and `$ACTION_<n>:0` (`{"id":…,"bound":"$@1"}`) name the action and its
 *   bound arguments (`useActionState`'s state, in `$ACTION_<n>:1`), or a field `$ACTION_ID_<id>`
 *   names an action without any; the other fields are the form data, the last argument.
 *
 * Anything else is no action call (Next.js passes it to the page or answers it itself).
 *
 * Bodies the site answers itself are read by src/server/http/body.ts; this one is only looked at:
 * a clone, in the request proxy (edge-safe, so nothing from src/server), the body left to Next.js,
 * its size bounded before it (server/request-guard.ts, SERVER_ACTION_BODY_LIMIT).
 */
export type ActionCall =
  | { kind: 'none' }
  | { kind: 'undecodable' }
  /** `args` as the action would receive it; references it cannot check are `OPAQUE`. */
  | { kind: 'call'; args: unknown }

/** A value only Next.js can resolve (a promise, a map, a file…): no action of the site takes one. */
export const OPAQUE: unique symbol = Symbol('server action reference')

const NONE: ActionCall = { kind: 'none' }
const UNDECODABLE: ActionCall = { kind: 'undecodable' }

class Undecodable extends Error {}

/** Whether a page POST carries a body Next.js can decode as a server action call. */
export async function isDecodableActionBody(request: Request): Promise<boolean> {
  return (await readActionCall(request)).kind !== 'undecodable'
}

export async function readActionCall(request: Request): Promise<ActionCall> {
  if (request.method !== 'POST') return NONE
  const type = request.headers.get('content-type') ?? ''
  const fetchCall = request.headers.has('next-action')
  try {
    if (type.startsWith('multipart/form-data')) {
      let form: FormData
      try {
        form = await request.clone().formData()
      } catch {
        return UNDECODABLE
      }
      return fetchCall ? replyCall(form) : formPostCall(form)
    }
    if (!fetchCall) return NONE
    // Next.js answers a form-encoded action call itself (404: it supports none).
    if (type === 'application/x-www-form-urlencoded') return NONE
    const root = parse(await request.clone().text())
    return { kind: 'call', args: revive(root, null, 0) }
  } catch (error) {
    if (error instanceof Undecodable) return UNDECODABLE
    throw error
  }
}

/** A `Next-Action` call with a multipart body: the root model is part `0`. */
function replyCall(form: FormData): ActionCall {
  const root = form.get('0')
  // Without its root React waits for a part that never comes: no call of any action.
  if (typeof root !== 'string') return { kind: 'call', args: OPAQUE }
  return { kind: 'call', args: revive(parse(root), form, 0) }
}

/** A form sent without JavaScript: React's `decodeAction`, the last action field wins. */
function formPostCall(form: FormData): ActionCall {
  let actionKey: string | null = null
  const data = new FormData()
  for (const [key, value] of form) {
    if (!key.startsWith('$ACTION_')) data.append(key, value)
    else if (key.startsWith('$ACTION_REF_') || key.startsWith('$ACTION_ID_')) actionKey = key
  }
  if (actionKey === null) return NONE
  if (actionKey.startsWith('$ACTION_ID_')) return { kind: 'call', args: [data] }
  const prefix = `$ACTION_${actionKey.slice('$ACTION_REF_'.length)}:`
  const metadata = form.get(`${prefix}0`)
  if (typeof metadata !== 'string') throw new Undecodable()
  const action = parse(metadata) as { bound?: unknown } | null
  if (!action || typeof action !== 'object') throw new Undecodable()
  if (action.bound === null) return { kind: 'call', args: [data] }
  const part = typeof action.bound === 'string' ? /^\$@([0-9a-f]+)$/.exec(action.bound) : null
  if (!part) return { kind: 'call', args: OPAQUE }
  const bound = form.get(`${prefix}${parseInt(part[1] ?? '', 16)}`)
  if (typeof bound !== 'string') throw new Undecodable()
  const args = revive(parse(bound), null, 0)
  return { kind: 'call', args: Array.isArray(args) ? [...args, data] : OPAQUE }
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    throw new Undecodable()
  }
}

/**
 * `$`-strings React decodes without another part of the body: `$$…` (an escaped `$`), `$T`
 * (a value kept on the client), `$Infinity`, `$-0`/`$-Infinity`, `$NaN`, `$undefined`, `$D`
 * (a date), `$n` (a BigInt, at most 300 digits), `$0…` (a path within the one part there is).
 * Any other names a part a text body cannot have: decoding it fails.
 */
const INLINE = /^\$(\$|T|Infinity$|-0$|-Infinity$|NaN$|undefined$|D|n-?\d{1,300}$|0(:|$))/

/**
 * A decoded model with the values an action could take in their own type: form data (`$K`, in a
 * multipart body), numbers, dates, `undefined`; every other reference is `OPAQUE`. `form` is the
 * multipart body, or null for a text body, where a reference to another part cannot decode.
 */
function revive(value: unknown, form: FormData | null, depth: number): unknown {
  if (depth > 1000) throw new Undecodable()
  if (typeof value === 'string') return value.startsWith('$') ? reference(value, form) : value
  if (Array.isArray(value)) return value.map((item) => revive(item, form, depth + 1))
  if (value && typeof value === 'object') {
    // fromEntries: a `__proto__` key stays a key.
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, revive(item, form, depth + 1)]),
    )
  }
  return value
}

function reference(value: string, form: FormData | null): unknown {
  const formData = /^\$K([0-9a-f]+)$/.exec(value)
  if (formData && form) {
    // React's server reads the parts named `_<id>_…` (`response._prefix + "_" + id + "_"`).
    const prefix = `_${formData[1]}_`
    const data = new FormData()
    for (const [key, item] of form) {
      if (key.startsWith(prefix)) data.append(key.slice(prefix.length), item)
    }
    return data
  }
  if (!INLINE.test(value)) {
    if (form) return OPAQUE
    throw new Undecodable()
  }
  switch (value) {
    case '$undefined':
      return undefined
    case '$NaN':
      return NaN
    case '$Infinity':
      return Infinity
    case '$-Infinity':
      return -Infinity
    case '$-0':
      return -0
  }
  if (value.startsWith('$$')) return value.slice(1)
  if (value.startsWith('$D')) return new Date(Date.parse(value.slice(2)))
  if (value.startsWith('$n')) return BigInt(value.slice(2))
  return OPAQUE
}
