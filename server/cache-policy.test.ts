import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { describe, expect, it } from 'vitest'

import {
  applyCachePolicy,
  cachePolicy,
  isPrivateApi,
  sharedCacheControl,
  withVary,
} from './cache-policy'

const policy = { maxAge: 30, stale: 30 }

describe('shared-cache policy for pages (ADR 0020)', () => {
  it('bounds what a shared cache may keep of a cached page', () => {
    expect(sharedCacheControl('s-maxage=31536000', policy)).toBe(
      'public, max-age=0, s-maxage=30, stale-while-revalidate=30',
    )
    expect(sharedCacheControl('s-maxage=60, stale-while-revalidate=31535940', policy)).toBe(
      'public, max-age=0, s-maxage=30, stale-while-revalidate=30',
    )
  })

  it('leaves private, uncached and static answers exactly as they are', () => {
    for (const value of [
      'private, no-cache, no-store, max-age=0, must-revalidate',
      'no-store',
      'public, max-age=31536000, immutable',
      'public, max-age=60',
    ])
      expect(sharedCacheControl(value, policy)).toBe(value)
    expect(sharedCacheControl('private, s-maxage=60', policy)).toBe('private, s-maxage=60')
    expect(sharedCacheControl(undefined, policy)).toBeUndefined()
  })

  it('reads its bounds from the environment and refuses nonsense', () => {
    expect(cachePolicy({})).toEqual({ maxAge: 30, stale: 30 })
    expect(cachePolicy({ CDN_MAX_AGE: '5', CDN_STALE_WHILE_REVALIDATE: '0' })).toEqual({
      maxAge: 5,
      stale: 0,
    })
    expect(() => cachePolicy({ CDN_MAX_AGE: 'ten' })).toThrow('CDN_MAX_AGE')
  })

  it('rewrites the header however the response sets it', async () => {
    const server = http.createServer((request, response) => {
      applyCachePolicy(response, policy)
      if (request.url === '/set') {
        response.setHeader('Cache-Control', 's-maxage=31536000')
        response.end('a')
      } else if (request.url === '/head') {
        response.writeHead(200, { 'Cache-Control': 's-maxage=31536000' })
        response.end('b')
      } else {
        response.setHeader('cache-control', 'private, no-store')
        response.end('c')
      }
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    try {
      const bounded = 'public, max-age=0, s-maxage=30, stale-while-revalidate=30'
      expect((await fetch(`${base}/set`)).headers.get('cache-control')).toBe(bounded)
      expect((await fetch(`${base}/head`)).headers.get('cache-control')).toBe(bounded)
      expect((await fetch(`${base}/private`)).headers.get('cache-control')).toBe(
        'private, no-store',
      )
    } finally {
      server.close()
    }
  })

  it("marks every answer of Payload's REST API private, but its public image files", async () => {
    expect(isPrivateApi('/api/cms/users/me')).toBe(true)
    expect(isPrivateApi('/api/cms/users/login')).toBe(true)
    expect(isPrivateApi('/api/cms?x')).toBe(true)
    expect(isPrivateApi('/api/cms/media/file/hero.webp')).toBe(false)
    expect(isPrivateApi('/api/v1/navigations')).toBe(false)
    expect(isPrivateApi('/about-us')).toBe(false)
    const server = http.createServer((request, response) => {
      applyCachePolicy(response, policy, request.url)
      if (request.url === '/api/cms/users/me') response.end('me')
      else {
        response.writeHead(200, { 'Cache-Control': 'public, max-age=600' })
        response.end('list')
      }
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    try {
      for (const path of ['/api/cms/users/me', '/api/cms/news'])
        expect((await fetch(`${base}${path}`)).headers.get('cache-control')).toBe(
          'private, no-store',
        )
    } finally {
      server.close()
    }
  })

  it('says at / what its answer depends on, after the framework has written its Vary', async () => {
    expect(withVary('rsc, Accept-Encoding', 'Cookie, Accept-Language')).toBe(
      'rsc, Accept-Encoding, Cookie, Accept-Language',
    )
    expect(withVary('cookie', 'Cookie, Accept-Language')).toBe('cookie, Accept-Language')
    expect(withVary(undefined, 'Cookie')).toBe('Cookie')
    const server = http.createServer((request, response) => {
      applyCachePolicy(response, policy, request.url)
      response.setHeader('Vary', 'rsc, Accept-Encoding')
      response.end('page')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    try {
      for (const path of ['/', '/?utm_source=x'])
        expect((await fetch(`${base}${path}`)).headers.get('vary')).toBe(
          'rsc, Accept-Encoding, Cookie, Accept-Language',
        )
      expect((await fetch(`${base}/about-us`)).headers.get('vary')).toBe('rsc, Accept-Encoding')
    } finally {
      server.close()
    }
  })
})

describe('the grade finder and the comparison (ADR 0029)', () => {
  /** What Next.js sends for a page rendered per request. */
  const DYNAMIC = 'private, no-cache, no-store, max-age=0, must-revalidate'
  const BOUNDED = 'public, max-age=0, s-maxage=30, stale-while-revalidate=30'

  async function served(
    answer: (request: http.IncomingMessage, response: http.ServerResponse) => void,
    run: (base: string) => Promise<void>,
  ) {
    const server = http.createServer((request, response) => {
      applyCachePolicy(response, policy, request.url)
      answer(request, response)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)
    } finally {
      server.close()
    }
  }

  it('answers a canonical address public for a shared cache, like a cached page', async () => {
    await served(
      (request, response) => {
        response.setHeader('Cache-Control', DYNAMIC)
        response.end(request.url)
      },
      async (base) => {
        for (const path of [
          '/our-products/grades',
          '/de/our-products/grades?market=automotive-plastics&d50max=3',
          '/our-products/grades?d50max=1.5&form=compacted&sort=d50',
          '/our-products/grades/compare?grades=eurotalc-p-12&grades=eurotalc-p-20',
          '/de/our-products/grades/compare',
          // The router's fetch of the same page.
          '/our-products/grades?form=compacted&_rsc=1x2y3',
        ])
          expect((await fetch(`${base}${path}`)).headers.get('cache-control'), path).toBe(BOUNDED)
      },
    )
  })

  it('keeps every other spelling of a query, and any answer but a plain 200, out of caches', async () => {
    await served(
      (request, response) => {
        const answer = request.headers['x-answer']
        if (answer === 'redirect') {
          response.writeHead(308, { Location: '/our-products/grades', 'Cache-Control': DYNAMIC })
          response.end()
        } else if (answer === 'cookie') {
          response.setHeader('Set-Cookie', 'x=1')
          response.setHeader('Cache-Control', DYNAMIC)
          response.end()
        } else {
          response.setHeader('Cache-Control', DYNAMIC)
          response.end()
        }
      },
      async (base) => {
        for (const path of [
          // Two orders of the same filters: one of them is the key.
          '/our-products/grades?form=compacted&d50max=1.5',
          '/our-products/grades?sort=name',
          '/our-products/grades?market=&d50min=&d50max=3&form=&sort=name',
          '/our-products/grades?d50max=3&utm_source=mail',
          '/our-products/grades?d50max=3&d50max=3',
          '/our-products/grades?d50max=3.000',
          '/our-products/grades?whitenessmin=bright',
          '/our-products/grades?%64%35%30max=3',
          '/our-products/grades/compare?grades=eurotalc-p-20&grades=eurotalc-p-12',
          '/our-products/grades/compare?grades=eurotalc-p-12,eurotalc-p-20',
          '/our-products/grades/compare?grades=a&grades=b&grades=c&grades=d',
        ])
          expect((await fetch(`${base}${path}`)).headers.get('cache-control'), path).toBe(DYNAMIC)
        const preview = await fetch(`${base}/our-products/grades`, {
          headers: { cookie: '__prerender_bypass=abc' },
        })
        expect(preview.headers.get('cache-control')).toBe(DYNAMIC)
        // At a canonical address too: a redirect, or an answer that sets a cookie.
        const redirected = await fetch(`${base}/our-products/grades?form=compacted`, {
          redirect: 'manual',
          headers: { 'x-answer': 'redirect' },
        })
        expect(redirected.status).toBe(308)
        expect(redirected.headers.get('cache-control')).toBe(DYNAMIC)
        const cookie = await fetch(`${base}/our-products/grades`, {
          headers: { 'x-answer': 'cookie' },
        })
        expect(cookie.headers.get('cache-control')).toBe(DYNAMIC)
        const posted = await fetch(`${base}/our-products/grades`, { method: 'POST' })
        expect(posted.headers.get('cache-control')).toBe(DYNAMIC)
      },
    )
  })
})
