import { DEFAULT_LOCALE, localeOr, type Locale } from './locales'

/**
 * The language of a public API request (`?locale=`): 'en', 'de' or a regional tag ('de-DE').
 * Missing or unknown values get the default language, so a client never gets an error for it;
 * fields missing in the requested language fall back to the other one (SPEC §4).
 */
export function apiLocale(value: string | null | undefined): Locale {
  return localeOr(value?.trim().toLowerCase().split(/[-_]/)[0], DEFAULT_LOCALE)
}

export { otherLocale } from './locales'
