import type { Payload } from 'payload'
import { validOperators } from 'payload/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { QUERY_OPERATORS } from '@/payload/rest-query'

import { ORIGIN } from '../setup/browser'
import { startTestPayload, type TestDatabase } from '../setup/database'
import { payloadRest } from '../setup/payload-rest'

/**
 * The operators a REST `where` may use (ADR 0029), on the database of this run (SQLite,
 * or PostgreSQL with TEST_DATABASE_URL): each allowed operator on every field of every collection
 * a visitor may read, through Payload's REST handler as the site serves it, answers 200, or 400
 * where the field cannot run it (a text search of a number, any query of a group); never 500.
 * Every other operator of Payload's list (`all`, which neither adapter has, and the geometry ones)
 * is 400 with the API's own text, in English and German, wherever it stands in the query: nested
 * in `and`/`or`, sent as the body of a method-override POST, or in the staff CSV export.
 */
const DIALECT = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite'

/** Everything anonymous callers may read over REST (published documents, media, families). */
const PUBLIC = [
  'pages',
  'grades',
  'product-markets',
  'news',
  'blog-posts',
  'jobs',
  'gallery-photos',
  'team-members',
  'faq-entries',
  'offices',
  'media',
  'document-families',
] as const

const INVALID_QUERY = { en: 'Invalid query parameters.', de: 'Ungültige Abfrageparameter.' }
const REFUSED = validOperators.filter((op) => !(QUERY_OPERATORS as readonly string[]).includes(op))

type FieldPath = [path: string, field: Field]
type Field = {
  name?: string
  type: string
  relationTo?: unknown
  options?: readonly unknown[]
  flattenedFields?: readonly Field[]
  blocks?: readonly { slug: string; flattenedFields: readonly Field[] }[]
}

/**
 * Every path a `where` can name in these fields: containers, what they hold, blocks' types. What
 * lies in an array or blocks field inside a block is marked: Payload queries none of it.
 */
function fieldPaths(fields: readonly Field[], prefix = '', inBlock = false): FieldPath[] {
  const paths: FieldPath[] = []
  for (const field of fields) {
    if (!field.name) continue
    const path = `${prefix}${field.name}`
    const nested = inBlock && (field.type === 'array' || field.type === 'blocks')
    const marked = (below: FieldPath[]) =>
      nested ? below.map((entry): FieldPath => [entry[0], { type: 'unqueryable' }]) : below
    paths.push([path, nested ? { type: 'unqueryable' } : field])
    if (field.flattenedFields) {
      paths.push(...marked(fieldPaths(field.flattenedFields, `${path}.`, inBlock)))
    }
    if (field.type === 'blocks') {
      const slugs = (field.blocks ?? []).map((block) => block.slug)
      paths.push(...marked([[`${path}.blockType`, { type: 'blockType', options: slugs }]]))
      for (const block of field.blocks ?? []) {
        paths.push(...marked(fieldPaths(block.flattenedFields, `${path}.`, true)))
      }
    }
  }
  return paths
}

const CONTAINERS = new Set(['group', 'tab', 'array', 'blocks', 'unqueryable'])
const TEXT = new Set(['text', 'textarea', 'email', 'code'])
const TEXT_SEARCH = new Set(['like', 'not_like', 'contains'])

/** A value of the field's own type, as a visitor's well-formed query would send it. */
function sampleValue(field: Field): string {
  switch (field.type) {
    case 'number':
    case 'relationship':
    case 'upload':
    case 'id':
      return '1'
    case 'date':
      return '2026-01-01T00:00:00.000Z'
    case 'checkbox':
      return 'true'
    case 'select':
    case 'radio':
    case 'blockType': {
      const option = field.options?.[0]
      return typeof option === 'string' ? option : String((option as { value: string }).value)
    }
    default:
      return 'a'
  }
}

/**
 * 200, or 400 where the field cannot run the operator: a container, a text search of no text, a
 * block's type asked other than as equal or not to one block.
 */
function expectedStatus(field: Field, operator: string): 200 | 400 {
  if (CONTAINERS.has(field.type)) return 400
  if (field.type === 'blockType')
    return operator === 'equals' || operator === 'not_equals' ? 200 : 400
  if (TEXT_SEARCH.has(operator) && !TEXT.has(field.type)) return 400
  return 200
}

let db: TestDatabase
let payload: Payload
let staffToken: string

beforeAll(async () => {
  ;({ db, payload } = await startTestPayload('query-operators', ORIGIN, {}, { logLevel: 'error' }))
  await payload.create({
    collection: 'users',
    data: {
      email: 'operators-admin@example.com',
      password: 'Quartz-ledger-5281-operator',
      roles: ['admin'],
    },
    overrideAccess: true,
  })
  staffToken =
    (
      await payload.login({
        collection: 'users',
        data: { email: 'operators-admin@example.com', password: 'Quartz-ledger-5281-operator' },
      })
    ).token ?? ''
})

afterAll(async () => {
  await payload?.destroy().catch(() => undefined)
  await db?.drop()
})

async function get(path: string, headers: Record<string, string> = {}) {
  const rest = await payloadRest('GET')
  const response = await rest(new Request(`${ORIGIN}${path}`, { headers }))
  return { status: response.status, body: await response.text() }
}

describe(`query operators (${DIALECT})`, () => {
  it('allows only operators of Payload that the running database adapter implements', () => {
    const implemented = Object.keys((payload.db as unknown as { operators: object }).operators)
    expect(QUERY_OPERATORS.filter((op) => !implemented.includes(op))).toEqual([])
    expect(QUERY_OPERATORS.filter((op) => !validOperators.includes(op))).toEqual([])
    expect(REFUSED).toEqual(expect.arrayContaining(['all', 'near', 'within', 'intersects']))
  })

  it.each(PUBLIC)(
    '%s: every allowed operator on every field answers 200, or 400 where the field cannot run it',
    async (slug) => {
      const collection = payload.collections[slug]
      const paths = [
        ['id', { type: 'id' }] as FieldPath,
        ...fieldPaths(collection.config.flattenedFields as unknown as Field[]),
      ]
      expect(paths.length).toBeGreaterThan(5)
      const wrong: string[] = []
      for (const [path, field] of paths) {
        for (const operator of QUERY_OPERATORS) {
          const one = operator === 'exists' ? 'true' : sampleValue(field)
          const value = operator === 'in' || operator === 'not_in' ? `${one},${one}` : one
          const query = `where[${path}][${operator}]=${encodeURIComponent(value)}`
          const { status, body } = await get(`/api/cms/${slug}?${query}&depth=0`)
          const expected = expectedStatus(field, operator)
          const message = expected === 400 ? JSON.parse(body).message : undefined
          if (status !== expected || (expected === 400 && message !== INVALID_QUERY.en)) {
            wrong.push(`${field.type} ${query}: ${status} ${body.slice(0, 120)}`)
          }
        }
      }
      expect(wrong).toEqual([])
    },
    120_000,
  )

  /** Each refused operator on a text field of each public collection, in every form it can take. */
  const REFUSALS: { name: string; path: string; init?: RequestInit }[] = PUBLIC.flatMap((slug) => {
    const field = slug === 'media' ? 'alt' : slug === 'faq-entries' ? 'question' : 'id'
    return [
      { name: `${slug}: [all]`, path: `/api/cms/${slug}?where[${field}][all]=1` },
      {
        name: `${slug}: [all] in and`,
        path: `/api/cms/${slug}?where[and][0][${field}][all]=1`,
      },
    ]
  })
  REFUSALS.push(
    { name: 'grades: [all] on the name', path: '/api/cms/grades?where[name][all]=a' },
    { name: 'an indexed [all]', path: '/api/cms/pages?where[title][all][0]=a' },
    {
      name: '[all] in or in and',
      path: '/api/cms/offices?where[and][0][or][1][name][all]=a,b',
    },
    {
      name: '[all] beside a well-formed term',
      path: '/api/cms/faq-entries?where[question][like]=a&where[and][0][question][all]=a',
    },
    ...REFUSED.map((operator) => ({
      name: `[${operator}] on a date`,
      path: `/api/cms/news?where[publishedAt][${operator}]=2026-01-01`,
    })),
    {
      name: 'the method override with a form body',
      path: '/api/cms/grades',
      init: {
        method: 'POST',
        headers: {
          'x-payload-http-method-override': 'GET',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: 'where[and][0][name][all]=a',
      },
    },
    {
      name: 'the generic method override with a form body',
      path: '/api/cms/pages',
      init: {
        method: 'POST',
        headers: {
          'x-http-method-override': 'GET',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: 'where[title][all]=a',
      },
    },
  )

  it.each(REFUSALS)(
    '$name: 400 with the invalid-query text in English and German',
    async ({ path, init }) => {
      for (const locale of ['en', 'de'] as const) {
        const rest = await payloadRest(init?.method === 'POST' ? 'POST' : 'GET')
        const headers = new Headers(init?.headers)
        headers.set('accept-language', locale)
        const response = await rest(new Request(`${ORIGIN}${path}`, { ...init, headers }))
        expect(response.status).toBe(400)
        expect(response.headers.get('content-language')).toBe(locale)
        expect((await response.json()).message).toBe(INVALID_QUERY[locale])
      }
    },
  )

  it('the staff CSV export refuses them as the list does, and runs the allowed ones', async () => {
    const staff = { authorization: `JWT ${staffToken}` }
    for (const [locale, headers] of [
      ['en', staff],
      ['de', { ...staff, 'accept-language': 'de' }],
    ] as const) {
      for (const query of ['where[name][all]=a', 'where[and][0][email][all]=a,b']) {
        for (const slug of ['enquiries', 'download-logs', 'revision-notices']) {
          const { status, body } = await get(`/api/cms/${slug}/export.csv?${query}`, headers)
          expect(status).toBe(400)
          expect(JSON.parse(body).message).toBe(INVALID_QUERY[locale])
        }
      }
    }
    for (const operator of QUERY_OPERATORS) {
      const value = operator === 'exists' ? 'true' : 'a'
      const { status, body } = await get(
        `/api/cms/enquiries/export.csv?where[and][0][name][${operator}]=${value}`,
        staff,
      )
      expect(status, `${operator}: ${body.slice(0, 120)}`).toBe(200)
      expect(body).toMatch(/^"Reference number","Received","Form","Status","Name"/)
    }
  })
})
