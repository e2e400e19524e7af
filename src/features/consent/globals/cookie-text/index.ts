import type { GlobalConfig } from 'payload'

import { canEditContent } from '@/access/can-edit-content'
import { globalInvalidation } from '@/payload/invalidation/hooks'

/** The text of the cookie-settings dialog (SPEC §2.5, §3 cookie content). */
export const cookieTextGlobal: GlobalConfig = {
  slug: 'cookie-text',
  label: { en: 'Cookie text', de: 'Cookie-Text' },
  admin: {
    group: { en: 'Website', de: 'Website' },
    description: {
      en: 'Every consent is stored with the time this text was last saved, so a change of text starts a new version.',
      de: 'Jede Einwilligung wird mit dem Zeitpunkt gespeichert, zu dem dieser Text zuletzt gespeichert wurde; eine Textänderung beginnt also eine neue Version.',
    },
  },
  access: {
    read: () => true,
    update: canEditContent,
  },
  // Every page shows it: the whole site in the languages it changed in.
  hooks: globalInvalidation('cookie-text', false),
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      localized: true,
      label: { en: 'Title', de: 'Titel' },
    },
    {
      name: 'content',
      type: 'richText',
      required: true,
      localized: true,
      label: { en: 'Text', de: 'Text' },
    },
  ],
}
