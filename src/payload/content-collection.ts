import type { CollectionConfig } from 'payload'

import { canEditContent } from '@/access/can-edit-content'
import { isStaff } from '@/access/is-staff'
import { publishedOrStaff } from '@/access/published-or-staff'
import { searchIndexHooks } from '@/collections/search-index/hooks'
import { isIndexedCollection } from '@/server/search/index-rows'

import { revalidationHooks } from './revalidate-tags'

/**
 * The settings every content collection shares: drafts with publishing, visitors read
 * published documents only, editors write, the admin's preview button opens the draft on its
 * real page, and a change expires the cached pages that show it.
 */
export function contentCollection(
  config: Omit<CollectionConfig, 'access' | 'versions' | 'hooks'> & {
    /** The key the public routes find a document by (slug or path). */
    keyOf: (doc: Record<string, unknown>) => string | null | undefined
    hooks?: CollectionConfig['hooks']
  },
): CollectionConfig {
  const { keyOf, hooks, ...rest } = config
  const revalidate = revalidationHooks(config.slug, keyOf)
  // Site search (ADR 0013): the published version of each item, in both languages.
  const search = isIndexedCollection(config.slug)
    ? searchIndexHooks(config.slug)
    : { afterChange: [], afterDelete: [] }
  return {
    ...rest,
    admin: {
      group: { en: 'Content', de: 'Inhalte' },
      preview: (doc, { locale }) =>
        `/api/preview?collection=${config.slug}&id=${String(doc.id)}&locale=${locale}`,
      ...rest.admin,
    },
    versions: { drafts: true, maxPerDoc: 25 },
    access: {
      read: publishedOrStaff,
      readVersions: isStaff,
      create: canEditContent,
      update: canEditContent,
      delete: canEditContent,
    },
    hooks: {
      ...hooks,
      afterChange: [
        ...(hooks?.afterChange ?? []),
        ...revalidate.afterChange,
        ...search.afterChange,
      ],
      afterDelete: [
        ...(hooks?.afterDelete ?? []),
        ...revalidate.afterDelete,
        ...search.afterDelete,
      ],
    } as CollectionConfig['hooks'],
  }
}
