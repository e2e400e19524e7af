import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/is-admin'
import { isAdminOrModerator } from '@/access/is-admin-or-moderator'
import { LOCALES } from '@/i18n/locales'
import type { RevisionNotice } from '@/payload-types'
import { csvExportEndpoint } from '@/payload/csv-export'

/**
 * SDS update notices (ADR 0021): one row per member and revision, written before the mail is
 * queued (its unique key makes a second publish, a retry or another instance send nothing
 * twice) and stamped when the mail server took the mail. The audit trail: who, which address,
 * which revision, when; filtered by revision in the admin, exported as CSV.
 */
export const revisionNoticesCollection: CollectionConfig = {
  slug: 'revision-notices',
  labels: {
    singular: { en: 'Update notice', de: 'Aktualisierungshinweis' },
    plural: { en: 'Update notices', de: 'Aktualisierungshinweise' },
  },
  admin: {
    group: { en: 'Download area', de: 'Downloadbereich' },
    useAsTitle: 'memberEmail',
    defaultColumns: ['revisionTitle', 'memberEmail', 'language', 'sentAt'],
    listSearchableFields: ['memberEmail', 'revisionTitle'],
    components: {
      beforeListTable: [
        {
          path: '@/components/admin/csv-export-link#CsvExportLink',
          clientProps: { href: '/api/cms/revision-notices/export.csv' },
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
    csvExportEndpoint<RevisionNotice>({
      collection: 'revision-notices',
      fileName: 'update-notices',
      canRead: (req) => isAdminOrModerator({ req }),
      columns: [
        ['member', (row) => row.memberEmail],
        ['member_id', (row) => row.member],
        ['revision', (row) => row.revisionTitle],
        ['revision_id', (row) => row.revision],
        ['language', (row) => row.language],
        ['queued_at', (row) => row.createdAt],
        ['sent_at', (row) => row.sentAt],
      ],
    }),
  ],
  fields: [
    {
      name: 'key',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { hidden: true },
    },
    {
      name: 'revision',
      type: 'relationship',
      relationTo: 'documents',
      // Empty once the revision is deleted (ADR 0026): the notice stays in the record
      // of who was told what and when (REACH Art. 31(9)), under its title below. Required, it
      // made the revision's deletion fail in the database.
      index: true,
      label: { en: 'Revision', de: 'Revision' },
    },
    {
      name: 'revisionTitle',
      type: 'text',
      required: true,
      label: { en: 'Document', de: 'Dokument' },
    },
    {
      name: 'member',
      type: 'relationship',
      relationTo: 'members',
      index: true,
      label: { en: 'Member', de: 'Mitglied' },
    },
    { name: 'memberEmail', type: 'text', required: true, label: { en: 'E-mail', de: 'E-Mail' } },
    {
      name: 'language',
      type: 'select',
      options: [...LOCALES],
      label: { en: 'Language', de: 'Sprache' },
    },
    { name: 'sentAt', type: 'date', index: true, label: { en: 'Sent at', de: 'Gesendet am' } },
  ],
  timestamps: true,
}
