import type { DateField } from 'payload'

/** The date a visitor sees and lists sort by; JobPosting and Article JSON-LD use it too. */
export const publishedAtField: DateField = {
  name: 'publishedAt',
  type: 'date',
  required: true,
  index: true,
  label: { en: 'Date', de: 'Datum' },
  defaultValue: () => new Date().toISOString(),
  admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly' } },
}
