import type { Field } from 'payload'

import { NAV_HREF_PATTERN } from '@/lib/nav-href'
import { adminMessage } from '@/payload/localized-message'

/** An optional heading above a block. */
export const blockHeading: Field = {
  name: 'heading',
  type: 'text',
  localized: true,
  label: { en: 'Heading', de: 'Überschrift' },
}

export const imageField = (required = false): Field => ({
  name: 'image',
  type: 'upload',
  relationTo: 'media',
  required,
  label: { en: 'Image', de: 'Bild' },
})

/** A link target as in the navigation: a site path without language, or https://. */
export const hrefField = (required = false): Field => ({
  name: 'href',
  type: 'text',
  required,
  label: { en: 'Link target', de: 'Linkziel' },
  admin: {
    description: {
      en: 'A site path without language prefix (/about-us) or an https:// address.',
      de: 'Ein Pfad der Website ohne Sprachpräfix (/about-us) oder eine https://-Adresse.',
    },
  },
  validate: (value: unknown, { req }: { req?: { i18n?: { language?: string } } }) =>
    (!required && (value === null || value === undefined || value === '')) ||
    (typeof value === 'string' && NAV_HREF_PATTERN.test(value)) ||
    adminMessage(
      req,
      'Use a path such as /about-us or an https:// address.',
      'Verwenden Sie einen Pfad wie /about-us oder eine https://-Adresse.',
    ),
})
