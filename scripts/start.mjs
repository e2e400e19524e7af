/**
 * `npm start`: builds when the build is missing or older than the sources, then serves on PORT
 * (3000). The server applies migrations and seeds demo content (demo configuration only) as it
 * boots, before its first answer, and prints the logins (src/instrumentation.ts).
 */
import path from 'node:path'

import { ensureBuild, run, SERVER_ENTRY, serverProcessEnv } from './lib.mjs'

const root = path.resolve(new URL('..', import.meta.url).pathname)
const port = process.env.PORT ?? '3000'

const production = { NODE_ENV: 'production', ...serverProcessEnv() }
try {
  await ensureBuild()
  // The production server (server/main.ts), not `next start`: the client address must come from
  // the socket.
  await run(process.execPath, [SERVER_ENTRY, port], {
    env: production,
    cwd: root,
  })
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
