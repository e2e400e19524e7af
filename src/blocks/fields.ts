import type { Field } from 'payload'

/** An optional heading above a block. */
export const blockHeading: Field = {
  name: 'heading',
  type: 'text',
  localized: true,
  label: { en: 'Heading', de: 'Überschrift' },
}

export const imageField = (required = false): Field => ({
  name: 'image',
  type: 'upload',
  relationTo: 'media',
  required,
  label: { en: 'Image', de: 'Bild' },
})
