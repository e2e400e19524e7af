/**
 * npm run backup [-- <file.tar.gz>]: one archive of the database, the uploads and the generated
 * secret (scripts/backup/archive.mjs). Default file: <DATA_DIR>/backups/backup-<time>.tar.gz.
 */
import path from 'node:path'

import { backup, siteLocation } from './backup/archive.mjs'

const stamp = new Date().toISOString().replace(/[:.]/g, '-')
const target = path.resolve(
  process.argv[2] ?? path.join(siteLocation().dataDir, 'backups', `backup-${stamp}.tar.gz`),
)
try {
  const { file, manifest } = await backup(target)
  console.log(`Backup written: ${file}`)
  console.log(JSON.stringify(manifest))
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : error}`)
  process.exit(1)
}
