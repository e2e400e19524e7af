'use client'

import { useTranslation } from '@payloadcms/ui'

/** What Payload hands a list cell (its own type lives in the server package). */
type CellProps = { cellData?: unknown; rowData?: Record<string, unknown> }

const NONE = '—'

/**
 * The sender's name in the inbox list; a job application (which asks for no name) shows the
 * opening it is for, instead of Payload's "<No Name>".
 */
export function SenderCell({ cellData, rowData }: CellProps) {
  const { i18n } = useTranslation()
  if (typeof cellData === 'string' && cellData.trim() !== '') return <span>{cellData}</span>
  const fields = (rowData?.fields ?? {}) as { jobTitle?: unknown; jobReference?: unknown }
  if (rowData?.type === 'job-response' && typeof fields.jobTitle === 'string') {
    const reference = typeof fields.jobReference === 'string' ? ` (${fields.jobReference})` : ''
    const prefix = i18n.language === 'de' ? 'Bewerbung' : 'Application'
    return <span>{`${prefix}: ${fields.jobTitle}${reference}`}</span>
  }
  return <span aria-label={i18n.language === 'de' ? 'nicht angegeben' : 'not given'}>{NONE}</span>
}

/** The company, or a dash where the form does not ask for one. */
export function CompanyCell({ cellData }: CellProps) {
  const { i18n } = useTranslation()
  if (typeof cellData === 'string' && cellData.trim() !== '') return <span>{cellData}</span>
  return <span aria-label={i18n.language === 'de' ? 'nicht angegeben' : 'not given'}>{NONE}</span>
}
