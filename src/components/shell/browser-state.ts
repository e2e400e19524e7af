import { type Locale, otherLocale } from '@/i18n/locales'
import { COOKIE_PREFERENCES_KEY, isCookiePreferences } from '@/lib/cookie-preferences'
import type { CookiePreferences } from '@/lib/shell-types'

/** Local storage can be missing or refuse access (private modes, blocked storage). */
export function storage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

export function readCookiePreferences(): CookiePreferences | null {
  try {
    const raw = storage()?.getItem(COOKIE_PREFERENCES_KEY)
    if (!raw) return null
    const parsed: unknown = JSON.parse(raw)
    return isCookiePreferences(parsed)
      ? { terms: parsed.terms, information: parsed.information }
      : null
  } catch {
    return null
  }
}

export function writeCookiePreferences(preferences: CookiePreferences): void {
  try {
    storage()?.setItem(COOKIE_PREFERENCES_KEY, JSON.stringify(preferences))
  } catch {
    // Storage full or blocked: the choice holds for this page view only.
  }
}

/** SPEC §3: the chosen language under `locale`. */
export function storeLocaleChoice(locale: string): void {
  try {
    storage()?.setItem('locale', locale)
  } catch {
    // not essential: the i18n_redirected cookie carries the choice
  }
}

/**
 * GET an API path in `locale`; when that fails, once more in the other language (SPEC §4
 * language fallback); when both fail, the error is raised.
 */
export async function fetchWithLocaleFallback<T>(path: string, locale: Locale): Promise<T> {
  const other = otherLocale(locale)
  let lastError: unknown
  for (const l of [locale, other]) {
    try {
      const response = await fetch(`${path}?locale=${l}`, { credentials: 'same-origin' })
      if (!response.ok) throw new Error(`${path}: ${response.status}`)
      return (await response.json()) as T
    } catch (error) {
      console.error(`[api] ${path}?locale=${l} failed`, error)
      lastError = error
    }
  }
  throw lastError
}
