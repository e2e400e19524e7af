import type { Block } from 'payload'

import { blockHeading, textareaField } from '../fields'

/**
 * "Where we are" (ADR 0027): a map of the plant and the offices, drawn on the server from the
 * offices' coordinates (no map tiles from outside), with the list of places beside it.
 */
export const locationsMapConfig: Block = {
  slug: 'locationsMap',
  labels: {
    singular: { en: 'Locations map', de: 'Standortkarte' },
    plural: { en: 'Locations maps', de: 'Standortkarten' },
  },
  fields: [blockHeading, textareaField('intro', 'Introduction', 'Einleitung')],
}
