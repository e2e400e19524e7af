import { describe, expect, it } from 'vitest'

import { readBody, readFormDataBody, readJsonBody, readTextBody } from './body'

const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request('https://site.example/api', { method: 'POST', body, headers })

/** A body sent in chunks without a declared length, counting how many were pulled. */
function chunked(chunks: string[]) {
  const encoder = new TextEncoder()
  const state = { pulled: 0, cancelled: false }
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const next = chunks[state.pulled++]
        if (next === undefined) controller.close()
        else controller.enqueue(encoder.encode(next))
      },
      cancel() {
        state.cancelled = true
      },
    },
    // Nothing pulled before a read asks for it.
    { highWaterMark: 0 },
  )
  return { source: { headers: new Headers(), body }, state }
}

describe('readBody', () => {
  it('reads a body within the limit, and no body as empty', async () => {
    const read = await readBody(post('hello'), { maxBytes: 5 })
    expect(read.ok && new TextDecoder().decode(read.value)).toBe('hello')
    expect(await readBody({ headers: new Headers() }, { maxBytes: 5 })).toEqual({
      ok: true,
      value: new Uint8Array(),
    })
  })

  it('refuses a declared length over the limit without reading', async () => {
    const { source, state } = chunked(['a'])
    source.headers.set('content-length', '11')
    expect(await readBody(source, { maxBytes: 10 })).toEqual({ ok: false, status: 413 })
    expect(state.pulled).toBe(0)
  })

  it('stops reading a chunked body once it passes the limit', async () => {
    const { source, state } = chunked(['12345', '67890', 'x', 'never read'])
    expect(await readBody(source, { maxBytes: 10 })).toEqual({ ok: false, status: 413 })
    expect(state.pulled).toBe(3)
    expect(state.cancelled).toBe(true)
  })

  it('counts bytes, not characters', async () => {
    expect((await readTextBody(post('ää'), { maxBytes: 4 })).ok).toBe(true)
    expect(await readTextBody(post('äää'), { maxBytes: 4 })).toEqual({ ok: false, status: 413 })
  })
})

describe('readJsonBody', () => {
  it('reads JSON, and refuses what is none with 400', async () => {
    const json = { 'content-type': 'application/json' }
    expect(await readJsonBody(post('{"a":1}', json), { maxBytes: 100 })).toEqual({
      ok: true,
      value: { a: 1 },
    })
    expect(await readJsonBody(post('[1,2]', json), { maxBytes: 100 })).toEqual({
      ok: true,
      value: [1, 2],
    })
    for (const text of ['{"broken', '', 'a=1']) {
      expect(await readJsonBody(post(text, json), { maxBytes: 100 }), text).toEqual({
        ok: false,
        status: 400,
      })
    }
  })

  it('reads an empty body as {} and a form post as its fields when asked to', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' }
    expect(await readJsonBody(post(' \n'), { maxBytes: 100, emptyAsObject: true })).toEqual({
      ok: true,
      value: {},
    })
    expect(await readJsonBody(post('email=a%40b.example&x=1', form), { maxBytes: 100 })).toEqual({
      ok: false,
      status: 400,
    })
    expect(
      await readJsonBody(post('email=a%40b.example&x=1', form), { maxBytes: 100, forms: true }),
    ).toEqual({ ok: true, value: { email: 'a@b.example', x: '1' } })
  })

  it('refuses a body over the limit with 413 before parsing it', async () => {
    expect(await readJsonBody(post(`"${'x'.repeat(100)}"`), { maxBytes: 100 })).toEqual({
      ok: false,
      status: 413,
    })
  })
})

describe('readFormDataBody', () => {
  it('reads a multipart body with its files', async () => {
    const form = new FormData()
    form.set('email', 'a@b.example')
    form.set('file', new Blob(['from,to\n'], { type: 'text/csv' }), 'old.csv')
    const sent = post(form)
    const read = await readFormDataBody(sent, { maxBytes: 10_000 })
    expect(read.ok).toBe(true)
    if (!read.ok) return
    expect(read.value.get('email')).toBe('a@b.example')
    const file = read.value.get('file') as File
    expect([file.name, await file.text()]).toEqual(['old.csv', 'from,to\n'])
  })

  it('refuses a body that is not what its type says with 400, a large one with 413', async () => {
    const multipart = { 'content-type': 'multipart/form-data; boundary=x' }
    expect(await readFormDataBody(post('not multipart', multipart), { maxBytes: 100 })).toEqual({
      ok: false,
      status: 400,
    })
    expect(await readFormDataBody(post('x'.repeat(101), multipart), { maxBytes: 100 })).toEqual({
      ok: false,
      status: 413,
    })
  })
})
