/**
 * Creates a migration for BOTH dialects from the current Payload config:
 *   npm run migrate:create -- <name>
 * Neither dialect needs a running database: the migration is computed from the config.
 */
import { bin, run } from './lib.mjs'

const name = process.argv[2]
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error('Usage: npm run migrate:create -- <name>   (lowercase letters, digits, _)')
  process.exit(1)
}
const postgres =
  // Payload does not connect for migrate:create, so this URL only selects the dialect.
  'postgres://migrations@127.0.0.1:1/unused'

await run(bin('payload'), ['migrate:create', name], {
  env: { DATABASE_URL: 'file:./data/migrate-create.db' },
})
await run(bin('payload'), ['migrate:create', name], { env: { DATABASE_URL: postgres } })
console.log(
  'Created migrations for SQLite and PostgreSQL. Commit both folders under src/migrations.',
)
