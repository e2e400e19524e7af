import { defineRouting } from 'next-intl/routing'

import { DEFAULT_LOCALE, LOCALES } from './locales'

export {
  DEFAULT_LOCALE,
  inLocale,
  INTL_LOCALES,
  isLocale,
  LOCALE_NAMES,
  localeOfPath,
  localeOr,
  LOCALES,
  otherLocale,
  otherLocales,
  type Locale,
} from './locales'

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'as-needed',
  // The language is chosen at `/` only and stored by the switch only (src/i18n/language-choice.ts,
  // src/proxy.ts): every other address is the language it names and sets no cookie, so caches in
  // front can keep it (ADR 0024).
  localeDetection: false,
  localeCookie: false,
  // Alternate links are rendered in the page head instead (cached HTML, one place).
  alternateLinks: false,
})
