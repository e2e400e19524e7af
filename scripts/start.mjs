/**
 * `npm start`: builds when the build is missing or older than the sources, then serves on PORT
 * (3000). The server applies migrations and seeds demo content (demo configuration only) as it
 * boots, before its first answer, and prints the logins (src/instrumentation.ts).
 */
import path from 'node:path'

import { bin, ensureBuild, run } from './lib.mjs'

const root = path.resolve(new URL('..', import.meta.url).pathname)
const port = process.env.PORT ?? '3000'

const production = { NODE_ENV: 'production' }
try {
  await ensureBuild()
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
