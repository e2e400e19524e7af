import { LOCALES } from '@/i18n/routing'
import { NON_PAGE_PREFIXES, prefixPattern } from '@/lib/address-prefixes'
import { checkRedirectTarget } from '@/lib/redirect-target'
import { SLUG } from '@/lib/slug.mjs'

/**
 * Where the login dialog leads after a successful login: `?login&return=/path` in the address
 * (set by a page that asked the visitor to log in for something, e.g. a technical data sheet).
 * The address can be written by anyone (a link in a mail, on another site), so the value is
 * only ever a path of this site: it passes the redirects' own check (checkRedirectTarget: no
 * `//host`, no backslash, no control characters, also not %-escaped or behind dot segments),
 * resolves to the page's own origin, and names a page or one of the download addresses, never
 * the admin, another API or the auth endpoints. Isomorphic and pure.
 */

/** The query parameter that carries the return path beside `login`. */
export const LOGIN_RETURN_PARAM = 'return'

/** Download addresses a login may return to: the file then arrives, the page stays. */
const DOWNLOAD_PATHS = [
  new RegExp(`^/api/v1/grades/${SLUG}/data-sheet$`),
  /^\/api\/v1\/documents\/[1-9]\d{0,9}\/download$/,
  new RegExp(`^/api/v1/documents/${SLUG}/current$`),
]

/** Addresses that are no page to return to (in either language). */
const NO_PAGE = prefixPattern(NON_PAGE_PREFIXES, {
  before: `(?:/(?:${LOCALES.join('|')}))?`,
  dot: true,
  flags: 'i',
})

/** Whether a return path is a file download (opened as one, not as a page navigation). */
export function isDownloadPath(path: string): boolean {
  const pathname = path.split(/[?#]/)[0] ?? ''
  return DOWNLOAD_PATHS.some((pattern) => pattern.test(pathname))
}

/**
 * The path to go to after the login, or null when `raw` is missing or may not be followed.
 * `origin` is the page's own (window.location.origin). The answer is the resolved path, its
 * query without `login` and `return` (which would open the dialog again), and its fragment.
 */
export function loginReturnPath(raw: string | null | undefined, origin: string): string | null {
  if (typeof raw !== 'string' || !raw.startsWith('/')) return null
  const checked = checkRedirectTarget(raw)
  if (!checked.ok || !checked.target.startsWith('/')) return null
  let url: URL
  let base: URL
  try {
    base = new URL(origin)
    url = new URL(checked.target, base)
  } catch {
    return null
  }
  if (url.origin !== base.origin || url.username || url.password) return null
  const pathname = url.pathname
  if (pathname.startsWith('//') || pathname.includes('\\')) return null
  if (NO_PAGE.test(pathname) && !isDownloadPath(pathname)) return null
  url.searchParams.delete('login')
  url.searchParams.delete(LOGIN_RETURN_PARAM)
  const search = url.searchParams.toString()
  return `${pathname}${search ? `?${search}` : ''}${url.hash}`
}
