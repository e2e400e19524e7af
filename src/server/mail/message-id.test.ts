import { describe, expect, it } from 'vitest'

import { outboxMessageId } from './transport'

const FROM = 'EuroTalc <web@eurotalc.example>'
const job = { id: 1, createdAt: '2026-11-27T10:00:00.000Z' }

describe('outbox Message-IDs', () => {
  it('are the same on every try of one job, one per mail of it', () => {
    expect(outboxMessageId('secret', job, 1, FROM)).toBe(outboxMessageId('secret', job, 1, FROM))
    expect(outboxMessageId('secret', job, 1, FROM)).not.toBe(
      outboxMessageId('secret', job, 2, FROM),
    )
    expect(outboxMessageId('secret', job, 1, FROM)).toMatch(
      /^<outbox\.[0-9a-f]{32}\.1@eurotalc\.example>$/,
    )
  })

  it('differ for a later job given the same id (SQLite reuses ids) and in another installation', () => {
    const later = { id: 1, createdAt: '2026-11-27T10:05:00.000Z' }
    expect(outboxMessageId('secret', later, 1, FROM)).not.toBe(
      outboxMessageId('secret', job, 1, FROM),
    )
    expect(outboxMessageId('other', job, 1, FROM)).not.toBe(outboxMessageId('secret', job, 1, FROM))
  })
})
