import type { DefaultServerCellComponentProps } from 'payload'

import { locationOf } from '@/server/redirects/redirect-table'

/**
 * The redirects list's "Target" column (issue 37, item 11): where a visitor of the old address
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
  return <span>{i18n.language === 'de' ? '– (kein gültiges Ziel)' : '– (no valid target)'}</span>
}
