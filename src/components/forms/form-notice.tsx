'use client'

import { type ReactNode, useLayoutEffect, useRef } from 'react'

/**
 * Takes the visitor to a message that has just appeared: focus moves to it, so a
 * screen reader reads it and the keyboard goes on from there instead of from the page's top
 * (a form that empties or is replaced would otherwise drop focus to <body>), and it is scrolled
 * into view, smoothly unless the visitor asked for reduced motion. `scroll-margin-top` in the
 * stylesheet keeps it clear of the sticky header.
 */
export function revealNotice(element: HTMLElement | null): void {
  if (!element) return
  element.focus({ preventScroll: true })
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
  element.scrollIntoView({ block: 'nearest', behavior: reduce ? 'auto' : 'smooth' })
}

/**
 * A form's result message, shown beside the form it belongs to: a success (role=status) or an
 * alert (role=alert). Revealed (revealNotice) as it appears, in the commit, before paint; give it
 * a new `key` to show (and reveal) the same text again.
 */
export function FormNotice({
  tone,
  id,
  className,
  children,
}: {
  tone: 'success' | 'alert'
  id?: string
  /** Instead of the tone's own class (form-success, form-alert). */
  className?: string
  children: ReactNode
}) {
  const ref = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => revealNotice(ref.current), [])
  return (
    <div
      ref={ref}
      id={id}
      className={className ?? (tone === 'success' ? 'form-success' : 'form-alert')}
      role={tone === 'success' ? 'status' : 'alert'}
      tabIndex={-1}
    >
      {children}
    </div>
  )
}
