import type { CollectionConfig } from 'payload'

import { contentCollection } from '@/payload/content-collection'
import { slugField } from '@/payload/slug-field'

export const GRADE_FORMS = ['powder', 'compacted'] as const

/**
 * Product grades (issue 24): the talc products a customer orders by name ("EuroTalc P 12"), with
 * the markets they serve and their key properties. Each has a page,
 * /our-products/grades/{slug} in both languages, listing its documents.
 */
export const gradesCollection: CollectionConfig = contentCollection({
  livePreview: true,
  slug: 'grades',
  labels: {
    singular: { en: 'Product grade', de: 'Produktsorte' },
    plural: { en: 'Product grades', de: 'Produktsorten' },
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'form', 'd50', 'whiteness', '_status'],
  },
  defaultSort: 'name',
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      maxLength: 80,
      label: { en: 'Name', de: 'Name' },
      admin: { description: { en: 'e.g. EuroTalc P 12', de: 'z. B. EuroTalc P 12' } },
    },
    slugField(),
    {
      name: 'markets',
      type: 'relationship',
      relationTo: 'product-markets',
      hasMany: true,
      label: { en: 'Product markets', de: 'Produktmärkte' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'd50',
          type: 'number',
          min: 0,
          max: 1000,
          label: { en: 'Median particle size d50 (µm)', de: 'Mittlere Korngröße d50 (µm)' },
        },
        {
          name: 'topCut',
          type: 'number',
          min: 0,
          max: 1000,
          label: { en: 'Top cut d98 (µm)', de: 'Oberkorn d98 (µm)' },
        },
        {
          name: 'whiteness',
          type: 'number',
          min: 0,
          max: 100,
          label: { en: 'Whiteness (%)', de: 'Weißgrad (%)' },
        },
        {
          name: 'form',
          type: 'select',
          options: [
            { value: 'powder', label: { en: 'Powder', de: 'Pulver' } },
            { value: 'compacted', label: { en: 'Compacted', de: 'Kompaktiert' } },
          ],
          label: { en: 'Form', de: 'Form' },
        },
      ],
    },
    {
      name: 'description',
      type: 'textarea',
      localized: true,
      maxLength: 1000,
      label: { en: 'Short description', de: 'Kurzbeschreibung' },
    },
  ],
})
