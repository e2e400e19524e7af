import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { hasRole } from '@/access/has-role'
import { isAdminOrModerator } from '@/access/is-admin-or-moderator'
import { ATTACHMENT_EXTENSIONS } from '@/features/enquiries/enquiries'
import { PRIVATE, setCacheControl } from '@/lib/cache-headers'
import { CONTAINER_MIME_TYPES, OFFICE_EXTENSIONS } from '@/lib/file-signature'

/**
 * The files that come with job responses (ADR 0011): private, in DATA_DIR/attachments, outside
 * the build and the public folder. Only the staff who read the inbox (moderators,
 * administrators) get them, through Payload's file route, which checks read access. Files
 * arrive only through the job form (src/features/enquiries/submit.ts), which checks name, size
 * and content first; nobody uploads, edits or deletes them in the admin. They go only with their
 * enquiry (its afterDelete hook: deleted in the admin, by retention or by erasure); the retention
 * purge also removes files no enquiry points to (a send that failed half-way).
 */
export function enquiryAttachmentsCollection({ dataDir }: { dataDir: string }): CollectionConfig {
  return {
    slug: 'enquiry-attachments',
    labels: {
      singular: { en: 'Application file', de: 'Bewerbungsdatei' },
      plural: { en: 'Application files', de: 'Bewerbungsdateien' },
    },
    admin: {
      group: { en: 'Inbox', de: 'Posteingang' },
      useAsTitle: 'originalName',
      defaultColumns: ['originalName', 'filesize', 'createdAt'],
      hidden: ({ user }) => !hasRole(user, 'admin', 'moderator'),
    },
    defaultSort: '-createdAt',
    access: {
      read: isAdminOrModerator,
      create: () => false,
      update: () => false,
      // Deleted only with their enquiry (by code with overrideAccess): a file deleted on its
      // own would leave the enquiry pointing to nothing.
      delete: () => false,
    },
    upload: {
      staticDir: path.join(dataDir, 'attachments'),
      mimeTypes: [
        ...ATTACHMENT_EXTENSIONS.map((ext) => OFFICE_EXTENSIONS[ext]!.mimeType),
        // What Payload's own sniffing calls .doc/.xls (compound file) and some .docx/.xlsx
        // (plain ZIP); the name and content were checked together before (officeType: for
        // .docx/.xlsx the package's parts, so a renamed archive never gets this far).
        ...CONTAINER_MIME_TYPES,
      ],
      crop: false,
      focalPoint: false,
      pasteURL: false,
      // Served as a download, never shown inline in the admin's browser tab.
      modifyResponseHeaders: ({ headers }) => {
        headers.set('Content-Disposition', 'attachment')
        headers.set('X-Content-Type-Options', 'nosniff')
        return setCacheControl(headers, PRIVATE)
      },
    },
    fields: [
      {
        name: 'originalName',
        type: 'text',
        maxLength: 200,
        label: { en: 'File name as sent', de: 'Dateiname beim Senden' },
      },
    ],
  }
}
