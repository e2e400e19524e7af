'use client'

import { useText } from './shell-text'

/**
 * The site search box (header panel and mobile menu): a plain GET form to /search?query=, so it
 * works without JavaScript; `required` and the check below keep an empty text from submitting.
 */
export function SearchForm({ action, idPrefix }: { action: string; idPrefix: string }) {
  const t = useText('shell')
  const id = `${idPrefix}-search-query`
  return (
    <form
      role="search"
      action={action}
      method="get"
      className="search-form"
      onSubmit={(event) => {
        const input = event.currentTarget.elements.namedItem('query') as HTMLInputElement | null
        if (!input?.value.trim()) {
          event.preventDefault()
          input?.focus()
        }
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {t('searchLabel')}
      </label>
      <input
        id={id}
        type="search"
        name="query"
        required
        autoComplete="off"
        enterKeyHint="search"
        placeholder={t('searchPlaceholder')}
      />
      <button type="submit" className="button button--primary">
        {t('search')}
      </button>
    </form>
  )
}
