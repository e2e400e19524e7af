import type { CookiePreferences } from '@/lib/shell-types'

/** The `cookies` record of local storage (SPEC §3): terms = analytics, information = advertising. */
export const COOKIE_PREFERENCES_KEY = 'cookies'

/** Checks a parsed `cookies` record (no schema library: this runs in every visitor's browser). */
export function isCookiePreferences(value: unknown): value is CookiePreferences {
  if (!value || typeof value !== 'object') return false
  const { terms, information } = value as Record<string, unknown>
  return typeof terms === 'boolean' && typeof information === 'boolean'
}

/**
 * Runs before the page paints (inline, first in <body>): marks <html data-consent> when the
 * visitor has decided already, so the server-rendered banner stays hidden (globals.css) until
 * CookieConsent removes it. Without JavaScript the banner, whose buttons need it, is hidden by a
 * <noscript> style.
 */
export const CONSENT_DECIDED_SCRIPT = `try{var c=JSON.parse(localStorage.getItem(${JSON.stringify(
  COOKIE_PREFERENCES_KEY,
)})||'null');if(c&&typeof c.terms==='boolean'&&typeof c.information==='boolean')document.documentElement.setAttribute('data-consent','')}catch(e){}`
