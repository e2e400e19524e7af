import type { Field } from 'payload'

/** The read-only text view of a JSON or code field (src/components/admin/json-text.tsx). */
export const JSON_TEXT_COMPONENT = '@/components/admin/json-text#JsonText'

/**
 * The fields with every JSON and code field shown as read-only text, at any depth (groups,
 * rows, tabs, arrays, blocks). Payload's editor for these fields is Monaco, which it loads from
 * a CDN (cdn.jsdelivr.net): the site's Content-Security-Policy blocks that, so the field would
 * stay empty, and the admin loads nothing the site does not serve itself. A field that already
 * has its own component keeps it. For collections staff read but do not write (the job queue).
 */
export function readableJsonFields(fields: Field[]): Field[] {
  return fields.map((field): Field => {
    if (field.type === 'json' || field.type === 'code') {
      if (field.admin?.components?.Field) return field
      return {
        ...field,
        admin: {
          ...field.admin,
          readOnly: true,
          components: { ...field.admin?.components, Field: JSON_TEXT_COMPONENT },
        },
      } as Field
    }
    if (field.type === 'tabs')
      return {
        ...field,
        tabs: field.tabs.map((tab) => ({ ...tab, fields: readableJsonFields(tab.fields) })),
      }
    if (field.type === 'blocks')
      return {
        ...field,
        blocks: field.blocks.map((block) => ({
          ...block,
          fields: readableJsonFields(block.fields),
        })),
      }
    if ('fields' in field && Array.isArray(field.fields))
      return { ...field, fields: readableJsonFields(field.fields) } as Field
    return field
  })
}
