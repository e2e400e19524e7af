import type { CollectionConfig } from 'payload'

import { PAGE_PATH_PATTERN } from '@/lib/page-path'

import { hasRole } from '../users/access'

import { revalidatePageAfterChange, revalidatePageAfterDelete } from './hooks'

/**
 * Content pages addressed by their path without locale ('/' is the home page). The content
 * issue adds blocks; this is the minimum the routes need to render in both languages.
 */
export const pagesCollection: CollectionConfig = {
  slug: 'pages',
  labels: {
    singular: { en: 'Page', de: 'Seite' },
    plural: { en: 'Pages', de: 'Seiten' },
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'path', 'updatedAt'],
  },
  access: {
    read: () => true,
    create: ({ req }) => hasRole(req.user, 'admin', 'editor'),
    update: ({ req }) => hasRole(req.user, 'admin', 'editor'),
    delete: ({ req }) => hasRole(req.user, 'admin', 'editor'),
  },
  hooks: {
    afterChange: [revalidatePageAfterChange],
    afterDelete: [revalidatePageAfterDelete],
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      localized: true,
      label: { en: 'Title', de: 'Titel' },
    },
    {
      name: 'path',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: { en: 'Path', de: 'Pfad' },
      admin: {
        description: {
          en: 'Address without language prefix, e.g. /about-us. The home page is /.',
          de: 'Adresse ohne Sprachpräfix, z. B. /about-us. Die Startseite ist /.',
        },
      },
      validate: (value: unknown, { req }: { req: { i18n?: { language?: string } } }) => {
        if (typeof value === 'string' && PAGE_PATH_PATTERN.test(value)) return true
        return req.i18n?.language === 'de'
          ? 'Nur Kleinbuchstaben, Ziffern und Bindestriche, beginnend mit / (z. B. /about-us).'
          : 'Use lowercase letters, digits and hyphens, starting with / (e.g. /about-us).'
      },
    },
    {
      name: 'summary',
      type: 'textarea',
      localized: true,
      label: { en: 'Summary', de: 'Zusammenfassung' },
    },
  ],
}
