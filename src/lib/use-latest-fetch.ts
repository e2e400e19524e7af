import { useCallback, useEffect, useRef, useState } from 'react'

/**
 * JSON requests of an island where only the newest counts (SPEC §4: a new search cancels the
 * one still running): starting one aborts the previous, an answer of an aborted one is dropped,
 * and `pending` is true while the newest runs. Leaving the page aborts what still runs.
 */
export function useLatestFetch() {
  const running = useRef<AbortController | null>(null)
  const [pending, setPending] = useState(false)

  const cancel = useCallback(() => {
    running.current?.abort()
    running.current = null
    setPending(false)
  }, [])

  const fetchLatest = useCallback(
    <T>(url: string, init: RequestInit, onAnswer: (body: T) => void, onFailure: () => void) => {
      running.current?.abort()
      const controller = new AbortController()
      running.current = controller
      setPending(true)
      fetch(url, { ...init, signal: controller.signal })
        .then(async (response) => {
          if (!response.ok) throw new Error(String(response.status))
          const body = (await response.json()) as T
          if (!controller.signal.aborted) onAnswer(body)
        })
        .catch((error: unknown) => {
          if ((error as Error).name !== 'AbortError') onFailure()
        })
        .finally(() => {
          if (running.current === controller) setPending(false)
        })
    },
    [],
  )

  useEffect(() => () => running.current?.abort(), [])

  return { fetchLatest, cancel, pending }
}

/**
 * Writes an island's state into the address without a navigation (a tab, a search, a filter).
 * Native history with a null state, as Next.js documents it: its router copies its own state
 * into the entry and follows the new address (useSearchParams, the loading bar). Handed the
 * entry's own state, which carries Next's mark, Next takes the call for one of its own and keeps
 * the old address. Next listens from an effect of its own, which React runs after the first
 * effects of the islands inside it: until then the entry keeps the state Next wrote into it, or
 * Next would not restore the page when Back returns to it.
 */
export function writeAddress(mode: 'push' | 'replace', href: string): void {
  const method = mode === 'push' ? 'pushState' : 'replaceState'
  // Next listens by putting its own two methods on `window.history` itself.
  const nextListens = window.history[method] !== History.prototype[method]
  window.history[method](nextListens ? null : window.history.state, '', href)
}

/**
 * Back and forward: `sync` reads the new address (already in window.location) and shows it. The
 * islands write their addresses with writeAddress.
 */
export function usePopState(sync: () => void) {
  useEffect(() => {
    window.addEventListener('popstate', sync)
    return () => window.removeEventListener('popstate', sync)
  }, [sync])
}
