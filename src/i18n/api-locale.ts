import { DEFAULT_LOCALE, LOCALES, type Locale } from './routing'

/**
 * The language of a public API request (`?locale=`): 'en', 'de' or a regional tag ('de-DE').
 * Missing or unknown values get the default language, so a client never gets an error for it;
 * fields missing in the requested language fall back to the other one (SPEC §4).
 */
export function apiLocale(value: string | null | undefined): Locale {
  const base = value?.trim().toLowerCase().split(/[-_]/)[0]
  return (LOCALES as readonly string[]).includes(base ?? '') ? (base as Locale) : DEFAULT_LOCALE
}

export function otherLocale(locale: Locale): Locale {
  return locale === 'en' ? 'de' : 'en'
}
