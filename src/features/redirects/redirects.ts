/**
 * Redirects of old addresses (ADR 0022): the rules an editor's "from" must follow, and how the
 * request proxy finds and builds the answer. Isomorphic: the proxy, the collection's hooks and
 * the CSV import share it.
 */

import { NON_PAGE_PREFIXES, prefixPattern } from '@/lib/address-prefixes'
import type { RedirectRule } from '@/lib/process-bridge.mjs'
import { isAllowedRedirectTarget } from '@/lib/redirect-target'

export const REDIRECT_STATUSES = ['301', '302'] as const
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number]

/** A resolved redirect: where to and how (what the proxy needs, nothing more). */
export type { RedirectRule }
/** "From" (a normalized path, maybe with its query) → rule. */
export type RedirectTable = ReadonlyMap<string, RedirectRule>

/** Paths the site itself answers and no redirect may take over. */
const RESERVED = prefixPattern(NON_PAGE_PREFIXES)

export const FROM_MAX_LENGTH = 500

/**
 * An editor's "from" as the table keys it: a site path (an old site's full URL is cut to its
 * path and query), without a trailing slash, '%'-escapes decoded where they stand for plain
 * characters. Null when it is not a usable path.
 */
export function normalizeFrom(input: string): string | null {
  let value = input.trim()
  if (!value || value.length > FROM_MAX_LENGTH) return null
  if (/^https?:\/\//i.test(value)) {
    try {
      const url = new URL(value)
      value = url.pathname + url.search
    } catch {
      return null
    }
  }
  if (!value.startsWith('/') || value.startsWith('//') || /[\s#]/.test(value)) return null
  const [rawPath = '/', query] = value.split(/\?(.*)/s, 2)
  let path: string
  try {
    path = decodeURI(rawPath)
  } catch {
    return null
  }
  if (path.length > 1) path = path.replace(/\/+$/, '')
  if (RESERVED.test(path)) return null
  return query ? `${path}?${query}` : path
}

/** A site path with its dot segments resolved as a browser does (`/a/../b` → `/b`). */
function withoutDotSegments(location: string): string {
  const cut = location.search(/[?#]/)
  const path = cut < 0 ? location : location.slice(0, cut)
  if (!/(^|\/)(\.|%2e){1,2}(\/|$)/i.test(path)) return location
  return new URL(path, 'https://site.invalid').pathname + (cut < 0 ? '' : location.slice(cut))
}

/** The target path of a redirect when it stays on this site (for loops and chains), else null. */
export function sitePathOf(location: string, siteOrigin: string): string | null {
  if (location.startsWith('/') && !location.startsWith('//'))
    return normalizeFrom(withoutDotSegments(location))
  try {
    const url = new URL(location)
    return url.origin === new URL(siteOrigin).origin
      ? normalizeFrom(url.pathname + url.search)
      : null
  } catch {
    return null
  }
}

/**
 * The proxy's lookup: the exact path with its query first (an old site's `/index.php?id=12`),
 * then the path alone. The visitor's query goes along to the target unless the target has one.
 */
export function findRedirect(
  table: RedirectTable,
  pathname: string,
  search: string,
): RedirectRule | null {
  if (table.size === 0) return null
  let path: string
  try {
    path = decodeURI(pathname)
  } catch {
    return null
  }
  if (path.length > 1) path = path.replace(/\/+$/, '')
  const rule = (search && table.get(`${path}${search}`)) || table.get(path)
  // A target refused by today's rules (stored before them) is never sent: as if no redirect.
  if (!rule || !isAllowedRedirectTarget(rule.location)) return null
  if (!search || table.get(`${path}${search}`) || rule.location.includes('?')) return rule
  const [target, hash] = rule.location.split('#', 2)
  const location = `${target}${search}${hash ? `#${hash}` : ''}`
  // The visitor's query goes along only when the result is still a target allowed to be sent.
  return isAllowedRedirectTarget(location) ? { ...rule, location } : rule
}

/** Characters a header cannot carry (all but printable ASCII), '%'-escaped as UTF-8. */
function asciiOnly(value: string): string {
  return value.replace(/[^\x21-\x7e]+/g, (run) =>
    Array.from(
      new TextEncoder().encode(run),
      (byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    ).join(''),
  )
}

/**
 * The Location the proxy writes for a redirect found by findRedirect (ADR 0029): a site path as
 * stored, joined to the site's origin as text, never resolved again; an https address as a URL
 * parser writes it. Next.js cuts a Location on the request's own host down to its path, so the
 * visitor gets `/new-page`; it fails on a relative one from the proxy (vercel/next.js#73989),
 * hence the origin. That path never starts with `//`: checkRedirectTarget refuses every target
 * whose dot segments resolve to one.
 */
export function locationHeader(location: string, origin: string): string {
  return location.startsWith('/') ? `${origin}${asciiOnly(location)}` : new URL(location).href
}

/** One row of a CSV import: `from,to[,type]`, a header row allowed. */
export type RedirectCsvRow = { line: number; from: string; to: string; type: string }

/** The rows of an imported CSV (comma or semicolon, quoted cells as spreadsheets write them). */
export function parseRedirectCsv(text: string): RedirectCsvRow[] {
  const rows: RedirectCsvRow[] = []
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/)
  const separator = (lines.find((l) => l.trim()) ?? '').includes(';') ? ';' : ','
  lines.forEach((raw, index) => {
    if (!raw.trim()) return
    const cells: string[] = []
    let cell = ''
    let quoted = false
    for (let i = 0; i < raw.length; i += 1) {
      const char = raw[i]
      if (quoted) {
        if (char === '"' && raw[i + 1] === '"') {
          cell += '"'
          i += 1
        } else if (char === '"') quoted = false
        else cell += char
      } else if (char === '"') quoted = true
      else if (char === separator) {
        cells.push(cell)
        cell = ''
      } else cell += char
    }
    cells.push(cell)
    const [from = '', to = '', type = ''] = cells.map((c) => c.trim())
    if (index === 0 && from.toLowerCase() === 'from' && to.toLowerCase() === 'to') return
    rows.push({ line: index + 1, from, to, type })
  })
  return rows
}
