import { defineRouting } from 'next-intl/routing'

export const LOCALES = ['en', 'de'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'as-needed',
  // The language is chosen at `/` only and stored by the switch only (src/i18n/language-choice.ts,
  // src/proxy.ts): every other address is the language it names and sets no cookie, so caches in
  // front can keep it (issue 34, ADR 0024).
  localeDetection: false,
  localeCookie: false,
  // Alternate links are rendered in the page head instead (cached HTML, one place).
  alternateLinks: false,
})
