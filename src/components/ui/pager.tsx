import type { MouseEvent } from 'react'

import { type Messages, textsOf } from '@/lib/messages'

/**
 * A step to the previous or next page: a link where the page has an address of its own (it
 * works without JavaScript), else a button that stays in place, disabled at the ends.
 */
export type PagerStep =
  | { href: string; onClick: (event: MouseEvent) => void }
  | { disabled: boolean; onClick: () => void }
  | null

/** 'Page 2 of 5' between the steps; texts from the `pager` messages (previous, next, page). */
export function Pager({
  label,
  texts,
  page,
  pages,
  previous,
  next,
  className = 'pager',
}: {
  label: string
  texts: Messages
  page: number
  pages: number
  previous: PagerStep
  next: PagerStep
  className?: string
}) {
  const t = textsOf(texts)
  const step = (value: PagerStep, rel: 'prev' | 'next') => {
    if (!value) return null
    const text = t(rel === 'prev' ? 'pager.previous' : 'pager.next')
    return 'href' in value ? (
      <a href={value.href} rel={rel} className="button" onClick={value.onClick}>
        {text}
      </a>
    ) : (
      <button type="button" className="button" disabled={value.disabled} onClick={value.onClick}>
        {text}
      </button>
    )
  }
  return (
    <nav className={className} aria-label={label}>
      {step(previous, 'prev')}
      <span>{t('pager.page', { page, pages })}</span>
      {step(next, 'next')}
    </nav>
  )
}
