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

export const textField = (name: string, en: string, de: string, required = false) =>
  ({ name, type: 'text', localized: true, required, label: { en, de } }) as const
export const textareaField = (name: string, en: string, de: string, required = false) =>
  ({ name, type: 'textarea', localized: true, required, label: { en, de } }) as const
export const richTextField = (name: string, en: string, de: string, required = false) =>
  ({ name, type: 'richText', localized: true, required, label: { en, de } }) as const
