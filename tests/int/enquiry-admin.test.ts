import { readFileSync } from 'node:fs'
import path from 'node:path'

import type { CodeField, Field, JSONField, Payload, UIField, Where } from 'payload'
import { mergeListSearchAndWhere } from 'payload/shared'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { enquiryReference } from '@/features/enquiries/enquiry-fields'
import type { User } from '@/payload-types'

import { ORIGIN } from '../setup/browser'
import { startTestPayload, type TestDatabase } from '../setup/database'
import { payloadRestGet } from '../setup/payload-rest'

/**
 * The inbox as staff read it in the admin: an enquiry's submitted fields as a list of label and
 * value in the admin's language (Payload's JSON field is a code editor loaded from a CDN, which
 * the admin's Content-Security-Policy blocks), no field in any admin view that needs that editor,
 * the CSV export with one column per form field, headed in the admin's language, and the
 * reference number the sender was given, on the edit view, in the list, in the export and found
 * by the list's search.
 */
let db: TestDatabase
let payload: Payload
let token: string
let moderator: User
let fingerprint = 0

const MODERATOR = { email: 'inbox-reader@eurotalc.example', password: 'Moderator-Reader-2026' }

async function enquiry(type: string, fields: Record<string, unknown>, extra = {}) {
  return payload.create({
    collection: 'enquiries',
    overrideAccess: true,
    data: {
      type: type as never,
      status: 'new',
      name: [fields.firstName, fields.lastName].filter(Boolean).join(' '),
      company: typeof fields.company === 'string' ? fields.company : '',
      email: String(fields.email),
      fields,
      language: 'de',
      termsAcceptedAt: new Date().toISOString(),
      informationConsent: false,
      robotCheck: 'passed',
      fingerprint: `admin-test-${++fingerprint}`,
      ...extra,
    },
  })
}

const SALES = {
  firstName: 'Lena',
  lastName: 'Vogt',
  company: 'Keramik Vogt KG',
  jobTitle: 'Buyer',
  country: 'AT',
  email: 'lena.vogt@example.com',
  phone: '+43 1 234567',
  market: 'Paper',
  query: '=HYPERLINK("x")\nPrices for 20 t, please.',
}
const JOB = {
  firstName: 'Jonas',
  lastName: 'Berg',
  email: 'jonas.berg@example.com',
  introduction: 'Ten years in the lab.',
  job: 'lab-technician',
  jobReference: 'LAB-7',
  jobTitle: 'Lab technician',
  fileName: 'cv.pdf',
}
/** An enquiry an older form stored: a field no form has now. */
const OLD = { email: 'old.form@example.com', query: 'Old question', heardFrom: 'Trade fair' }

beforeAll(async () => {
  ;({ db, payload } = await startTestPayload('enquiry-admin', ORIGIN, {}, { logLevel: 'error' }))
  await payload.create({
    collection: 'users',
    data: { ...MODERATOR, roles: ['moderator'] },
    overrideAccess: true,
  })
  const login = await payload.login({ collection: 'users', data: MODERATOR, overrideAccess: true })
  token = login.token!
  moderator = login.user!
  await enquiry('contact-sales', SALES)
  await enquiry('job-response', JOB)
  await enquiry('contact-us', OLD)
})

afterAll(async () => {
  const { scheduledMailRuns } = await import('@/server/mail/queue')
  await scheduledMailRuns().catch(() => undefined)
  await payload?.destroy().catch(() => undefined)
  await db?.drop()
})

/** The stored enquiry sent from this address. */
async function stored(email: string) {
  const found = await payload.find({
    collection: 'enquiries',
    where: { email: { equals: email } },
    overrideAccess: true,
  })
  expect(found.docs).toHaveLength(1)
  return found.docs[0]!
}

/** Every JSON and code field of these fields, at any depth, with its path. */
function codeFields(
  fields: readonly Field[],
  prefix = '',
): { path: string; field: JSONField | CodeField }[] {
  return fields.flatMap((field) => {
    const name = 'name' in field && field.name ? `${prefix}${field.name}` : prefix.slice(0, -1)
    const here = field.type === 'json' || field.type === 'code' ? [{ path: name, field }] : []
    const inner =
      field.type === 'tabs'
        ? field.tabs.flatMap((tab) =>
            codeFields(tab.fields, 'name' in tab && tab.name ? `${prefix}${tab.name}.` : prefix),
          )
        : field.type === 'blocks'
          ? field.blocks.flatMap((block) => codeFields(block.fields, `${name}.${block.slug}.`))
          : 'fields' in field && Array.isArray(field.fields)
            ? codeFields(field.fields, 'name' in field && field.name ? `${name}.` : prefix)
            : []
    return [...here, ...inner]
  })
}

/** The fields Payload would show with its code editor (Monaco, from a CDN). */
const needsCodeEditor = (fields: readonly Field[]) =>
  codeFields(fields)
    .filter(({ field }) => !field.admin?.hidden && !field.admin?.disabled)
    .filter(({ field }) => !field.admin?.components?.Field)
    .map(({ path }) => path)

const IMPORT_MAP = readFileSync(
  path.resolve(__dirname, '../../src/app/(payload)/admin/importMap.js'),
  'utf8',
)

describe('the admin loads no code editor from a CDN', () => {
  it("shows an enquiry's submitted fields with the site's own component, in the import map", () => {
    const enquiries = payload.config.collections.find((c) => c.slug === 'enquiries')!
    const fields = enquiries.fields.find((f) => 'name' in f && f.name === 'fields')!
    const component = fields.admin?.components?.Field
    expect(component).toBe(
      '@/features/enquiries/collections/enquiries/submitted-fields-field#SubmittedFieldsField',
    )
    expect(IMPORT_MAP).toContain(`"${component as string}"`)
  })

  it('has no JSON or code field in any collection or global staff open that uses the editor', () => {
    const admin = { id: 1, collection: 'users', roles: ['admin'] }
    const shown = payload.config.collections.filter((collection) => {
      const hidden = collection.admin?.hidden
      return !(typeof hidden === 'function' ? hidden({ user: admin as never }) : hidden)
    })
    const found = [
      ...shown.flatMap((c) => needsCodeEditor(c.fields).map((p) => `${c.slug}: ${p}`)),
      ...payload.config.globals.flatMap((g) =>
        needsCodeEditor(g.fields).map((p) => `${g.slug}: ${p}`),
      ),
    ]
    expect(found).toEqual([])
    // Every component named instead is in the admin's import map.
    for (const entity of [...shown, ...payload.config.globals])
      for (const { field } of codeFields(entity.fields)) {
        const component = field.admin?.components?.Field
        if (typeof component === 'string') expect(IMPORT_MAP).toContain(`"${component}"`)
      }
  })

  it("turns every JSON field of Payload's job queue into read-only text", async () => {
    const { JSON_TEXT_COMPONENT, readableJsonFields } =
      await import('@/components/admin/readable-json')
    const jobs = payload.config.collections.find((c) => c.slug === 'payload-jobs')!
    expect(codeFields(jobs.fields).length).toBeGreaterThan(0)
    const readable = readableJsonFields(jobs.fields)
    expect(needsCodeEditor(readable)).toEqual([])
    for (const { field } of codeFields(readable)) {
      expect(field.admin?.components?.Field).toBe(JSON_TEXT_COMPONENT)
      expect(field.admin?.readOnly).toBe(true)
    }
  })

  it("renders a stored enquiry's fields as label and value, in English and German", async () => {
    const { SubmittedFieldsField } =
      await import('@/features/enquiries/collections/enquiries/submitted-fields-field')
    const enquiries = payload.config.collections.find((c) => c.slug === 'enquiries')!
    const field = enquiries.fields.find((f) => 'name' in f && f.name === 'fields')!
    const stored = await payload.find({
      collection: 'enquiries',
      where: { email: { equals: SALES.email } },
      overrideAccess: true,
    })
    const render = (language: 'en' | 'de') =>
      renderToStaticMarkup(
        createElement(SubmittedFieldsField, {
          data: stored.docs[0],
          field,
          i18n: { language, fallbackLanguage: 'en' },
          path: 'fields',
        } as never),
      ).replace(/<[^>]+>/g, '|')
    const en = render('en')
    expect(en).toContain('|Submitted fields|')
    expect(en).toContain('|Your query||=HYPERLINK(&quot;x&quot;)\nPrices for 20 t, please.|')
    expect(en).toContain('|Country||Austria (AT)|')
    expect(en).toContain('|Job title||Buyer|')
    const de = render('de')
    expect(de).toContain('|Übermittelte Felder|')
    expect(de).toContain('|Ihre Anfrage||=HYPERLINK(&quot;x&quot;)\nPrices for 20 t, please.|')
    expect(de).toContain('|Land||Österreich (AT)|')
    expect(de).toContain('|Position||Buyer|')
  })
})

/** The CSV's rows as cells (every cell is quoted; quotes are doubled). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  const cell = /"((?:[^"]|"")*)"(,|\r\n|$)/gy
  const body = text.replace(/^\uFEFF/, '')
  for (let match = cell.exec(body); match && match[0] !== ''; match = cell.exec(body)) {
    row.push(match[1]!.replace(/""/g, '"'))
    if (match[2] !== ',') {
      rows.push(row)
      row = []
    }
  }
  return rows
}

async function exportCsv(headers: Record<string, string>, query = '') {
  const get = await payloadRestGet()
  const response = await get(
    new Request(`${ORIGIN}/api/cms/enquiries/export.csv${query}`, {
      headers: { authorization: `JWT ${token}`, ...headers },
    }),
  )
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
  return parseCsv(await response.text())
}

/** A row as heading → value. */
const byHeading = (rows: string[][], email: string) => {
  const [head, ...body] = rows
  const row = body.find((cells) => cells.includes(email))!
  return Object.fromEntries(head!.map((heading, index) => [heading, row[index]]))
}

describe('the CSV export of the inbox', () => {
  it('has one column per form field, headed in English in the English admin', async () => {
    const rows = await exportCsv({ 'accept-language': 'en' })
    expect(rows[0]).toEqual([
      'Reference number',
      'Received',
      'Form',
      'Status',
      'Name',
      'Company',
      'E-mail',
      'Language',
      'Agreed to information by e-mail',
      'Robot check',
      'Job title',
      'Country',
      'Phone',
      'Market',
      'Your query',
      'Self-introduction',
      'Opening',
      'Reference',
      'Attached file',
      'Heard from',
    ])
    expect(rows).toHaveLength(1 + 3)
    expect(rows.every((row) => row.length === rows[0]!.length)).toBe(true)
    const sales = byHeading(rows, SALES.email)
    expect(sales).toMatchObject({
      'Reference number': enquiryReference(await stored(SALES.email)),
      Form: 'contact-sales',
      Name: 'Lena Vogt',
      Company: 'Keramik Vogt KG',
      'Job title': 'Buyer',
      Country: 'AT',
      Market: 'Paper',
      Opening: '',
      'Heard from': '',
    })
    // Spreadsheet formulas stay defused in the form's fields too (src/lib/csv.ts).
    expect(sales['Your query']).toBe(`'=HYPERLINK("x")\nPrices for 20 t, please.`)
    expect(sales.Phone).toBe("'+43 1 234567")
    const job = byHeading(rows, JOB.email)
    expect(job).toMatchObject({
      Name: 'Jonas Berg',
      'Job title': '',
      'Self-introduction': 'Ten years in the lab.',
      Opening: 'Lab technician',
      Reference: 'LAB-7',
      'Attached file': 'cv.pdf',
    })
    expect(byHeading(rows, OLD.email)).toMatchObject({
      'Your query': 'Old question',
      'Heard from': 'Trade fair',
    })
  })

  it("is headed in German in the German admin (its language cookie, else the browser's)", async () => {
    const german = [
      'Vorgangsnummer',
      'Eingegangen',
      'Formular',
      'Status',
      'Name',
      'Firma',
      'E-Mail',
      'Sprache',
      'Info per E-Mail zugestimmt',
      'Roboterprüfung',
      'Position',
      'Land',
      'Telefon',
      'Markt',
      'Ihre Anfrage',
      'Kurze Vorstellung',
      'Stelle',
      'Kennziffer',
      'Angehängte Datei',
      'Heard from',
    ]
    // The language chosen in the admin's account settings wins over the browser's.
    const chosen = await exportCsv({ cookie: 'payload-lng=de', 'accept-language': 'en' })
    expect(chosen[0]).toEqual(german)
    const browser = await exportCsv({ 'accept-language': 'de-DE,de;q=0.9' })
    expect(browser[0]).toEqual(german)
    expect(byHeading(chosen, JOB.email)).toMatchObject({
      Vorgangsnummer: enquiryReference(await stored(JOB.email)),
      Stelle: 'Lab technician',
      Kennziffer: 'LAB-7',
      'Kurze Vorstellung': 'Ten years in the lab.',
    })
  })

  it("keeps the admin list's filter: a job export has the job response's columns only", async () => {
    const rows = await exportCsv(
      { cookie: 'payload-lng=de' },
      `?${new URLSearchParams({ 'where[type][equals]': 'job-response' })}`,
    )
    expect(rows[0]!.slice(10)).toEqual([
      'Kurze Vorstellung',
      'Stelle',
      'Kennziffer',
      'Angehängte Datei',
    ])
    expect(rows).toHaveLength(2)
  })
})

describe("the enquiry's reference number in the admin", () => {
  const enquiries = () => payload.config.collections.find((c) => c.slug === 'enquiries')!

  it('is a read-only field of the edit view and a column of the list, in the import map', () => {
    const field = enquiries().fields.find((f) => 'name' in f && f.name === 'reference') as UIField
    expect(field.type).toBe('ui')
    expect(field.label).toEqual({ en: 'Reference number', de: 'Vorgangsnummer' })
    const components = field.admin?.components as { Field?: unknown; Cell?: unknown }
    expect(components.Field).toBe(
      '@/features/enquiries/collections/enquiries/reference-field#ReferenceField',
    )
    expect(components.Cell).toBe(
      '@/features/enquiries/collections/enquiries/reference-field#ReferenceCell',
    )
    expect(IMPORT_MAP).toContain(`"${components.Field as string}"`)
    expect(IMPORT_MAP).toContain(`"${components.Cell as string}"`)
    expect(enquiries().admin.defaultColumns).toContain('reference')
  })

  it('shows the reference the sender was given, under its label in English and German', async () => {
    const { ReferenceField } =
      await import('@/features/enquiries/collections/enquiries/reference-field')
    const field = enquiries().fields.find((f) => 'name' in f && f.name === 'reference')!
    const doc = await stored(SALES.email)
    const reference = enquiryReference(doc)
    expect(reference).toMatch(/^ENQ-20\d\d-\d{5}$/)
    const render = (language: 'en' | 'de') =>
      renderToStaticMarkup(
        createElement(ReferenceField, {
          data: doc,
          id: doc.id,
          field,
          i18n: { language, fallbackLanguage: 'en' },
          path: 'reference',
        } as never),
      ).replace(/<[^>]+>/g, '|')
    expect(render('en')).toContain(`|Reference number||${reference}|`)
    expect(render('de')).toContain(`|Vorgangsnummer||${reference}|`)
  })

  it("shows it in the list's column", async () => {
    const { ReferenceCell } =
      await import('@/features/enquiries/collections/enquiries/reference-field')
    const doc = await stored(JOB.email)
    const html = renderToStaticMarkup(createElement(ReferenceCell, { rowData: doc } as never))
    expect(html.replace(/<[^>]+>/g, '')).toBe(enquiryReference(doc))
  })

  /** What the admin list shows for a search (Payload's own search query), as the moderator. */
  async function listSearch(search: string, where: Where = {}) {
    const found = await payload.find({
      collection: 'enquiries',
      where: mergeListSearchAndWhere({ collectionConfig: enquiries(), search, where }),
      overrideAccess: false,
      user: moderator,
    })
    return found.docs.map((doc) => doc.email)
  }

  it("finds the enquiry by its reference in the list's search", async () => {
    const job = await stored(JOB.email)
    const reference = enquiryReference(job)
    expect(await listSearch(reference)).toEqual([JOB.email])
    // As a customer may quote it: in lower case, with spaces around it.
    expect(await listSearch(` ${reference.toLowerCase()} `)).toEqual([JOB.email])
    // Another year's reference with the same number is another enquiry (none here).
    const year = Number(reference.slice(4, 8))
    expect(await listSearch(reference.replace(String(year), String(year - 1)))).toEqual([])
    // The list's filter still applies; an ordinary search still searches the fields.
    expect(await listSearch(reference, { type: { equals: 'contact-sales' } })).toEqual([])
    expect(await listSearch(reference, { type: { equals: 'job-response' } })).toEqual([JOB.email])
    expect(await listSearch('Vogt')).toEqual([SALES.email])
  })

  it("takes the reference's year in Vienna time, as the reference does", async () => {
    // 23:30 UTC on New Year's Eve is already the next year in Vienna.
    const late = await enquiry(
      'contact-us',
      { email: 'new-year@example.com', query: 'Happy new year' },
      { createdAt: '2026-12-31T23:30:00.000Z' },
    )
    try {
      expect(late.createdAt).toBe('2026-12-31T23:30:00.000Z')
      const reference = enquiryReference(late)
      expect(reference.startsWith('ENQ-2027-')).toBe(true)
      expect(await listSearch(reference)).toEqual(['new-year@example.com'])
      expect(await listSearch(reference.replace('2027', '2026'))).toEqual([])
    } finally {
      await payload.delete({ collection: 'enquiries', id: late.id, overrideAccess: true })
    }
  })

  it('finds it through the REST API as the admin list queries it', async () => {
    const sales = await stored(SALES.email)
    const query = new URLSearchParams({
      'where[or][0][email][like]': enquiryReference(sales),
      'where[or][1][name][like]': enquiryReference(sales),
      'where[or][2][company][like]': enquiryReference(sales),
      depth: '0',
    })
    const get = await payloadRestGet()
    const response = await get(
      new Request(`${ORIGIN}/api/cms/enquiries?${query}`, {
        headers: { authorization: `JWT ${token}` },
      }),
    )
    expect(response.status).toBe(200)
    const body = (await response.json()) as { docs: { id: number }[] }
    expect(body.docs.map((doc) => doc.id)).toEqual([sales.id])
  })
})
