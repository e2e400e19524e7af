import type { CollectionAfterChangeHook, CollectionConfig } from 'payload'

import { sync as syncSearchRows } from '@/features/search/collections/search-index/hooks'

import { canEditContent } from '@/access/can-edit-content'
import {
  DOCUMENT_LANGUAGES,
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_TYPE_NAMES,
} from '@/features/documents/documents'
import { LOCALE_NAMES } from '@/i18n/locales'
import { collectionInvalidation } from '@/payload/invalidation/hooks'
import { slugField } from '@/payload/slug-field'

/** The site search finds a family's current revision by the family's title, type and grades. */
const resyncRevisions: CollectionAfterChangeHook = async ({ doc, req }) => {
  const { docs } = await req.payload.find({
    collection: 'documents',
    where: { family: { equals: doc.id } },
    select: {},
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  for (const revision of docs) await syncSearchRows(req, 'documents', revision.id)
  return doc
}

const invalidation = collectionInvalidation('document-families', false)

/**
 * A document family (ADR 0021): grade(s) × document type × language, e.g. "Safety data
 * sheet EuroTalc P 12 (English)". Its revisions are the documents that name it; the newest
 * published one is current. Its address, /download/documents/{slug} and
 * /api/v1/documents/{slug}/current, never changes when a revision is added. Public: the family's
 * title, grades, type and language are shown to everyone, like the download area's lists.
 */
export const documentFamiliesCollection: CollectionConfig = {
  slug: 'document-families',
  labels: {
    singular: { en: 'Document family', de: 'Dokumentfamilie' },
    plural: { en: 'Document families', de: 'Dokumentfamilien' },
  },
  admin: {
    group: { en: 'Download area', de: 'Downloadbereich' },
    useAsTitle: 'title',
    defaultColumns: ['title', 'documentType', 'language', 'grades'],
  },
  defaultSort: 'title',
  access: {
    read: () => true,
    create: canEditContent,
    update: canEditContent,
    delete: canEditContent,
  },
  hooks: {
    beforeChange: invalidation?.beforeChange,
    beforeDelete: invalidation?.beforeDelete,
    afterChange: [...(invalidation?.afterChange ?? []), resyncRevisions],
    afterDelete: invalidation?.afterDelete,
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      localized: true,
      maxLength: 200,
      label: { en: 'Title', de: 'Titel' },
    },
    slugField({
      en: 'The family’s lasting address: /download/documents/{slug}. Do not change it once used.',
      de: 'Die bleibende Adresse der Familie: /download/documents/{slug}. Nach Gebrauch nicht ändern.',
    }),
    {
      type: 'row',
      fields: [
        {
          name: 'documentType',
          type: 'select',
          required: true,
          index: true,
          label: { en: 'Document type', de: 'Dokumentart' },
          options: DOCUMENT_TYPE_NAMES.map((value) => ({
            value,
            label: DOCUMENT_TYPE_LABELS[value],
          })),
        },
        {
          name: 'language',
          type: 'select',
          required: true,
          index: true,
          label: { en: 'Document language', de: 'Dokumentsprache' },
          options: DOCUMENT_LANGUAGES.map((value) => ({
            value,
            label: LOCALE_NAMES[value],
          })),
        },
      ],
    },
    {
      name: 'grades',
      type: 'relationship',
      relationTo: 'grades',
      hasMany: true,
      index: true,
      label: { en: 'Product grades', de: 'Produktsorten' },
    },
  ],
}
