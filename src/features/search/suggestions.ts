import 'server-only'

import type { Payload } from 'payload'

import {
  editDistance,
  type SearchLocale,
  typosForLength,
  words,
} from '@/features/search/search-text'

import { localeIndex, searchIndex, type SearchRow } from './engine'

/** The 404 page offers at most this many pages. */
export const MAX_SUGGESTIONS = 3
/** Longer asked paths are cut here (an address is rarely longer; a robot's may be). */
const MAX_PATH_LENGTH = 200

/** A page offered for an address that names nothing: its title and address (no language). */
export type Suggestion = { title: string; href: string }

/**
 * The asked path as the index's addresses are written: without the language prefix and the
 * query, decoded, lower case, without a trailing slash.
 */
export function askedPath(path: string): string {
  let decoded = path.split(/[?#]/)[0] ?? ''
  try {
    decoded = decodeURIComponent(decoded)
  } catch {
    // A malformed escape: compared as it came.
  }
  const plain = decoded
    .slice(0, MAX_PATH_LENGTH)
    .toLowerCase()
    .replace(/^\/(?:de|en)(?=\/|$)/, '')
    .replace(/\/+$/, '')
  return plain.startsWith('/') ? plain : `/${plain}`
}

const lastSegment = (path: string) => path.slice(path.lastIndexOf('/') + 1)

/**
 * The items the search index has at an address of their own, one per address (an FAQ entry's
 * is the FAQ page's, which goes first): the download area's documents (behind a login, their
 * addresses are searches) are never offered.
 */
function addressable(rows: Iterable<SearchRow>): SearchRow[] {
  const byHref = new Map<string, SearchRow>()
  for (const row of rows) {
    if (row.gated || row.href.includes('?')) continue
    const held = byHref.get(row.href)
    if (!held || (row.type === 'pages' && held.type !== 'pages')) byHref.set(row.href, row)
  }
  return [...byHref.values()]
}

/**
 * Pages for an address that names nothing (the 404 page), from the search index of the
 * reader's language, at most MAX_SUGGESTIONS, closest first:
 * 1. addresses a few letters from the asked one ('/about-us/carrers': '/about-us/careers'),
 *    about one letter in six of the path, at most three;
 * 2. addresses ending in (nearly) the same last part ('/careers': '/about-us/careers'), as
 *    many letters off as the search allows a word of that length (typosForLength);
 * 3. what the site search finds for the words of the path, with every word;
 * 4. the nearest address above it ('/about-us/careers/old-job': '/about-us/careers').
 * Never the asked address itself, nor documents behind the login.
 */
export async function pageSuggestions(
  payload: Payload,
  locale: SearchLocale,
  path: string,
): Promise<Suggestion[]> {
  const asked = askedPath(path)
  const index = await localeIndex(payload, locale)
  const rows = addressable(index.rows.values()).filter((row) => row.href !== asked)
  const byHref = new Map(rows.map((row) => [row.href, row]))
  const chosen = new Map<string, SearchRow>()
  const take = (hrefs: Iterable<string>) => {
    for (const href of hrefs) {
      if (chosen.size >= MAX_SUGGESTIONS) return
      const row = byHref.get(href)
      if (row && !chosen.has(href)) chosen.set(href, row)
    }
  }
  /** The rows within `limit` edits of `target` by `part` of their address, closest first. */
  const near = (target: string, limit: number, part: (href: string) => string) =>
    rows
      .map((row) => ({ href: row.href, distance: editDistance(target, part(row.href), limit) }))
      .filter((entry) => entry.distance <= limit)
      .sort(
        (a, b) =>
          a.distance - b.distance || a.href.length - b.href.length || (a.href < b.href ? -1 : 1),
      )
      .map((entry) => entry.href)

  take(near(asked, Math.min(3, Math.max(1, Math.floor(asked.length / 6))), (href) => href))
  const last = lastSegment(asked)
  if (last && chosen.size < MAX_SUGGESTIONS)
    take(near(last, typosForLength(last.length), lastSegment))

  const text = words(asked, locale).join(' ')
  if (text && chosen.size < MAX_SUGGESTIONS) {
    const found = await searchIndex(payload, { locale, text, type: null, page: 1, pageSize: 10 })
    if (found.allWords) take(found.matches.map((match) => match.row.href))
  }

  const above: string[] = []
  for (let at = asked.lastIndexOf('/'); at > 0; at = asked.lastIndexOf('/', at - 1))
    above.push(asked.slice(0, at))
  take(above)
  return [...chosen.values()].map((row) => ({ title: row.title, href: row.href }))
}
