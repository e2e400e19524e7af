import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { ORIGIN } from '../setup/browser'
import { startTestPayload, type TestDatabase } from '../setup/database'

/**
 * The flags of the cookies the site sets besides the sessions: Next.js's
 * draft-mode cookie as the admin's preview sets and clears it (HttpOnly, SameSite=Lax, Secure in
 * production; Next.js writes SameSite=None), and the language choice `i18n_redirected` (SPEC §9:
 * 365 days, path /, lax; Secure in production). Production is the configuration's (APP_ENV),
 * switched here for the one reading of it.
 */
const state = await vi.hoisted(async () => {
  // Next.js's server makes this global before its request stores are created (they use it).
  const { AsyncLocalStorage } = await import('node:async_hooks')
  ;(globalThis as Record<string, unknown>).AsyncLocalStorage ??= AsyncLocalStorage
  return { production: false }
})
vi.mock('@/env', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/env')>()
  return { ...real, getEnv: () => ({ ...real.getEnv(), isProduction: state.production }) }
})

let db: TestDatabase
let payload: Payload
let staffToken: string
let pageId: number

beforeAll(async () => {
  ;({ db, payload } = await startTestPayload('cookies', ORIGIN, {}, { logLevel: 'error' }))
  await payload.create({
    collection: 'users',
    data: {
      email: 'cookie-editor@example.com',
      password: 'Quartz-ledger-5281-harbour',
      roles: ['editor'],
    },
    overrideAccess: true,
  })
  staffToken =
    (
      await payload.login({
        collection: 'users',
        data: { email: 'cookie-editor@example.com', password: 'Quartz-ledger-5281-harbour' },
      })
    ).token ?? ''
  pageId = (
    await payload.create({
      collection: 'pages',
      data: { title: 'Preview me', path: '/preview-me', _status: 'published' } as never,
      overrideAccess: true,
    })
  ).id
})

afterAll(async () => {
  await payload?.destroy().catch(() => undefined)
  await db?.drop()
})

type SetCookie = {
  name: string
  value: string
  httpOnly?: boolean
  sameSite?: unknown
  secure?: boolean
  path?: string
  expires?: unknown
}

/**
 * A route handler run inside Next.js's own request store, as its server runs one: the answer,
 * and the cookies the handler set (Next.js adds them to the answer from that store).
 */
async function runRoute(
  handler: (request: Request) => Promise<Response>,
  request: Request,
): Promise<{ response: Response; cookies: SetCookie[] }> {
  const { workAsyncStorage } =
    await import('next/dist/server/app-render/work-async-storage.external')
  const { workUnitAsyncStorage } =
    await import('next/dist/server/app-render/work-unit-async-storage.external')
  const { createRequestStoreForAPI } = await import('next/dist/server/async-storage/request-store')
  const url = new URL(request.url)
  const store = createRequestStoreForAPI(
    { headers: Object.fromEntries(request.headers) } as never,
    { pathname: url.pathname, search: url.search },
    {} as never,
    undefined,
    { previewModeId: 'preview-id', previewModeEncryptionKey: 'k', previewModeSigningKey: 's' },
    undefined,
  )
  const work = {
    route: url.pathname,
    forceStatic: false,
    dynamicShouldError: false,
    page: url.pathname,
  }
  const response = await workAsyncStorage.run(work as never, () =>
    workUnitAsyncStorage.run(store, () => handler(request)),
  )
  return { response, cookies: store.mutableCookies.getAll() as SetCookie[] }
}

describe('the draft-mode cookie', () => {
  const preview = async () => {
    const { GET } = await import('@/app/api/preview/route')
    return runRoute(
      GET,
      new Request(`${ORIGIN}/api/preview?collection=pages&id=${pageId}&locale=en`, {
        headers: { authorization: `JWT ${staffToken}` },
      }),
    )
  }

  it('is HttpOnly and SameSite=Lax, not Secure outside production', async () => {
    state.production = false
    const { response, cookies } = await preview()
    expect(response.status).toBe(307)
    const cookie = cookies.find((c) => c.name === '__prerender_bypass')
    expect(cookie).toMatchObject({
      value: 'preview-id',
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
    })
    expect(cookie?.secure).toBeFalsy()
  })

  it('is Secure in production', async () => {
    state.production = true
    try {
      const { cookies } = await preview()
      const cookie = cookies.find((c) => c.name === '__prerender_bypass')
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'lax', secure: true })
    } finally {
      state.production = false
    }
  })

  it('is cleared with the same flags', async () => {
    const { GET } = await import('@/app/api/preview/exit/route')
    const { response, cookies } = await runRoute(GET, new Request(`${ORIGIN}/api/preview/exit`))
    expect(response.status).toBe(307)
    const cookie = cookies.find((c) => c.name === '__prerender_bypass')
    expect(cookie).toMatchObject({ value: '', httpOnly: true, sameSite: 'lax', path: '/' })
    expect(new Date(cookie?.expires as string | number | Date).getTime()).toBe(0)
  })
})

describe('the language choice cookie', () => {
  const choose = async () => {
    const { NextRequest } = await import('next/server')
    const proxy = (await import('@/proxy')).default
    const response = await proxy(new NextRequest(`${ORIGIN}/about-us?lang=de`))
    return response.headers.get('set-cookie') ?? ''
  }

  it('is i18n_redirected for 365 days on every path, lax, Secure in production', async () => {
    state.production = true
    try {
      const cookie = await choose()
      expect(cookie).toMatch(/^i18n_redirected=de;/)
      expect(cookie).toMatch(/Max-Age=31536000/)
      expect(cookie).toMatch(/Path=\//)
      expect(cookie).toMatch(/SameSite=lax/i)
      expect(cookie).toMatch(/; Secure/)
    } finally {
      state.production = false
    }
  })

  it('is not Secure outside production (the demo on plain http keeps it)', async () => {
    expect(await choose()).not.toMatch(/Secure/)
  })
})
