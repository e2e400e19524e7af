/**
 * Editors' admin details on SQLite or PostgreSQL (TEST_DATABASE_URL), through the Local API and
 * Payload's REST handler: a redirect refused as a loop says why (on the field, and in the message
 * the admin shows), in English and German; the admin language an editor chose comes back with
 * their next login, in another browser too; opening "Create new" in a collection with autosave
 * saves nothing; the storage plugin's bookkeeping fields stay out of the upload lists' columns.
 */
import { formatErrors, getLocalI18n, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ORIGIN } from '../setup/browser'
import { startTestPayload, type TestDatabase } from '../setup/database'
import { payloadRest } from '../setup/payload-rest'

let db: TestDatabase
let payload: Payload
let editorToken: string
let post: (request: Request) => Promise<Response>

const EDITOR = { email: 'details-editor@example.com', password: 'Quartz-ledger-5281-skylight' }

type Refusal = { message: string; errors: { path: string; message: string }[] }

/** A redirect saved through the Local API in the editor's language: its refusal, or null. */
async function refusal(
  data: Record<string, unknown>,
  language: 'en' | 'de',
): Promise<Refusal | null> {
  try {
    await payload.create({
      collection: 'redirects',
      data: data as never,
      overrideAccess: true,
      req: { i18n: await getLocalI18n({ config: payload.config, language }) },
    })
  } catch (error) {
    const { message, data: details } = error as {
      message: string
      data?: { errors?: Refusal['errors'] }
    }
    return { message, errors: details?.errors ?? [] }
  }
  return null
}

const custom = (url: string) => ({ type: 'custom', url })

beforeAll(async () => {
  ;({ db, payload } = await startTestPayload('admin-details', ORIGIN))
  await payload.create({
    collection: 'users',
    data: { ...EDITOR, roles: ['editor'] },
    overrideAccess: true,
  })
  editorToken = (await payload.login({ collection: 'users', data: EDITOR, overrideAccess: true }))
    .token!
  post = await payloadRest('POST')
  await payload.create({
    collection: 'redirects',
    data: { from: '/first', to: custom('/second'), type: '301' } as never,
    overrideAccess: true,
  })
})

afterAll(async () => {
  await payload?.destroy().catch(() => undefined)
  await db?.drop()
})

describe(`a redirect refused as a loop (${process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite'})`, () => {
  it('names the loop on the target field and in the message, in English and German', async () => {
    // /first leads to /second: /second → /first would send a visitor round in a ring.
    const english = await refusal({ from: '/second', to: custom('/first'), type: '301' }, 'en')
    expect(english?.errors).toContainEqual({
      path: 'to.url',
      message:
        'This redirect would make a loop: /second → /first → /second. Point it to the final address instead.',
    })
    // The message the admin shows above the form carries the reasons, not only field names.
    expect(english?.message).toMatch(/^This redirect was not saved: /)
    expect(english?.message).toContain('/second → /first → /second')
    expect(english?.message).not.toMatch(/fields are invalid/)

    const german = await refusal({ from: '/second', to: custom('/first'), type: '301' }, 'de')
    expect(german?.errors).toContainEqual({
      path: 'to.url',
      message:
        'Diese Weiterleitung würde eine Schleife bilden: /second → /first → /second. Lassen Sie sie direkt auf die endgültige Adresse zeigen.',
    })
    expect(german?.message).toMatch(/^Diese Weiterleitung wurde nicht gespeichert: /)
    expect(german?.message).toContain('Schleife')
    // The other half of the ring is named on its own field.
    expect(german?.errors).toContainEqual({
      path: 'from',
      message:
        'Die Weiterleitung von /first führt auf diese Adresse. Ändern Sie stattdessen jene auf die endgültige Adresse.',
    })
    expect((await payload.count({ collection: 'redirects', overrideAccess: true })).totalDocs).toBe(
      1,
    )
  })

  it('names a redirect to its own address as a loop, on the field, through REST too', async () => {
    for (const language of ['en', 'de'] as const) {
      const answer = await post(
        new Request(`${ORIGIN}/api/cms/redirects`, {
          method: 'POST',
          headers: {
            authorization: `JWT ${editorToken}`,
            'content-type': 'application/json',
            'accept-language': language,
          },
          body: JSON.stringify({ from: '/circle', to: custom('/circle/'), type: '301' }),
        }),
      )
      expect(answer.status).toBe(400)
      const body = (await answer.json()) as {
        errors: { message: string; data: { errors: { path: string; message: string }[] } }[]
      }
      const reason =
        language === 'en'
          ? 'This redirect would lead to its own address (a loop).'
          : 'Diese Weiterleitung würde auf ihre eigene Adresse führen (eine Schleife).'
      expect(body.errors[0]!.data.errors).toEqual([{ path: 'to.url', message: reason }])
      expect(body.errors[0]!.message).toContain(reason)
    }
  })

  it('keeps the reasons in the REST answer when the error is not of the route’s Payload', async () => {
    // In the built server the error comes from another bundle of Payload than the route's, whose
    // formatting drops the error's `data` (src/payload/error-details.ts): the config puts it back.
    const details = { collection: 'redirects', errors: [{ path: 'to.url', message: 'A loop.' }] }
    const error = Object.assign(new Error('This redirect was not saved: A loop.'), {
      status: 400,
      isPublic: true,
      data: details,
    })
    let response = formatErrors(error as unknown as Parameters<typeof formatErrors>[0])
    expect(response.errors[0]).not.toHaveProperty('data')
    for (const hook of payload.config.hooks.afterError ?? []) {
      const hooked = await hook({ error, result: response, context: {} } as never)
      if (hooked?.response) response = hooked.response as typeof response
    }
    expect(response.errors).toEqual([
      { name: 'Error', data: details, message: 'This redirect was not saved: A loop.' },
    ])
  })

  it('puts a chain’s reason on the page field when the target is a page', async () => {
    const page = await payload.create({
      collection: 'pages',
      data: { title: 'First', path: '/first', _status: 'published' } as never,
      overrideAccess: true,
    })
    const refused = await refusal(
      {
        from: '/zeroth',
        to: { type: 'reference', reference: { relationTo: 'pages', value: page.id } },
        type: '301',
      },
      'en',
    )
    expect(refused?.errors).toEqual([
      {
        path: 'to.reference',
        message: '/first is itself redirected. Point this redirect to the final address instead.',
      },
    ])
  })
})

describe('the admin language', () => {
  /** The staff login as the admin's form sends it; the cookies it sets. */
  async function login(language: 'en' | 'de' = 'en'): Promise<string[]> {
    const answer = await post(
      new Request(`${ORIGIN}/api/cms/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': language },
        body: JSON.stringify(EDITOR),
      }),
    )
    expect(answer.status).toBe(200)
    return answer.headers.getSetCookie()
  }

  it('comes back with the next login, in a browser that never chose it', async () => {
    // No choice yet: the login leaves the language to the browser.
    expect((await login()).filter((line) => line.startsWith('payload-lng='))).toEqual([])
    // The choice as the admin stores it when the editor switches language (a user preference).
    const chosen = await post(
      new Request(`${ORIGIN}/api/cms/payload-preferences/admin-language`, {
        method: 'POST',
        headers: { authorization: `JWT ${editorToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ value: 'de' }),
      }),
    )
    expect(chosen.status).toBe(200)
    // A new browser (no language cookie, an English Accept-Language): German from the login on.
    const cookie = (await login('en')).find((line) => line.startsWith('payload-lng='))
    expect(cookie).toMatch(/^payload-lng=de;/)
    expect(cookie).toMatch(/Path=\//)
    expect(cookie).toMatch(/Max-Age=31536000/)
  })
})

describe('opening "Create new"', () => {
  it('saves no draft in the collections with autosave: only a save by the editor does', () => {
    // Payload's create view saves an empty draft at once for a collection with autosave, unless
    // drafts are validated (@payloadcms/next/dist/views/Document/index.js, `shouldAutosave`).
    const autosaved = payload.config.collections.filter(
      (collection) =>
        typeof collection.versions === 'object' &&
        collection.versions.drafts &&
        collection.versions.drafts.autosave,
    )
    expect(autosaved.map((c) => c.slug).sort()).toEqual(
      ['blog-posts', 'grades', 'jobs', 'news', 'pages'].sort(),
    )
    for (const collection of autosaved) {
      const drafts = (collection.versions as { drafts: { validate?: boolean } }).drafts
      expect(drafts.validate, collection.slug).toBe(true)
    }
  })
})

describe('the schedule drawer', () => {
  it('comes with the Publish button that opens it with "Publish" chosen, wherever publishing is scheduled', () => {
    const scheduled = payload.config.collections.filter(
      (c) =>
        typeof c.versions === 'object' &&
        typeof c.versions.drafts === 'object' &&
        c.versions.drafts.schedulePublish,
    )
    expect(scheduled.map((c) => c.slug)).toEqual(expect.arrayContaining(['pages', 'documents']))
    for (const collection of scheduled)
      expect(collection.admin.components?.edit?.PublishButton, collection.slug).toBe(
        '@/payload/schedule-publish-button#SchedulePublishButton',
      )
  })
})

describe('the upload lists', () => {
  it('offer no columns or filters for the storage plugin’s prefix and object key', () => {
    for (const slug of ['media', 'documents', 'enquiry-attachments']) {
      const fields = payload.config.collections.find((c) => c.slug === slug)!.fields
      for (const name of ['prefix', '_objectKey']) {
        const field = fields.find((f) => 'name' in f && f.name === name) as {
          label?: unknown
          admin?: { disableListColumn?: boolean; disableListFilter?: boolean }
        }
        expect(field.admin?.disableListColumn, `${slug}.${name}`).toBe(true)
        expect(field.admin?.disableListFilter, `${slug}.${name}`).toBe(true)
        expect(field.label, `${slug}.${name}`).toEqual(
          expect.objectContaining({ de: expect.any(String) }),
        )
      }
    }
  })

  it('write the documents’ dates and sizes on the server, in the editor’s language', () => {
    const fields = payload.config.collections.find((c) => c.slug === 'documents')!.flattenedFields
    const cell = (name: string) =>
      (
        fields.find((f) => 'name' in f && f.name === name) as {
          admin?: { components?: { Cell?: unknown } }
        }
      ).admin?.components?.Cell
    expect(cell('revisionDate')).toBe(
      '@/features/documents/collections/documents/admin-cells#DocumentDayCell',
    )
    expect(cell('supersededOn')).toBe(
      '@/features/documents/collections/documents/admin-cells#DocumentDayCell',
    )
    expect(cell('filesize')).toBe(
      '@/features/documents/collections/documents/admin-cells#DocumentSizeCell',
    )
  })
})
