import { createTranslator, type Messages, type NamespaceKeys, type NestedKeyOf } from 'next-intl'

import de from '../../messages/de.json'
import en from '../../messages/en.json'

import type { Locale } from './routing'

/** Every message of both languages, bundled (small JSON files). */
export const MESSAGES = { en, de } as const

/** A namespace of the message files ('api', 'forms.contact', …). */
export type MessageNamespace = NamespaceKeys<Messages, NestedKeyOf<Messages>>

/**
 * Texts outside a page render (API answers, e-mails): the same messages as the pages, without
 * next-intl's request configuration, so these modules also run in the CLI and in tests. Typed
 * like the pages' `t` (src/i18n/app-config.d.ts): a key the namespace lacks fails the check.
 */
export function translator<N extends MessageNamespace>(locale: Locale, namespace: N) {
  return createTranslator({ locale, messages: MESSAGES[locale] as Messages, namespace })
}

/** The translator of one namespace, as `translator` makes it. */
export type Translate<N extends MessageNamespace = MessageNamespace> = ReturnType<
  typeof translator<N>
>
/** A key of one namespace. */
export type MessageKey<N extends MessageNamespace> = Parameters<Translate<N>>[0]
