/**
 * `npm run backup` and `npm run restore` (ADR 0020): one archive with everything a site
 * needs to come back: the database, the uploaded files (or, with S3, the bucket's listing), and
 * the generated secret of a demo install. Read from the same variables as the app
 * (DATABASE_URL, DATA_DIR, S3_*), see docs/operators.md, "Backups".
 *
 * - SQLite (WAL mode): `VACUUM INTO`, SQLite's own consistent copy of a live database, never a
 *   copy of the file a writer may be changing.
 * - PostgreSQL: `pg_dump --format=custom`, restored with `pg_restore --clean`.
 * - Uploads on the local disk: the folders media/, documents/, attachments/ under DATA_DIR.
 * - Uploads in S3: the bucket's listing (key, size, ETag, date) to check it against; the objects
 *   are kept by the bucket's own versioning or replication (docs/operators.md).
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { createClient } from '@libsql/client'

const run = promisify(execFile)
const root = path.resolve(new URL('../..', import.meta.url).pathname)
export const UPLOAD_FOLDERS = ['media', 'documents', 'attachments']
const SECRET_FILE = '.payload-secret'
const FORMAT = 1

/** What the app would use, from the same variables (src/env.ts). */
export function siteLocation(env = process.env) {
  const dataDir = path.resolve(root, env.DATA_DIR || 'data')
  const url = env.DATABASE_URL?.trim()
  const database = /^postgres(ql)?:\/\//.test(url ?? '')
    ? { dialect: 'postgres', url }
    : {
        dialect: 'sqlite',
        file: path.resolve(
          root,
          (url || `file:${path.join(dataDir, 'site.db')}`).replace(/^file:/, ''),
        ),
      }
  return { dataDir, database, bucket: env.S3_BUCKET?.trim() || null }
}

async function bucketListing(env) {
  const { S3Client, ListObjectsV2Command } = await import('@aws-sdk/client-s3')
  const client = new S3Client({
    // A store that does not answer fails the backup, with its error, instead of holding it.
    requestHandler: { connectionTimeout: 10_000, requestTimeout: 60_000 },
    region: env.S3_REGION || 'us-east-1',
    ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
    ...(env.S3_ACCESS_KEY_ID
      ? {
          credentials: {
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          },
        }
      : {}),
  })
  const objects = []
  let token
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: env.S3_BUCKET, ContinuationToken: token }),
    )
    for (const o of page.Contents ?? [])
      objects.push({ key: o.Key, size: o.Size, etag: o.ETag, modified: o.LastModified })
    token = page.IsTruncated ? page.NextContinuationToken : undefined
  } while (token)
  return objects
}

/** Writes the archive; returns its path and what it holds. */
export async function backup(target, env = process.env) {
  const site = siteLocation(env)
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'talc-backup-'))
  try {
    const manifest = {
      format: FORMAT,
      createdAt: new Date().toISOString(),
      dialect: site.database.dialect,
      files: 0,
      bucketObjects: null,
    }
    if (site.database.dialect === 'sqlite') {
      if (!fs.existsSync(site.database.file))
        throw new Error(`No database at ${site.database.file}`)
      const db = createClient({ url: `file:${site.database.file}` })
      const copy = path.join(work, 'database.sqlite')
      await db.execute({ sql: 'VACUUM INTO ?', args: [copy] })
      db.close()
    } else {
      await run('pg_dump', [
        '--format=custom',
        '--no-owner',
        '--no-acl',
        `--file=${path.join(work, 'database.pgdump')}`,
        site.database.url,
      ])
    }
    for (const folder of UPLOAD_FOLDERS) {
      const from = path.join(site.dataDir, folder)
      if (!fs.existsSync(from)) continue
      fs.cpSync(from, path.join(work, 'uploads', folder), { recursive: true })
      manifest.files += fs.readdirSync(from).length
    }
    if (site.bucket) {
      const listing = await bucketListing(env)
      fs.writeFileSync(path.join(work, 'bucket.json'), JSON.stringify(listing, null, 2))
      manifest.bucketObjects = listing.length
    }
    const secret = path.join(site.dataDir, SECRET_FILE)
    if (fs.existsSync(secret)) fs.copyFileSync(secret, path.join(work, 'payload-secret'))
    fs.writeFileSync(path.join(work, 'manifest.json'), JSON.stringify(manifest, null, 2))
    fs.mkdirSync(path.dirname(target), { recursive: true })
    // The system's tar (in every Debian image and the container): one gzip archive.
    await run('tar', [
      '--create',
      '--gzip',
      '--file',
      target,
      '--directory',
      work,
      ...fs.readdirSync(work),
    ])
    return { file: target, manifest }
  } finally {
    fs.rmSync(work, { recursive: true, force: true })
  }
}

/**
 * Puts an archive back: the database replaced by the archive's, the upload folders by its
 * folders, the secret file by its secret. The site must be stopped meanwhile.
 */
export async function restore(archive, env = process.env) {
  const site = siteLocation(env)
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'talc-restore-'))
  try {
    await run('tar', ['--extract', '--gzip', '--file', archive, '--directory', work])
    const manifest = JSON.parse(fs.readFileSync(path.join(work, 'manifest.json'), 'utf8'))
    if (manifest.format !== FORMAT) throw new Error(`Unknown archive format ${manifest.format}`)
    if (manifest.dialect !== site.database.dialect)
      throw new Error(
        `The archive holds a ${manifest.dialect} database; DATABASE_URL names ${site.database.dialect}.`,
      )
    if (site.database.dialect === 'sqlite') {
      fs.mkdirSync(path.dirname(site.database.file), { recursive: true })
      for (const suffix of ['-wal', '-shm']) fs.rmSync(site.database.file + suffix, { force: true })
      fs.copyFileSync(path.join(work, 'database.sqlite'), site.database.file)
    } else {
      await run('pg_restore', [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--no-acl',
        '--single-transaction',
        `--dbname=${site.database.url}`,
        path.join(work, 'database.pgdump'),
      ])
    }
    for (const folder of UPLOAD_FOLDERS) {
      const from = path.join(work, 'uploads', folder)
      const to = path.join(site.dataDir, folder)
      fs.rmSync(to, { recursive: true, force: true })
      if (fs.existsSync(from)) fs.cpSync(from, to, { recursive: true })
    }
    const secret = path.join(work, 'payload-secret')
    if (fs.existsSync(secret)) {
      fs.mkdirSync(site.dataDir, { recursive: true })
      fs.copyFileSync(secret, path.join(site.dataDir, SECRET_FILE))
    }
    return manifest
  } finally {
    fs.rmSync(work, { recursive: true, force: true })
  }
}
