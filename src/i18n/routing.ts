import { defineRouting } from 'next-intl/routing'

export const LOCALES = ['en', 'de'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'

export const LOCALE_COOKIE = 'i18n_redirected'
const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'as-needed',
  localeDetection: true,
  localeCookie: {
    name: LOCALE_COOKIE,
    maxAge: LOCALE_COOKIE_MAX_AGE,
    path: '/',
    sameSite: 'lax',
  },
  // Alternate links are rendered in the page head instead (cached HTML, one place).
  alternateLinks: false,
})
