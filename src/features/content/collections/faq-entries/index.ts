import type { CollectionConfig } from 'payload'

import { contentCollection } from '@/features/content/content-collection'
import { orderField } from '@/payload/order-field'

export const faqEntriesCollection: CollectionConfig = contentCollection({
  slug: 'faq-entries',
  labels: {
    singular: { en: 'FAQ entry', de: 'FAQ-Eintrag' },
    plural: { en: 'FAQ', de: 'FAQ' },
  },
  admin: { useAsTitle: 'question', defaultColumns: ['question', 'order', '_status'] },
  defaultSort: 'order',
  fields: [
    {
      name: 'question',
      type: 'text',
      required: true,
      localized: true,
      label: { en: 'Question', de: 'Frage' },
    },
    {
      name: 'answer',
      type: 'richText',
      required: true,
      localized: true,
      label: { en: 'Answer', de: 'Antwort' },
    },
    orderField,
  ],
})
