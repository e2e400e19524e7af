import type { Block } from 'payload'

import { FEATURE_KINDS } from '@/lib/content-types'

import { textareaField } from '../fields'

const FEATURE_KIND_LABELS: Record<(typeof FEATURE_KINDS)[number], { en: string; de: string }> = {
  'request-a-sample': { en: 'Form: request a sample', de: 'Formular: Muster anfordern' },
  'contact-sales': { en: 'Form: contact sales', de: 'Formular: Vertrieb kontaktieren' },
  'general-enquiries': { en: 'Form: general enquiries', de: 'Formular: allgemeine Anfragen' },
  'contact-us': { en: 'Form: contact us', de: 'Formular: Kontakt' },
  'team-form': { en: 'Form: write to the team', de: 'Formular: an das Team schreiben' },
  register: { en: 'Registration', de: 'Registrierung' },
  download: { en: 'Download area', de: 'Downloadbereich' },
  search: { en: 'Site search', de: 'Website-Suche' },
  personal: { en: 'Personal area', de: 'Persönlicher Bereich' },
}

/** A part of the site with its own behaviour (forms, download area, search, personal area). */
export const featureConfig: Block = {
  slug: 'feature',
  labels: {
    singular: { en: 'Function', de: 'Funktion' },
    plural: { en: 'Functions', de: 'Funktionen' },
  },
  fields: [
    {
      name: 'kind',
      type: 'select',
      required: true,
      label: { en: 'Function', de: 'Funktion' },
      options: FEATURE_KINDS.map((value) => ({ value, label: FEATURE_KIND_LABELS[value] })),
    },
    textareaField('text', 'Introduction', 'Einleitung'),
  ],
}
