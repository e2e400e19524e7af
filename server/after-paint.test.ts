import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { deferScriptsIn, LOADER, scriptDeferrer } from './after-paint'

const A = '/_next/static/chunks/1w4sink4bmq-0.js'
const B = '/_next/static/chunks/turbopack-077hmtqrhcoji.js'
const PAGE =
  '<!DOCTYPE html><html lang="de"><head><meta charSet="utf-8"/>' +
  `<script src="${A}" async=""></script><script src="${B}" async=""></script>` +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>' +
  '<body><h1>Größe – Überblick</h1>' +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
  `<script src="/_next/static/chunks/2v4h0efwtcbd5.js" async=""></script>` +
  '<script src="https://www.googletagmanager.com/gtag/js" async=""></script></body></html>'

const call = (src: string) => `self.__afterPaint(${JSON.stringify(src)})`
const EXPECTED =
  '<!DOCTYPE html><html lang="de"><head><meta charSet="utf-8"/>' +
  `<script>${LOADER}${call(A)}</script><script>${call(B)}</script>` +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>' +
  '<body><h1>Größe – Überblick</h1>' +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
  `<script>${call('/_next/static/chunks/2v4h0efwtcbd5.js')}</script>` +
  '<script src="https://www.googletagmanager.com/gtag/js" async=""></script></body></html>'

function rewrite(...chunks: string[]) {
  const deferrer = scriptDeferrer()
  return chunks.map((chunk) => deferrer.write(chunk)).join('') + deferrer.end()
}

describe('framework scripts requested after the first paint (ADR 0015)', () => {
  it("turns each of Next.js's chunk tags into a queued call, with the loader once", () => {
    expect(rewrite(PAGE)).toBe(EXPECTED)
    expect(rewrite(PAGE).split(LOADER)).toHaveLength(2)
  })

  it('leaves every other script as it is: modules for old browsers, inline, other hosts', () => {
    const other = '<script src="/_next/static/chunks/a.js" async="" nonce="n"></script>'
    expect(rewrite(other)).toBe(other)
    expect(rewrite('<p>no scripts</p>')).toBe('<p>no scripts</p>')
  })

  it('gives the same page wherever the stream cuts it', () => {
    for (let at = 0; at <= PAGE.length; at++)
      expect(rewrite(PAGE.slice(0, at), PAGE.slice(at)), `cut at ${at}`).toBe(EXPECTED)
  })

  it('holds back no more than a tag that may still be incomplete', () => {
    const deferrer = scriptDeferrer()
    expect(deferrer.write('<main>Hello</main><scr')).toBe('<main>Hello</main>')
    expect(deferrer.write('ipt src="/x.js"></script><p>')).toBe('<script src="/x.js"></script><p>')
    expect(deferrer.end()).toBe('')
  })
})

describe('a response through deferScriptsIn', () => {
  let server: http.Server
  let origin: string

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      deferScriptsIn(response)
      const body = Buffer.from(PAGE)
      if (request.url === '/cached') {
        // As Next.js sends a cached page: its length, then the whole body.
        response.writeHead(200, {
          'Content-Type': 'text/html; charset=utf-8',
          'Content-Length': String(body.length),
        })
        response.end(body)
      } else if (request.url === '/streamed') {
        // Streamed in pieces that cut tags and a multi-byte character ('ö') in two.
        response.setHeader('content-type', 'text/html; charset=utf-8')
        const inCharacter = body.indexOf('ö') + 1
        const cuts = [0, 70, 71, inCharacter, inCharacter + 20, body.length]
        for (let i = 1; i < cuts.length - 1; i++)
          response.write(body.subarray(cuts[i - 1], cuts[i]))
        response.end(body.subarray(cuts[cuts.length - 2]))
      } else {
        response.setHeader('content-type', 'application/json')
        response.setHeader('content-length', String(body.length))
        response.end(body)
      }
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))

  it('rewrites a cached page sent with its Content-Length, which no longer holds and goes', async () => {
    const answer = await fetch(`${origin}/cached`)
    expect(answer.headers.get('content-length')).toBeNull()
    expect(await answer.text()).toBe(EXPECTED)
  })

  it('answers HEAD for such a page without the length GET no longer has', async () => {
    const answer = await fetch(`${origin}/cached`, { method: 'HEAD' })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-length')).toBeNull()
  })

  it('rewrites a streamed page, however its pieces fall', async () => {
    expect(await (await fetch(`${origin}/streamed`)).text()).toBe(EXPECTED)
  })

  it('passes anything but HTML through untouched, with its length', async () => {
    const answer = await fetch(`${origin}/data`)
    expect(answer.headers.get('content-length')).toBe(String(Buffer.byteLength(PAGE)))
    expect(await answer.text()).toBe(PAGE)
  })
})
