'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useState } from 'react'

import { NavLink } from '@/components/ui/nav-link'
import { localizeHref } from '@/i18n/navigation'

import { SearchForm } from './search-form'
import { useShellLocale, useText } from '@/components/shell/shell-text'

type Suggestion = { title: string; href: string }

/**
 * Below the 404 screen: the site search (a GET form, working without JavaScript) and up to
 * three pages close to the asked address (src/features/search/suggestions.ts). The suggestions
 * are asked for in the browser: the screen the visitor ends up with is the segment's not-found
 * boundary (ADR 0019), which Next.js renders without the address, and a 404 that read the
 * address on the server could no longer be cached.
 */
export function NotFoundHelp() {
  const t = useText('errors')
  const locale = useShellLocale()
  // A client-side navigation to another unknown address asks again.
  const pathname = usePathname()
  const [suggestions, setSuggestions] = useState<Suggestion[]>([])

  useEffect(() => {
    const controller = new AbortController()
    const params = new URLSearchParams({ path: window.location.pathname, locale })
    fetch(`/api/v1/search-suggestions?${params}`, { signal: controller.signal })
      .then((response) => (response.ok ? response.json() : { data: [] }))
      .then((body: { data?: Suggestion[] }) => setSuggestions(body.data ?? []))
      // None offered: the search form is there.
      .catch(() => undefined)
    return () => controller.abort()
  }, [locale, pathname])

  return (
    <section className="not-found-help" aria-labelledby="not-found-search-heading">
      <h2 id="not-found-search-heading">{t('notFoundSearch')}</h2>
      <SearchForm action={localizeHref('/search', locale)} idPrefix="not-found" />
      {suggestions.length > 0 ? (
        <nav className="not-found-help__suggestions" aria-labelledby="not-found-suggestions">
          <h2 id="not-found-suggestions">{t('notFoundSuggestions')}</h2>
          <ul>
            {suggestions.map((suggestion) => (
              <li key={suggestion.href}>
                <NavLink href={suggestion.href}>{suggestion.title}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </section>
  )
}
