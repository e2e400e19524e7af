import { describe, expect, it } from 'vitest'

import { isDecodableActionBody, OPAQUE, readActionCall } from './server-action-body'

const post = (body: BodyInit, headers: Record<string, string>) =>
  new Request('http://localhost/register', { method: 'POST', body, headers })
const action = (body: string) =>
  post(body, { 'next-action': '7f00', 'content-type': 'text/plain;charset=UTF-8' })

describe('a server action body', () => {
  it('takes what React sends: JSON with inline values, form data', async () => {
    for (const body of [
      '[]',
      '[{"name":"render-field","args":{"path":"title","value":"$$5 off"}}]',
      '["$undefined","$D2026-01-01T00:00:00.000Z","$n12345","$NaN","$-0","$Infinity"]',
      '[{"a":1},"$0:0"]',
      '["$T"]',
    ]) {
      expect(await isDecodableActionBody(action(body)), body).toBe(true)
    }
    const form = new FormData()
    form.set('email', 'a@example.com')
    expect(
      await isDecodableActionBody(
        new Request('http://localhost/register', {
          method: 'POST',
          body: form,
          headers: { 'next-action': '7f00' },
        }),
      ),
    ).toBe(true)
  })

  it('refuses what React cannot decode', async () => {
    for (const body of [
      '{{{',
      '',
      '["$1"]',
      '["$@2"]',
      '["$Q1"]',
      '["$h1"]',
      `["$n${'9'.repeat(301)}"]`,
    ]) {
      expect(await isDecodableActionBody(action(body)), body).toBe(false)
    }
    expect(
      await isDecodableActionBody(
        post('{{{', { 'content-type': 'multipart/form-data; boundary=x' }),
      ),
    ).toBe(false)
  })

  it('leaves what is no action call to Next.js', async () => {
    expect(await isDecodableActionBody(post('{{{', { 'content-type': 'text/plain' }))).toBe(true)
    expect(
      await isDecodableActionBody(
        post('a=1', { 'next-action': '7f00', 'content-type': 'application/x-www-form-urlencoded' }),
      ),
    ).toBe(true)
  })
})

describe('a server action call, as Next.js will decode it', () => {
  const state = { status: 'idle', values: {}, errors: {} }

  it('reads a call with JavaScript: the state and the form data of a multipart body', async () => {
    const body = new FormData()
    body.set('0', JSON.stringify([state, '$K1']))
    body.set('_1_email', 'a@example.com')
    body.set('_1_terms', 'on')
    body.set('_2_other', 'not this form')
    const call = await readActionCall(
      new Request('http://localhost/register', {
        method: 'POST',
        body,
        headers: { 'next-action': '7f00' },
      }),
    )
    expect(call.kind).toBe('call')
    const [previous, form] = (call as { args: [unknown, FormData] }).args
    expect(previous).toEqual(state)
    expect(form).toBeInstanceOf(FormData)
    expect([...form.entries()]).toEqual([
      ['email', 'a@example.com'],
      ['terms', 'on'],
    ])
  })

  it('reads a form sent without JavaScript: the bound state, then the fields', async () => {
    const body = new FormData()
    body.set('$ACTION_REF_1', '')
    body.set('$ACTION_1:0', JSON.stringify({ id: '7f00', bound: '$@1' }))
    body.set('$ACTION_1:1', JSON.stringify([state]))
    body.set('$ACTION_KEY', 'k1')
    body.set('email', 'a@example.com')
    const call = await readActionCall(
      new Request('http://localhost/register', { method: 'POST', body }),
    )
    const [previous, form, ...rest] = (call as { args: unknown[] }).args
    expect(previous).toEqual(state)
    expect([...(form as FormData).entries()]).toEqual([['email', 'a@example.com']])
    expect(rest).toEqual([])

    // A bare action id field: React calls the action with the form data alone.
    const bare = new FormData()
    bare.set('$ACTION_ID_7f00', '')
    bare.set('email', 'a@example.com')
    const alone = await readActionCall(
      new Request('http://localhost/register', { method: 'POST', body: bare }),
    )
    expect((alone as { args: unknown[] }).args).toHaveLength(1)
    expect((alone as { args: unknown[] }).args[0]).toBeInstanceOf(FormData)
  })

  it('reads the inline values of a text body in their own types', async () => {
    const call = await readActionCall(
      action('["$undefined","$$5","$D2026-01-01T00:00:00.000Z","$n12",{"__proto__":"$NaN"}]'),
    )
    const args = (call as { args: unknown[] }).args
    expect(args.slice(0, 4)).toEqual([undefined, '$5', new Date('2026-01-01T00:00:00.000Z'), 12n])
    expect(Object.getPrototypeOf(args[4])).toBe(Object.prototype)
    expect(Object.getOwnPropertyDescriptor(args[4], '__proto__')?.value).toBeNaN()
  })

  it('marks what only Next.js resolves, in a multipart body', async () => {
    const body = new FormData()
    body.set('0', JSON.stringify([state, '$@1']))
    body.set('1', '"x"')
    const call = await readActionCall(
      new Request('http://localhost/register', {
        method: 'POST',
        body,
        headers: { 'next-action': '7f00' },
      }),
    )
    expect((call as { args: unknown[] }).args[1]).toBe(OPAQUE)
  })

  it('is none for a POST that is no action call', async () => {
    const body = new FormData()
    body.set('email', 'a@example.com')
    expect(
      await readActionCall(new Request('http://localhost/register', { method: 'POST', body })),
    ).toEqual({ kind: 'none' })
  })
})
