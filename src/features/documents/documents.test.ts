import { describe, expect, it } from 'vitest'

import { DOCUMENT_CATEGORIES, DOCUMENT_TYPES, revisionChain } from './documents'

const rev = (id: number, revisionDate: string, _status = 'published') => ({
  id,
  revisionDate,
  _status,
})

describe('revision chain of a document family', () => {
  it('makes the newest published revision current and dates each older one by its successor', () => {
    const chain = revisionChain([rev(1, '2024-03-01'), rev(3, '2026-05-10'), rev(2, '2025-01-15')])
    expect(chain.current?.id).toBe(3)
    expect(chain.superseded.map((s) => [s.revision.id, s.supersededOn])).toEqual([
      [2, '2026-05-10'],
      [1, '2025-01-15'],
    ])
  })

  it('ignores drafts: unpublishing the newest makes the previous one current again', () => {
    const chain = revisionChain([rev(1, '2024-03-01'), rev(2, '2025-01-15', 'draft')])
    expect(chain.current?.id).toBe(1)
    expect(chain.superseded).toEqual([])
    expect(revisionChain([rev(4, '2024-01-01', 'draft')]).current).toBeNull()
  })

  it('breaks a tie of dates by the later revision', () => {
    expect(revisionChain([rev(7, '2026-01-01'), rev(8, '2026-01-01')]).current?.id).toBe(8)
  })

  it('files every document type under one of the download area’s tabs', () => {
    for (const category of Object.values(DOCUMENT_TYPES))
      expect(DOCUMENT_CATEGORIES).toContain(category)
  })
})
