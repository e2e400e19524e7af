import type { Where } from 'payload'
import { describe, expect, it } from 'vitest'

import { referenceCondition, withReferenceSearch } from './reference-search'

const FIELDS = ['email', 'name', 'company']
const ENQUIRY_42 = {
  and: [
    { id: { equals: 42 } },
    { createdAt: { greater_than_equal: '2025-12-31T23:00:00.000Z' } },
    { createdAt: { less_than: '2026-12-31T23:00:00.000Z' } },
  ],
}

describe('referenceCondition', () => {
  it("is the id, arrived in the reference's year (Vienna time)", () => {
    expect(referenceCondition('ENQ-2026-00042')).toEqual(ENQUIRY_42)
    expect(referenceCondition(' enq-2026-42 ')).toEqual(ENQUIRY_42)
  })

  it('is null for anything that is no reference', () => {
    for (const term of [
      '',
      'lena',
      'ENQ-2026',
      'ENQ-2026-',
      'ENQ-2026-00000',
      'ENQ-26-00042',
      'x ENQ-2026-00042',
      'ET-2026-014',
      42,
      undefined,
    ])
      expect(referenceCondition(term)).toBeNull()
  })
})

describe('withReferenceSearch', () => {
  it("widens the list's search for a reference to the enquiry it names", () => {
    const conditions: Where[] = [
      { email: { like: 'ENQ-2026-00042' } },
      { name: { like: 'ENQ-2026-00042' } },
      { company: { like: 'ENQ-2026-00042' } },
    ]
    expect(withReferenceSearch({ or: conditions }, FIELDS)).toEqual({
      or: conditions.map((condition) => ({ or: [condition, ENQUIRY_42] })),
    })
  })

  it("keeps the list's filter beside the search", () => {
    const where: Where = {
      and: [{ type: { equals: 'contact-sales' } }, { or: [{ email: { like: 'ENQ-2026-00042' } }] }],
    }
    expect(withReferenceSearch(where, FIELDS)).toEqual({
      and: [
        { type: { equals: 'contact-sales' } },
        { or: [{ or: [{ email: { like: 'ENQ-2026-00042' } }, ENQUIRY_42] }] },
      ],
    })
    // A filter and a search in one condition stay both required.
    expect(
      withReferenceSearch(
        { status: { equals: 'new' }, email: { contains: 'ENQ-2026-00042' } },
        FIELDS,
      ),
    ).toEqual({
      and: [
        { status: { equals: 'new' } },
        { or: [{ email: { contains: 'ENQ-2026-00042' } }, ENQUIRY_42] },
      ],
    })
  })

  it('leaves other searches and fields outside the search as they are', () => {
    const plain: Where = { or: [{ email: { like: 'vogt' } }, { name: { like: 'vogt' } }] }
    expect(withReferenceSearch(plain, FIELDS)).toEqual(plain)
    const other = { address: { like: 'ENQ-2026-00042' }, email: { equals: 'ENQ-2026-00042' } }
    expect(withReferenceSearch(other, FIELDS)).toEqual(other)
    expect(withReferenceSearch({}, FIELDS)).toEqual({})
  })
})
