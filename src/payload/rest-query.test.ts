import { validOperators } from 'payload/shared'
import { describe, expect, it } from 'vitest'

import {
  isDocumentId,
  kindAt,
  parseWhereKey,
  QUERY_OPERATORS,
  type QueryTarget,
  whereValueFits,
} from './rest-query'

const target: QueryTarget = {
  fields: [
    { name: 'title', type: 'text', localized: true },
    { name: 'order', type: 'number' },
    { name: 'publishedAt', type: 'date' },
    { name: 'featured', type: 'checkbox' },
    { name: '_status', type: 'select', options: [{ value: 'draft' }, { value: 'published' }] },
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      name: 'meta',
      type: 'group',
      flattenedFields: [{ name: 'image', type: 'upload', relationTo: 'media' }],
    },
    { name: 'content', type: 'richText', localized: true },
    {
      name: 'psd',
      type: 'array',
      flattenedFields: [
        { name: 'size', type: 'number' },
        { name: 'label', type: 'text' },
      ],
    },
    {
      name: 'layout',
      type: 'blocks',
      blocks: [
        {
          slug: 'hero',
          flattenedFields: [
            { name: 'heading', type: 'text', localized: true },
            { name: 'position', type: 'select', options: ['left', 'right'] },
          ],
        },
        {
          slug: 'figures',
          flattenedFields: [
            {
              name: 'items',
              type: 'array',
              flattenedFields: [{ name: 'value', type: 'number' }],
            },
          ],
        },
      ],
    },
  ],
  idType: 'number',
  defaultIdType: 'number',
  versions: false,
  locales: ['en', 'de'],
  idTypeOf: (slug) => (slug === 'media' ? 'number' : null),
}

const fits = (key: string, value: string, on = target) => {
  const term = parseWhereKey(key)
  if (!term) throw new Error(key)
  const kind = kindAt(on, term.path)
  return kind ? whereValueFits(kind, term, value) : true
}

describe('REST query values by their field', () => {
  it('reads where keys', () => {
    expect(parseWhereKey('where[or][0][id][in][1]')).toEqual({
      path: 'id',
      operator: 'in',
      item: true,
    })
    expect(parseWhereKey('where[id][near]')).toBeNull()
    expect(parseWhereKey('where[path][equals][x]')).toBeNull()
  })

  it('takes values the columns hold', () => {
    expect(fits('where[id][equals]', '12')).toBe(true)
    expect(fits('where[id][in]', '1, 2,3')).toBe(true)
    expect(fits('where[id][equals]', 'null')).toBe(true)
    expect(fits('where[order][greater_than]', '-1.5e3')).toBe(true)
    expect(fits('where[publishedAt][less_than]', '2026-01-01')).toBe(true)
    expect(fits('where[featured][equals]', 'true')).toBe(true)
    expect(fits('where[_status][in]', 'draft,published')).toBe(true)
    expect(fits('where[meta.image][equals]', '3')).toBe(true)
    expect(fits('where[title][equals]', 'anything')).toBe(true)
    expect(fits('where[title.de][like]', 'x')).toBe(true)
  })

  it('refuses values they cannot hold', () => {
    // A text search of a column that holds no text (PostgreSQL: no ILIKE for it, 500).
    expect(fits('where[id][like]', 'x')).toBe(false)
    expect(fits('where[publishedAt][contains]', '2026')).toBe(false)
    expect(fits('where[id][in]', 'a,b')).toBe(false)
    expect(fits('where[id][not_in]', 'x')).toBe(false)
    expect(fits('where[id][in][0]', '1,2')).toBe(false)
    expect(fits('where[id][equals]', '1e999')).toBe(false)
    expect(fits('where[id][equals]', '99999999999')).toBe(false)
    expect(fits('where[order][equals]', '1e999')).toBe(false)
    expect(
      fits('where[createdAt][equals]', 'x', {
        ...target,
        fields: [...target.fields, { name: 'createdAt', type: 'date' }],
      }),
    ).toBe(false)
    expect(fits('where[publishedAt][greater_than]', 'notadate')).toBe(false)
    expect(fits('where[featured][equals]', 'yes')).toBe(false)
    expect(fits('where[_status][equals]', 'junk')).toBe(false)
    expect(fits('where[image][equals]', 'abc')).toBe(false)
    expect(fits('where[meta.image][in]', '1,x')).toBe(false)
  })

  it('reads a versions query by its own fields', () => {
    const versions = { ...target, versions: true }
    expect(fits('where[parent][equals]', 'abc', versions)).toBe(false)
    expect(fits('where[version.order][equals]', 'x', versions)).toBe(false)
    expect(fits('where[latest][equals]', 'true', versions)).toBe(true)
  })

  it('allows only the operators both database adapters implement', () => {
    // Payload knows them all; `all` and the geometry operators failed in the database (500).
    expect(QUERY_OPERATORS.every((op) => validOperators.includes(op))).toBe(true)
    for (const op of ['all', 'near', 'within', 'intersects', 'sounds_like']) {
      expect(parseWhereKey(`where[title][${op}]`)).toBeNull()
      expect(parseWhereKey(`where[and][0][or][1][title][${op}]`)).toBeNull()
    }
    expect(parseWhereKey('where[title][all][0]')).toBeNull()
    for (const op of QUERY_OPERATORS) {
      expect(parseWhereKey(`where[and][0][title][${op}]`)).toEqual({
        path: 'title',
        operator: op,
        item: false,
      })
    }
  })

  it('reads fields in arrays and blocks by their type', () => {
    expect(fits('where[psd.size][equals]', '5')).toBe(true)
    expect(fits('where[psd.size][equals]', 'x')).toBe(false)
    // PostgreSQL has no ILIKE for a number in an array either.
    expect(fits('where[psd.size][contains]', '5')).toBe(false)
    expect(fits('where[psd.label][contains]', 'x')).toBe(true)
    expect(fits('where[layout.heading][like]', 'x')).toBe(true)
    expect(fits('where[layout.heading.de][like]', 'x')).toBe(true)
    expect(fits('where[layout.position][equals]', 'left')).toBe(true)
    expect(fits('where[layout.position][equals]', 'up')).toBe(false)
    expect(fits('where[layout.position][like]', 'left')).toBe(false)
  })

  it("reads a block's type as one of its blocks, equal or not", () => {
    expect(fits('where[layout.blockType][equals]', 'hero')).toBe(true)
    expect(fits('where[layout.blockType][not_equals]', 'figures')).toBe(true)
    expect(fits('where[layout.blockType][equals]', 'x')).toBe(false)
    expect(fits('where[layout.blockType][in]', 'hero,figures')).toBe(false)
    expect(fits('where[layout.blockType][exists]', 'true')).toBe(false)
    expect(fits('where[layout.blockType][like]', 'hero')).toBe(false)
  })

  it('refuses any query of a container, and of an array inside a block', () => {
    for (const op of QUERY_OPERATORS) {
      expect(fits(`where[meta][${op}]`, 'x')).toBe(false)
      expect(fits(`where[psd][${op}]`, 'x')).toBe(false)
      expect(fits(`where[layout][${op}]`, 'x')).toBe(false)
      expect(fits(`where[layout.items][${op}]`, 'x')).toBe(false)
      expect(fits(`where[layout.items.value][${op}]`, '1')).toBe(false)
    }
  })

  it('never searches rich text as text, and compares it as Payload does', () => {
    expect(fits('where[content][like]', 'x')).toBe(false)
    expect(fits('where[content][not_like]', 'x')).toBe(false)
    expect(fits('where[content][contains]', 'x')).toBe(false)
    expect(fits('where[content][equals]', 'x')).toBe(true)
    expect(fits('where[content][exists]', 'true')).toBe(true)
  })

  it('knows a document id', () => {
    expect(isDocumentId('42')).toBe(true)
    expect(isDocumentId('abc')).toBe(false)
    expect(isDocumentId('1e3')).toBe(false)
    expect(isDocumentId('2147483648')).toBe(false)
  })
})
