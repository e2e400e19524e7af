import { getTranslation } from '@payloadcms/translations'
import type { UIFieldServerProps } from 'payload'

import { enquiryReference } from '@/features/enquiries/enquiry-fields'

/** The reference of a stored enquiry (its id and arrival), or null before it is stored. */
function referenceOf(id: unknown, createdAt: unknown): string | null {
  if ((typeof id !== 'number' && typeof id !== 'string') || id === '') return null
  if (typeof createdAt !== 'string' || createdAt === '') return null
  return enquiryReference({ id, createdAt })
}

/**
 * The reference number the sender was given (confirmation mail, personal area), on the
 * enquiry's edit view: read-only text staff can copy, so that a customer who quotes it is
 * found. Rendered on the server; the number is derived, nothing is stored for it.
 */
export function ReferenceField({ data, field, i18n, id }: UIFieldServerProps) {
  const reference = referenceOf(id ?? data?.id, data?.createdAt)
  if (!reference) return null
  const label = field.label ? getTranslation(field.label, i18n) : ''
  return (
    <div className="field-type enquiry-reference" style={{ marginBottom: 'var(--spacing-field)' }}>
      <span className="field-label" id="field-reference-label">
        {String(label)}
      </span>
      <p aria-labelledby="field-reference-label" style={{ margin: 0, fontWeight: 600 }}>
        {reference}
      </p>
    </div>
  )
}

/** What Payload hands a list cell (its own type lives in the server package). */
type CellProps = { rowData?: Record<string, unknown> }

/** The reference number in the inbox list. */
export function ReferenceCell({ rowData }: CellProps) {
  return <span>{referenceOf(rowData?.id, rowData?.createdAt) ?? '—'}</span>
}
