import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/is-admin'
import { isAdminOrModerator } from '@/access/is-admin-or-moderator'
import type { DownloadLog } from '@/payload-types'
import { csvExportEndpoint } from '@/payload/csv-export'

/**
 * Every download, single or inside an archive (ADR 0010): who, what, when, from which network
 * (the address truncated to /24 or /48). Written by the download endpoints only; read-only in
 * the admin, exported as CSV. Repeated downloads by one member of one document (or data sheet)
 * in one way within DOWNLOAD_LOG_WINDOW_MS of the row's first time are counted on that row
 * (ADR 0029: src/features/documents/download-log.ts): a row is one recipient event
 * with its first time (`createdAt`), last time and count.
 */
export const downloadLogsCollection: CollectionConfig = {
  slug: 'download-logs',
  labels: {
    singular: { en: 'Download', de: 'Download' },
    plural: { en: 'Download log', de: 'Download-Protokoll' },
  },
  admin: {
    group: { en: 'Download area', de: 'Downloadbereich' },
    useAsTitle: 'documentTitle',
    defaultColumns: ['createdAt', 'memberEmail', 'documentTitle', 'kind', 'count', 'address'],
    listSearchableFields: ['memberEmail', 'documentTitle'],
    components: {
      beforeListTable: [
        {
          path: '@/components/admin/csv-export-link#CsvExportLink',
          clientProps: { href: '/api/cms/download-logs/export.csv' },
        },
      ],
    },
  },
  defaultSort: '-createdAt',
  access: {
    read: isAdminOrModerator,
    create: () => false,
    update: () => false,
    delete: isAdmin,
  },
  endpoints: [
    csvExportEndpoint<DownloadLog>({
      collection: 'download-logs',
      fileName: 'download-log',
      canRead: (req) => isAdminOrModerator({ req }),
      columns: [
        ['time', (row) => row.createdAt],
        ['member', (row) => row.memberEmail],
        ['member_id', (row) => row.member],
        ['document', (row) => row.documentTitle],
        ['document_id', (row) => row.document],
        ['kind', (row) => row.kind],
        ['address', (row) => row.address],
        ['count', (row) => row.count ?? 1],
        ['last_time', (row) => row.lastDownloadedAt ?? row.createdAt],
      ],
    }),
  ],
  hooks: {
    // Any change through Payload (a pseudonym when an account is deleted, an address erased)
    // closes the row's window: later downloads start a row of their own.
    beforeChange: [
      ({ data, operation }) => (operation === 'update' ? { ...data, openKey: null } : data),
    ],
  },
  fields: [
    {
      name: 'member',
      type: 'relationship',
      relationTo: 'members',
      index: true,
      label: { en: 'Member', de: 'Mitglied' },
    },
    {
      name: 'memberEmail',
      type: 'text',
      required: true,
      label: { en: 'E-mail', de: 'E-Mail' },
      admin: {
        description: {
          en: 'Kept when staff delete the account; a pseudonym (deleted-account-…) when the customer deletes it.',
          de: 'Bleibt erhalten, wenn das Team das Konto löscht; ein Pseudonym (deleted-account-…), wenn der Kunde es selbst löscht.',
        },
      },
    },
    {
      name: 'document',
      type: 'relationship',
      relationTo: 'documents',
      index: true,
      label: { en: 'Document', de: 'Dokument' },
    },
    { name: 'documentTitle', type: 'text', required: true, label: { en: 'Title', de: 'Titel' } },
    {
      name: 'kind',
      type: 'select',
      required: true,
      label: { en: 'How', de: 'Art' },
      options: [
        { value: 'single', label: { en: 'Single file', de: 'Einzeldatei' } },
        { value: 'archive', label: { en: 'In a ZIP archive', de: 'Im ZIP-Archiv' } },
        {
          value: 'notice',
          label: { en: 'Link in an update notice', de: 'Link in einem Aktualisierungshinweis' },
        },
      ],
    },
    {
      name: 'address',
      type: 'text',
      label: { en: 'Network (truncated address)', de: 'Netz (gekürzte Adresse)' },
      admin: {
        description: {
          en: "The network of the row's first download.",
          de: 'Das Netz des ersten Downloads der Zeile.',
        },
      },
    },
    {
      name: 'count',
      type: 'number',
      required: true,
      defaultValue: 1,
      min: 1,
      label: { en: 'Count', de: 'Anzahl' },
      admin: {
        description: {
          en: 'Downloads of the same file in the same way by the same person within 10 minutes of the first are counted here instead of adding rows.',
          de: 'Downloads derselben Datei auf dieselbe Art durch dieselbe Person innerhalb von 10 Minuten nach dem ersten werden hier gezählt, statt neue Zeilen anzulegen.',
        },
      },
    },
    {
      name: 'lastDownloadedAt',
      type: 'date',
      label: { en: 'Last download', de: 'Letzter Download' },
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      // The identity of the row while its window is open (a hash of member, document or data
      // sheet, and kind): unique, so that parallel downloads count on one row. Null once closed.
      name: 'openKey',
      type: 'text',
      unique: true,
      admin: { hidden: true },
    },
  ],
  timestamps: true,
}
