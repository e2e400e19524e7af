/**
 * The server Playwright tests run against: the production build, a fresh SQLite database in
 * data/e2e-<port> (wiped at every start), migrated and seeded as it boots, on E2E_PORT (3100).
 * Its mail goes over SMTP to a real SMTP server on loopback started here, which writes each
 * message to data/e2e-<port>/mailbox/ for the tests to read.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { SMTPServer } from 'smtp-server'

import { buildServer, SERVER_ENTRY, serverProcessEnv } from '../../scripts/lib.mjs'

const root = path.resolve(new URL('../..', import.meta.url).pathname)
const port = process.env.E2E_PORT ?? '3100'
const dataDir = path.join(root, 'data', `e2e-${port}`)
fs.rmSync(dataDir, { recursive: true, force: true })
fs.mkdirSync(dataDir, { recursive: true })

const mailbox = path.join(dataDir, 'mailbox')
fs.mkdirSync(mailbox, { recursive: true })
let received = 0
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    const chunks = []
    stream.on('data', (chunk) => chunks.push(chunk))
    stream.on('end', () => {
      received += 1
      const name = `${String(received).padStart(4, '0')}.eml`
      fs.writeFile(path.join(mailbox, name), Buffer.concat(chunks), callback)
    })
  },
})
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve))

const env = {
  SMTP_URL: `smtp://127.0.0.1:${smtp.server.address().port}`,
  MAIL_FROM: 'EuroTalc <web@eurotalc.example>',
  NODE_ENV: 'production',
  APP_ENV: 'demo',
  DATA_DIR: dataDir,
  DATABASE_URL: `file:${path.join(dataDir, 'site.db')}`,
  SERVER_URL: `http://localhost:${port}`,
  // The tests play the one proxy in front: the address they put in X-Forwarded-For is the
  // client's (pages without the header are 127.0.0.1). Forged entries left of it count for
  // nothing (tests/e2e/platform.spec.ts); the empty-site server runs with no proxy at all.
  TRUSTED_PROXY_HOPS: '1',
  NEXT_TELEMETRY_DISABLED: '1',
}

// The production server from server/*.ts as they are now (as `npm start` does), next to the
// Next.js build the tests run against.
await buildServer()
const server = spawn(process.execPath, [SERVER_ENTRY, port], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, ...serverProcessEnv(), ...env },
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
