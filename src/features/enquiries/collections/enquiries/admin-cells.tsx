'use client'

import { useTranslation } from '@payloadcms/ui'

import { inLocale } from '@/i18n/locales'

/** What Payload hands a list cell (its own type lives in the server package). */
type CellProps = { cellData?: unknown; rowData?: Record<string, unknown> }

const NONE = '—'
/** The dash's name for a screen reader, in the admin's language. */
const NOT_GIVEN = { en: 'not given', de: 'nicht angegeben' }
/** Before a job application's opening in the sender column. */
const APPLICATION = { en: 'Application', de: 'Bewerbung' }

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
    const prefix = inLocale(APPLICATION, i18n.language)
    return <span>{`${prefix}: ${fields.jobTitle}${reference}`}</span>
  }
  return <span aria-label={inLocale(NOT_GIVEN, i18n.language)}>{NONE}</span>
}

/** The company, or a dash where the form does not ask for one. */
export function CompanyCell({ cellData }: CellProps) {
  const { i18n } = useTranslation()
  if (typeof cellData === 'string' && cellData.trim() !== '') return <span>{cellData}</span>
  return <span aria-label={inLocale(NOT_GIVEN, i18n.language)}>{NONE}</span>
}
