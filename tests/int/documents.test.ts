import type { Payload } from 'payload'
import yauzl from 'yauzl'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEMO_MEMBERS, DEMO_STAFF } from '@/seed/demo-accounts'

import { type AccountRoutes, Browser, type Handler, ORIGIN } from '../setup/browser'
import { startTestPayload, type TestDatabase } from '../setup/database'
import { payloadRestGet } from '../setup/payload-rest'

/**
 * The download area (ADR 0010) through its real route handlers on a fresh database with the demo
 * documents: who may list, download and zip what; what the files and archives look like; the
 * caps; the log.
 */
let db: TestDatabase
let payload: Payload
let accountRoutes: AccountRoutes
let routes: { search: Handler; single: (id: string) => Handler; archive: Handler; rest: Handler }
let seeded: {
  id: number
  title: string
  filename: string
  category: string
  language: string
  superseded: boolean
}[]

const approved = DEMO_MEMBERS[0]
const EDITOR = DEMO_STAFF.find((s) => s.roles.includes('editor'))!
const LATER_PENDING = { email: 'later-pending@eurotalc.example', password: 'Later-Waiting-2026' }

const browser = (ip?: string) => new Browser(() => accountRoutes, ip)

async function signedIn(email: string, password: string) {
  const b = browser()
  const response = await b.login(email, password)
  expect(response.status, `login ${email}`).toBe(200)
  return b
}

async function editorBrowser() {
  const b = browser()
  const { token } = await payload.login({
    collection: 'users',
    data: { email: EDITOR.email, password: EDITOR.password },
    overrideAccess: true,
  })
  b.cookies.set('payload-token', token!)
  return b
}

function readZip(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, strictFileNames: true }, (error, zip) => {
      if (error || !zip) return reject(error)
      const entries = new Map<string, Buffer>()
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (err, stream) => {
          if (err || !stream) return reject(err)
          const chunks: Buffer[] = []
          stream.on('data', (c: Buffer) => chunks.push(c))
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks))
            zip.readEntry()
          })
        })
      })
      zip.on('end', () => resolve(entries))
      zip.on('error', reject)
      zip.readEntry()
    })
  })
}

const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer())
const logCount = async () =>
  (await payload.count({ collection: 'download-logs', overrideAccess: true })).totalDocs
/** Downloads in the log: repeats within the window are counted on one row. */
const downloadCount = async () =>
  (
    await payload.find({
      collection: 'download-logs',
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
  ).docs.reduce((sum, row) => sum + row.count, 0)

beforeAll(async () => {
  ;({ db, payload } = await startTestPayload('documents', ORIGIN))
  const { seedDemoDocuments } = await import('@/seed/demo-documents')
  // The demo staff and members, the product markets (the documents' filters) and the documents.
  for (const staff of DEMO_STAFF)
    await payload.create({ collection: 'users', data: staff, overrideAccess: true })
  for (const member of [...DEMO_MEMBERS, { ...DEMO_MEMBERS[0], ...LATER_PENDING }]) {
    await payload.create({
      collection: 'members',
      data: { ...member, termsAcceptedAt: new Date().toISOString() },
      overrideAccess: true,
    })
  }
  const { seedDemoWebsite } = await import('@/seed/demo-content')
  const { loadDemoContent, loadDemoDocuments } = await import('@/seed/fixtures')
  const DEMO_CONTENT = await loadDemoContent()
  // Only the images the markets show: rendering every demo image would triple the set-up time.
  const marketsJson = JSON.stringify(DEMO_CONTENT.productMarkets)
  await seedDemoWebsite(payload, {
    ...DEMO_CONTENT,
    images: DEMO_CONTENT.images.filter((image) => marketsJson.includes(`"${image.key}"`)),
    pages: [],
    news: [],
    blogPosts: [],
    jobs: [],
    gallery: [],
    team: [],
    faq: [],
    offices: [],
  })
  const documents = await loadDemoDocuments()
  expect(await seedDemoDocuments(payload, documents)).toBe(documents.length)
  const docs = await payload.find({
    collection: 'documents',
    limit: 100,
    sort: 'id',
    depth: 0,
    overrideAccess: true,
  })
  seeded = docs.docs.map((d) => ({
    id: d.id,
    title: d.title,
    filename: d.filename!,
    category: d.category,
    language: d.language,
    superseded: Boolean(d.supersededOn),
  }))
  accountRoutes = {
    csrf: (await import('@/app/sanctum/csrf-cookie/route')).GET,
    login: (await import('@/app/login/route')).POST,
    user: (await import('@/app/api/v1/user/route')).GET,
  }
  const single = (await import('@/app/api/v1/documents/[id]/download/route')).GET
  const restGet: Handler = await payloadRestGet()
  routes = {
    search: (await import('@/app/api/v1/search-documents/route')).GET,
    single: (id: string) => (request: Request) =>
      single(request, { params: Promise.resolve({ id }) }),
    archive: (await import('@/app/api/v1/documents/archive/route')).GET,
    rest: restGet,
  }
})

afterAll(async () => {
  await payload?.destroy().catch(() => undefined)
  await db?.drop()
})

describe(`download area (${process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite'})`, () => {
  it('seeds 31 real PDFs, 28 of them current, over the four categories and both languages', () => {
    expect(seeded).toHaveLength(31)
    // Three earlier revisions of the demo's document families.
    expect(seeded.filter((d) => d.superseded)).toHaveLength(3)
    // Three current documents per category and language; five quality documents (the
    // certificates strip's ISO 45001 and ISO/IEC 17025 certificates).
    for (const [category, count] of [
      ['product-literature', 3],
      ['safety-data-sheets', 3],
      ['regulatory-documents', 3],
      ['quality-documents', 5],
    ] as const) {
      for (const language of ['en', 'de']) {
        expect(
          seeded.filter((d) => d.category === category && d.language === language && !d.superseded)
            .length,
        ).toBe(count)
      }
    }
  })

  it('lists documents to everyone, by category, language, market, text and page, in the visitor’s language', async () => {
    const visitor = browser()
    const all = await visitor.get(routes.search, '/api/v1/search-documents')
    expect(all.status).toBe(200)
    const body = await all.json()
    expect(body.meta).toEqual({ page: 1, pages: 2, total: 28, pageSize: 20 })
    expect(body.data[0]).toEqual(
      expect.objectContaining({ type: 'PDF', size: expect.any(Number), title: expect.any(String) }),
    )
    expect(JSON.stringify(body)).not.toMatch(/\.pdf|\/api\/cms|filename/)
    const second = await (
      await visitor.get(routes.search, '/api/v1/search-documents?page=2')
    ).json()
    expect(second.data).toHaveLength(8)

    const sds = await (
      await visitor.get(
        routes.search,
        '/api/v1/search-documents?category=safety-data-sheets&language=de',
      )
    ).json()
    expect(sds.meta.total).toBe(3)
    expect(
      sds.data.every(
        (d: { category: string; language: string }) =>
          d.category === 'safety-data-sheets' && d.language === 'de',
      ),
    ).toBe(true)

    const german = await (
      await visitor.get(
        routes.search,
        '/api/v1/search-documents?query=Sicherheitsdatenblatt&locale=de',
      )
    ).json()
    expect(german.meta.total).toBe(6)
    const english = await (
      await visitor.get(routes.search, '/api/v1/search-documents?query=safety%20HTP%2005&locale=en')
    ).json()
    expect(english.data.map((d: { title: string }) => d.title).sort()).toEqual([
      'Safety data sheet – EuroTalc HTP 05',
      'Safety data sheet – EuroTalc HTP 05 (German)',
    ])
    // Date and size as the list shows them, written in the request's language on the server
    // (the browser builds no Intl formatter for them: ADR 0015).
    type Row = { title: string; size: number; dateText: string; sizeText: string }
    const row = (rows: Row[], title: string) => rows.find((r) => r.title === title)!
    const p12 = row(german.data, 'Sicherheitsdatenblatt – EuroTalc P 12 (Englisch)')
    expect(p12.dateText).toBe('20. Feb. 2026')
    expect(p12.sizeText).toBe(`${(p12.size / 1000).toFixed(1).replace('.', ',')} kB`)
    const htp = row(english.data, 'Safety data sheet – EuroTalc HTP 05')
    expect(htp.dateText).toBe('Oct 1, 2025')
    expect(htp.sizeText).toBe(`${(htp.size / 1000).toFixed(1)} kB`)

    const markets = await payload.find({
      collection: 'product-markets',
      where: { slug: { in: ['plastics', 'automotive-plastics'] } },
      depth: 0,
      overrideAccess: true,
    })
    const id = (slug: string) => markets.docs.find((m) => m.slug === slug)!.id
    const automotive = await (
      await visitor.get(
        routes.search,
        `/api/v1/search-documents?market=${id('automotive-plastics')}`,
      )
    ).json()
    const plastics = await (
      await visitor.get(routes.search, `/api/v1/search-documents?market=${id('plastics')}`)
    ).json()
    expect(automotive.meta.total).toBe(8)
    // A section finds its markets' documents too.
    expect(plastics.meta.total).toBeGreaterThan(automotive.meta.total)

    for (const bad of [
      '?category=drop-table',
      '?page=0',
      '?market=abc',
      `?query=${'x'.repeat(101)}`,
    ]) {
      const response = await visitor.get(routes.search, `/api/v1/search-documents${bad}`, 'de')
      expect(response.status, bad).toBe(422)
      expect((await response.json()).message).toBe('Ungültige Abfrageparameter.')
    }
  })

  it('gives files only to approved members and staff: anonymous 401, pending 403 (role × action)', async () => {
    const doc = seeded[0]!
    const archivePath = `/api/v1/documents/archive?ids=${seeded[0]!.id},${seeded[1]!.id}`
    const filePath = `/api/cms/documents/file/${encodeURIComponent(doc.filename)}`
    const anonymous = browser()
    const member = await signedIn(approved.email, approved.password)
    const pending = await signedIn(LATER_PENDING.email, LATER_PENDING.password)
    // Set back to pending by a moderator while the session lives.
    const pendingMember = await payload.find({
      collection: 'members',
      where: { email: { equals: LATER_PENDING.email } },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'members',
      id: pendingMember.docs[0]!.id,
      data: { status: 'pending' },
      overrideAccess: true,
    })
    const editor = await editorBrowser()

    const matrix: Array<
      [string, Browser, { list: number; single: number; archive: number; file: number }]
    > = [
      ['anonymous', anonymous, { list: 200, single: 401, archive: 401, file: 403 }],
      ['pending', pending, { list: 200, single: 403, archive: 403, file: 403 }],
      ['approved', member, { list: 200, single: 200, archive: 200, file: 403 }],
      ['editor', editor, { list: 200, single: 200, archive: 200, file: 200 }],
    ]
    for (const [role, who, expected] of matrix) {
      const list = await who.get(routes.search, '/api/v1/search-documents')
      const single = await who.get(
        routes.single(String(doc.id)),
        `/api/v1/documents/${doc.id}/download`,
      )
      const archive = await who.get(routes.archive, archivePath)
      const file = await who.get(routes.rest, filePath)
      expect(
        { list: list.status, single: single.status, archive: archive.status, file: file.status },
        role,
      ).toEqual(expected)
      await Promise.all([single, archive, file].map((r) => r.arrayBuffer().catch(() => undefined)))
    }

    const refusedEn = await (
      await anonymous.get(routes.single(String(doc.id)), `/api/v1/documents/${doc.id}/download`)
    ).json()
    expect(refusedEn.message).toMatch(/^Please log in to download documents/)
    const refusedDe = await (
      await pending.get(routes.single(String(doc.id)), `/api/v1/documents/${doc.id}/download`, 'de')
    ).json()
    expect(refusedDe.message).toBe(
      'Ihr Konto ist noch nicht freigegeben. Downloads sind möglich, sobald es freigegeben ist.',
    )
  })

  it('refuses downloads to a session on the temporary password until the member has chosen their own', async () => {
    const { generateTemporaryPassword } = await import('@/features/accounts/mail')
    const email = 'first-login@eurotalc.example'
    const temporary = generateTemporaryPassword()
    await payload.create({
      collection: 'members',
      data: {
        ...approved,
        email,
        password: temporary,
        temporaryPassword: true,
        temporaryPasswordExpiresAt: new Date(Date.now() + 86_400_000).toISOString(),
        termsAcceptedAt: new Date().toISOString(),
      },
      overrideAccess: true,
    })
    const member = browser('203.0.113.40')
    const login = await member.login(email, temporary)
    expect(login.status).toBe(200)
    expect((await login.json()).temp_password).toBe('y')

    const doc = seeded[0]!
    const ids = `${seeded[0]!.id},${seeded[1]!.id}`
    const calls: Array<[string, Handler, string]> = [
      ['single', routes.single(String(doc.id)), `/api/v1/documents/${doc.id}/download`],
      [
        'single check',
        routes.single(String(doc.id)),
        `/api/v1/documents/${doc.id}/download?check=1`,
      ],
      ['archive', routes.archive, `/api/v1/documents/archive?ids=${ids}`],
      ['archive check', routes.archive, `/api/v1/documents/archive?ids=${ids}&check=1`],
    ]
    const logged = await logCount()
    for (const [name, handler, path] of calls) {
      const refused = await member.get(handler, path)
      expect(refused.status, name).toBe(403)
      expect(await refused.json(), name).toEqual({
        message:
          'Please change your temporary password in the personal area first. Downloads open as soon as you have chosen your own password.',
        reason: 'changePassword',
      })
    }
    const german = await member.get(calls[0]![1], calls[0]![2], 'de')
    expect((await german.json()).message).toBe(
      'Bitte ändern Sie zuerst Ihr vorläufiges Passwort im persönlichen Bereich. Downloads sind möglich, sobald Sie ein eigenes Passwort gewählt haben.',
    )
    expect(await logCount()).toBe(logged)

    // The password change in the personal area opens the downloads for the same session.
    const password = (await import('@/app/api/v1/user/password/route')).POST
    const changed = await member.send(password, '/api/v1/user/password', {
      old_password: temporary,
      password: 'Own-Choice-Of-Words-77',
      password_confirmation: 'Own-Choice-Of-Words-77',
    })
    expect(changed.status).toBe(200)
    for (const [name, handler, path] of calls) {
      const allowed = await member.get(handler, path)
      expect(allowed.status, name).toBe(name.endsWith('check') ? 204 : 200)
      await allowed.arrayBuffer()
    }
  })

  it('leaks nothing through guessed or altered ids', async () => {
    const anonymous = browser()
    const member = await signedIn(approved.email, approved.password)
    // Without access, an existing and a missing id answer the same.
    for (const id of [String(seeded[0]!.id), '999999', 'abc', '1%2F..%2F..']) {
      const response = await anonymous.get(routes.single(id), `/api/v1/documents/${id}/download`)
      expect(response.status, id).toBe(401)
    }
    for (const id of ['999999', 'abc', '0', '-1', '1e3', '../1']) {
      const response = await member.get(routes.single(id), `/api/v1/documents/${id}/download`)
      expect(response.status, id).toBe(404)
      expect(await response.text()).not.toMatch(/\/|\.pdf|stack/i)
    }
    const missing = await member.get(
      routes.archive,
      `/api/v1/documents/archive?ids=${seeded[0]!.id},999999`,
    )
    expect(missing.status).toBe(404)
    for (const ids of ['', 'a,b', '1;2', '../etc']) {
      const response = await member.get(
        routes.archive,
        `/api/v1/documents/archive?ids=${encodeURIComponent(ids)}`,
      )
      expect(response.status, ids).toBe(400)
    }
  })

  it('sends one file as a UTF-8 named attachment with nosniff and no shared caching, and logs it', async () => {
    const member = await signedIn(approved.email, approved.password)
    const doc = seeded.find((d) => d.language === 'de' && d.category === 'quality-documents')!
    const before = await logCount()
    const check = await member.get(
      routes.single(String(doc.id)),
      `/api/v1/documents/${doc.id}/download?check=1`,
    )
    expect(check.status).toBe(204)
    expect(await logCount()).toBe(before)

    const response = await member.get(
      routes.single(String(doc.id)),
      `/api/v1/documents/${doc.id}/download`,
      'de',
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const disposition = response.headers.get('content-disposition')!
    const german = await payload.findByID({
      collection: 'documents',
      id: doc.id,
      locale: 'de',
      overrideAccess: true,
    })
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/)
    expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toBe(`${german.title}.pdf`)
    const bytes = await bytesOf(response)
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
    expect(Number(response.headers.get('content-length'))).toBe(bytes.length)

    const logs = await payload.find({
      collection: 'download-logs',
      sort: '-createdAt',
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    expect(await logCount()).toBe(before + 1)
    expect(logs.docs[0]).toEqual(
      expect.objectContaining({
        memberEmail: approved.email,
        document: doc.id,
        kind: 'single',
        address: '203.0.113.0',
      }),
    )
  })

  it('zips a selection with a manifest and safe, unique entry names, streamed, and logs every file', async () => {
    // A title an attacker would like as a path, and two documents with the same title.
    const evil = await payload.update({
      collection: 'documents',
      id: seeded[2]!.id,
      locale: 'en',
      data: { title: '../../etc/passwd\u001f <script>' },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'documents',
      id: seeded[3]!.id,
      locale: 'en',
      data: { title: '../../etc/passwd\u001f <script>' },
      overrideAccess: true,
    })
    const member = await signedIn(approved.email, approved.password)
    const picked = seeded.slice(0, 8)
    const before = await downloadCount()
    const startedAt = new Date().toISOString()
    const response = await member.get(
      routes.archive,
      `/api/v1/documents/archive?ids=${picked.map((d) => d.id).join(',')}`,
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/zip')
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="documents-\d{4}-\d{2}-\d{2}\.zip"/,
    )
    expect(response.headers.get('content-length')).toBeNull()
    const entries = await readZip(await bytesOf(response))

    const names = [...entries.keys()]
    expect(names[0]).toBe('manifest.csv')
    expect(names).toHaveLength(picked.length + 1)
    for (const name of names) {
      expect(name).not.toMatch(/(^|\/)\.\.(\/|$)|^\/|\\|[\u0000-\u001f<>:"|?*]/)
    }
    expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(names.length)
    expect(names).toContain('Product literature/etc passwd script.pdf')
    expect(names).toContain('Product literature/etc passwd script (2).pdf')
    for (const name of names.slice(1))
      expect(entries.get(name)!.subarray(0, 5).toString()).toBe('%PDF-')

    const manifest = entries
      .get('manifest.csv')!
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(manifest[0]).toBe(
      '"File","Title","Category","Language","Revision","Date","Size (bytes)","Document family","Superseded on"',
    )
    expect(manifest).toHaveLength(picked.length + 1)
    expect(manifest.join('\n')).toContain(`"${evil.title.replace(/"/g, '""')}"`)
    for (const name of names.slice(1)) {
      expect(
        manifest.some((line) => line.startsWith(`"${name}",`)),
        name,
      ).toBe(true)
      const row = manifest.find((line) => line.startsWith(`"${name}",`))!
      expect(row).toContain(`"${entries.get(name)!.length}"`)
    }

    // Every file counted once more, as an archive download, on a new row or on this member's
    // open row of the same file and kind (earlier tests zipped some of them).
    expect(await downloadCount()).toBe(before + picked.length)
    const logs = await payload.find({
      collection: 'download-logs',
      where: { lastDownloadedAt: { greater_than_equal: startedAt } },
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    expect(logs.docs.every((l) => l.kind === 'archive' && l.memberEmail === approved.email)).toBe(
      true,
    )
    expect(logs.docs.map((l) => l.document).sort()).toEqual(picked.map((d) => d.id).sort())
  })

  it('names the German archive in German', async () => {
    const member = await signedIn(approved.email, approved.password)
    const ids = seeded
      .filter((d) => d.category === 'safety-data-sheets')
      .slice(0, 2)
      .map((d) => d.id)
    const response = await member.get(
      routes.archive,
      `/api/v1/documents/archive?ids=${ids.join(',')}&locale=de`,
      'de',
    )
    expect(response.headers.get('content-disposition')).toMatch(/filename="Dokumente-/)
    const entries = await readZip(await bytesOf(response))
    expect(
      [...entries.keys()].slice(1).every((n) => n.startsWith('Sicherheitsdatenblätter/')),
    ).toBe(true)
    // Separated by `;`, as a spreadsheet in German settings splits a CSV file.
    const manifest = entries.get('manifest.csv')!.toString('utf8')
    expect(manifest).toContain('"Datei";"Titel";"Kategorie"')
    expect(manifest).not.toContain('","')
  })

  it('enforces the caps with a clear message', async () => {
    const member = await signedIn(approved.email, approved.password)
    const many = Array.from({ length: 51 }, (_, i) => i + 1).join(',')
    const tooMany = await member.get(routes.archive, `/api/v1/documents/archive?ids=${many}`)
    expect(tooMany.status).toBe(413)
    expect((await tooMany.json()).message).toBe('Select at most 50 documents for one ZIP file.')

    const { planArchive } = await import('@/features/documents/download')
    const ids = seeded.slice(0, 3).map((d) => d.id)
    expect(await planArchive(payload, ids, 'en', { maxFiles: 2, maxBytes: 1e9 })).toEqual({
      ok: false,
      refusal: 'tooManyFiles',
    })
    expect(await planArchive(payload, ids, 'en', { maxFiles: 10, maxBytes: 100 })).toEqual({
      ok: false,
      refusal: 'tooLarge',
    })
    const fits = await planArchive(payload, ids, 'en', { maxFiles: 3, maxBytes: 1e9 })
    expect(fits.ok).toBe(true)
    const { refusalResponse } = await import('@/features/documents/endpoint')
    const large = refusalResponse('tooLarge', 'de')
    expect(large.status).toBe(413)
    expect((await large.json()).message).toBe(
      'Die ausgewählten Dokumente sind zusammen größer als 1024 MB. Bitte wählen Sie weniger Dokumente aus.',
    )
  })

  it('stops an archive when the member loses access while it is being written', async () => {
    const email = 'withdrawn@eurotalc.example'
    const created = await payload.create({
      collection: 'members',
      data: {
        email,
        password: 'Revoked-Test-2026',
        status: 'approved',
        firstName: 'W',
        lastName: 'D',
        company: 'X',
        jobTitle: 'Buyer',
        phone: '+43 1 1234567',
        city: 'Wien',
        market: 'Paper',
        country: 'AT',
        termsAcceptedAt: new Date().toISOString(),
      } as never,
      overrideAccess: true,
    })
    const member = await signedIn(email, 'Revoked-Test-2026')
    const ids = seeded
      .slice(0, 6)
      .map((d) => d.id)
      .join(',')
    const response = await member.get(routes.archive, `/api/v1/documents/archive?ids=${ids}`)
    expect(response.status).toBe(200)
    const reader = response.body!.getReader()
    const first = await reader.read()
    expect(Buffer.from(first.value!).subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]))
    await payload.update({
      collection: 'members',
      id: created.id,
      data: { status: 'rejected' },
      overrideAccess: true,
    })
    await expect(
      (async () => {
        for (;;) if ((await reader.read()).done) return 'completed'
      })(),
    ).rejects.toThrow(/access withdrawn/)
    // Only what went out is logged: the files after the withdrawal are not.
    const logged = await payload.count({
      collection: 'download-logs',
      where: { member: { equals: created.id } },
      overrideAccess: true,
    })
    expect(logged.totalDocs).toBeLessThan(6)
  })

  it('refuses uploads whose content does not match an allowed type', async () => {
    const base = {
      title: 'x',
      category: 'quality-documents',
      language: 'en',
      revisionDate: '2026-01-01T00:00:00.000Z',
    }
    const executable = Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00', 'latin1')
    for (const [name, data] of [
      ['certificate.pdf', executable],
      ['certificate.pdf.exe', Buffer.from('%PDF-1.4\n')],
      ['macro.docm', Buffer.from([0x50, 0x4b, 0x03, 0x04])],
      ['empty.pdf', Buffer.alloc(0)],
    ] as const) {
      await expect(
        payload.create({
          collection: 'documents',
          data: base as never,
          file: { data, mimetype: 'application/pdf', name, size: data.length },
          overrideAccess: true,
        }),
        name,
      ).rejects.toThrow()
    }
  })

  it('shows the log to moderators and exports it as CSV; members cannot read it', async () => {
    const moderatorUser = await payload.create({
      collection: 'users',
      data: {
        email: 'mod-docs@eurotalc.example',
        password: 'Moderator-Docs-2026',
        roles: ['moderator'],
      },
      overrideAccess: true,
    })
    expect(moderatorUser.id).toBeTruthy()
    const staff = browser()
    const { token } = await payload.login({
      collection: 'users',
      data: { email: 'mod-docs@eurotalc.example', password: 'Moderator-Docs-2026' },
      overrideAccess: true,
    })
    staff.cookies.set('payload-token', token!)
    const csv = await staff.get(routes.rest, '/api/cms/download-logs/export.csv')
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe(
      '"time","member","member_id","document","document_id","kind","address","count","last_time"',
    )
    expect(lines.length - 1).toBe(await logCount())
    expect(lines.slice(1).every((l) => l.includes('"203.0.113.0"'))).toBe(true)

    const member = await signedIn(approved.email, approved.password)
    const refused = await member.get(routes.rest, '/api/cms/download-logs/export.csv')
    expect(refused.status).toBe(403)
    const list = await member.get(routes.rest, '/api/cms/download-logs')
    expect(list.status).toBe(403)
  })
})
