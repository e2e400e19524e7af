import { describe, expect, it } from 'vitest'

import { parityProblems } from './translation-parity'

const lexical = (text: string) => ({
  root: { children: [{ children: [{ text, type: 'text' }], type: 'paragraph' }], type: 'root' },
})

describe('translation parity', () => {
  it('finds a language missing, field by field, in blocks and meta too', () => {
    const doc = {
      id: 1,
      title: { en: 'Mill', de: 'Mühle' },
      excerpt: { en: 'Short', de: null },
      content: { en: lexical('Body'), de: lexical('') },
      layout: [{ blockType: 'richText', heading: { en: null, de: 'Nur Deutsch' } }],
      meta: { title: { en: 'Meta', de: 'Meta' }, description: { en: null, de: null } },
    }
    expect(parityProblems(doc, [])).toEqual([
      { field: 'content', kind: 'missing', locale: 'de' },
      { field: 'excerpt', kind: 'missing', locale: 'de' },
      { field: 'layout', kind: 'missing', locale: 'en' },
    ])
  })

  it('finds a language older than the other’s last change, from the versions', () => {
    const version = (updatedAt: string, en: string, de: string) => ({
      updatedAt,
      version: { title: { en, de } },
    })
    const versions = [
      version('2026-10-01T10:00:00.000Z', 'Mill', 'Mühle'),
      version('2026-11-01T10:00:00.000Z', 'New mill', 'Mühle'),
    ]
    const doc = { id: 1, title: { en: 'New mill', de: 'Mühle' } }
    expect(parityProblems(doc, versions)).toEqual([
      {
        field: 'title',
        kind: 'outdated',
        locale: 'de',
        otherChangedAt: '2026-11-01T10:00:00.000Z',
      },
    ])
    // Both changed in one edit: nothing to do.
    const together = [...versions, version('2026-11-01T10:00:30.000Z', 'New mill', 'Neue Mühle')]
    expect(
      parityProblems({ id: 1, title: { en: 'New mill', de: 'Neue Mühle' } }, together),
    ).toEqual([])
  })
})
