import type { Where } from 'payload'

/**
 * Staff find an enquiry by the reference number its sender was given ("ENQ-2026-00042", see
 * `enquiryReference`). The number is derived from the id and the year of arrival, not stored, so
 * the list's search (Payload's `like` on each of `listSearchableFields`) cannot match it as text:
 * a search term that is a reference also matches the enquiry it names.
 */

/** "ENQ-", the year, the id; as a customer may quote it (any case, zeros dropped, spaces around). */
const REFERENCE = /^\s*ENQ-([1-9]\d{3})-(\d+)\s*$/i

/**
 * The enquiry a reference names, as a query: its id, arrived in the reference's year, Vienna time
 * as the reference counts it; null for a term that is no reference.
 */
export function referenceCondition(term: unknown): Where | null {
  if (typeof term !== 'string') return null
  const match = REFERENCE.exec(term)
  if (!match) return null
  const year = Number(match[1])
  const id = Number(match[2])
  if (!Number.isSafeInteger(id) || id < 1) return null
  // New Year in Vienna falls in winter time (UTC+1): its year starts at 23:00 UTC the day before.
  return {
    and: [
      { id: { equals: id } },
      { createdAt: { greater_than_equal: `${year - 1}-12-31T23:00:00.000Z` } },
      { createdAt: { less_than: `${year}-12-31T23:00:00.000Z` } },
    ],
  }
}

/** The text a field's condition searches for (the list's search is `like`), if any. */
function searchTerm(condition: unknown): unknown {
  if (!condition || typeof condition !== 'object') return undefined
  const operators = condition as { like?: unknown; contains?: unknown }
  return operators.like ?? operators.contains
}

/**
 * `where` with every search of one of `fields` for a reference widened to also match the enquiry
 * the reference names, at any depth (the list's search sits in an `or`, and with a filter under an
 * `and`). Anything else is kept as it is.
 */
export function withReferenceSearch(where: Where, fields: readonly string[]): Where {
  const rest: Where = {}
  const widened: Where[] = []
  for (const [key, value] of Object.entries(where)) {
    if ((key === 'and' || key === 'or') && Array.isArray(value)) {
      rest[key] = value.map((inner: Where) => withReferenceSearch(inner, fields))
      continue
    }
    const reference = fields.includes(key) ? referenceCondition(searchTerm(value)) : null
    if (reference) widened.push({ or: [{ [key]: value }, reference] })
    else rest[key] = value
  }
  if (widened.length === 0) return rest
  const kept = Object.keys(rest).length > 0 ? [rest] : []
  return kept.length === 0 && widened.length === 1 ? widened[0]! : { and: [...kept, ...widened] }
}
