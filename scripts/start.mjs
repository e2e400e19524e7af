/**
 * `npm start`: builds when the build is missing or older than the sources, then serves on PORT
 * (3000). The server applies migrations and seeds demo content (demo configuration only) as it
 * boots, before its first answer, and prints the logins (src/instrumentation.ts).
 */
import fs from 'node:fs'
import path from 'node:path'

import { bin, run } from './lib.mjs'

const root = path.resolve(new URL('..', import.meta.url).pathname)
const port = process.env.PORT ?? '3000'
const SOURCES = [
  'src',
  'messages',
  'public',
  'next.config.ts',
  'package-lock.json',
  'tsconfig.json',
]

function newestMtime(entry) {
  const full = path.join(root, entry)
  if (!fs.existsSync(full)) return 0
  const stat = fs.statSync(full)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const child of fs.readdirSync(full))
    newest = Math.max(newest, newestMtime(path.join(entry, child)))
  return newest
}

function buildIsCurrent() {
  const buildId = path.join(root, '.next', 'BUILD_ID')
  if (!fs.existsSync(buildId)) return false
  const built = fs.statSync(buildId).mtimeMs
  return SOURCES.every((entry) => newestMtime(entry) <= built)
}

const production = { NODE_ENV: 'production' }
try {
  if (process.env.SKIP_BUILD === 'true' || buildIsCurrent()) {
    console.log('Build is up to date.')
  } else {
    console.log('Building the site (first start or changed sources)…')
    await run(bin('next'), ['build'], { env: production, cwd: root })
  }
  // Idle keep-alive connections stay open longer than a load balancer's usual 60 s, so the proxy,
  // not Node, closes them: otherwise a request sent on a connection Node is just closing fails.
  await run(bin('next'), ['start', '-p', port, '--keepAliveTimeout', '65000'], {
    env: production,
    cwd: root,
  })
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
