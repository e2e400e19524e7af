import type { CookiePreferences } from './shell-types'

/** The `cookies` record of local storage (SPEC §3): terms = analytics, information = advertising. */
export const COOKIE_PREFERENCES_KEY = 'cookies'

/** Checks a parsed `cookies` record (no schema library: this runs in every visitor's browser). */
export function isCookiePreferences(value: unknown): value is CookiePreferences {
  if (!value || typeof value !== 'object') return false
  const { terms, information } = value as Record<string, unknown>
  return typeof terms === 'boolean' && typeof information === 'boolean'
}
