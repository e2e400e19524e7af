import type { Field, Plugin } from 'payload'

/**
 * The storage plugin's bookkeeping on every upload (src/server/storage/upload-storage.ts): the
 * bucket folder and the object's key. Payload offered them in the lists' column and filter
 * choices under their raw names ("Prefix", "_object Key"); an editor has nothing to read there.
 */
const STORAGE_FIELDS: Record<string, { en: string; de: string }> = {
  prefix: { en: 'Storage folder', de: 'Speicherordner' },
  _objectKey: { en: 'Storage key', de: 'Speicherschlüssel' },
}

function inAdmin(field: Field): Field {
  if (!('name' in field) || !(field.name in STORAGE_FIELDS)) return field
  return {
    ...field,
    label: STORAGE_FIELDS[field.name],
    admin: { ...field.admin, disableListColumn: true, disableListFilter: true },
  } as Field
}

/** Labels the storage fields and keeps them out of the lists; listed after the storage plugin. */
export const storageFieldsPlugin: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map((collection) =>
    collection.upload ? { ...collection, fields: collection.fields.map(inAdmin) } : collection,
  ),
})
