import { revalidateTag } from 'next/cache'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { contentTags } from '@/lib/content-tags'

/**
 * Expires the cache tags of a document before and after a change: its own key (old and new slug
 * or path) and the lists of its collection. Pages that used none of them stay cached.
 */
function expireTags(
  collection: string,
  keys: Iterable<string | null | undefined>,
  log: (message: string) => void,
): void {
  const tags = new Set([contentTags.collection(collection)])
  for (const key of keys) if (key) tags.add(contentTags.key(collection, key))
  for (const tag of tags) {
    try {
      // expire: 0: the next request renders anew instead of being served the stale page.
      revalidateTag(tag, { expire: 0 })
    } catch (error) {
      // Outside a request, in a Next.js server (a scheduled publish run by the jobs queue): the
      // site's cache handler expires the tag itself. Outside a server (seed script, CLI,
      // integration tests) there is no cache.
      const expire = (globalThis as Record<symbol, unknown>)[Symbol.for('talc.expireTags')]
      if (typeof expire === 'function') void (expire as (tags: string[]) => Promise<void>)([tag])
      else log(`revalidate ${tag} skipped: ${error instanceof Error ? error.message : error}`)
    }
  }
}

/** afterChange/afterDelete hooks that expire a collection's cache tags (keyed by `key`). */
export function revalidationHooks(
  collection: string,
  keyOf: (doc: Record<string, unknown>) => string | null | undefined,
): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  return {
    afterChange: [
      ({ doc, previousDoc, req }) => {
        expireTags(collection, [keyOf(doc), previousDoc ? keyOf(previousDoc) : null], (m) =>
          req.payload.logger.debug(m),
        )
        return doc
      },
    ],
    afterDelete: [
      ({ doc, req }) => {
        expireTags(collection, [keyOf(doc)], (m) => req.payload.logger.debug(m))
        return doc
      },
    ],
  }
}
