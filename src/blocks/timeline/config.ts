import type { Block } from 'payload'

import { blockHeading, textareaField } from '../fields'

/** SPEC §1, §3: timeline entries with id, year and text. */
export const timelineConfig: Block = {
  slug: 'timeline',
  labels: {
    singular: { en: 'Timeline', de: 'Zeitleiste' },
    plural: { en: 'Timelines', de: 'Zeitleisten' },
  },
  fields: [
    blockHeading,
    {
      name: 'entries',
      type: 'array',
      minRows: 1,
      label: { en: 'Entries', de: 'Einträge' },
      fields: [
        {
          name: 'year',
          type: 'number',
          required: true,
          min: 1800,
          max: 2200,
          label: { en: 'Year', de: 'Jahr' },
        },
        textareaField('text', 'Text', 'Text', true),
      ],
    },
  ],
}
