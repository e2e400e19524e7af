'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import {
  isInAppNavigation,
  LOADING_BAR_DURATION_MS,
  LOADING_BAR_THROTTLE_MS,
  NAVIGATION_FAILED_EVENT,
} from '@/lib/navigation-events'

type State = 'idle' | 'loading' | 'done' | 'failed'

/**
 * The navigation loading bar (SPEC §4, §9): appears only when a page takes longer than 200 ms,
 * runs towards the end over 5 s, completes when the new address renders and turns to its failed
 * style when the page fails to load. Purely visual; screen readers hear the new page instead.
 */
export function LoadingBar() {
  const pathname = usePathname()
  const search = useSearchParams().toString()
  const [state, setState] = useState<State>('idle')
  const throttle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const settle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  // The address whose page is on screen (path and query, no hash).
  const rendered = useRef('')

  useEffect(() => {
    const start = () => {
      clearTimeout(throttle.current)
      clearTimeout(settle.current)
      throttle.current = setTimeout(() => setState('loading'), LOADING_BAR_THROTTLE_MS)
      // A navigation that never renders a new address (the same page, an aborted load) must not
      // leave the bar standing for ever.
      settle.current = setTimeout(() => setState('idle'), 6 * LOADING_BAR_DURATION_MS)
    }
    // Back and forward: only when the page changes, not for a jump within it (#top, #main).
    const onPopState = () => {
      if (window.location.pathname + window.location.search !== rendered.current) start()
    }
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]')
      if (!(anchor instanceof HTMLAnchorElement)) return
      const tracked = isInAppNavigation(
        event,
        { href: anchor.href, target: anchor.target, hasDownload: anchor.hasAttribute('download') },
        window.location.href,
      )
      if (tracked) start()
    }
    // A page restored from the back/forward cache must not come back with a running bar.
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return
      clearTimeout(throttle.current)
      clearTimeout(settle.current)
      setState('idle')
    }
    const onFailed = () => {
      clearTimeout(throttle.current)
      setState('failed')
      clearTimeout(settle.current)
      settle.current = setTimeout(() => setState('idle'), 1500)
    }
    // Capture phase: Next.js's links cancel the browser's navigation (defaultPrevented) in
    // their own handler, which runs before any bubbling listener on the document.
    document.addEventListener('click', onClick, true)
    window.addEventListener('popstate', onPopState)
    window.addEventListener('pageshow', onPageShow)
    window.addEventListener(NAVIGATION_FAILED_EVENT, onFailed)
    return () => {
      document.removeEventListener('click', onClick, true)
      window.removeEventListener('popstate', onPopState)
      window.removeEventListener('pageshow', onPageShow)
      window.removeEventListener(NAVIGATION_FAILED_EVENT, onFailed)
    }
  }, [])

  // The new address has rendered: finish (a fast navigation never showed the bar at all).
  useEffect(() => {
    rendered.current = window.location.pathname + window.location.search
    clearTimeout(throttle.current)
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setState((s) => (s === 'loading' ? 'done' : s))
    clearTimeout(settle.current)
    settle.current = setTimeout(() => setState((s) => (s === 'done' ? 'idle' : s)), 400)
  }, [pathname, search])

  return <div className="loading-bar" data-state={state} aria-hidden="true" />
}
