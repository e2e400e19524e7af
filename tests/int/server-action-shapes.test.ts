import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { startTestPayload, type TestDatabase } from '../setup/database'

/**
 * The server-action table (ADR 0029). Page POSTs to the registration and enquiry
 * actions that decode but have the wrong shape are refused with 400, cross-site and origin-less
 * ones (`Origin: null`) with 403, by the request proxy (src/proxy.ts) before Next.js runs the
 * action, with the security headers and a localized text. Inside each action the same check
 * (src/lib/server-action.ts) refuses what reaches it some other way, and nothing is stored.
 */
const ORIGIN = 'http://localhost:3000'
const HOST = 'localhost:3000'
/** An action id as Next.js writes one (the proxy does not know which action it names). */
const ACTION_ID = `7f${'3c1d5e9a0b'.repeat(4)}`

/** The request headers the actions read (`next/headers`), set per call. */
let requestHeaders = new Headers()
vi.mock('next/headers', () => ({ headers: async () => requestHeaders }))

let db: TestDatabase
let payload: Payload

const EN = {
  invalid: 'The request is not valid. Please reload the page and try again.',
  origin: 'This request must come from this website.',
}
const DE = {
  invalid: 'Die Anfrage ist ungültig. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
  origin: 'Diese Anfrage muss von dieser Website kommen.',
}

const INITIAL = { status: 'idle', values: {}, errors: {} }

function registration(email: string): [string, string][] {
  return Object.entries({
    locale: 'en',
    firstName: 'Sandra',
    lastName: 'Shape',
    company: 'Form AG',
    jobTitle: 'Buyer',
    email,
    phone: '+49 30 987654',
    city: 'Berlin',
    country: 'DE',
    market: 'Paper',
    terms: 'on',
  })
}

function enquiry(email: string): [string, string][] {
  return Object.entries({
    locale: 'en',
    formType: 'general-enquiries',
    firstName: 'Erik',
    lastName: 'Enquiry',
    company: 'Form AG',
    jobTitle: 'Buyer',
    country: 'DE',
    email,
    phone: '+49 30 987654',
    query: 'Please send me your prices.',
    terms: 'on',
  })
}

const formData = (entries: [string, string][]) => {
  const data = new FormData()
  for (const [key, value] of entries) data.append(key, value)
  return data
}

/** What a browser without JavaScript posts: the form's fields and React's bound action. */
const noScriptPost = (entries: [string, string][]) =>
  formData([
    ['$ACTION_REF_1', ''],
    ['$ACTION_1:0', JSON.stringify({ id: ACTION_ID, bound: '$@1' })],
    ['$ACTION_1:1', JSON.stringify([INITIAL])],
    ['$ACTION_KEY', 'k1234567890'],
    ...entries,
  ])

/** What the form sends with JavaScript: `encodeReply([state, formData])`. */
const scriptPost = (entries: [string, string][]) =>
  formData([
    ['0', JSON.stringify([INITIAL, '$K1'])],
    ...entries.map(([key, value]): [string, string] => [`_1_${key}`, value]),
  ])

const deep = (depth: number): string => '['.repeat(depth) + ']'.repeat(depth)

type Row = {
  name: string
  path: string
  headers?: Record<string, string>
  body: () => BodyInit
  status: number
  text?: string
}

const text = { 'content-type': 'text/plain;charset=UTF-8' }
const fetchCall = { ...text, 'next-action': ACTION_ID }

const ROWS: Row[] = [
  {
    name: 'no arguments',
    path: '/register',
    headers: fetchCall,
    body: () => '[]',
    status: 400,
    text: EN.invalid,
  },
  {
    name: 'two nulls, in German',
    path: '/de/register',
    headers: fetchCall,
    body: () => '[null,null]',
    status: 400,
    text: DE.invalid,
  },
  {
    name: 'an object and a string',
    path: '/contacts/general-enquiries',
    headers: fetchCall,
    body: () => '[{},"x"]',
    status: 400,
    text: EN.invalid,
  },
  {
    name: 'a 900-deep array',
    path: '/register',
    headers: fetchCall,
    body: () => deep(900),
    status: 400,
    text: EN.invalid,
  },
  {
    name: 'a state and no form',
    path: '/register',
    headers: fetchCall,
    body: () => JSON.stringify([INITIAL]),
    status: 400,
  },
  {
    name: 'a form that is a string',
    path: '/register',
    headers: fetchCall,
    body: () => JSON.stringify([INITIAL, 'form']),
    status: 400,
  },
  {
    name: 'a body that is no list',
    path: '/register',
    headers: fetchCall,
    body: () => '{"a":1}',
    status: 400,
  },
  {
    name: 'an action id field without bound state (-F $ACTION_ID_…=)',
    path: '/register',
    body: () =>
      formData([[`$ACTION_ID_${ACTION_ID}`, ''], ...registration('id-field@example.com')]),
    status: 400,
    text: EN.invalid,
  },
  {
    name: 'a multipart body with a Next-Action header and no arguments part',
    path: '/de/kontakte/allgemeine-anfragen',
    headers: { 'next-action': ACTION_ID },
    body: () => formData(enquiry('multipart@example.com')),
    status: 400,
    text: DE.invalid,
  },
  {
    name: 'a multipart call whose form is a plain value',
    path: '/register',
    headers: { 'next-action': ACTION_ID },
    body: () => formData([['0', JSON.stringify([INITIAL, 'x'])]]),
    status: 400,
  },
  {
    name: 'a no-script post with a state that is no state',
    path: '/register',
    body: () =>
      formData([
        ['$ACTION_REF_1', ''],
        ['$ACTION_1:0', JSON.stringify({ id: ACTION_ID, bound: '$@1' })],
        ['$ACTION_1:1', JSON.stringify([[null]])],
        ...registration('bad-state@example.com'),
      ]),
    status: 400,
  },
  {
    name: 'a cross-site form post without JavaScript',
    path: '/register',
    headers: { origin: 'https://evil.example' },
    body: () => noScriptPost(registration('evil@example.com')),
    status: 403,
    text: EN.origin,
  },
  {
    name: 'an origin-less form post (Origin: null), in German',
    path: '/de/register',
    headers: { origin: 'null' },
    body: () => noScriptPost(registration('null-origin@example.com')),
    status: 403,
    text: DE.origin,
  },
  {
    name: 'a cross-site call with JavaScript',
    path: '/contacts/general-enquiries',
    headers: { origin: 'https://evil.example', 'next-action': ACTION_ID },
    body: () => scriptPost(enquiry('evil-script@example.com')),
    status: 403,
    text: EN.origin,
  },
  {
    name: 'a cross-site call on the same host name but another port',
    path: '/register',
    headers: { origin: 'http://localhost:4000', ...fetchCall },
    body: () => '[]',
    status: 403,
  },
  {
    name: 'an origin that is no address',
    path: '/register',
    headers: { origin: 'evil', 'next-action': ACTION_ID },
    body: () => scriptPost(registration('no-address@example.com')),
    status: 403,
  },
  {
    name: 'a cross-site call of an action on an admin page',
    path: '/admin/collections/members',
    headers: { origin: 'https://evil.example', 'next-action': ACTION_ID, ...text },
    body: () => JSON.stringify([{ name: 'form-state', args: {} }]),
    status: 403,
    text: EN.origin,
  },
  // What the site's own forms send passes on to Next.js (the status the proxy passes on: 200).
  {
    name: 'the form without JavaScript, from the site',
    path: '/register',
    body: () => noScriptPost(registration('own@example.com')),
    status: 200,
  },
  {
    name: 'the form with JavaScript, from the site',
    path: '/de/kontakte/allgemeine-anfragen',
    headers: { 'next-action': ACTION_ID },
    body: () => scriptPost(enquiry('own-script@example.com')),
    status: 200,
  },
  {
    name: 'the form after an error (the state comes back with values and messages)',
    path: '/register',
    headers: { 'next-action': ACTION_ID },
    body: () =>
      formData([
        [
          '0',
          JSON.stringify([
            { status: 'error', values: { email: 'x' }, errors: { email: ['invalidEmail'] } },
            '$K1',
          ]),
        ],
        ...registration('again@example.com').map(([k, v]): [string, string] => [`_1_${k}`, v]),
      ]),
    status: 200,
  },
  {
    name: 'the site behind a proxy that names the host (X-Forwarded-Host)',
    path: '/register',
    headers: { origin: 'https://www.eurotalc.example', 'x-forwarded-host': 'www.eurotalc.example' },
    body: () => noScriptPost(registration('forwarded@example.com')),
    status: 200,
  },
  {
    // The admin's own calls (Payload's server functions) are not form actions: passed on.
    name: "the admin's own call of a server function",
    path: '/admin/collections/members',
    headers: { 'next-action': ACTION_ID, ...text },
    body: () => JSON.stringify([{ name: 'form-state', args: {} }]),
    status: 200,
  },
  {
    // Next.js lets a post without Origin through (no browser sends one without it).
    name: 'a handmade post without Origin',
    path: '/register',
    headers: { origin: '' },
    body: () => noScriptPost(registration('handmade@example.com')),
    status: 200,
  },
]

async function viaProxy(row: Row): Promise<Response> {
  const { NextRequest } = await import('next/server')
  const proxy = (await import('@/proxy')).default
  const headers = new Headers({ host: HOST, origin: ORIGIN, ...row.headers })
  if (headers.get('origin') === '') headers.delete('origin')
  return proxy(
    new NextRequest(`${ORIGIN}${row.path}`, { method: 'POST', headers, body: row.body() }),
  )
}

async function counts(): Promise<{ members: number; enquiries: number }> {
  const count = async (collection: 'members' | 'enquiries') =>
    (await payload.count({ collection, overrideAccess: true })).totalDocs
  return { members: await count('members'), enquiries: await count('enquiries') }
}

beforeAll(async () => {
  ;({ db, payload } = await startTestPayload(
    'server-action-shapes',
    ORIGIN,
    {},
    { logLevel: 'error' },
  ))
  await payload.create({
    collection: 'product-markets',
    data: { title: 'Paper', slug: 'paper', summary: 'Talc for paper.', _status: 'published' },
    overrideAccess: true,
  })
})

afterAll(async () => {
  await (await import('@/server/mail/queue')).scheduledMailRuns()
  await payload?.destroy().catch(() => undefined)
  await db?.drop()
})

describe('the server-action table', () => {
  for (const row of ROWS) {
    it(`${row.name}: ${row.status}`, async () => {
      const response = await viaProxy(row)
      expect(response.status).toBe(row.status)
      // Every answer carries the security headers, the refusals included.
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'")
      if (row.status >= 400) {
        const body = await response.text()
        expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
        expect(response.headers.get('content-language')).toBe(
          row.path.startsWith('/de/') ? 'de' : 'en',
        )
        expect(response.headers.get('cache-control')).toBe('no-store')
        expect(body).toBe(
          row.text ??
            (row.status === 403
              ? EN.origin
              : row.path.startsWith('/de/')
                ? DE.invalid
                : EN.invalid),
        )
      } else {
        // Passed on to next-intl's routing and Next.js: not one of the proxy's refusals.
        expect(response.headers.get('content-language')).toBeNull()
      }
    })
  }
})

describe('inside the actions: the arguments by shape', () => {
  /**
   * What Next.js hands each action for the bodies above, if one reached it past the proxy:
   * `[]` → no arguments, `-F '$ACTION_ID_…='` → the form data alone, and so on.
   */
  const wrongArguments: [string, () => unknown[]][] = [
    ['no arguments', () => []],
    ['two nulls', () => [null, null]],
    ['an object and a string', () => [{}, 'x']],
    ['a 900-deep array', () => [JSON.parse(deep(900))]],
    ['the form data alone', () => [formData(registration('alone@example.com'))]],
    ['a state that is no state', () => [[null], formData(registration('state@example.com'))]],
    [
      'the form as a plain object',
      () => [INITIAL, Object.fromEntries(registration('obj@example.com'))],
    ],
  ]

  it('the registration refuses each wrong shape and stores nothing', async () => {
    const { registerAction } = await import('@/features/accounts/register-action')
    requestHeaders = new Headers({ 'x-forwarded-for': '198.51.100.40', origin: ORIGIN })
    const before = await counts()
    for (const [name, args] of wrongArguments) {
      const call = registerAction as unknown as (...values: unknown[]) => Promise<unknown>
      await expect(call(...args()), name).resolves.toEqual({
        status: 'error',
        values: {},
        errors: { form: ['invalidForm'] },
      })
    }
    expect(await counts()).toEqual(before)

    // The right shape is stored: the check above could have failed.
    const done = await registerAction(
      { status: 'idle', values: {}, errors: {} },
      formData(registration('right-shape@example.com')),
    )
    expect(done).toEqual({ status: 'done', values: {}, errors: {} })
    expect(await counts()).toEqual({ ...before, members: before.members + 1 })
  })

  it('the enquiry forms refuse each wrong shape and store nothing', async () => {
    const { enquiryAction } = await import('@/features/enquiries/action')
    requestHeaders = new Headers({ 'x-forwarded-for': '198.51.100.41', origin: ORIGIN })
    const before = await counts()
    for (const [name, args] of wrongArguments) {
      const call = enquiryAction as unknown as (...values: unknown[]) => Promise<unknown>
      await expect(call(...args()), name).resolves.toEqual({
        status: 'error',
        values: {},
        errors: { form: ['invalidForm'] },
      })
    }
    expect(await counts()).toEqual(before)

    const done = await enquiryAction(
      { status: 'idle', values: {}, errors: {} },
      formData(enquiry('right-shape@example.com')),
    )
    expect(done).toEqual({ status: 'done', values: {}, errors: {} })
    expect(await counts()).toEqual({ ...before, enquiries: before.enquiries + 1 })
  })
})
