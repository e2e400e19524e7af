// No `server-only` here: the Payload config (also loaded by the CLI) registers this plugin.
import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

import type { StorageConfig } from '@/env'

/** The upload collections and their key prefixes in the bucket (one bucket for all three). */
export const UPLOAD_FOLDERS = {
  media: 'media',
  documents: 'documents',
  'enquiry-attachments': 'attachments',
} as const

export type UploadCollection = keyof typeof UPLOAD_FOLDERS

/** The S3 client settings for a bucket configured with S3_* (ADR 0020). */
export function s3ClientConfig(storage: Extract<StorageConfig, { kind: 's3' }>) {
  return {
    region: storage.region,
    ...(storage.endpoint ? { endpoint: storage.endpoint } : {}),
    forcePathStyle: storage.forcePathStyle,
    ...(storage.credentials ? { credentials: storage.credentials } : {}),
  }
}

/**
 * Payload's official S3 adapter when a bucket is configured; the same fields (the `prefix` of
 * each upload) without it, so that both setups share one database schema.
 *
 * Every file stays behind Payload's access check: objects are written private (no ACL grants
 * anyone a read), there are no signed or public object URLs, and a file is read only through
 * `/api/cms/<collection>/file/<name>` (media: anyone; documents and job-application files: as
 * today) or through the download area's endpoints (src/server/storage/stored-file.ts).
 */
export function uploadStoragePlugin(storage: StorageConfig): Plugin {
  const enabled = storage.kind === 's3'
  return s3Storage({
    enabled,
    alwaysInsertFields: true,
    bucket: enabled ? storage.bucket : 'unused',
    acl: 'private',
    config: enabled ? s3ClientConfig(storage) : {},
    collections: Object.fromEntries(
      Object.entries(UPLOAD_FOLDERS).map(([slug, prefix]) => [slug, { prefix }]),
    ),
  })
}
