'use client'

import { FieldLabel, useField } from '@payloadcms/ui'

/** What Payload hands a JSON field's component (its own type lives in the server package). */
type JsonFieldProps = { field: { label?: false | string | Record<string, string> }; path: string }

/**
 * A JSON field shown as text, read-only (the job queue's input, state and log). Payload's own
 * JSON and code fields are a code editor it loads from a CDN: the admin's Content-Security-Policy
 * blocks that, and the admin loads nothing the site does not serve itself.
 */
export function JsonText({ field, path: pathFromProps }: JsonFieldProps) {
  const { path, value } = useField<unknown>({ potentiallyStalePath: pathFromProps })
  const text =
    value === undefined || value === null
      ? ''
      : typeof value === 'string'
        ? value
        : JSON.stringify(value, null, 2)
  const id = `field-${path.replace(/\W+/g, '-')}`
  return (
    <div className="field-type json-text" style={{ marginBottom: 'var(--spacing-field)' }}>
      <FieldLabel as="span" label={field.label || undefined} path={path} />
      <pre
        id={id}
        // A scrollable region is reached and read with the keyboard too.
        tabIndex={0}
        style={{
          margin: 0,
          padding: '0.75rem 1rem',
          maxHeight: '24rem',
          overflow: 'auto',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          border: '1px solid var(--theme-elevation-150)',
          borderRadius: 'var(--style-radius-s)',
          background: 'var(--theme-elevation-50)',
        }}
      >
        {text || '—'}
      </pre>
    </div>
  )
}
