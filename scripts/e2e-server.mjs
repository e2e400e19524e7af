/**
 * The server Playwright tests run against: the production build, a fresh SQLite database in a
 * temporary folder (migrated and seeded like `npm start`), on E2E_PORT (3100).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { bin, run } from './lib.mjs'

const port = process.env.E2E_PORT ?? '3100'
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talc-e2e-'))
const env = {
  NODE_ENV: 'production',
  APP_ENV: 'demo',
  DATA_DIR: dataDir,
  DATABASE_URL: `file:${path.join(dataDir, 'site.db')}`,
  SERVER_URL: `http://localhost:${port}`,
  NEXT_TELEMETRY_DISABLED: '1',
}
const cleanup = () => fs.rmSync(dataDir, { recursive: true, force: true })
process.on('exit', cleanup)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0))

await run(bin('payload'), ['run', 'scripts/db-prepare.ts'], { env })
await run(bin('next'), ['start', '-p', port], { env })
