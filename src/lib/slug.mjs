// @ts-check
/**
 * A slug: lowercase letters, digits and single hyphens ('automotive-plastics'), the last part of
 * an item's address. Declared once here; plain JavaScript with no imports, so that the grade
 * query (src/features/grades/grade-query.mjs, which the production server loads) reads it too.
 * Addresses that hold a slug build their pattern from `SLUG`.
 */

/** The rule's source, unanchored, without capturing groups: `new RegExp(`^/x/${SLUG}$`)`. */
export const SLUG = '[a-z0-9]+(?:-[a-z0-9]+)*'

/** A whole value that is a slug. */
export const SLUG_PATTERN = new RegExp(`^${SLUG}$`)
