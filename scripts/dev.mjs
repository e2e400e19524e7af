/** `npm run dev`: migrations and demo content, then the Next.js dev server with hot reload. */
import { bin, run } from './lib.mjs'

try {
  await run(bin('payload'), ['run', 'scripts/db-prepare.ts'], { env: { NODE_ENV: 'development' } })
  await run(bin('next'), ['dev', '-p', process.env.PORT ?? '3000'])
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
