import type { Field } from 'payload'

/** Search-engine texts of a page; empty fields fall back to the title and summary. */
export const metaField: Field = {
  name: 'meta',
  type: 'group',
  label: { en: 'Search engines and sharing', de: 'Suchmaschinen und Teilen' },
  admin: {
    description: {
      en: 'Title and description in search results and when the page is shared. Left empty, the page title and summary are used.',
      de: 'Titel und Beschreibung in Suchergebnissen und beim Teilen. Leer bleiben Seitentitel und Zusammenfassung.',
    },
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      localized: true,
      maxLength: 70,
      label: { en: 'Title', de: 'Titel' },
    },
    {
      name: 'description',
      type: 'textarea',
      localized: true,
      maxLength: 200,
      label: { en: 'Description', de: 'Beschreibung' },
    },
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      label: { en: 'Image for sharing', de: 'Bild zum Teilen' },
    },
  ],
}
