import type { CollectionConfig, RelationshipFieldSingleValidation } from 'payload'

import { PAGE_BLOCKS_FOR_PRODUCT_MARKETS } from '@/blocks/registry'
import { PRODUCT_MARKET_MAX_DEPTH } from '@/lib/content-routes'
import { contentCollection } from '@/features/content/content-collection'
import { adminMessage } from '@/payload/localized-message'
import { orderField } from '@/payload/order-field'
import { slugField } from '@/payload/slug-field'

type Req = {
  i18n?: { language?: string }
  payload: { findByID(args: object): Promise<{ parent?: unknown }> }
}

/** How many levels lie above `parentId` (itself included); null when the chain loops. */
async function depthAbove(req: Req, parentId: unknown, selfId: unknown): Promise<number | null> {
  let depth = 0
  let current = parentId
  while (current !== null && current !== undefined) {
    const id = typeof current === 'object' ? (current as { id: unknown }).id : current
    if (selfId !== undefined && id === selfId) return null
    depth += 1
    if (depth > PRODUCT_MARKET_MAX_DEPTH) return depth
    const doc = await req.payload.findByID({
      collection: 'product-markets',
      id,
      depth: 0,
      draft: true,
      overrideAccess: true,
    })
    current = doc.parent
  }
  return depth
}

/**
 * The product-market tree of SPEC §2.2: sections (plastics, paper, ceramics) hold markets,
 * markets list related products. The address follows the tree:
 * /our-products/product-markets/{section}/{market}/{related}.
 */
export const productMarketsCollection: CollectionConfig = contentCollection({
  slug: 'product-markets',
  labels: {
    singular: { en: 'Product market', de: 'Produktmarkt' },
    plural: { en: 'Product markets', de: 'Produktmärkte' },
  },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'parent', 'order', '_status'] },
  defaultSort: 'order',
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      localized: true,
      label: { en: 'Title', de: 'Titel' },
    },
    slugField(),
    {
      name: 'parent',
      type: 'relationship',
      relationTo: 'product-markets',
      index: true,
      label: { en: 'Belongs to', de: 'Gehört zu' },
      admin: {
        position: 'sidebar',
        description: {
          en: 'Empty for a section (plastics); the section for a market; the market for a related product.',
          de: 'Leer für einen Bereich (Kunststoffe); der Bereich für einen Markt; der Markt für ein verwandtes Produkt.',
        },
      },
      filterOptions: ({ id }) => (id ? { id: { not_equals: id } } : true),
      validate: (async (value: unknown, options: { req: unknown; id?: unknown }) => {
        const req = options.req as Req
        const depth = await depthAbove(req, value, options.id)
        if (depth === null)
          return adminMessage(
            req,
            'An entry cannot belong to itself.',
            'Ein Eintrag kann nicht zu sich selbst gehören.',
          )
        if (depth >= PRODUCT_MARKET_MAX_DEPTH)
          return adminMessage(
            req,
            'The tree has three levels: section, market, related product.',
            'Der Baum hat drei Ebenen: Bereich, Markt, verwandtes Produkt.',
          )
        return true
      }) as unknown as RelationshipFieldSingleValidation,
    },
    orderField,
    {
      name: 'summary',
      type: 'textarea',
      required: true,
      localized: true,
      label: { en: 'Summary', de: 'Zusammenfassung' },
    },
    { name: 'image', type: 'upload', relationTo: 'media', label: { en: 'Image', de: 'Bild' } },
    {
      name: 'layout',
      type: 'blocks',
      blocks: PAGE_BLOCKS_FOR_PRODUCT_MARKETS,
      label: { en: 'Content', de: 'Inhalt' },
    },
  ],
})
