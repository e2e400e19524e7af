import type { CollectionConfig } from 'payload'

import { NEWS_CATEGORIES } from '@/lib/content-routes'
import { contentCollection } from '@/features/content/content-collection'
import { publishedAtField } from '@/payload/published-at-field'
import { slugField } from '@/payload/slug-field'

/** Company news and media about us (SPEC §2.2 /news-events/{category}/{item}). */
export const newsCollection: CollectionConfig = contentCollection({
  livePreview: true,
  slug: 'news',
  labels: {
    singular: { en: 'News item', de: 'Nachricht' },
    plural: { en: 'News', de: 'Nachrichten' },
  },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'category', 'publishedAt', '_status'] },
  defaultSort: '-publishedAt',
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      localized: true,
      label: { en: 'Title', de: 'Titel' },
    },
    {
      name: 'category',
      type: 'select',
      required: true,
      defaultValue: 'company-news',
      index: true,
      label: { en: 'Category', de: 'Kategorie' },
      admin: { position: 'sidebar' },
      options: NEWS_CATEGORIES.map((value) => ({
        value,
        label:
          value === 'company-news'
            ? { en: 'Company news', de: 'Unternehmensnachrichten' }
            : { en: 'Media about us', de: 'Medien über uns' },
      })),
    },
    slugField(),
    publishedAtField,
    {
      name: 'excerpt',
      type: 'textarea',
      required: true,
      localized: true,
      label: { en: 'Summary', de: 'Zusammenfassung' },
    },
    { name: 'image', type: 'upload', relationTo: 'media', label: { en: 'Image', de: 'Bild' } },
    {
      name: 'content',
      type: 'richText',
      required: true,
      localized: true,
      label: { en: 'Text', de: 'Text' },
    },
    {
      name: 'source',
      type: 'group',
      label: { en: 'Original article (media about us)', de: 'Originalartikel (Medien über uns)' },
      admin: { condition: (data) => data?.category === 'media-about-us' },
      fields: [
        { name: 'name', type: 'text', label: { en: 'Outlet', de: 'Medium' } },
        {
          name: 'url',
          type: 'text',
          label: { en: 'Address (https://)', de: 'Adresse (https://)' },
          validate: (value: unknown) =>
            value === null ||
            value === undefined ||
            value === '' ||
            (typeof value === 'string' && /^https:\/\/[^\s"'<>]+$/.test(value)) ||
            'https://…',
        },
      ],
    },
  ],
})
