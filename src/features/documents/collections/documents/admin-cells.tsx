import type { DefaultServerCellComponentProps } from 'payload'

import { formatSize } from '@/features/documents/documents'
import { adminDateTime } from '@/payload/admin-date-format'
import { ADMIN_DAY_FORMAT } from '@/payload/admin-dates'

/**
 * The documents list's dates (revision date, superseded on) as the admin writes a day in the
 * editor's language ("14. Juni 2026"), in Vienna time, instead of the field's ISO format.
 * Rendered on the server.
 */
export function DocumentDayCell({ cellData, i18n }: DefaultServerCellComponentProps) {
  if (typeof cellData !== 'string' || !cellData) return null
  return <span>{adminDateTime(cellData, i18n, ADMIN_DAY_FORMAT)}</span>
}

/** A file's size in the editor's language ("1,2 MB"), as the download area writes it. */
export function DocumentSizeCell({ cellData, i18n }: DefaultServerCellComponentProps) {
  if (typeof cellData !== 'number') return null
  return <span>{formatSize(cellData, i18n.language)}</span>
}
