import type { CollectionConfig } from 'payload'

import { contentCollection } from '@/features/content/content-collection'
import { publishedAtField } from '@/payload/published-at-field'
import { slugField } from '@/payload/slug-field'

/** SPEC §2.2 /blog/{item}. */
export const blogPostsCollection: CollectionConfig = contentCollection({
  livePreview: true,
  slug: 'blog-posts',
  labels: {
    singular: { en: 'Blog post', de: 'Blogbeitrag' },
    plural: { en: 'Blog posts', de: 'Blogbeiträge' },
  },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'publishedAt', '_status'] },
  defaultSort: '-publishedAt',
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      localized: true,
      label: { en: 'Title', de: 'Titel' },
    },
    slugField(),
    publishedAtField,
    {
      name: 'author',
      type: 'text',
      required: true,
      label: { en: 'Author', de: 'Autor' },
      admin: { position: 'sidebar' },
    },
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
  ],
})
