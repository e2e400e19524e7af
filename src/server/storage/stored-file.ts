import 'server-only'

import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { PassThrough, type Readable } from 'node:stream'

import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3'

import { getEnv, type StorageConfig } from '@/env'

import { s3ClientConfig, UPLOAD_FOLDERS, type UploadCollection } from './upload-storage'

/** An uploaded file the server reads itself (a download, an entry of a ZIP archive). */
export type StoredFile = {
  size: number
  /** Its bytes, read as they are consumed. */
  open(): Readable
}

const READ_CHUNK = 1024 * 1024

/** A file name of one path segment (a stored name never holds a folder). */
function plainName(filename: string): boolean {
  return filename !== '' && path.basename(filename) === filename && !filename.startsWith('.')
}

async function localFile(collection: UploadCollection, filename: string) {
  const dir = path.resolve(getEnv().dataDir, UPLOAD_FOLDERS[collection])
  const file = path.resolve(dir, filename)
  if (path.dirname(file) !== dir) return null
  const info = await stat(file).catch(() => null)
  if (!info?.isFile()) return null
  return { size: info.size, open: () => createReadStream(file, { highWaterMark: READ_CHUNK }) }
}

let client: { key: string; s3: S3Client } | null = null

function s3(storage: Extract<StorageConfig, { kind: 's3' }>): S3Client {
  const key = JSON.stringify(storage)
  if (client?.key !== key) client = { key, s3: new S3Client(s3ClientConfig(storage)) }
  return client.s3
}

async function bucketFile(
  storage: Extract<StorageConfig, { kind: 's3' }>,
  collection: UploadCollection,
  filename: string,
): Promise<StoredFile | null> {
  const object = { Bucket: storage.bucket, Key: `${UPLOAD_FOLDERS[collection]}/${filename}` }
  const head = await s3(storage)
    .send(new HeadObjectCommand(object))
    .catch((error: { $metadata?: { httpStatusCode?: number } }) => {
      // Missing looks like any unknown file; anything else is the store's failure.
      if (error.$metadata?.httpStatusCode === 404) return null
      throw error
    })
  if (!head || head.ContentLength === undefined) return null
  return {
    size: head.ContentLength,
    open() {
      // A stream that starts the request when first read, so an unread entry costs nothing.
      const out = new PassThrough({ highWaterMark: READ_CHUNK })
      s3(storage)
        .send(new GetObjectCommand(object))
        .then((answer) => {
          const body = answer.Body as Readable | undefined
          if (!body) throw new Error(`S3 object ${object.Key} has no body`)
          body.on('error', (error) => out.destroy(error))
          body.pipe(out)
        })
        .catch((error: Error) => out.destroy(error))
      return out
    },
  }
}

/**
 * An uploaded file by its collection and stored name, from the local folder or the bucket,
 * or null when it is unknown.
 */
export async function storedFile(
  collection: UploadCollection,
  filename: string | null | undefined,
): Promise<StoredFile | null> {
  if (!filename || !plainName(filename)) return null
  const { storage } = getEnv()
  return storage.kind === 's3'
    ? bucketFile(storage, collection, filename)
    : localFile(collection, filename)
}
