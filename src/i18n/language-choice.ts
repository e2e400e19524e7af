import { DEFAULT_LOCALE, LOCALES, type Locale } from './routing'

/**
 * The language choice of SPEC §2.1, made where no shared cache can break it (ADR 0024).
 *
 * - Only the entry address `/` chooses: the stored cookie, else the browser's languages, else
 *   English. Its answer names what it read (`Vary: Cookie, Accept-Language`); the redirect to
 *   `/de` is never stored (`private, no-store`). Every other address is the language it names.
 * - Only the language switch stores the choice: its links carry `?lang=de` (or `en`), answered
 *   with the cookie and a redirect to the page in that language, never stored. Pages set no
 *   cookie, so a cached page cannot change a visitor's choice.
 */
export { ENTRY_VARY, LOCALE_COOKIE } from '@/lib/language-cookie.mjs'
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365
/** The switch's query parameter. */
export const SWITCH_PARAM = 'lang'

const isLocale = (value: string | null | undefined): value is Locale =>
  (LOCALES as readonly string[]).includes(value ?? '')

/**
 * The browser's preferred supported language from an Accept-Language header (RFC 9110 §12.5.4):
 * the highest weight wins, the earlier entry among equals; 'de-AT' counts as 'de'; q=0 never.
 */
export function acceptedLocale(header: string | null | undefined): Locale | null {
  let best: { locale: Locale; q: number } | null = null
  for (const part of (header ?? '').split(',')) {
    const [tag = '', ...params] = part.trim().split(';')
    const base = tag.trim().toLowerCase().split('-')[0]
    if (!isLocale(base)) continue
    const qParam = params.map((p) => p.trim()).find((p) => /^q=/i.test(p))
    const q = qParam ? Number(qParam.slice(2)) : 1
    if (!Number.isFinite(q) || q <= 0 || q > 1) continue
    if (!best || q > best.q) best = { locale: base, q }
  }
  return best?.locale ?? null
}

/** The language of the entry address: cookie, then the browser's languages, then English. */
export function entryLocale(
  cookie: string | null | undefined,
  acceptLanguage: string | null,
): Locale {
  if (isLocale(cookie)) return cookie
  return acceptedLocale(acceptLanguage) ?? DEFAULT_LOCALE
}

/** The language a switch link asks for (`?lang=`), or null. */
export function switchedLocale(searchParams: URLSearchParams): Locale | null {
  const value = searchParams.get(SWITCH_PARAM)
  return isLocale(value) ? value : null
}

/**
 * The same page in `locale`: `/de/about-us?tab=x` for German, `/about-us?tab=x` for English, the
 * switch parameter removed. Always a path of this site.
 */
export function pathInLocale(pathname: string, searchParams: URLSearchParams, locale: Locale) {
  // One leading slash: '//host' or '/\\host' would leave the site.
  const rest = pathname.replace(/^\/(en|de)(?=\/|$)/, '').replace(/^[/\\]+/, '/') || '/'
  const path = locale === DEFAULT_LOCALE ? rest : `/${locale}${rest === '/' ? '' : rest}`
  const query = new URLSearchParams(searchParams)
  query.delete(SWITCH_PARAM)
  const search = query.toString()
  return `${path}${search ? `?${search}` : ''}`
}
