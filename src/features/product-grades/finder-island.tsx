'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useRef, useTransition } from 'react'

import { finderSearchOf } from '@/lib/grade-finder'

/**
 * The grade finder with JavaScript (issue 38): the server-rendered GET form stays what it is,
 * this island only listens to it. A changed filter (or the submit button) puts the query the
 * form would send into the address with router.replace, so the server renders the new results
 * without a full page load and without a new history entry; the form's elements stay in place,
 * so focus stays where it was (and is put back if the update took it away). While the results
 * load, their region is marked busy. Renders nothing.
 */
export function FinderIsland({
  formId,
  resultsId,
  action,
}: {
  formId: string
  resultsId: string
  /** The finder's address in the page's language (the form's action). */
  action: string
}) {
  const router = useRouter()
  const [pending, startTransition] = useTransition()
  const focused = useRef<string | null>(null)
  /** The address last asked for: Enter in a field sends both its change and the submit. */
  const requested = useRef<string | null>(null)

  useEffect(() => {
    const form = document.getElementById(formId)
    if (!(form instanceof HTMLFormElement)) return
    const apply = () => {
      const entries = [...new FormData(form)].map(([name, value]) => [name, String(value)] as const)
      const search = finderSearchOf(entries)
      const href = search ? `${action}?${search}` : action
      const current = requested.current ?? `${window.location.pathname}${window.location.search}`
      if (href === current) return
      requested.current = href
      focused.current = document.activeElement?.id || null
      startTransition(() => router.replace(href, { scroll: false }))
    }
    const submit = (event: SubmitEvent) => {
      event.preventDefault()
      apply()
    }
    form.addEventListener('change', apply)
    form.addEventListener('submit', submit)
    return () => {
      form.removeEventListener('change', apply)
      form.removeEventListener('submit', submit)
    }
  }, [formId, action, router])

  useEffect(() => {
    const results = document.getElementById(resultsId)
    if (pending) {
      results?.setAttribute('aria-busy', 'true')
      return
    }
    results?.removeAttribute('aria-busy')
    const id = focused.current
    focused.current = null
    const lost = !document.activeElement || document.activeElement === document.body
    if (id && lost) document.getElementById(id)?.focus({ preventScroll: true })
  }, [pending, resultsId])

  return null
}
