import type { GlobalConfig } from 'payload'

import { ENQUIRY_TYPE_LABELS, ENQUIRY_TYPES, type EnquiryType } from '@/lib/enquiries'

import { hasRole } from '../../collections/users/access'

/** The global's field name of a form type: `request-a-sample` → `requestASample`. */
export const recipientsField = (type: EnquiryType) =>
  type.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())

/** Comma- or line-separated addresses: the valid ones, lower-cased. */
export function parseRecipients(value: unknown): string[] {
  if (typeof value !== 'string') return []
  return value
    .split(/[\s,;]+/)
    .map((address) => address.trim().toLowerCase())
    .filter((address) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address))
}

/**
 * Who receives each form's enquiries (issue 7). Empty: the moderators (or, without any, the
 * administrators). Administrators edit it; the senders' confirmation can be switched off.
 */
export const formRecipientsGlobal: GlobalConfig = {
  slug: 'form-recipients',
  label: { en: 'Form recipients', de: 'Formular-Empfänger' },
  admin: { group: { en: 'Inbox', de: 'Posteingang' } },
  access: {
    read: ({ req }) => hasRole(req.user, 'admin', 'moderator'),
    update: ({ req }) => hasRole(req.user, 'admin'),
  },
  fields: [
    ...ENQUIRY_TYPES.map((type) => ({
      name: recipientsField(type),
      type: 'textarea' as const,
      label: ENQUIRY_TYPE_LABELS[type],
      admin: {
        description: {
          en: 'E-mail addresses, separated by commas or lines. Empty: the moderators.',
          de: 'E-Mail-Adressen, durch Kommas oder Zeilen getrennt. Leer: die Moderatoren.',
        },
      },
      validate: (value: unknown) => {
        if (typeof value !== 'string' || value.trim() === '') return true
        const parts = value.split(/[\s,;]+/).filter(Boolean)
        return parts.length === parseRecipients(value).length
          ? true
          : 'Every entry must be an e-mail address. / Jeder Eintrag muss eine E-Mail-Adresse sein.'
      },
    })),
    {
      name: 'confirmSender',
      type: 'checkbox',
      defaultValue: true,
      label: {
        en: 'Send the sender a confirmation e-mail',
        de: 'Dem Absender eine Bestätigung per E-Mail senden',
      },
    },
  ],
}
