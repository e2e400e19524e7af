import type { IncomingMessage } from 'node:http'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ORIGIN } from '../setup/browser'
import { startTestPayload, type TestDatabase } from '../setup/database'
import { payloadRest } from '../setup/payload-rest'

/**
 * The 500-probe table: malformed requests that once failed with 500, each
 * sent to the real handler that answers it (the request proxy, the Node server's own checks,
 * Payload's REST API, the forms API) on a fresh database. Every answer is below 500 and shows no
 * stack trace; where the table names a status and a text, those exactly.
 *
 * A new route or a newly found bad request: add a row to PROBES. `via` names the handler:
 * 'proxy' (src/proxy.ts's check of every page path), 'server' (server/main.ts, before Next.js),
 * 'cms' (Payload's REST handlers under /api/cms), 'forms' (POST /api/v1/forms/[type]) or 'action'
 * (the request proxy's check of a page POST's body, src/proxy.ts). A row that names a status below
 * 400 (a value the API reads in its bounds instead of refusing it) is checked for that status.
 * What only the built server shows (Next.js's own routing, /_next/image) is in
 * tests/e2e/malformed.spec.ts.
 */
type Probe = {
  name: string
  via: 'proxy' | 'server' | 'cms' | 'forms' | 'action'
  method?: string
  path: string
  headers?: Record<string, string>
  /** Sent with a staff member's token: an administrator's, or a moderator's. */
  staff?: true | 'moderator'
  body?: () => Promise<BodyInit>
  status?: number
  /** The answer's text (or its JSON `message`), when the table checks it. */
  text?: string
  /** The JSON `errors` of a refused form, when the table checks them. */
  errors?: Record<string, string[]>
}

const EN = {
  badAddress: 'This address is not valid.',
  invalidQuery: 'Invalid query parameters.',
  notFound: 'Not found.',
  methodNotAllowed: 'This method is not allowed here.',
  tooLarge: 'The request is too large.',
}

/** A PDF file-type sniffing accepts by its header but that is no document at all. */
const TINY_PDF = Buffer.from('%PDF-1.4\n%%EOF\n')

const PROBES: Probe[] = [
  { name: 'bad percent-encoding', via: 'proxy', path: '/a%ZZ', status: 400, text: EN.badAddress },
  { name: 'a lone percent sign', via: 'proxy', path: '/%', status: 400, text: EN.badAddress },
  { name: 'overlong UTF-8', via: 'proxy', path: '/%C0%AF', status: 400, text: EN.badAddress },
  {
    name: 'bad percent-encoding under /de',
    via: 'proxy',
    path: '/de/%E0%A4%A',
    status: 400,
    text: 'Diese Adresse ist ungültig.',
  },
  {
    name: 'TRACE',
    via: 'server',
    method: 'TRACE',
    path: '/',
    status: 405,
    text: EN.methodNotAllowed,
  },
  { name: 'CONNECT', via: 'server', method: 'CONNECT', path: '/', status: 405 },
  {
    name: 'PROPFIND under /de',
    via: 'server',
    method: 'PROPFIND',
    path: '/de',
    status: 405,
    text: 'Diese Methode ist hier nicht erlaubt.',
  },
  {
    name: 'a 50 MB server action',
    via: 'server',
    method: 'POST',
    path: '/register',
    headers: { 'content-length': String(50 * 1024 * 1024), 'content-type': 'multipart/form-data' },
    status: 413,
    text: EN.tooLarge,
  },
  {
    name: 'the image optimizer asked for a malformed path',
    via: 'server',
    path: '/_next/image?url=%2Fa%25ZZ&w=640&q=75',
    status: 400,
    text: EN.badAddress,
  },
  {
    name: 'a malformed path the proxy skips',
    via: 'server',
    path: '/_next/static/%C0%AF.js',
    status: 400,
  },
  {
    name: 'a server action without a declared length',
    via: 'server',
    method: 'POST',
    path: '/de/register',
    headers: { 'transfer-encoding': 'chunked', 'content-type': 'multipart/form-data' },
    status: 411,
    text: 'Bitte senden Sie das Formular erneut von der Seite ab.',
  },
  {
    name: 'a media file that is not on the disk',
    via: 'cms',
    path: '/api/cms/media/file/nope.webp',
    status: 404,
    text: EN.notFound,
  },
  { name: 'NUL as the id', via: 'cms', path: '/api/cms/pages/%00', status: 404, text: EN.notFound },
  {
    name: 'near on a field that is no point',
    via: 'cms',
    path: '/api/cms/pages?where[id][near]=1,2',
    status: 400,
    text: EN.invalidQuery,
  },
  {
    name: 'within on a text field',
    via: 'cms',
    path: '/api/cms/pages?where[title][within]=x',
    status: 400,
    text: EN.invalidQuery,
  },
  {
    name: 'an object as the value',
    via: 'cms',
    path: '/api/cms/pages/count?where[path][equals][x]=1',
    status: 400,
    text: EN.invalidQuery,
  },
  {
    name: 'an unknown operator, in German',
    via: 'cms',
    path: '/api/cms/pages?where[or][0][title][sounds_like]=x',
    headers: { 'accept-language': 'de' },
    status: 400,
    text: 'Ungültige Abfrageparameter.',
  },
  {
    name: 'near on an id, on news',
    via: 'cms',
    path: '/api/cms/news?where[id][near]=1,2',
    status: 400,
    text: EN.invalidQuery,
  },
  {
    name: 'a page id that is no number',
    via: 'cms',
    path: '/api/cms/pages/abc',
    status: 404,
    text: EN.notFound,
  },
  {
    name: 'a media id that is no number',
    via: 'cms',
    path: '/api/cms/media/abc',
    status: 404,
    text: EN.notFound,
  },
  {
    name: 'a news id that is no number, in German',
    via: 'cms',
    path: '/api/cms/news/abc',
    headers: { 'accept-language': 'de' },
    status: 404,
    text: 'Nicht gefunden.',
  },
  {
    name: 'ids that are no numbers in a list',
    via: 'cms',
    path: '/api/cms/pages?where[id][in]=a,b',
    status: 400,
    text: EN.invalidQuery,
  },
  {
    name: 'an id that is no number in not_in',
    via: 'cms',
    path: '/api/cms/pages?where[id][not_in]=x',
    status: 400,
    text: EN.invalidQuery,
  },
  {
    name: 'an id that is no number in an indexed list, under or',
    via: 'cms',
    path: '/api/cms/news?where[or][0][id][in][0]=1&where[or][0][id][in][1]=x',
    status: 400,
    text: EN.invalidQuery,
  },
  {
    name: 'a date that is none',
    via: 'cms',
    path: '/api/cms/pages?where[updatedAt][greater_than]=notadate',
    status: 400,
    text: EN.invalidQuery,
  },
  {
    name: 'a creation date that is none',
    via: 'cms',
    path: '/api/cms/pages?where[createdAt][equals]=x',
    status: 400,
    text: EN.invalidQuery,
  },
  // Text operators on fields that hold no text (found in review): PostgreSQL has no
  // ILIKE for numbers, dates, booleans or enums.
  ...(
    [
      ['a date searched as text', '/api/cms/news?where[publishedAt][like]=2026'],
      ['a date searched as contained text', '/api/cms/pages?where[createdAt][contains]=x'],
      ['a number searched as text', '/api/cms/grades?where[d50][like]=1'],
      ['an id searched as text', '/api/cms/pages?where[id][contains]=1'],
      ['an option searched as text', '/api/cms/news?where[_status][like]=pub'],
      ['a checkbox searched as text', '/api/cms/members?where[temporaryPassword][like]=t'],
      ['a date not like text', '/api/cms/news?where[updatedAt][not_like]=x'],
      ['exists with a value that is no boolean', '/api/cms/pages?where[createdAt][exists]=maybe'],
    ] as const
  ).map(([name, path]): Probe => ({ name, via: 'cms', path })),
  {
    name: 'an id beyond any number',
    via: 'cms',
    path: '/api/cms/pages?where[id][equals]=1e999',
    status: 400,
    text: EN.invalidQuery,
  },
  {
    name: 'a count with an id that is no number',
    via: 'cms',
    path: '/api/cms/media/count?where[id][equals]=abc',
    status: 400,
    text: EN.invalidQuery,
  },
  {
    name: 'a page number beyond any page (read as the last one there can be)',
    via: 'cms',
    path: '/api/cms/pages?page=99999999999999999999',
    status: 200,
  },
  {
    name: 'a page number beyond any page, for staff',
    via: 'cms',
    path: '/api/cms/pages?page=99999999999999999999&limit=500',
    staff: true,
    status: 200,
  },
  {
    name: 'a GET of the erasure endpoint (POST only), by a moderator',
    via: 'cms',
    path: '/api/cms/enquiries/erase',
    staff: 'moderator',
    status: 404,
    text: EN.notFound,
  },
  {
    name: 'a server action whose body is no action call',
    via: 'action',
    method: 'POST',
    path: '/register',
    headers: { 'next-action': '7f3c1d5e9a0b2c4d6e8f', 'content-type': 'text/plain;charset=UTF-8' },
    body: async () => '{{{',
    status: 400,
    text: 'The request is not valid. Please reload the page and try again.',
  },
  {
    name: 'a server action with a reference to nothing, in German',
    via: 'action',
    method: 'POST',
    path: '/de/register',
    headers: { 'next-action': '7f3c1d5e9a0b2c4d6e8f', 'content-type': 'text/plain;charset=UTF-8' },
    body: async () => '["$1"]',
    status: 400,
    text: 'Die Anfrage ist ungültig. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
  },
  {
    name: 'a server action whose multipart body is broken',
    via: 'action',
    method: 'POST',
    path: '/register',
    headers: {
      'next-action': '7f3c1d5e9a0b2c4d6e8f',
      'content-type': 'multipart/form-data; boundary=x',
    },
    body: async () => '{{{',
    status: 400,
  },
  {
    name: 'a form POST whose multipart body is broken',
    via: 'action',
    method: 'POST',
    path: '/contact',
    headers: { 'content-type': 'multipart/form-data; boundary=x' },
    body: async () => '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n{{{',
    status: 400,
  },
  {
    name: 'a preference that does not exist',
    via: 'cms',
    method: 'DELETE',
    path: '/api/cms/payload-preferences/999999',
    staff: true,
    status: 404,
  },
  {
    name: 'a job response with a PDF that is only a header',
    via: 'forms',
    method: 'POST',
    path: '/api/v1/forms/job-response',
    headers: { 'accept-language': 'de' },
    status: 422,
    errors: {
      attachment: [
        'Der Inhalt der Datei passt nicht zu ihrem Typ: Wählen Sie eine echte PDF-, Word- oder Excel-Datei',
      ],
    },
    body: async () => {
      const form = new FormData()
      form.set('firstName', 'Jonas')
      form.set('lastName', 'Berger')
      form.set('email', 'applicant@example.com')
      form.set('introduction', 'Process engineer.')
      form.set('job', JOB)
      form.set('terms', 'on')
      form.set('altcha', await solvedToken())
      form.set('attachment', new Blob([new Uint8Array(TINY_PDF)]), 'cv.pdf')
      return form
    },
  },
]

let db: TestDatabase
let payload: Payload
let staffToken: string
let moderatorToken: string
const JOB = 'fuzz-engineer'

/** What the forms' widget does in the browser: fetch a challenge, solve it, make the token. */
async function solvedToken(): Promise<string> {
  const { solveChallenge } = await import('altcha-lib')
  const { deriveKey } = await import('altcha-lib/algorithms/sha')
  const { makeCaptchaToken } = await import('@/lib/captcha')
  const { GET } = await import('@/app/api/v1/captcha/challenge/route')
  const challenge = await (await GET(new Request(`${ORIGIN}/api/v1/captcha/challenge`))).json()
  const solution = await solveChallenge({ challenge, deriveKey })
  return makeCaptchaToken({ challenge, solution: solution as never })
}

beforeAll(async () => {
  ;({ db, payload } = await startTestPayload('fuzz', ORIGIN, {}, { logLevel: 'error' }))
  await payload.create({
    collection: 'users',
    data: {
      email: 'fuzz-admin@example.com',
      password: 'Quartz-ledger-5281-skylight',
      roles: ['admin'],
    },
    overrideAccess: true,
  })
  const { token } = await payload.login({
    collection: 'users',
    data: { email: 'fuzz-admin@example.com', password: 'Quartz-ledger-5281-skylight' },
  })
  staffToken = token ?? ''
  await payload.create({
    collection: 'users',
    data: {
      email: 'fuzz-moderator@example.com',
      password: 'Quartz-ledger-5281-moonlight',
      roles: ['moderator'],
    },
    overrideAccess: true,
  })
  moderatorToken =
    (
      await payload.login({
        collection: 'users',
        data: { email: 'fuzz-moderator@example.com', password: 'Quartz-ledger-5281-moonlight' },
      })
    ).token ?? ''
  const paragraph = {
    root: {
      type: 'root',
      format: '',
      indent: 0,
      version: 1,
      direction: null,
      children: [{ type: 'paragraph', version: 1, children: [{ type: 'text', text: 'x' }] }],
    },
  }
  await payload.create({
    collection: 'jobs',
    data: {
      title: 'Engineer',
      slug: JOB,
      reference: 'ET-FUZZ-1',
      employmentType: 'FULL_TIME',
      location: 'Leoben',
      summary: 'Grinding.',
      whatToDo: paragraph,
      requirements: paragraph,
      plusPoints: paragraph,
      conditions: paragraph,
      publishedAt: new Date().toISOString(),
      _status: 'published',
    } as never,
    overrideAccess: true,
  })
})

afterAll(async () => {
  await payload?.destroy().catch(() => undefined)
  await db?.drop()
})

async function send(probe: Probe): Promise<{ status: number; text: string }> {
  const method = probe.method ?? 'GET'
  const headers = new Headers(probe.headers)
  if (probe.staff) {
    headers.set('authorization', `JWT ${probe.staff === 'moderator' ? moderatorToken : staffToken}`)
  }
  switch (probe.via) {
    case 'proxy': {
      // The proxy's own check (next-intl's middleware around it needs Next.js's server runtime).
      const { malformedPathAnswer } = await import('@/server/http/malformed-path')
      const response = malformedPathAnswer(new URL(`${ORIGIN}${probe.path}`).pathname)
      return response
        ? { status: response.status, text: await response.text() }
        : { status: 200, text: '' }
    }
    case 'server': {
      const { refusal } = await import('../../server/request-guard')
      const request = { method, url: probe.path, headers: Object.fromEntries(headers) }
      const refused = refusal(request as unknown as IncomingMessage)
      return refused ? { status: refused.status, text: refused.body } : { status: 200, text: '' }
    }
    case 'cms': {
      const methods = ['GET', 'POST', 'PATCH'] as const
      const rest = methods.includes(method as never)
        ? await payloadRest(method as (typeof methods)[number])
        : await restHandler(method)
      const response = await rest(new Request(`${ORIGIN}${probe.path}`, { method, headers }))
      return { status: response.status, text: await response.text() }
    }
    case 'action': {
      // The proxy's check of a page POST's body, before Next.js decodes it as a server action.
      const { NextRequest } = await import('next/server')
      const proxy = (await import('@/proxy')).default
      const response = await proxy(
        new NextRequest(`${ORIGIN}${probe.path}`, { method, headers, body: await probe.body?.() }),
      )
      // Passed on (to next-intl's routing and then Next.js's action handler): not refused here.
      return { status: response.status, text: await response.text() }
    }
    case 'forms': {
      const { POST } = await import('@/app/api/v1/forms/[type]/route')
      headers.set('origin', ORIGIN)
      headers.set('x-forwarded-for', '203.0.113.9')
      const type = probe.path.split('/').pop() ?? ''
      const response = await POST(
        new Request(`${ORIGIN}${probe.path}`, { method, headers, body: await probe.body?.() }),
        { params: Promise.resolve({ type }) },
      )
      return { status: response.status, text: await response.text() }
    }
  }
}

/** The route's DELETE (and other methods the shared helper does not name), called alike. */
async function restHandler(method: string) {
  const route = await import('@/app/(payload)/api/cms/[...slug]/route')
  const handler = route[method as 'DELETE']
  return (request: Request) =>
    handler(request, {
      params: Promise.resolve({
        slug: new URL(request.url).pathname
          .replace(/^\/api\/cms\//, '')
          .split('/')
          .map(decodeURIComponent),
      }),
    })
}

function messageOf(text: string): string {
  try {
    return (JSON.parse(text) as { message?: string }).message ?? text
  } catch {
    return text
  }
}

describe(`the 500-probe table (${process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite'})`, () => {
  for (const probe of PROBES) {
    it(`${probe.method ?? 'GET'} ${probe.path}: ${probe.name}`, async () => {
      const { status, text } = await send(probe)
      expect(status, text).toBeLessThan(500)
      if (!probe.status || probe.status >= 400) expect(status).toBeGreaterThanOrEqual(400)
      if (probe.status) expect(status, text).toBe(probe.status)
      if (probe.text) expect(messageOf(text)).toBe(probe.text)
      if (probe.errors) expect(JSON.parse(text).errors).toEqual(probe.errors)
      expect(text).not.toMatch(/\n\s+at .+:\d+|Error:|node_modules|\/src\//)
    })
  }
})

describe('preferences', () => {
  it("DELETE removes the signed-in user's preference, and only once", async () => {
    // As the admin keeps one: POST /api/cms/payload-preferences/{key}.
    const post = await payloadRest('POST')
    const kept = await post(
      new Request(`${ORIGIN}/api/cms/payload-preferences/nav`, {
        method: 'POST',
        headers: { authorization: `JWT ${staffToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ value: { open: true } }),
      }),
    )
    expect(kept.status).toBe(200)
    const remove = await restHandler('DELETE')
    const request = () =>
      new Request(`${ORIGIN}/api/cms/payload-preferences/nav`, {
        method: 'DELETE',
        headers: { authorization: `JWT ${staffToken}` },
      })
    const first = await remove(request())
    expect(first.status).toBe(200)
    expect((await first.json()).message).toBe('Deleted successfully.')
    expect(
      await payload.count({ collection: 'payload-preferences', overrideAccess: true }),
    ).toEqual({ totalDocs: 0 })
    expect((await remove(request())).status).toBe(404)
  })
})

describe('public REST limits', () => {
  const get = (path: string, staff = false) =>
    payloadRest('GET').then((rest) =>
      rest(
        new Request(`${ORIGIN}${path}`, {
          headers: staff ? { authorization: `JWT ${staffToken}` } : {},
        }),
      ),
    )

  it('reads limit=100000&depth=10 as at most 100 documents, two levels deep, for a visitor', async () => {
    const response = await get('/api/cms/pages?limit=100000&depth=10')
    expect(response.status).toBe(200)
    expect((await response.json()).limit).toBe(100)
    const all = await get('/api/cms/pages?limit=0&pagination=false')
    expect(all.status).toBe(200)
    const body = await all.json()
    expect(body.limit).toBe(100)
    expect(body.hasNextPage).toBeTypeOf('boolean')
  })

  it('keeps the staff free to ask for more', async () => {
    const response = await get('/api/cms/pages?limit=500&depth=3', true)
    expect(response.status).toBe(200)
    expect((await response.json()).limit).toBe(500)
  })

  it('a forged session cookie is a visitor', async () => {
    const rest = await payloadRest('GET')
    const response = await rest(
      new Request(`${ORIGIN}/api/cms/pages?limit=100000`, {
        headers: { cookie: 'payload-token=forged' },
      }),
    )
    expect(response.status).toBe(200)
    expect((await response.json()).limit).toBe(100)
  })
})

describe('the method override (X-Payload-HTTP-Method-Override: GET)', () => {
  /** A POST Payload reads as a GET, its query in the body, as the admin's relationship fields send it. */
  const overridden = async (
    path: string,
    body: string,
    {
      staff = false,
      type = 'application/x-www-form-urlencoded',
      header = 'X-Payload-HTTP-Method-Override',
    } = {},
  ) => {
    const rest = await payloadRest('POST')
    return rest(
      new Request(`${ORIGIN}${path}`, {
        method: 'POST',
        headers: {
          'content-type': type,
          [header]: 'GET',
          ...(staff ? { authorization: `JWT ${staffToken}` } : {}),
        },
        body,
      }),
    )
  }

  it("reads a visitor's limit=100000&depth=10 in the body as at most 100, two levels deep", async () => {
    const response = await overridden('/api/cms/pages', 'limit=100000&depth=10')
    expect(response.status).toBe(200)
    expect((await response.json()).limit).toBe(100)
    const other = await overridden('/api/cms/pages', 'limit=100000', {
      header: 'X-HTTP-Method-Override',
    })
    expect(other.status).toBe(200)
    expect((await other.json()).limit).toBe(100)
  })

  it("ignores a visitor's pagination=false in the body", async () => {
    const response = await overridden('/api/cms/pages', 'pagination=false&limit=0')
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.limit).toBe(100)
    expect(body.hasNextPage).toBeTypeOf('boolean')
  })

  it('checks a where in the body as one in the address', async () => {
    for (const query of [
      'where[id][near]=1,2',
      'where[id][in]=a,b',
      'where[createdAt][equals]=x',
    ]) {
      const response = await overridden('/api/cms/news', query)
      expect(response.status, query).toBe(400)
      expect((await response.json()).message).toBe(EN.invalidQuery)
    }
  })

  it("refuses a visitor's query in a JSON body (depth and data Payload would read from it)", async () => {
    const page = await payload.create({
      collection: 'pages',
      data: { title: 'Override', path: '/override', _status: 'published' } as never,
      overrideAccess: true,
    })
    const response = await overridden(`/api/cms/pages/${page.id}`, JSON.stringify({ depth: 10 }), {
      type: 'application/json',
    })
    expect(response.status).toBe(400)
    expect((await response.json()).message).toBe(EN.invalidQuery)
  })

  it("keeps the admin's relationship lookups working for staff", async () => {
    const page = await payload.create({
      collection: 'pages',
      data: { title: 'Related', path: '/related', _status: 'published' } as never,
      overrideAccess: true,
    })
    const response = await overridden(
      '/api/cms/pages',
      `limit=500&depth=0&where[id][in][0]=${page.id}`,
      { staff: true },
    )
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.limit).toBe(500)
    expect(body.docs.map((doc: { id: number }) => doc.id)).toEqual([page.id])
  })
})

describe('multipart bodies, which skip the request proxy', () => {
  const importing = async (body: BodyInit, headers: Record<string, string> = {}) => {
    const rest = await payloadRest('POST')
    return rest(
      new Request(`${ORIGIN}/api/cms/redirects/import`, {
        method: 'POST',
        headers: { authorization: `JWT ${staffToken}`, ...headers },
        body,
      }),
    )
  }
  const csvForm = (text: string) => {
    const form = new FormData()
    form.set('file', new Blob([text], { type: 'text/csv' }), 'old.csv')
    return form
  }

  it('the redirect import reads a multipart body no further than 10 MB and echoes none of it', async () => {
    const line = `/${'x'.repeat(4 * 1024 * 1024)},/new-page,301`
    const answer = await importing(csvForm([line, line, line].join('\n')))
    const text = await answer.text()
    expect(answer.status).toBe(413)
    expect(text.length).toBeLessThan(1000)
    expect(JSON.parse(text).message).toBe('The file is larger than 10 MB. Import it in parts.')
  })

  it('the redirect import takes the CSV file of a multipart body, not its raw parts', async () => {
    const answer = await importing(csvForm('from,to\n/multipart-old,/new-page\n'))
    expect(answer.status).toBe(200)
    const { results } = await answer.json()
    expect(results).toEqual([{ line: 2, from: '/multipart-old', outcome: 'created' }])
  })

  it("the redirect import's report cuts a refused row's text short", async () => {
    const junk = 'y'.repeat(5000)
    const answer = await importing(`${junk},/new-page,301`, { 'content-type': 'text/csv' })
    expect(answer.status).toBe(200)
    const { results } = await answer.json()
    expect(results[0].outcome).toBe('refused')
    expect(results[0].from.length).toBeLessThanOrEqual(201)
  })

  it('every /api/cms answer carries the security headers, a multipart one too', async () => {
    const rest = await payloadRest('POST')
    const form = new FormData()
    form.set('file', new Blob(['x'], { type: 'image/png' }), 'x.png')
    const answers = [
      await rest(new Request(`${ORIGIN}/api/cms/media`, { method: 'POST', body: form })),
      await importing(csvForm('from,to\n/headers-old,/new-page\n')),
      await rest(new Request(`${ORIGIN}/api/cms/pages/abc`)),
    ]
    for (const answer of answers) {
      expect(answer.headers.get('content-security-policy'), String(answer.status)).toMatch(
        /frame-ancestors 'self'/,
      )
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
      expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN')
      expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    }
  })
})
