import { revalidateTag } from 'next/cache'
import type {
  Access,
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionConfig,
  DateField,
  Field,
} from 'payload'

import { contentTags } from '@/lib/content-tags'
import { SLUG_PATTERN } from '@/lib/content-routes'
import { adminMessage } from '@/payload/localized-message'
import { isIndexedCollection } from '@/server/search/index-rows'
import { searchIndexHooks } from '@/server/search/hooks'

import { hasRole, STAFF_ROLES } from '../users/access'

type Req = { i18n?: { language?: string } } | undefined

/** Editors and admins change content; moderators only look. */
export const canEditContent: Access = ({ req }) => hasRole(req.user, 'admin', 'editor')

/**
 * Visitors read published documents only, also through Payload's REST API with ?draft=true
 * (the constraint applies to the versions as well); staff also read drafts, for the preview.
 */
export const publishedOrStaff: Access = ({ req }) =>
  hasRole(req.user, ...STAFF_ROLES) || { _status: { equals: 'published' } }

export const slugField = (description?: { en: string; de: string }): Field => ({
  name: 'slug',
  type: 'text',
  required: true,
  unique: true,
  index: true,
  label: { en: 'Address (slug)', de: 'Adresse (Slug)' },
  admin: {
    position: 'sidebar',
    description: description ?? {
      en: 'The last part of the address: lowercase letters, digits and hyphens, e.g. new-mill-2026.',
      de: 'Der letzte Teil der Adresse: Kleinbuchstaben, Ziffern und Bindestriche, z. B. neue-muehle-2026.',
    },
  },
  validate: (value: unknown, { req }: { req?: Req }) =>
    (typeof value === 'string' && value.length <= 80 && SLUG_PATTERN.test(value)) ||
    adminMessage(
      req,
      'Use lowercase letters, digits and single hyphens (at most 80 characters).',
      'Verwenden Sie Kleinbuchstaben, Ziffern und einzelne Bindestriche (höchstens 80 Zeichen).',
    ),
})

/** The date a visitor sees and lists sort by; JobPosting and Article JSON-LD use it too. */
export const publishedAtField: DateField = {
  name: 'publishedAt',
  type: 'date',
  required: true,
  index: true,
  label: { en: 'Date', de: 'Datum' },
  defaultValue: () => new Date().toISOString(),
  admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly' } },
}

/** Search-engine texts of a page; empty fields fall back to the title and summary. */
export const metaField: Field = {
  name: 'meta',
  type: 'group',
  label: { en: 'Search engines and sharing', de: 'Suchmaschinen und Teilen' },
  admin: {
    description: {
      en: 'Title and description in search results and when the page is shared. Left empty, the page title and summary are used.',
      de: 'Titel und Beschreibung in Suchergebnissen und beim Teilen. Leer bleiben Seitentitel und Zusammenfassung.',
    },
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      localized: true,
      maxLength: 70,
      label: { en: 'Title', de: 'Titel' },
    },
    {
      name: 'description',
      type: 'textarea',
      localized: true,
      maxLength: 200,
      label: { en: 'Description', de: 'Beschreibung' },
    },
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      label: { en: 'Image for sharing', de: 'Bild zum Teilen' },
    },
  ],
}

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
      // Outside a Next.js server (seed script, CLI, integration tests) there is no cache.
      log(`revalidate ${tag} skipped: ${error instanceof Error ? error.message : error}`)
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
      readVersions: ({ req }) => hasRole(req.user, ...STAFF_ROLES),
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

/** Manual order of small lists (team, FAQ, offices, product markets). */
export const orderField: Field = {
  name: 'order',
  type: 'number',
  defaultValue: 100,
  index: true,
  label: { en: 'Order (smaller first)', de: 'Reihenfolge (kleinere zuerst)' },
  admin: { position: 'sidebar' },
}
