import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { canEditContent } from '@/access/can-edit-content'
import { isStaff } from '@/access/is-staff'
import { searchIndexHooks } from '@/collections/search-index/hooks'
import { DOCUMENT_CATEGORIES, DOCUMENT_LANGUAGES } from '@/lib/documents'
import { CONTAINER_MIME_TYPES, OFFICE_EXTENSIONS } from '@/lib/file-signature'

import { checkUploadedType } from './hooks'

export const DOCUMENT_CATEGORY_LABELS: Record<
  (typeof DOCUMENT_CATEGORIES)[number],
  { en: string; de: string }
> = {
  'product-literature': { en: 'Product literature', de: 'Produktliteratur' },
  'safety-data-sheets': { en: 'Safety data sheets', de: 'Sicherheitsdatenblätter' },
  'regulatory-documents': { en: 'Regulatory documents', de: 'Regulatorische Dokumente' },
  'quality-documents': { en: 'Quality documents', de: 'Qualitätsdokumente' },
}

/**
 * The download area's documents (SPEC §1): a private upload collection. Files live in
 * DATA_DIR/documents, outside the build and the public folder; Payload serves them only to staff
 * (read access), and members get them through /api/v1/documents/{id}/download, which checks the
 * session, logs the download and sets safe headers.
 */
export function documentsCollection({ dataDir }: { dataDir: string }): CollectionConfig {
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
    access: {
      read: isStaff,
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
      ...searchIndexHooks('documents'),
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
              label:
                value === 'en'
                  ? { en: 'English', de: 'Englisch' }
                  : { en: 'German', de: 'Deutsch' },
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
            admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'yyyy-MM-dd' } },
          },
        ],
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
    ],
  }
}
