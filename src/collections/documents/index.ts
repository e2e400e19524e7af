import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { APIError, type CollectionConfig } from 'payload'

import { DOCUMENT_CATEGORIES, DOCUMENT_EXTENSIONS, DOCUMENT_LANGUAGES } from '@/lib/documents'
import { CONTAINER_MIME_TYPES, OFFICE_EXTENSIONS, officeType } from '@/lib/file-signature'
import { adminMessage } from '@/payload/localized-message'
import { searchIndexHooks } from '@/server/search/hooks'

import { hasRole } from '../users/access'

export const DOCUMENT_CATEGORY_LABELS: Record<
  (typeof DOCUMENT_CATEGORIES)[number],
  { en: string; de: string }
> = {
  'product-literature': { en: 'Product literature', de: 'Produktliteratur' },
  'safety-data-sheets': { en: 'Safety data sheets', de: 'Sicherheitsdatenblätter' },
  'regulatory-documents': { en: 'Regulatory documents', de: 'Regulatorische Dokumente' },
  'quality-documents': { en: 'Quality documents', de: 'Qualitätsdokumente' },
}

type UploadedFile = { name: string; data?: Buffer; tempFilePath?: string; size: number }

/** The uploaded file's bytes (officeType reads a .docx/.xlsx up to its central directory). */
async function contentOf(file: UploadedFile): Promise<Uint8Array> {
  if (file.data && file.data.length > 0) return file.data
  if (file.tempFilePath) return readFile(file.tempFilePath)
  return new Uint8Array()
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
      read: ({ req }) => hasRole(req.user, 'admin', 'editor', 'moderator'),
      create: ({ req }) => hasRole(req.user, 'admin', 'editor'),
      update: ({ req }) => hasRole(req.user, 'admin', 'editor'),
      delete: ({ req }) => hasRole(req.user, 'admin', 'editor'),
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
      beforeOperation: [
        async ({ args, operation, req }) => {
          if (operation !== 'create' && operation !== 'update') return args
          const file = req.file as UploadedFile | undefined
          if (!file) return args
          const type = officeType(file.name, await contentOf(file), DOCUMENT_EXTENSIONS)
          if (!type) {
            throw new APIError(
              adminMessage(
                req,
                'Upload a PDF, Word (.doc, .docx) or Excel (.xls, .xlsx) file; the file’s content must match its extension.',
                'Laden Sie eine PDF-, Word- (.doc, .docx) oder Excel-Datei (.xls, .xlsx) hoch; der Inhalt muss zur Dateiendung passen.',
              ),
              400,
              undefined,
              true,
            )
          }
          // The type comes from the checked content, never from the browser's claim.
          ;(file as UploadedFile & { mimetype: string }).mimetype = type.mimeType
          return args
        },
      ],
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
