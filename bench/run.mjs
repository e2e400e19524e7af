/**
 * `npm run bench`: every benchmark in turn, each printing its figures and writing them to
 * bench-results/. Figures, not tests: a run never fails on timing. `npm run bench -- archive`
 * (or `search`, `site`, `cluster`, `notices`, `memory`, `cpu`) runs one of them; options (`--long`, `--only=…`)
 * go to each benchmark.
 */
import path from 'node:path'

import { run } from '../scripts/lib.mjs'

const root = path.resolve(new URL('..', import.meta.url).pathname)
const BENCHES = {
  site: 'bench/site.mjs',
  archive: 'bench/archive.mjs',
  search: 'bench/search.mjs',
  cluster: 'bench/cluster.mjs',
  notices: 'bench/notices.mjs',
  memory: 'bench/memory.mjs',
  cpu: 'bench/cpu.mjs',
}

const chosen = process.argv.slice(2).filter((arg) => !arg.startsWith('--'))
const options = process.argv.slice(2).filter((arg) => arg.startsWith('--'))
const unknown = chosen.filter((name) => !(name in BENCHES))
if (unknown.length) {
  console.error(
    `Unknown benchmark: ${unknown.join(', ')}. Known: ${Object.keys(BENCHES).join(', ')}`,
  )
  process.exit(2)
}
for (const name of chosen.length ? chosen : Object.keys(BENCHES)) {
  console.log(`\n== ${name} ==`)
  try {
    await run(process.execPath, [path.join(root, BENCHES[name]), ...options], { cwd: root })
  } catch {
    // The benchmark said what went wrong (with --check: the missed targets); no stack here.
    console.error(`\n${name}: exited with an error (see above).`)
    process.exit(1)
  }
}
