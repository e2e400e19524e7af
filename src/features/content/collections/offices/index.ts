import type { CollectionConfig } from 'payload'

import { contentCollection } from '@/features/content/content-collection'
import { orderField } from '@/payload/order-field'

export const officesCollection: CollectionConfig = contentCollection({
  slug: 'offices',
  labels: {
    singular: { en: 'Office', de: 'Standort' },
    plural: { en: 'Offices', de: 'Standorte' },
  },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'kind', 'order', '_status'] },
  defaultSort: 'order',
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      localized: true,
      label: { en: 'Name', de: 'Name' },
    },
    {
      name: 'kind',
      type: 'text',
      localized: true,
      label: { en: 'Type (e.g. headquarters)', de: 'Art (z. B. Hauptsitz)' },
    },
    {
      name: 'address',
      type: 'textarea',
      required: true,
      localized: true,
      label: { en: 'Address', de: 'Adresse' },
    },
    { name: 'phone', type: 'text', label: { en: 'Phone', de: 'Telefon' } },
    { name: 'email', type: 'email', label: { en: 'E-mail', de: 'E-Mail' } },
    {
      type: 'row',
      fields: [
        {
          name: 'latitude',
          type: 'number',
          required: true,
          min: -90,
          max: 90,
          label: { en: 'Latitude', de: 'Breitengrad' },
        },
        {
          name: 'longitude',
          type: 'number',
          required: true,
          min: -180,
          max: 180,
          label: { en: 'Longitude', de: 'Längengrad' },
        },
      ],
    },
    orderField,
  ],
})
