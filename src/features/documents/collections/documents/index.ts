import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { canEditContent } from '@/access/can-edit-content'
import { isStaff } from '@/access/is-staff'
import { searchIndexHooks } from '@/features/search/collections/search-index/hooks'
import { DOCUMENT_CATEGORIES, DOCUMENT_LANGUAGES } from '@/features/documents/documents'
import { LOCALE_NAMES } from '@/i18n/locales'
import { CONTAINER_MIME_TYPES, OFFICE_EXTENSIONS } from '@/lib/file-signature'
import { collectionInvalidation } from '@/payload/invalidation/hooks'

import { checkUploadedType } from './hooks'
import { updateRevisionChain, updateRevisionChainAfterDelete } from './revision-hooks'

export const DOCUMENT_CATEGORY_LABELS: Record<
  (typeof DOCUMENT_CATEGORIES)[number],
  { en: string; de: string }
> = {
  'product-literature': { en: 'Product literature', de: 'Produktliteratur' },
  'safety-data-sheets': { en: 'Safety data sheets', de: 'Sicherheitsdatenblätter' },
  'regulatory-documents': { en: 'Regulatory documents', de: 'Regulatorische Dokumente' },
  'quality-documents': { en: 'Quality documents', de: 'Qualitätsdokumente' },
}

/** The list's cells for dates and the file size (./admin-cells.tsx). */
const DAY_CELL = '@/features/documents/collections/documents/admin-cells#DocumentDayCell'

/**
 * The download area's documents (SPEC §1): a private upload collection. Files live in
 * DATA_DIR/documents, outside the build and the public folder; Payload serves them only to staff
 * (read access), and members get them through /api/v1/documents/{id}/download, which checks the
 * session, logs the download and sets safe headers.
 */
export function documentsCollection({ dataDir }: { dataDir: string }): CollectionConfig {
  const search = searchIndexHooks('documents')
  // The family and grade pages list revisions (src/features/documents/catalogue.ts).
  const invalidation = collectionInvalidation('documents', true)
  return {
    slug: 'documents',
    labels: {
      singular: { en: 'Document', de: 'Dokument' },
      plural: { en: 'Documents', de: 'Dokumente' },
    },
    admin: {
      group: { en: 'Download area', de: 'Downloadbereich' },
      useAsTitle: 'title',
      defaultColumns: ['title', 'category', 'language', 'revisionDate', 'filesize'],
      listSearchableFields: ['title', 'filename'],
    },
    defaultSort: '-revisionDate',
    // A revision is prepared as a draft and published when it is valid (ADR 0021): only then does
    // it become its family's current revision, and only then are its recipients notified.
    versions: { drafts: { schedulePublish: true }, maxPerDoc: 25 },
    access: {
      read: isStaff,
      readVersions: isStaff,
      create: canEditContent,
      update: canEditContent,
      delete: canEditContent,
    },
    upload: {
      staticDir: path.join(dataDir, 'documents'),
      mimeTypes: [
        ...Object.values(OFFICE_EXTENSIONS).map((type) => type.mimeType),
        ...CONTAINER_MIME_TYPES,
      ],
      // Never an image pipeline for these files.
      crop: false,
      focalPoint: false,
    },
    hooks: {
      // Site search (ADR 0013): title and description, with the "log in to download" hint.
      beforeChange: invalidation?.beforeChange,
      beforeDelete: invalidation?.beforeDelete,
      afterChange: [
        ...search.afterChange,
        updateRevisionChain,
        ...(invalidation?.afterChange ?? []),
      ],
      afterDelete: [
        ...search.afterDelete,
        updateRevisionChainAfterDelete,
        ...(invalidation?.afterDelete ?? []),
      ],
      // Before Payload's own upload handling, so that its type check sees the checked type.
      beforeOperation: [checkUploadedType],
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
      {
        name: 'description',
        type: 'textarea',
        localized: true,
        maxLength: 1000,
        label: { en: 'Description', de: 'Beschreibung' },
      },
      {
        type: 'row',
        fields: [
          {
            name: 'category',
            type: 'select',
            required: true,
            index: true,
            label: { en: 'Category', de: 'Kategorie' },
            options: DOCUMENT_CATEGORIES.map((value) => ({
              value,
              label: DOCUMENT_CATEGORY_LABELS[value],
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
        type: 'row',
        fields: [
          {
            name: 'revision',
            type: 'text',
            maxLength: 40,
            label: { en: 'Revision', de: 'Revision' },
            admin: { description: { en: 'e.g. 3.1', de: 'z. B. 3.1' } },
          },
          {
            name: 'revisionDate',
            type: 'date',
            required: true,
            index: true,
            label: { en: 'Issue or revision date', de: 'Ausgabe- oder Revisionsdatum' },
            admin: {
              date: { pickerAppearance: 'dayOnly', displayFormat: 'yyyy-MM-dd' },
              components: { Cell: DAY_CELL },
            },
          },
        ],
      },
      {
        name: 'family',
        type: 'relationship',
        relationTo: 'document-families',
        index: true,
        label: { en: 'Document family', de: 'Dokumentfamilie' },
        admin: {
          position: 'sidebar',
          description: {
            en: 'This document is a revision of that family; the newest published revision is its current one.',
            de: 'Dieses Dokument ist eine Revision dieser Familie; die neueste veröffentlichte Revision ist die aktuelle.',
          },
        },
      },
      {
        name: 'changeNote',
        type: 'textarea',
        localized: true,
        maxLength: 1000,
        label: { en: 'What changed', de: 'Was sich geändert hat' },
        admin: { condition: (data) => Boolean(data?.family) },
      },
      {
        name: 'notifyMembers',
        type: 'checkbox',
        defaultValue: false,
        label: {
          en: 'Notify earlier recipients when published',
          de: 'Frühere Empfänger bei Veröffentlichung benachrichtigen',
        },
        admin: {
          position: 'sidebar',
          condition: (data) => Boolean(data?.family),
          description: {
            en: 'Safety data sheets always notify everyone who downloaded an earlier revision in the last 12 months.',
            de: 'Sicherheitsdatenblätter benachrichtigen immer alle, die in den letzten 12 Monaten eine frühere Revision heruntergeladen haben.',
          },
        },
      },
      {
        name: 'supersededOn',
        type: 'date',
        index: true,
        label: { en: 'Superseded on', de: 'Ersetzt am' },
        admin: {
          components: { Cell: DAY_CELL },
          position: 'sidebar',
          readOnly: true,
          description: {
            en: 'Set when a newer revision of the family is published.',
            de: 'Wird gesetzt, sobald eine neuere Revision der Familie veröffentlicht ist.',
          },
          date: { pickerAppearance: 'dayOnly', displayFormat: 'yyyy-MM-dd' },
        },
      },
      {
        name: 'markets',
        type: 'relationship',
        relationTo: 'product-markets',
        hasMany: true,
        label: { en: 'Product markets', de: 'Produktmärkte' },
        admin: {
          description: {
            en: 'The markets and products the document applies to (filter on the download page).',
            de: 'Märkte und Produkte, für die das Dokument gilt (Filter der Downloadseite).',
          },
        },
      },
      // Payload's own field of the upload, merged with it by name: the list writes the size in
      // the editor's language instead of bytes.
      {
        name: 'filesize',
        type: 'number',
        label: { en: 'File size', de: 'Dateigröße' },
        admin: {
          components: {
            Cell: '@/features/documents/collections/documents/admin-cells#DocumentSizeCell',
          },
        },
      },
    ],
  }
}
