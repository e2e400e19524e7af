'use client'

import { useRowLabel } from '@payloadcms/ui'

/** Shows each navigation row by its label in the admin instead of "Main item 01". */
export function RowLabel() {
  const { data, rowNumber } = useRowLabel<{ label?: string; href?: string }>()
  const number = String((rowNumber ?? 0) + 1).padStart(2, '0')
  return (
    <span>
      {number} {data?.label || '…'} {data?.href ? <small>({data.href})</small> : null}
    </span>
  )
}
