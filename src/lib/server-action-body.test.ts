import { describe, expect, it } from 'vitest'

import { isDecodableActionBody } from './server-action-body'

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
