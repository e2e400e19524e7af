import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { ORIGIN } from '../setup/browser'
import { startTestPayload, type TestDatabase } from '../setup/database'

/**
 * The admin's own views: /admin/translation-parity, a custom view Payload
 * renders for anyone, sends a visitor to the login and a signed-in account that is no staff
 * member to the admin's "unauthorized" page, as Payload's own views do.
 */
// Payload's admin shell imports its stylesheets, which Node cannot load: the view's frame is
// stood in for (what is tested is the view's own decision).
vi.mock('@payloadcms/next/templates', () => ({
  DefaultTemplate: ({ children }: { children: unknown }) => children,
}))
vi.mock('@payloadcms/ui', () => ({ Gutter: ({ children }: { children: unknown }) => children }))

let db: TestDatabase
let payload: Payload

beforeAll(async () => {
  ;({ db, payload } = await startTestPayload('admin-views', ORIGIN, {}, { logLevel: 'error' }))
})

afterAll(async () => {
  await payload?.destroy().catch(() => undefined)
  await db?.drop()
})

/** The view rendered as Payload renders it for `user`: its element, or where it redirected. */
async function renderParity(user: unknown): Promise<{ redirect: string | null }> {
  const { TranslationParityView } = await import('@/payload/parity/parity-view')
  const req = { user, payload, i18n: { language: 'en' } }
  try {
    await TranslationParityView({
      initPageResult: { req, locale: undefined, permissions: {}, visibleEntities: {} },
      params: {},
      searchParams: {},
    } as never)
    return { redirect: null }
  } catch (error) {
    const digest = String((error as { digest?: unknown }).digest ?? '')
    if (!digest.startsWith('NEXT_REDIRECT')) throw error
    return { redirect: digest.split(';')[2] ?? '' }
  }
}

describe('/admin/translation-parity', () => {
  it('sends a visitor to the login, which leads back to the view', async () => {
    expect(await renderParity(null)).toEqual({
      redirect: '/admin/login?redirect=%2Fadmin%2Ftranslation-parity',
    })
  })

  it('sends a signed-in site member away', async () => {
    expect(await renderParity({ id: 1, collection: 'members', roles: ['admin'] })).toEqual({
      redirect: '/admin/unauthorized',
    })
  })

  it('shows the list to staff', async () => {
    expect(await renderParity({ id: 1, collection: 'users', roles: ['moderator'] })).toEqual({
      redirect: null,
    })
  })
})
