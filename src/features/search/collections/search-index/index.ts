import type { CollectionConfig } from 'payload'

import { hasRole } from '@/access/has-role'
import { isAdmin } from '@/access/is-admin'
import { SEARCH_TYPES } from '@/features/search/search'
import { LOCALES } from '@/i18n/locales'

/**
 * The site search's rows (ADR 0013): one per published item and language, written by the
 * content hooks (./hooks.ts, src/features/search/index-rows.ts) and read by every server process into its
 * in-memory index. Withdrawn items stay as tombstones (`removed`) for a day so that other
 * processes, which poll `updatedAt`, learn of them. Administrators may look; nobody edits.
 */
export const searchIndexCollection: CollectionConfig = {
  slug: 'search-index',
  labels: {
    singular: { en: 'Search index entry', de: 'Suchindex-Eintrag' },
    plural: { en: 'Search index', de: 'Suchindex' },
  },
  admin: {
    group: { en: 'System', de: 'System' },
    hidden: ({ user }) => !hasRole(user, 'admin'),
    useAsTitle: 'title',
    defaultColumns: ['title', 'type', 'locale', 'removed', 'updatedAt'],
    description: {
      en: 'Kept up to date on every publish; read only.',
      de: 'Wird bei jeder Veröffentlichung aktualisiert; nur lesbar.',
    },
  },
  access: {
    read: isAdmin,
    create: () => false,
    update: () => false,
    delete: () => false,
  },
  fields: [
    // {collection}:{id}:{locale}
    { name: 'key', type: 'text', required: true, unique: true, index: true },
    {
      name: 'type',
      type: 'select',
      required: true,
      options: SEARCH_TYPES.map((value) => ({ value, label: value })),
    },
    {
      name: 'locale',
      type: 'select',
      required: true,
      index: true,
      options: LOCALES.map((value) => ({ value, label: value })),
    },
    { name: 'title', type: 'text', required: true },
    { name: 'body', type: 'textarea' },
    // The address without language prefix.
    { name: 'href', type: 'text', required: true },
    // A gated document: the result carries the "log in to download" hint.
    { name: 'gated', type: 'checkbox', defaultValue: false },
    { name: 'removed', type: 'checkbox', defaultValue: false, index: true },
    // What the rows were extracted with (ADR 0013): a start rebuilds the index when it changed.
    { name: 'version', type: 'number', required: true, defaultValue: 1 },
    // Same text twice is not written again (no churn in updatedAt when a draft is saved).
    { name: 'hash', type: 'text' },
  ],
  timestamps: true,
}
