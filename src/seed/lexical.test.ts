import { describe, expect, it } from 'vitest'

import { lexicalFromMarkup } from './lexical'

describe('lexicalFromMarkup', () => {
  it('makes headings, paragraphs, lists, bold text and links', () => {
    const { root } = lexicalFromMarkup(
      '## Grades\n\nFine **platy** talc, see [about talc](/our-products/about-talc).\n\n- one\n- two',
    )
    const children = root.children as Record<string, unknown>[]
    expect(children.map((c) => c.type)).toEqual(['heading', 'paragraph', 'list'])
    expect(children[0]).toMatchObject({ tag: 'h2' })
    const inline = children[1]!.children as Record<string, unknown>[]
    expect(inline.map((n) => n.type)).toEqual(['text', 'text', 'text', 'link', 'text'])
    expect(inline[1]).toMatchObject({ text: 'platy', format: 1 })
    expect(inline[3]).toMatchObject({
      fields: { linkType: 'custom', url: '/our-products/about-talc', newTab: false },
    })
    expect((children[2]!.children as unknown[]).length).toBe(2)
  })
})
