import type { Block } from 'payload'

import { richTextField } from '../fields'

export const richTextConfig: Block = {
  slug: 'richText',
  labels: { singular: { en: 'Text', de: 'Text' }, plural: { en: 'Texts', de: 'Texte' } },
  fields: [richTextField('content', 'Content', 'Inhalt', true)],
}
