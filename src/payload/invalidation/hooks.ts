import type { CollectionConfig, GlobalConfig, PayloadRequest } from 'payload'

import { type Locale, LOCALES } from '@/i18n/routing'
import { contentTags } from '@/lib/content-tags'
import { expireTags } from '@/server/cache-handler.mjs'

import { afterCommit } from './after-commit'
import { type CacheRule, COLLECTION_CACHE_MAP, GLOBAL_CACHE_MAP } from './cache-map'
import { changedLocales, type PublicViews, publicViews, type Target } from './public-views'

/**
 * The one invalidation path (ADR 0024): every write to a collection or global, in a request or
 * not (a scheduled publish runs on a timer, the seed in a script), goes through these hooks. They
 * compare what visitors see before and after the write, turn the languages that changed into
 * tags by the cache map, and expire those tags once the write has committed: in this process and,
 * through Redis, on every instance (src/server/cache-handler.mjs). Caches in front follow within
 * CDN_MAX_AGE + CDN_STALE_WHILE_REVALIDATE (server/cache-policy.ts).
 */

const BEFORE = Symbol.for('talc.publicViewsBefore')

function stash(req: PayloadRequest): Map<string, PublicViews> {
  const context = req.context as Record<symbol, Map<string, PublicViews> | undefined>
  const existing = context[BEFORE]
  if (existing) return existing
  const created = new Map<string, PublicViews>()
  context[BEFORE] = created
  return created
}

/**
 * The tags a change makes stale, by the rule, in the languages whose public view changed. When
 * what visitors saw before is unknown (a write path that runs no before-hook, such as restoring a
 * global's version), every language counts as changed.
 */
export function tagsToExpire(
  name: string,
  rule: CacheRule,
  before: PublicViews | undefined,
  after: PublicViews,
): string[] {
  if (rule.kind === 'none') return []
  const tags = new Set<string>()
  const locales = before ? changedLocales(before, after) : LOCALES
  const views = before ?? after
  for (const locale of locales) {
    if (rule.kind === 'site') {
      tags.add(contentTags.site(locale))
      continue
    }
    tags.add(contentTags.inLocale(locale, contentTags.collection(name)))
    for (const view of [views[locale], after[locale]]) {
      const key = view ? rule.keyOf(view) : null
      if (key) tags.add(contentTags.inLocale(locale, contentTags.key(name, key)))
    }
  }
  return [...tags]
}

/** Views already read (one entry per language), not a target to read them from. */
const isViews = (value: Target | PublicViews): value is PublicViews =>
  LOCALES.every((locale) => locale in value)

/**
 * Once the write has committed: what visitors see now (`after`, read then, or known), compared with
 * what they saw, and the tags of the difference expired.
 */
function expireAfterCommit(
  req: PayloadRequest,
  name: string,
  rule: CacheRule,
  before: PublicViews | undefined,
  after: Target | PublicViews,
): Promise<void> {
  const payload = req.payload
  const expire = async (within?: PayloadRequest) => {
    try {
      const views = isViews(after) ? after : await publicViews(payload, after, within)
      const tags = tagsToExpire(name, rule, before, views)
      if (tags.length === 0) return
      payload.logger.debug({ tags }, 'cache tags expired')
      await expireTags(tags)
    } catch (error) {
      payload.logger.error({ err: error, name }, 'Could not expire cache tags')
    }
  }
  // Now, as the write's own transaction sees it, so that the answer to the save finds the pages
  // expired; and again once it has committed, for a render that read the old data meanwhile.
  return expire(req).then(() => afterCommit(req, () => expire()))
}

const noViews: PublicViews = { en: null, de: null } satisfies Record<Locale, null>

/** The hooks of a collection, from its rule in the cache map (none for `none`). */
export function collectionInvalidation(slug: string, drafts: boolean): CollectionConfig['hooks'] {
  const rule = COLLECTION_CACHE_MAP[slug]
  if (!rule) throw new Error(`Collection ${slug} is missing from the cache map`)
  if (rule.kind === 'none') return {}
  const target = (id: string | number): Target => ({ collection: slug, id, drafts })
  const key = (id: string | number) => `${slug}:${id}`
  return {
    beforeChange: [
      async ({ data, operation, originalDoc, req }) => {
        if (operation === 'update' && originalDoc?.id !== undefined)
          stash(req).set(
            key(originalDoc.id),
            await publicViews(req.payload, target(originalDoc.id), req),
          )
        return data
      },
    ],
    afterChange: [
      async ({ doc, operation, req }) => {
        // An image appears on a page only once a page refers to it, and that save expires it.
        if (operation === 'create' && rule.kind === 'site') return doc
        // Nothing was visible before a create; an update whose before-hook did not run is unknown.
        const before = operation === 'create' ? noViews : stash(req).get(key(doc.id))
        stash(req).delete(key(doc.id))
        await expireAfterCommit(req, slug, rule, before, target(doc.id))
        return doc
      },
    ],
    beforeDelete: [
      async ({ id, req }) => {
        stash(req).set(key(id), await publicViews(req.payload, target(id), req))
      },
    ],
    afterDelete: [
      async ({ doc, id, req }) => {
        const before = stash(req).get(key(id))
        stash(req).delete(key(id))
        await expireAfterCommit(req, slug, rule, before, noViews)
        return doc
      },
    ],
  }
}

/** The hooks of a global, from its rule in the cache map (none for `none`). */
export function globalInvalidation(slug: string, drafts: boolean): GlobalConfig['hooks'] {
  const rule = GLOBAL_CACHE_MAP[slug]
  if (!rule) throw new Error(`Global ${slug} is missing from the cache map`)
  if (rule.kind === 'none') return {}
  const target: Target = { global: slug, drafts }
  return {
    beforeChange: [
      async ({ data, req }) => {
        stash(req).set(`global:${slug}`, await publicViews(req.payload, target, req))
        return data
      },
    ],
    afterChange: [
      async ({ doc, req }) => {
        // Restoring a version runs no before-hook: then every language counts as changed.
        const before = stash(req).get(`global:${slug}`)
        stash(req).delete(`global:${slug}`)
        await expireAfterCommit(req, slug, rule, before, target)
        return doc
      },
    ],
  }
}
