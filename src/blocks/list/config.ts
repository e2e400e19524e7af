import type { Block } from 'payload'

import { LIST_SOURCES } from '@/lib/content-types'

import { blockHeading } from '../fields'

const LIST_SOURCE_LABELS: Record<(typeof LIST_SOURCES)[number], { en: string; de: string }> = {
  'company-news': { en: 'Company news', de: 'Unternehmensnachrichten' },
  'media-about-us': { en: 'Media about us', de: 'Medien über uns' },
  'blog-posts': { en: 'Blog posts', de: 'Blogbeiträge' },
  jobs: { en: 'Jobs', de: 'Stellenangebote' },
  'gallery-photos': { en: 'Gallery photos', de: 'Galeriefotos' },
  'team-members': { en: 'Team', de: 'Team' },
  'faq-entries': { en: 'FAQ', de: 'FAQ' },
  offices: { en: 'Offices', de: 'Standorte' },
  'product-markets': { en: 'Product markets', de: 'Produktmärkte' },
}

/** Places the published items of a collection (news, jobs, team …) on a page, newest first. */
export const listConfig: Block = {
  slug: 'list',
  labels: { singular: { en: 'List', de: 'Liste' }, plural: { en: 'Lists', de: 'Listen' } },
  fields: [
    blockHeading,
    {
      name: 'source',
      type: 'select',
      required: true,
      label: { en: 'Shows', de: 'Zeigt' },
      options: LIST_SOURCES.map((value) => ({ value, label: LIST_SOURCE_LABELS[value] })),
    },
    {
      name: 'limit',
      type: 'number',
      min: 1,
      max: 100,
      label: { en: 'At most (empty: up to 100)', de: 'Höchstens (leer: bis zu 100)' },
    },
  ],
}
