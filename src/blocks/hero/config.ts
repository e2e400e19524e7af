import type { Block } from 'payload'

import { hrefField } from '@/payload/href-field'

import { imageField, textareaField, textField } from '../fields'

export const heroConfig: Block = {
  slug: 'hero',
  labels: { singular: { en: 'Hero', de: 'Bühne' }, plural: { en: 'Heroes', de: 'Bühnen' } },
  fields: [
    textField('heading', 'Heading', 'Überschrift', true),
    textareaField('text', 'Text', 'Text'),
    imageField(),
    {
      name: 'link',
      type: 'group',
      label: { en: 'Button', de: 'Schaltfläche' },
      fields: [textField('label', 'Label', 'Beschriftung'), hrefField(false)],
    },
  ],
}
