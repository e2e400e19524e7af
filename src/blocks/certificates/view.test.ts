import { describe, expect, it } from 'vitest'

import type { DocumentFamily } from '@/payload-types'

import type { BlockViewContext, StoredBlock } from '../block-types'
import { certificatesView } from './view'

/** A view context whose document families are these (by id), each with its page in the language. */
function context(
  families: Record<number, { title: string; slug: string }>,
  locale: 'en' | 'de' = 'en',
): BlockViewContext {
  return {
    id: 'b1',
    locale,
    href: (value) => value ?? null,
    image: () => null,
    richText: () => '',
    list: () => Promise.reject(new Error('not used')),
    sitemap: () => Promise.reject(new Error('not used')),
    documentFamily: async (family) => {
      const id = typeof family === 'object' && family ? family.id : family
      const found = typeof id === 'number' ? families[id] : undefined
      if (!found) return null
      const prefix = locale === 'de' ? '/de' : ''
      return { title: found.title, href: `${prefix}/download/documents/${found.slug}` }
    },
  }
}

const block = (items: { standard: string; scope: string; document?: number | null }[]) =>
  ({
    blockType: 'certificates',
    heading: 'Certified quality',
    items,
  }) as StoredBlock<'certificates'>

describe('the certificates strip’s view', () => {
  it('gives each certificate its document as a link to the family’s page, in order', async () => {
    const view = await certificatesView(
      block([
        { standard: 'ISO 9001', scope: 'Quality management', document: 9 },
        { standard: 'REACH', scope: 'Registered', document: 7 },
      ]),
      context({
        7: { title: 'REACH statement', slug: 'reach-statement-en' },
        9: { title: 'ISO 9001 certificate', slug: 'iso-9001-certificate-en' },
      }),
    )
    expect(view).toEqual({
      heading: 'Certified quality',
      items: [
        {
          standard: 'ISO 9001',
          scope: 'Quality management',
          document: {
            title: 'ISO 9001 certificate',
            href: '/download/documents/iso-9001-certificate-en',
          },
        },
        {
          standard: 'REACH',
          scope: 'Registered',
          document: { title: 'REACH statement', href: '/download/documents/reach-statement-en' },
        },
      ],
    })
  })

  it('links in the reader’s language, also when the family comes populated', async () => {
    const populated = { id: 9, slug: 'iso-9001-certificate-en' } as DocumentFamily
    const view = await certificatesView(
      block([{ standard: 'ISO 9001', scope: 'Qualitätsmanagement', document: populated as never }]),
      context(
        { 9: { title: 'ISO-9001-Zertifikat (Englisch)', slug: 'iso-9001-certificate-en' } },
        'de',
      ),
    )
    expect(view.items[0]!.document).toEqual({
      title: 'ISO-9001-Zertifikat (Englisch)',
      href: '/de/download/documents/iso-9001-certificate-en',
    })
  })

  it('shows a certificate without a link when its document is missing or gone', async () => {
    const view = await certificatesView(
      block([
        { standard: 'ISO 45001', scope: 'Health and safety', document: null },
        { standard: 'ISO 14001', scope: 'Environment', document: 404 },
      ]),
      context({}),
    )
    expect(view.items.map((item) => [item.standard, item.document])).toEqual([
      ['ISO 45001', null],
      ['ISO 14001', null],
    ])
  })
})
