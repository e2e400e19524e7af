import { getTranslation } from '@payloadcms/translations'
import type { JSONFieldServerProps } from 'payload'

import { adminLanguage, submittedFields } from './submitted-fields'

const EMPTY = { en: 'No fields were submitted.', de: 'Es wurden keine Felder übermittelt.' }

/**
 * The enquiry's submitted fields in its edit view, as a list of label and value in the admin's
 * language. Read-only and rendered on the server: Payload's own JSON field is a code editor it
 * loads from a CDN, which the admin's Content-Security-Policy blocks (and staff only read this).
 */
export function SubmittedFieldsField({ data, field, i18n, path }: JSONFieldServerProps) {
  const language = adminLanguage(i18n.language)
  const entries = submittedFields(String(data?.type ?? ''), data?.fields, language)
  const label = field.label ? getTranslation(field.label, i18n) : ''
  const id = `field-${path.replace(/\W+/g, '-')}-label`
  return (
    <div className="field-type enquiry-fields" style={{ marginBottom: 'var(--spacing-field)' }}>
      <span className="field-label" id={id}>
        {String(label)}
      </span>
      {entries.length === 0 ? (
        <p>{EMPTY[language]}</p>
      ) : (
        <dl
          aria-labelledby={id}
          style={{
            display: 'grid',
            gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
            gap: '0.5rem 1.5rem',
            margin: 0,
            padding: '0.75rem 1rem',
            border: '1px solid var(--theme-elevation-150)',
            borderRadius: 'var(--style-radius-s)',
          }}
        >
          {entries.map(({ key, label: name, value }) => (
            <div key={key} style={{ display: 'contents' }}>
              <dt style={{ fontWeight: 600 }}>{name}</dt>
              <dd style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  )
}
