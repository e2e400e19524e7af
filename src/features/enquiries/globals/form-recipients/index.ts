import type { GlobalConfig } from 'payload'

import { isAdmin } from '@/access/is-admin'
import { isAdminOrModerator } from '@/access/is-admin-or-moderator'
import {
  ENQUIRY_TYPE_LABELS,
  ENQUIRY_TYPES,
  type EnquiryType,
} from '@/features/enquiries/enquiries'

/** The global's field name of a form type: `request-a-sample` → `requestASample`. */
export const recipientsField = (type: EnquiryType) =>
  type.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())

/** Months after closing until a closed enquiry is deleted: applications 6 (usual in Germany
 * after the decision), business enquiries 24. Administrators change them in the admin. */
export const RETENTION_DEFAULT_MONTHS: Record<EnquiryType, number> = {
  'request-a-sample': 24,
  'contact-sales': 24,
  'general-enquiries': 24,
  'contact-us': 24,
  'team-form': 24,
  'job-response': 6,
}

/** Comma- or line-separated addresses: the valid ones, lower-cased. */
export function parseRecipients(value: unknown): string[] {
  if (typeof value !== 'string') return []
  return value
    .split(/[\s,;]+/)
    .map((address) => address.trim().toLowerCase())
    .filter((address) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address))
}

/**
 * Who receives each form's enquiries (ADR 0011). Empty: the moderators (or, without any, the
 * administrators). Administrators edit it; the senders' confirmation can be switched off.
 */
export const formRecipientsGlobal: GlobalConfig = {
  slug: 'form-recipients',
  label: { en: 'Forms: recipients and retention', de: 'Formulare: Empfänger und Aufbewahrung' },
  admin: { group: { en: 'Inbox', de: 'Posteingang' } },
  access: {
    read: isAdminOrModerator,
    update: isAdmin,
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
      name: 'retentionMonths',
      type: 'group',
      label: { en: 'Retention', de: 'Aufbewahrung' },
      admin: {
        description: {
          en: 'Closed enquiries (status Done) are deleted with their files this many months after closing. Empty: kept until deleted by hand.',
          de: 'Abgeschlossene Anfragen (Status Erledigt) werden mit ihren Dateien so viele Monate nach dem Abschluss gelöscht. Leer: bleiben, bis sie von Hand gelöscht werden.',
        },
      },
      fields: ENQUIRY_TYPES.map((type) => ({
        name: recipientsField(type),
        type: 'number' as const,
        min: 0,
        max: 120,
        admin: { step: 1 },
        defaultValue: RETENTION_DEFAULT_MONTHS[type],
        label: {
          en: `${ENQUIRY_TYPE_LABELS[type].en} (months)`,
          de: `${ENQUIRY_TYPE_LABELS[type].de} (Monate)`,
        },
      })),
    },
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
