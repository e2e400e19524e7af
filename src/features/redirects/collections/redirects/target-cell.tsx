import type { DefaultServerCellComponentProps } from 'payload'

import { locationOf } from '@/features/redirects/redirect-table'
import { inLocale } from '@/i18n/locales'

/** A redirect whose target is gone (a deleted page), in the admin's language. */
const NO_TARGET = { en: '– (no valid target)', de: '– (kein gültiges Ziel)' }

/**
 * The redirects list's "Target" column: where a visitor of the old address
 * is sent, as the proxy's table has it (a page's current address in the old address's language,
 * or the custom address), instead of only "page" or "custom". Rendered on the server.
 */
export async function RedirectTargetCell({
  payload,
  rowData,
  i18n,
}: DefaultServerCellComponentProps) {
  const row = (rowData ?? {}) as { from?: unknown; to?: unknown }
  const location = await locationOf(payload, {
    from: String(row.from ?? ''),
    to: row.to as Parameters<typeof locationOf>[1]['to'],
  })
  if (location) return <span>{location}</span>
  return <span>{inLocale(NO_TARGET, i18n.language)}</span>
}
