/**
 * npm run restore -- <file.tar.gz>: puts a backup back (scripts/backup/archive.mjs). Stop the
 * site first; start it again afterwards (it migrates the restored database if it is older).
 */
import path from 'node:path'

import { restore } from './backup/archive.mjs'

const archive = process.argv[2]
if (!archive) {
  console.error('Usage: npm run restore -- <backup file>')
  process.exit(1)
}
try {
  const manifest = await restore(path.resolve(archive))
  console.log(`Restored the backup of ${manifest.createdAt} (${manifest.dialect}).`)
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : error}`)
  process.exit(1)
}
