/**
 * The site's languages, in one place: routing (src/i18n/routing.ts), Payload's localization, the
 * production server's answers (server/request-guard.ts) and everything that names a language take
 * them from here (an ESLint rule refuses the literals elsewhere). No imports, so that the
 * production server can bundle it as it is.
 */
export const LOCALES = ['en', 'de'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'

/** Whether a value names one of the site's languages exactly. */
export function isLocale(value: unknown): value is Locale {
  return LOCALES.includes(value as Locale)
}

/**
 * The language a value names, else `fallback` (the default language): for languages read from a
 * request, a stored member, an admin user's setting or a form.
 */
export function localeOr(value: unknown, fallback: Locale = DEFAULT_LOCALE): Locale {
  return isLocale(value) ? value : fallback
}

/** The site's languages other than `locale`, in their order. */
export function otherLocales(locale: Locale): Locale[] {
  return LOCALES.filter((other) => other !== locale)
}

/**
 * The one other language (the language switch, a field's fallback, an alternate link). The site
 * has two; a third would make its callers choose among `otherLocales`.
 */
export function otherLocale(locale: Locale): Locale {
  return otherLocales(locale)[0] ?? DEFAULT_LOCALE
}

/** The language a path names by its first segment (`/de/…`), else the default (no prefix). */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split(/[/?#]/)[1]?.toLowerCase()
  return localeOr(first)
}

/** The tag numbers and dates are formatted with in each language (and the PDF's language). */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-GB', de: 'de-DE' }

/** Each language's name, in each language (the admin's choices, the personal area's select). */
export const LOCALE_NAMES: Record<Locale, Record<Locale, string>> = {
  en: { en: 'English', de: 'Englisch' },
  de: { en: 'German', de: 'Deutsch' },
}

/** The text for a language from a per-language table; an unknown language gets the default's. */
export function inLocale<T>(texts: Readonly<Record<Locale, T>>, language: unknown): T {
  return texts[localeOr(language)]
}
