import type { CollectionConfig } from 'payload'

import { contentCollection } from '@/features/content/content-collection'
import { publishedAtField } from '@/payload/published-at-field'
import { slugField } from '@/payload/slug-field'

/** SPEC §2.2 /about-us/gallery/{photo}. */
export const galleryPhotosCollection: CollectionConfig = contentCollection({
  slug: 'gallery-photos',
  labels: {
    singular: { en: 'Gallery photo', de: 'Galeriefoto' },
    plural: { en: 'Gallery', de: 'Galerie' },
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
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      required: true,
      label: { en: 'Photo', de: 'Foto' },
    },
    {
      name: 'caption',
      type: 'textarea',
      localized: true,
      label: { en: 'Caption', de: 'Bildunterschrift' },
    },
  ],
})
