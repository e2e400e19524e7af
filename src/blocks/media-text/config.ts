import type { Block } from 'payload'

import { blockHeading, imageField, richTextField } from '../fields'

export const mediaTextConfig: Block = {
  slug: 'mediaText',
  labels: {
    singular: { en: 'Image and text', de: 'Bild und Text' },
    plural: { en: 'Images and texts', de: 'Bilder und Texte' },
  },
  fields: [
    blockHeading,
    richTextField('content', 'Content', 'Inhalt', true),
    imageField(true),
    {
      name: 'imagePosition',
      type: 'select',
      defaultValue: 'right',
      label: { en: 'Image position', de: 'Bildposition' },
      options: [
        { value: 'left', label: { en: 'Left', de: 'Links' } },
        { value: 'right', label: { en: 'Right', de: 'Rechts' } },
      ],
    },
  ],
}
