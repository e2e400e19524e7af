/**
 * The server Playwright tests run against: the production build, a fresh SQLite database in
 * data/e2e-<port> (wiped at every start), migrated and seeded as it boots, on E2E_PORT (3100).
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { bin } from './lib.mjs'

const root = path.resolve(new URL('..', import.meta.url).pathname)
const port = process.env.E2E_PORT ?? '3100'
const dataDir = path.join(root, 'data', `e2e-${port}`)
fs.rmSync(dataDir, { recursive: true, force: true })
fs.mkdirSync(dataDir, { recursive: true })

const env = {
  NODE_ENV: 'production',
  APP_ENV: 'demo',
  DATA_DIR: dataDir,
  DATABASE_URL: `file:${path.join(dataDir, 'site.db')}`,
  SERVER_URL: `http://localhost:${port}`,
  NEXT_TELEMETRY_DISABLED: '1',
}

const server = spawn(bin('next'), ['start', '-p', port, '--keepAliveTimeout', '65000'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, ...env },
})
// Whatever stops this script stops the server too: no server outlives its test run.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    server.kill('SIGTERM')
    process.exit(0)
  })
}
process.on('exit', () => server.kill('SIGTERM'))
server.on('exit', (code) => process.exit(code ?? 0))
