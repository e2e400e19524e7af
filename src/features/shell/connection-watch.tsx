'use client'

import { useEffect, useSyncExternalStore } from 'react'

import { isChunkLoadError, mayReloadAfterChunkError } from '@/lib/navigation-events'
import { useText } from '@/components/shell/shell-text'

const RELOAD_KEY = 'chunk-reload-at'

function subscribeOnline(onChange: () => void) {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

/** Reloads the page once per 60 s when `error` is a failed code chunk (new deployment). */
export function reloadOnceAfterChunkError(error: unknown) {
  if (!isChunkLoadError(error)) return
  let last: number | null = null
  try {
    last = Number(sessionStorage.getItem(RELOAD_KEY)) || null
    if (!mayReloadAfterChunkError(last, Date.now())) return
    sessionStorage.setItem(RELOAD_KEY, String(Date.now()))
  } catch {
    // Without session storage there is no guard: do not risk a reload loop.
    return
  }
  // A new deployment replaced the chunks this page was built with: load the page afresh.
  window.location.reload()
}

/**
 * SPEC §4, §8: the offline status (online/offline events), and a reload at most once per 60 s
 * when a code chunk fails to load after a new deployment.
 */
export function ConnectionWatch() {
  const t = useText('shell')
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  )

  useEffect(() => {
    const onError = (event: Event) => {
      // A code chunk's <script> that failed to load: a plain event on the element.
      const target = event.target
      if (target instanceof HTMLScriptElement && target.src.includes('/_next/static/')) {
        reloadOnceAfterChunkError({ name: 'ChunkLoadError' })
        return
      }
      if (event instanceof ErrorEvent) reloadOnceAfterChunkError(event.error ?? event.message)
    }
    const onRejection = (event: PromiseRejectionEvent) => reloadOnceAfterChunkError(event.reason)
    // Capture: a <script> that fails to load reports on the element, not on window.
    window.addEventListener('error', onError, true)
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      window.removeEventListener('error', onError, true)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [])

  return (
    // The live region is always there (screen readers announce changes of a present region);
    // only its text comes and goes.
    <div
      className={online ? 'offline-status visually-hidden' : 'offline-status'}
      role="status"
      data-offline={online ? undefined : 'true'}
    >
      {online ? null : t('offline')}
    </div>
  )
}
