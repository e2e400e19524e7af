import type { Block } from 'payload'

import { hrefField } from '@/payload/href-field'

import { blockHeading, imageField, textareaField, textField } from '../fields'

export const cardsConfig: Block = {
  slug: 'cards',
  labels: { singular: { en: 'Cards', de: 'Karten' }, plural: { en: 'Cards', de: 'Karten' } },
  fields: [
    blockHeading,
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      label: { en: 'Cards', de: 'Karten' },
      fields: [
        textField('title', 'Title', 'Titel', true),
        textareaField('text', 'Text', 'Text'),
        hrefField(false),
        imageField(),
      ],
    },
  ],
}
