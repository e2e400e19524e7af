import type { Block } from 'payload'

import { blockHeading } from '../fields'

export const sitemapConfig: Block = {
  slug: 'sitemap',
  labels: {
    singular: { en: 'Sitemap', de: 'Sitemap' },
    plural: { en: 'Sitemaps', de: 'Sitemaps' },
  },
  fields: [blockHeading],
}
