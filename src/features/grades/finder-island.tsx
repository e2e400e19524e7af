'use client'

import { useRouter, useSearchParams } from 'next/navigation'
import { useEffect, useRef, useTransition } from 'react'

import {
  DEFAULT_FINDER_SORT,
  FINDER_NUMBER_PARAMS,
  FINDER_PARAMS,
  finderSearchOf,
} from '@/features/grades/grade-finder'
import { changedSinceRendered, show } from '@/lib/form-fields'

import { typingScheduler } from './finder-typing'

const here = () => `${window.location.pathname}${window.location.search}`

/** A keystroke in one of the number fields (a select's `input` is its change). */
const isNumberField = (target: EventTarget | null): target is HTMLInputElement =>
  target instanceof HTMLInputElement &&
  (FINDER_NUMBER_PARAMS as readonly string[]).includes(target.name)

/**
 * The grade finder with JavaScript (ADR 0027): the server-rendered GET form stays what it is,
 * this island only listens to it. A changed filter (or the submit button) puts the query the
 * form would send into the address with router.replace — a number once typing pauses, or at
 * once when its field is left or Enter pressed (finder-typing.ts) — so the server renders the
 * new results without a full page load and without a new history entry; the form's elements
 * stay in place, so focus stays where it was (and is put back if the update took it away).
 * While the results load, their region is marked busy. When the address changes otherwise (a
 * menu link to the finder while on it), the fields are set to it: React leaves what a visitor
 * chose in a field alone. Renders nothing.
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
  const search = useSearchParams().toString()
  const [pending, startTransition] = useTransition()
  /** The field focused when the last change was applied. */
  const focused = useRef<string | null>(null)
  /** The addresses this island asked for since the last one settled. */
  const requested = useRef<string[]>([])

  useEffect(() => {
    const form = document.getElementById(formId)
    if (!(form instanceof HTMLFormElement)) return
    const apply = () => {
      const entries = [...new FormData(form)].map(([name, value]) => [name, String(value)] as const)
      const query = finderSearchOf(entries)
      const href = query ? `${action}?${query}` : action
      // Enter in a field sends both its change and the submit: one request.
      if (href === (requested.current[requested.current.length - 1] ?? here())) return
      requested.current.push(href)
      focused.current = document.activeElement?.id || null
      startTransition(() => router.replace(href, { scroll: false }))
    }
    const typing = typingScheduler(apply)
    const input = (event: Event) => {
      const field = event.target
      if (!isNumberField(field)) return
      // A lone decimal separator is a number still being typed: it waits for more, or for the
      // field to be left, rather than showing the note on a value that is not a number.
      if (/^[.,]$/.test(field.value.trim())) typing.cancel()
      else typing.typed()
    }
    // A select's change, a number field left or Enter in it: whatever typing still waits for is
    // applied with it, in one request.
    const change = () => typing.committed()
    const submit = (event: SubmitEvent) => {
      event.preventDefault()
      typing.committed()
    }
    form.addEventListener('input', input)
    form.addEventListener('change', change)
    form.addEventListener('submit', submit)
    // The page is shown, and its fields can be used, well before its scripts have run (ADR 0015):
    // a filter chosen in that time found no listener and was never applied. It is now.
    if ([...form.elements].some(changedSinceRendered)) typing.committed()
    return () => {
      typing.cancel()
      form.removeEventListener('input', input)
      form.removeEventListener('change', change)
      form.removeEventListener('submit', submit)
    }
  }, [formId, action, router])

  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    // An address this island asked for shows what the form holds (and maybe more the visitor
    // has chosen since): the form is left as it is.
    if (requested.current.includes(here())) return
    const form = document.getElementById(formId)
    if (!(form instanceof HTMLFormElement)) return
    const params = new URLSearchParams(search)
    for (const name of FINDER_PARAMS)
      show(
        form.elements.namedItem(name),
        params.get(name) ?? (name === 'sort' ? DEFAULT_FINDER_SORT : ''),
      )
  }, [search, formId])

  useEffect(() => {
    const results = document.getElementById(resultsId)
    if (pending) {
      results?.setAttribute('aria-busy', 'true')
      return
    }
    results?.removeAttribute('aria-busy')
    requested.current = []
    const id = focused.current
    focused.current = null
    const lost = !document.activeElement || document.activeElement === document.body
    if (id && lost) document.getElementById(id)?.focus({ preventScroll: true })
  }, [pending, resultsId])

  return null
}
