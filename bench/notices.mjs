/**
 * Benchmark of SDS update notices (ADR 0021): BENCH_MEMBERS (default 10,000) approved members
 * who each downloaded an earlier revision of one safety data sheet family in the last 12 months;
 * an editor publishes a new revision. Measured: the time until every notice is queued (a row in
 * `revision-notices` and a mail job in the outbox for each member), the time until all are
 * delivered to an SMTP server on loopback, and the duplicates (mails per member and revision
 * beyond one; must be 0). A fresh SQLite database in data/bench-notices/. Prints the figures and
 * writes bench-results/notices.json. Figures, not a test: nothing here fails on timing.
 */
import path from 'node:path'

import { bin, run } from '../scripts/lib.mjs'

const root = path.resolve(new URL('..', import.meta.url).pathname)
// Vitest runs the TypeScript task with the app's path aliases (the outbox tasks are TypeScript).
await run(
  bin('vitest'),
  ['run', '--config', 'bench/notices/vitest.config.ts', '--reporter', 'dot', '--silent=false'],
  { cwd: root, env: { TEST_DATABASE_URL: '', BENCH_NOTICES: '1' } },
)
