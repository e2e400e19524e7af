import type { CollectionConfig } from 'payload'

import { contentCollection } from '@/features/content/content-collection'
import { orderField } from '@/payload/order-field'

export const teamMembersCollection: CollectionConfig = contentCollection({
  slug: 'team-members',
  labels: {
    singular: { en: 'Team member', de: 'Teammitglied' },
    plural: { en: 'Team', de: 'Team' },
  },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'role', 'order', '_status'] },
  defaultSort: 'order',
  fields: [
    { name: 'name', type: 'text', required: true, label: { en: 'Name', de: 'Name' } },
    {
      name: 'role',
      type: 'text',
      required: true,
      localized: true,
      label: { en: 'Role', de: 'Funktion' },
    },
    { name: 'bio', type: 'textarea', localized: true, label: { en: 'About', de: 'Über' } },
    { name: 'image', type: 'upload', relationTo: 'media', label: { en: 'Photo', de: 'Foto' } },
    orderField,
  ],
})
