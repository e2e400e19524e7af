/**
 * Benchmark of site search (ADR 0013): 10,000 generated items in each language on a
 * fresh SQLite database; p50 and p95 latency of GET /api/v1/search through its route handler,
 * and the time from an editor's publish until a search finds the item, in the same process and
 * in a second one (polling). Prints a table and writes bench-results/search.json. Figures, not a
 * test: nothing here fails on timing.
 *
 * Targets (ADR 0013): p95 ≤ 20 ms, update visible ≤ 1 s.
 */
import path from 'node:path'

import { bin, run } from '../scripts/lib.mjs'

const root = path.resolve(new URL('..', import.meta.url).pathname)
// Vitest runs the TypeScript task with the app's path aliases (the handlers are TypeScript).
await run(
  bin('vitest'),
  ['run', '--config', 'bench/search/vitest.config.ts', '--reporter', 'dot', '--silent=false'],
  { cwd: root, env: { TEST_DATABASE_URL: '', BENCH_SEARCH: '1' } },
)
