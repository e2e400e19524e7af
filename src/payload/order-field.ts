import type { Field } from 'payload'

/** Manual order of small lists (team, FAQ, offices, product markets). */
export const orderField: Field = {
  name: 'order',
  type: 'number',
  defaultValue: 100,
  index: true,
  label: { en: 'Order (smaller first)', de: 'Reihenfolge (kleinere zuerst)' },
  admin: { position: 'sidebar' },
}
