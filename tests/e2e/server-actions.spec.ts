import { expect, type APIRequestContext, test } from './fixtures'

import { staffToken } from './global-setup'

/**
 * The server-action table (ADR 0029) on the built server: calls of the registration and enquiry
 * actions (their real ids, read from the pages) whose bodies decode but have the wrong shape
 * answer 400, and cross-site or origin-less ones 403, with the security headers and a localized
 * text; nothing is stored. The proxy's part of the same table, with every row, is
 * tests/int/server-action-shapes.
 */
const port = Number(process.env.E2E_PORT ?? 3100)
const SITE = `http://localhost:${port}`

/** The action id (and React's field prefix) written into the form for a browser without JavaScript. */
async function actionId(
  request: APIRequestContext,
  path: string,
): Promise<{ id: string; prefix: string }> {
  const html = await (await request.get(path)).text()
  const input = /<input[^>]*name="\$ACTION_([^"]*):0"[^>]*>/.exec(html)
  const value = input ? /value="([^"]+)"/.exec(input[0])?.[1] : undefined
  expect(value, `the form of ${path}`).toBeTruthy()
  const metadata = JSON.parse(value!.replaceAll('&quot;', '"')) as { id: string }
  return { id: metadata.id, prefix: input?.[1] ?? '' }
}

async function stored(request: APIRequestContext): Promise<number[]> {
  const count = async (collection: string) => {
    const response = await request.get(`/api/cms/${collection}?limit=1&depth=0`, {
      headers: { Authorization: `JWT ${staffToken('admin')}` },
    })
    expect(response.status()).toBe(200)
    return ((await response.json()) as { totalDocs: number }).totalDocs
  }
  return [await count('members'), await count('enquiries')]
}

const INITIAL = JSON.stringify([{ status: 'idle', values: {}, errors: {} }])

test('server actions refuse wrong shapes with 400 and cross-site calls with 403, storing nothing', async ({
  request,
}) => {
  const register = await actionId(request, '/register')
  const enquiry = await actionId(request, '/contacts/general-enquiries')
  const before = await stored(request)
  const fields = { email: 'shape@example.com', terms: 'on', locale: 'en' }
  const rows: {
    name: string
    path: string
    headers?: Record<string, string>
    data?: string
    multipart?: Record<string, string>
    status: number
    text: string
  }[] = []
  for (const [{ id, prefix }, path] of [
    [register, '/register'],
    [enquiry, '/contacts/general-enquiries'],
  ] as const) {
    const call = { 'next-action': id, 'content-type': 'text/plain;charset=UTF-8', origin: SITE }
    const invalid = 'The request is not valid. Please reload the page and try again.'
    for (const data of ['[]', '[null,null]', '[{},"x"]', '['.repeat(900) + ']'.repeat(900)]) {
      rows.push({
        name: `${path} ${data.slice(0, 12)}`,
        path,
        headers: call,
        data,
        status: 400,
        text: invalid,
      })
    }
    rows.push({
      name: `${path} -F $ACTION_ID_`,
      path,
      headers: { origin: SITE },
      multipart: { [`$ACTION_ID_${id}`]: '', ...fields },
      status: 400,
      text: invalid,
    })
    rows.push({
      name: `${path} multipart with Next-Action`,
      path,
      headers: { origin: SITE, 'next-action': id },
      multipart: fields,
      status: 400,
      text: invalid,
    })
    const noScript = {
      [`$ACTION_REF_${prefix}`]: '',
      [`$ACTION_${prefix}:0`]: JSON.stringify({ id, bound: '$@1' }),
      [`$ACTION_${prefix}:1`]: INITIAL,
      ...fields,
    }
    rows.push({
      name: `${path} cross-site without JavaScript`,
      path,
      headers: { origin: 'https://evil.example' },
      multipart: noScript,
      status: 403,
      text: 'This request must come from this website.',
    })
    rows.push({
      name: `${path} Origin: null, in German`,
      path: `/de${path === '/register' ? '/register' : '/kontakte/allgemeine-anfragen'}`,
      headers: { origin: 'null' },
      multipart: noScript,
      status: 403,
      text: 'Diese Anfrage muss von dieser Website kommen.',
    })
  }
  for (const row of rows) {
    const response = await request.post(row.path, {
      headers: row.headers,
      data: row.data,
      multipart: row.multipart,
      maxRedirects: 0,
    })
    expect(response.status(), row.name).toBe(row.status)
    expect(await response.text(), row.name).toBe(row.text)
    expect(response.headers()['x-content-type-options'], row.name).toBe('nosniff')
    expect(response.headers()['content-security-policy'], row.name).toBeTruthy()
  }
  expect(await stored(request)).toEqual(before)
})
