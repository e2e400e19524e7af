import type { CollectionConfig, PayloadRequest } from 'payload'

import { canEditContent } from '@/access/can-edit-content'
import { isStaff } from '@/access/is-staff'
import { publishedOrStaff } from '@/access/published-or-staff'
import { searchIndexHooks } from '@/features/search/collections/search-index/hooks'
import { redirectTargetsChanged } from '@/features/redirects/redirect-table'
import { isIndexedCollection } from '@/features/search/index-rows'

import { collectionInvalidation } from '@/payload/invalidation/hooks'
import { LIVE_PREVIEW_BREAKPOINTS, livePreviewUrl, previewAddress } from '@/payload/live-preview'

/** How soon after the editor stops typing a draft is saved (and the live preview refreshed). */
export const AUTOSAVE_INTERVAL_MS = 800

/** A redirect to a document follows it when its address changes or it is unpublished. */
const redirectTargets = ({ doc, req }: { doc: unknown; req: PayloadRequest }) => {
  redirectTargetsChanged(req.payload)
  return doc
}

/**
 * The settings every content collection shares: drafts with publishing, visitors read
 * published documents only, editors write, the admin's preview button opens the draft on its
 * real page, and a change expires the cached pages that show it.
 */
export function contentCollection(
  config: Omit<CollectionConfig, 'access' | 'versions' | 'hooks'> & {
    hooks?: CollectionConfig['hooks']
    /**
     * The admin's live preview (ADR 0022): drafts are saved as the editor types (autosave) and
     * the preview beside the form shows them (src/payload/live-preview.ts).
     */
    livePreview?: boolean
  },
): CollectionConfig {
  const { hooks, livePreview = false, ...rest } = config
  // Cached pages: what the change makes stale, from the cache map (src/payload/invalidation).
  const invalidation = collectionInvalidation(config.slug, true)
  // Site search (ADR 0013): the published version of each item, in both languages.
  const search = isIndexedCollection(config.slug)
    ? searchIndexHooks(config.slug)
    : { afterChange: [], afterDelete: [] }
  return {
    ...rest,
    admin: {
      group: { en: 'Content', de: 'Inhalte' },
      preview: (doc, { locale }) => previewAddress(config.slug, doc.id, locale),
      ...(livePreview
        ? { livePreview: { url: livePreviewUrl, breakpoints: LIVE_PREVIEW_BREAKPOINTS } }
        : {}),
      ...rest.admin,
    },
    // Publishing and unpublishing at a set time run on the jobs queue (src/server/schedule).
    versions: {
      drafts: {
        schedulePublish: true,
        // With autosave, Payload's "Create new" saves an empty draft ("<No Title>") the moment
        // the form opens, unless drafts are validated: then the form opens unsaved, with "Save
        // draft" and "Publish", and autosave takes over from the first save. A draft then needs
        // its required fields in the language saved (@payloadcms/next, views/Document).
        ...(livePreview ? { autosave: { interval: AUTOSAVE_INTERVAL_MS }, validate: true } : {}),
      },
      maxPerDoc: 25,
    },
    access: {
      read: publishedOrStaff,
      readVersions: isStaff,
      create: canEditContent,
      update: canEditContent,
      delete: canEditContent,
    },
    hooks: {
      ...hooks,
      beforeChange: [...(hooks?.beforeChange ?? []), ...(invalidation?.beforeChange ?? [])],
      beforeDelete: [...(hooks?.beforeDelete ?? []), ...(invalidation?.beforeDelete ?? [])],
      afterChange: [
        ...(hooks?.afterChange ?? []),
        ...(invalidation?.afterChange ?? []),
        ...search.afterChange,
        redirectTargets,
      ],
      afterDelete: [
        ...(hooks?.afterDelete ?? []),
        ...(invalidation?.afterDelete ?? []),
        ...search.afterDelete,
        redirectTargets,
      ],
    } as CollectionConfig['hooks'],
  }
}
