import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/is-admin'
import { isAdminOrModerator } from '@/access/is-admin-or-moderator'
import type { DownloadLog } from '@/payload-types'
import { csvExportEndpoint } from '@/payload/csv-export'

/**
 * Every download, single or inside an archive (issue 6): who, what, when, from which network
 * (the address truncated to /24 or /48). Written by the download endpoints only; read-only in
 * the admin, exported as CSV.
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
    defaultColumns: ['createdAt', 'memberEmail', 'documentTitle', 'kind', 'address'],
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
      ],
    }),
  ],
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
    },
  ],
  timestamps: true,
}
