'use client'

import { useTranslation } from '@payloadcms/ui'
import { useSearchParams } from 'next/navigation'
import { inLocale } from '@/i18n/locales'

const TEXT = { en: 'Export as CSV', de: 'Als CSV exportieren' }

/** Above a list in the admin (download log, enquiries): the list, with its current filter, as CSV. */
export function CsvExportLink({ href: base }: { href: string }) {
  const { i18n } = useTranslation()
  const params = useSearchParams()
  const query = new URLSearchParams()
  for (const [key, value] of params.entries()) if (key.startsWith('where')) query.append(key, value)
  const href = `${base}${query.size ? `?${query}` : ''}`
  return (
    <p style={{ margin: '0 0 1rem' }}>
      <a className="btn btn--style-secondary btn--size-small" href={href} download>
        {inLocale(TEXT, i18n.language)}
      </a>
    </p>
  )
}
