/**
 * The address prefixes that are not pages of the site, declared once: the request proxy leaves
 * them unlocalized, a redirect may not take them over, a login does not return to them, the
 * production server neither counts their 404s as missing pages nor rewrites their HTML, and a
 * POST to one of the API or auth prefixes is not a server action.
 */

/** Payload's admin, as Payload renders it (its HTML is left as Next.js writes it). */
export const ADMIN_PREFIX = 'admin'
/** The site's own and Payload's REST API (`/api/v1`, `/api/cms`, health, readiness). */
export const API_PREFIX = 'api'
/** Next.js's own files (`/_next/static`, `/_next/image`). */
export const FRAMEWORK_PREFIX = '_next'
/** The Sanctum-style auth endpoints of SPEC §7, at the root in both languages. */
export const AUTH_PREFIXES = ['login', 'logout', 'forgot-password', 'sanctum'] as const

/** Every prefix that is no page. */
export const NON_PAGE_PREFIXES = [
  FRAMEWORK_PREFIX,
  ADMIN_PREFIX,
  API_PREFIX,
  ...AUTH_PREFIXES,
] as const

/**
 * A pattern for paths under these prefixes: the prefix itself, or followed by `/`, `?`, `#` or
 * (with `dot`) `.`; `flags` as for RegExp; `before` a pattern allowed in front (a locale).
 */
export function prefixPattern(
  prefixes: readonly string[],
  { before = '', dot = false, flags = '' }: { before?: string; dot?: boolean; flags?: string } = {},
): RegExp {
  const names = prefixes.map((p) => p.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')).join('|')
  return new RegExp(`^${before}/(?:${names})(?:[/?#${dot ? '.' : ''}]|$)`, flags)
}

const NON_PAGE = prefixPattern(NON_PAGE_PREFIXES)
const ADMIN = prefixPattern([ADMIN_PREFIX])

/** Whether a path (maybe with its query) is none of the prefixes above. */
export function isPagePath(path: string): boolean {
  return !NON_PAGE.test(path)
}

/** Whether a path (maybe with its query) is the admin's. */
export function isAdminPath(path: string): boolean {
  return ADMIN.test(path)
}
