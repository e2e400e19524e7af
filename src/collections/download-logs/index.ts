import type { CollectionConfig, PayloadRequest, Where } from 'payload'

import { csvRow } from '@/lib/csv'

import { hasRole } from '../users/access'

const canSeeLog = (req: PayloadRequest) => hasRole(req.user, 'admin', 'moderator')
const EXPORT_LIMIT = 100_000

/**
 * GET /api/cms/download-logs/export.csv: the log (or the admin list's current filter, passed
 * as Payload's `where` query) as CSV for staff who may read it.
 */
async function exportCsv(req: PayloadRequest): Promise<Response> {
  if (!canSeeLog(req)) return Response.json({ message: 'Forbidden' }, { status: 403 })
  const where = (req.query?.where ?? {}) as Where
  const rows = await req.payload.find({
    collection: 'download-logs',
    where,
    sort: '-createdAt',
    limit: EXPORT_LIMIT,
    pagination: false,
    depth: 0,
    req,
    overrideAccess: false,
  })
  const lines = [
    csvRow(['time', 'member', 'member_id', 'document', 'document_id', 'kind', 'address']),
    ...rows.docs.map((row) =>
      csvRow([
        row.createdAt,
        row.memberEmail,
        typeof row.member === 'object' ? row.member?.id : row.member,
        row.documentTitle,
        typeof row.document === 'object' ? row.document?.id : row.document,
        row.kind,
        row.address,
      ]),
    ),
  ]
  const day = new Date().toISOString().slice(0, 10)
  return new Response(`\uFEFF${lines.join('\r\n')}\r\n`, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="download-log-${day}.csv"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}

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
      beforeListTable: ['@/components/admin/csv-export-link#CsvExportLink'],
    },
  },
  defaultSort: '-createdAt',
  access: {
    read: ({ req }) => canSeeLog(req),
    create: () => false,
    update: () => false,
    delete: ({ req }) => hasRole(req.user, 'admin'),
  },
  endpoints: [{ path: '/export.csv', method: 'get', handler: exportCsv }],
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
          en: 'Kept when the account is deleted.',
          de: 'Bleibt erhalten, wenn das Konto gelöscht wird.',
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
