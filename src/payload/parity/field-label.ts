import { getTranslation, type I18n } from '@payloadcms/translations'
import type { Field } from 'payload'

/** A field's label in the admin's language (a `{ en, de }` record, a function of `t`, a string). */
function translated(label: unknown, i18n: I18n): string | null {
  if (typeof label === 'function')
    return String((label as (args: { t: I18n['t']; i18n: I18n }) => unknown)({ t: i18n.t, i18n }))
  if (typeof label === 'string') return label || null
  if (label && typeof label === 'object')
    return String(getTranslation(label as Record<string, string>, i18n)) || null
  return null
}

/**
 * The label of the top-level data field `name` of a collection: what the
 * translation-parity view names instead of the key ('layout' → "Inhalt"). Fields in unnamed
 * tabs, rows and collapsibles sit at the top level of the data too. The key when it has none.
 */
export function fieldLabel(fields: readonly Field[], name: string, i18n: I18n): string {
  for (const field of fields) {
    if ('name' in field && field.name === name) {
      const label = 'label' in field ? translated(field.label, i18n) : null
      return label ?? name
    }
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        if ('name' in tab && tab.name === name) return translated(tab.label, i18n) ?? name
        if (!('name' in tab && tab.name)) {
          const found = fieldLabel(tab.fields, name, i18n)
          if (found !== name) return found
        }
      }
    } else if (!('name' in field) && 'fields' in field) {
      const found = fieldLabel(field.fields, name, i18n)
      if (found !== name) return found
    }
  }
  return name
}
