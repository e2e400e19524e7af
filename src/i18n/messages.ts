import { createTranslator } from 'next-intl'

import de from '../../messages/de.json'
import en from '../../messages/en.json'

import type { Locale } from './routing'

/** Every message of both languages, bundled (small JSON files). */
export const MESSAGES = { en, de } as const

export type Translate = (key: string, values?: Record<string, string | number>) => string

/**
 * Texts outside a page render (API answers, e-mails): the same messages as the pages, without
 * next-intl's request configuration, so these modules also run in the CLI and in tests. Keys
 * are checked by the unit test that compares both languages, not by the type.
 */
export function translator(locale: Locale, namespace: string): Translate {
  const t = createTranslator({
    locale,
    messages: MESSAGES[locale] as Record<string, unknown>,
    namespace: namespace as never,
  })
  return (key, values) => (t as unknown as Translate)(key, values)
}
