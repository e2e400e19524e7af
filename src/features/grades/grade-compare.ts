/**
 * The comparison's address (ADR 0027): /our-products/grades/compare?grades=a,b,c. The grade
 * pages and the finder link with the slugs joined by commas (contentRoutes.gradeCompare); the
 * page's own form, a plain GET form of checkboxes, sends `grades=a&grades=b`. Both are read.
 */

import { MAX_COMPARED_GRADES } from './grade-query.mjs'

/** Grades side by side at most: a fourth column does not fit a phone or a printed page. */
export { MAX_COMPARED_GRADES }

/** What is read of a hand-made address: enough for any real choice, bounded for any other. */
const MAX_ENTRIES = 30
const MAX_SLUG_LENGTH = 80

/**
 * The slugs asked for, in the order given, each once: split at commas, trimmed, in lowercase
 * (slugs are), empty entries dropped. Neither checked against the grades nor cut to three here.
 */
export function requestedGradeSlugs(raw: string | readonly string[] | undefined): string[] {
  const values = typeof raw === 'string' ? [raw] : (raw ?? [])
  const slugs: string[] = []
  for (const value of values) {
    for (const part of value.split(',')) {
      const slug = part.trim().toLowerCase().slice(0, MAX_SLUG_LENGTH)
      if (slug && !slugs.includes(slug)) slugs.push(slug)
      if (slugs.length >= MAX_ENTRIES) return slugs
    }
  }
  return slugs
}

export type GradeSelection = {
  /** The grades to compare: known ones, in the order asked, at most MAX_COMPARED_GRADES. */
  chosen: string[]
  /** Known grades asked for beyond the first three: left out, with a note. */
  leftOut: string[]
  /** Slugs of no published grade: reported, not compared. */
  unknown: string[]
}

/** Splits the slugs asked for by whether `known` has them, keeping the first three known. */
export function selectGrades(requested: readonly string[], known: ReadonlySet<string>) {
  const valid = requested.filter((slug) => known.has(slug))
  return {
    chosen: valid.slice(0, MAX_COMPARED_GRADES),
    leftOut: valid.slice(MAX_COMPARED_GRADES),
    unknown: requested.filter((slug) => !known.has(slug)),
  } satisfies GradeSelection
}
