'use client'

import { useText } from '@/components/shell/shell-text'

/**
 * The `pattern` of a search box: at least one character other than white space (SPEC §4: only a
 * non-empty text is searched, also without JavaScript). Here and not in `@/lib/search`, which
 * holds zod schemas the shell must not ship (ADR 0015).
 */
export const NON_BLANK_PATTERN = '.*\\S.*'

/**
 * The site search box (header panel and mobile menu): a plain GET form to /search?query=, so it
 * works without JavaScript; `required`, the pattern (something other than spaces) and the check
 * below keep an empty text from submitting.
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
        pattern={NON_BLANK_PATTERN}
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
