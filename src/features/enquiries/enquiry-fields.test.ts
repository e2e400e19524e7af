import { describe, expect, it } from 'vitest'

import { enquiryReference } from './enquiry-fields'

describe('enquiryReference', () => {
  it('is "ENQ-", the year of arrival and the zero-padded id', () => {
    expect(enquiryReference({ id: 42, createdAt: '2026-03-10T09:00:00.000Z' })).toBe(
      'ENQ-2026-00042',
    )
    expect(enquiryReference({ id: '7', createdAt: '2026-06-01T08:00:00.000Z' })).toBe(
      'ENQ-2026-00007',
    )
    // More enquiries than the padding holds: the id in full.
    expect(enquiryReference({ id: 1234567, createdAt: '2026-06-01T08:00:00.000Z' })).toBe(
      'ENQ-2026-1234567',
    )
  })

  it("takes the year in the company's time zone (Vienna)", () => {
    // 23:30 UTC on New Year's Eve is already the new year in Vienna.
    expect(enquiryReference({ id: 1, createdAt: '2026-12-31T23:30:00.000Z' })).toBe(
      'ENQ-2027-00001',
    )
    expect(enquiryReference({ id: 1, createdAt: '2026-12-31T22:30:00.000Z' })).toBe(
      'ENQ-2026-00001',
    )
  })

  it('is the same for the same stored enquiry, and differs between two', () => {
    const stored = { id: 9, createdAt: '2026-05-05T10:00:00.000Z' }
    expect(enquiryReference({ ...stored })).toBe(enquiryReference(stored))
    expect(enquiryReference({ ...stored, id: 10 })).not.toBe(enquiryReference(stored))
  })
})
