'use client'

import { useConfig, useFormFields, useRowLabel, useTranslation } from '@payloadcms/ui'
import { formatDate } from '@payloadcms/ui/shared'

import { localeOr } from '@/i18n/locales'
import { countryName } from '@/lib/countries'

import { MEMBER_STATUS_LABELS } from './status-labels'

/** What Payload hands a list cell (its own type lives in the server package). */
type CellProps = { cellData?: unknown; rowData?: Record<string, unknown> }

/** "Austria (AT)" in the members list instead of the bare code. */
export function CountryCell({ cellData }: CellProps) {
  const { i18n } = useTranslation()
  if (typeof cellData !== 'string' || cellData === '') return null
  return <span>{`${countryName(cellData, i18n.language)} (${cellData})`}</span>
}

/** Under the country code in the member form: the country's name in the admin's language. */
export function CountryDescription() {
  const { i18n } = useTranslation()
  const code = useFormFields(([fields]) => fields.country?.value)
  if (typeof code !== 'string' || code === '') return null
  return <div className="field-description">{countryName(code, i18n.language)}</div>
}

/** Each moderation decision by what it was and when, instead of "Moderation Log 01". */
export function DecisionRowLabel() {
  const { i18n } = useTranslation()
  const { config } = useConfig()
  const { data, rowNumber } = useRowLabel<{ status?: string; at?: string }>()
  const lang = localeOr(i18n.language)
  const status = MEMBER_STATUS_LABELS[data?.status as keyof typeof MEMBER_STATUS_LABELS]
  // The admin's one date format (src/payload/admin-dates.ts), as in the fields beside it.
  const at = data?.at ? formatDate({ date: data.at, i18n, pattern: config.admin.dateFormat }) : ''
  return (
    <span>
      {String((rowNumber ?? 0) + 1).padStart(2, '0')} {status?.[lang] ?? data?.status ?? '…'}
      {at ? ` · ${at}` : ''}
    </span>
  )
}
