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
 * Back and forward: `sync` reads the new address (already in window.location) and shows it. The
 * islands push their addresses with native history, as Next.js documents it.
 */
export function usePopState(sync: () => void) {
  useEffect(() => {
    window.addEventListener('popstate', sync)
    return () => window.removeEventListener('popstate', sync)
  }, [sync])
}
