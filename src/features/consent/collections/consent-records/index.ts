import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/is-admin'
import { LOCALES } from '@/i18n/routing'

/**
 * Proof of cookie consent (GDPR art. 7(1)): what a visitor chose, when, and which version of the
 * cookie text they saw. No IP address, no user agent, nothing that identifies the visitor.
 * Written only by POST /api/v1/consents; nobody edits a record.
 */
export const consentRecordsCollection: CollectionConfig = {
  slug: 'consent-records',
  labels: {
    singular: { en: 'Consent record', de: 'Einwilligungsnachweis' },
    plural: { en: 'Consent records', de: 'Einwilligungsnachweise' },
  },
  admin: {
    group: { en: 'Privacy', de: 'Datenschutz' },
    defaultColumns: ['createdAt', 'analytics', 'advertising', 'source', 'locale', 'textVersion'],
  },
  access: {
    read: isAdmin,
    create: () => false,
    update: () => false,
    delete: isAdmin,
  },
  fields: [
    {
      name: 'analytics',
      type: 'checkbox',
      required: true,
      defaultValue: false,
      label: { en: 'Analytics cookies', de: 'Analyse-Cookies' },
    },
    {
      name: 'advertising',
      type: 'checkbox',
      required: true,
      defaultValue: false,
      label: { en: 'Advertising cookies', de: 'Werbe-Cookies' },
    },
    {
      name: 'source',
      type: 'select',
      required: true,
      options: [
        { value: 'banner', label: { en: 'Cookie banner', de: 'Cookie-Banner' } },
        { value: 'dialog', label: { en: 'Cookie settings', de: 'Cookie-Einstellungen' } },
      ],
      label: { en: 'Given in', de: 'Abgegeben in' },
    },
    {
      name: 'locale',
      type: 'select',
      required: true,
      options: LOCALES.map((l) => ({ value: l, label: l.toUpperCase() })),
      label: { en: 'Language', de: 'Sprache' },
    },
    {
      name: 'textVersion',
      type: 'text',
      required: true,
      label: { en: 'Cookie text version', de: 'Version des Cookie-Texts' },
    },
  ],
}
