import type { Block } from 'payload'

import { blockHeading, textField } from '../fields'

export const statsConfig: Block = {
  slug: 'stats',
  labels: {
    singular: { en: 'Figures', de: 'Kennzahlen' },
    plural: { en: 'Figures', de: 'Kennzahlen' },
  },
  fields: [
    blockHeading,
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      label: { en: 'Figures', de: 'Kennzahlen' },
      fields: [
        { name: 'value', type: 'number', required: true, label: { en: 'Value', de: 'Wert' } },
        textField('unit', 'Unit', 'Einheit'),
        textField('label', 'Label', 'Beschriftung', true),
      ],
    },
  ],
}
