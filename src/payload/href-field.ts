import type { Field } from 'payload'

import { NAV_HREF_PATTERN } from '@/lib/nav-href'

import { adminMessage } from './localized-message'

/**
 * A link target as editors type it, in the navigation and in blocks: a site path without
 * language prefix (the site adds it per reader) or an https:// address.
 */
export const hrefField = (required: boolean): Field => ({
  name: 'href',
  type: 'text',
  required,
  label: { en: 'Link target', de: 'Linkziel' },
  admin: {
    description: {
      en: 'A site path without language prefix (/about-us, /download?tab=quality-documents) or an https:// address.',
      de: 'Ein Pfad der Website ohne Sprachpräfix (/about-us, /download?tab=quality-documents) oder eine https://-Adresse.',
    },
  },
  validate: (value: unknown, { req }: { req?: { i18n?: { language?: string } } }) =>
    (!required && (value === null || value === undefined || value === '')) ||
    (typeof value === 'string' && NAV_HREF_PATTERN.test(value)) ||
    adminMessage(
      req,
      'Use a path such as /about-us (lowercase letters, digits, hyphens) or an https:// address.',
      'Verwenden Sie einen Pfad wie /about-us (Kleinbuchstaben, Ziffern, Bindestriche) oder eine https://-Adresse.',
    ),
})
