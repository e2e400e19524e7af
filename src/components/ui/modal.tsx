'use client'

import { type ReactNode, useEffect, useRef, useSyncExternalStore } from 'react'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

// How many modals are open right now, for parts of the page that should wait behind none of them.
let openModals = 0
const listeners = new Set<() => void>()

function countOpen(change: 1 | -1) {
  openModals += change
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * How many modal dialogs are open. A non-modal part that must be answered (the cookie banner)
 * waits while another dialog makes it inert, instead of lying unreachable under the backdrop.
 */
export function useOpenModalCount(): number {
  return useSyncExternalStore(
    subscribe,
    () => openModals,
    () => 0,
  )
}

/** Whether an element can take focus where the visitor sees it. */
export function isShown(element: Element | null): element is HTMLElement {
  return (
    element instanceof HTMLElement &&
    element.isConnected &&
    element.checkVisibility({ visibilityProperty: true }) &&
    !element.closest('[inert], [hidden]')
  )
}

/** Scrolls `element` just into view when it is not (the scroll padding keeps it below the header). */
function bringIntoView(element: HTMLElement) {
  const box = element.getBoundingClientRect()
  if (box.top < 0 || box.bottom > window.innerHeight) element.scrollIntoView({ block: 'nearest' })
}

/**
 * After a dialog or a part of the page that had focus goes away. Focus that is already on
 * something shown stays there (the browser's own return to the opener, or what a new view chose,
 * such as the search's count), only brought into view; else it goes to `preferred` when that is
 * a control that shows; else to the skip link, which shows at the top of the viewport without
 * scrolling the page.
 */
export function restoreFocus(preferred: Element | null) {
  const active = document.activeElement
  if (active instanceof HTMLElement && active !== document.body && isShown(active)) {
    if (active === preferred) bringIntoView(active)
    return
  }
  if (
    isShown(preferred) &&
    preferred !== document.body &&
    preferred !== document.documentElement &&
    preferred.matches(':not([disabled])')
  ) {
    preferred.focus({ preventScroll: true })
    bringIntoView(preferred)
    return
  }
  document.querySelector<HTMLElement>('.skip-link')?.focus({ preventScroll: true })
}

type Props = {
  id?: string
  open: boolean
  onClose: () => void
  /** id of the element that names the dialog */
  labelledBy?: string
  label?: string
  className?: string
  children: ReactNode
}

/**
 * A modal on the native <dialog>: showModal() makes the rest of the page inert, so focus stays
 * inside (keyboard and screen readers), Escape closes it and focus returns to where it was.
 */
export function Modal({ id, open, onClose, labelledBy, label, className, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null)
  const onCloseRef = useRef(onClose)
  useEffect(() => {
    onCloseRef.current = onClose
  })

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (!open) return
    // What had focus (none, or <body>, after a tap on iOS or a replayed early tap).
    const opener =
      document.activeElement instanceof HTMLElement && document.activeElement !== document.body
        ? document.activeElement
        : null
    if (!dialog.open) dialog.showModal()
    // The field a dialog opens for (the login's e-mail field), rather than the first button in
    // it, whether the form was there before the dialog opened or not (ADR 0028).
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus()
    countOpen(1)
    return () => {
      if (dialog.open) dialog.close()
      countOpen(-1)
      // The browser returns focus to the element that had it before; when that one is gone or
      // hidden meanwhile (the cookie banner after a decision), focus would fall to <body>.
      // A frame later, the parent has re-rendered: the opener if it shows, else the fallback.
      requestAnimationFrame(() => restoreFocus(opener))
    }
  }, [open])

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    // Escape: let the parent decide (it owns `open`), so state and dialog never disagree.
    const onCancel = (event: Event) => {
      event.preventDefault()
      onCloseRef.current()
    }
    // A click on the backdrop lands on the dialog element itself. So does the click of a press
    // inside that is let go outside (the browser sends it to what the two have in common): text
    // selected past the dialog's edge, a finger that slid off a button, or the dialog that moved
    // in between. Only a press that began on the backdrop, too, closes the dialog.
    let pressedBackdrop = false
    const onPointerDown = (event: PointerEvent) => {
      pressedBackdrop = event.target === dialog
    }
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog && pressedBackdrop) onCloseRef.current()
      pressedBackdrop = false
    }
    // The page behind is inert, but Tab past the last control would leave for the browser's
    // own interface: wrap around instead, so keyboard focus stays in the dialog.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return
      const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (el) => el.offsetParent !== null || el === document.activeElement,
      )
      const first = focusable[0]
      const last = focusable.at(-1)
      if (!first || !last) return
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault()
        first.focus()
      }
    }
    dialog.addEventListener('cancel', onCancel)
    dialog.addEventListener('pointerdown', onPointerDown)
    dialog.addEventListener('click', onClick)
    dialog.addEventListener('keydown', onKeyDown)
    return () => {
      dialog.removeEventListener('cancel', onCancel)
      dialog.removeEventListener('pointerdown', onPointerDown)
      dialog.removeEventListener('click', onClick)
      dialog.removeEventListener('keydown', onKeyDown)
    }
  }, [])

  return (
    <dialog ref={ref} id={id} className={className} aria-labelledby={labelledBy} aria-label={label}>
      {open ? children : null}
    </dialog>
  )
}
