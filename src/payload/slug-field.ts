import type { Field } from 'payload'

import { SLUG_PATTERN } from '@/lib/content-routes'

import { adminMessage } from './localized-message'

type Req = { i18n?: { language?: string } } | undefined

/** The last part of an item's address, unique in its collection, checked against SLUG_PATTERN. */
export const slugField = (description?: { en: string; de: string }): Field => ({
  name: 'slug',
  type: 'text',
  required: true,
  unique: true,
  index: true,
  label: { en: 'Address (slug)', de: 'Adresse (Slug)' },
  admin: {
    position: 'sidebar',
    description: description ?? {
      en: 'The last part of the address: lowercase letters, digits and hyphens, e.g. new-mill-2026.',
      de: 'Der letzte Teil der Adresse: Kleinbuchstaben, Ziffern und Bindestriche, z. B. neue-muehle-2026.',
    },
  },
  validate: (value: unknown, { req }: { req?: Req }) =>
    (typeof value === 'string' && value.length <= 80 && SLUG_PATTERN.test(value)) ||
    adminMessage(
      req,
      'Use lowercase letters, digits and single hyphens (at most 80 characters).',
      'Verwenden Sie Kleinbuchstaben, Ziffern und einzelne Bindestriche (höchstens 80 Zeichen).',
    ),
})
