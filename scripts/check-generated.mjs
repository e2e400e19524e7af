/**
 * Fails when generated files are stale: Payload's TypeScript types, the admin import map, and the
 * migrations of either dialect (a schema change without `npm run migrate:create -- <name>`).
 */
import fs from 'node:fs'
import path from 'node:path'

import { bin, run } from './lib.mjs'

const root = path.resolve(new URL('..', import.meta.url).pathname)
const generated = ['src/payload-types.ts', 'src/app/(payload)/admin/importMap.js']
// migrate:create reads no database (Payload skips connecting), so these URLs are never dialled.
const dialects = {
  sqlite: 'file:./data/schema-check.db',
  postgres: 'postgres://schema-check@127.0.0.1:1/unused',
}
const read = (file) => fs.readFileSync(path.join(root, file), 'utf8')
const problems = []

const before = Object.fromEntries(generated.map((file) => [file, read(file)]))
await run(bin('payload'), ['generate:types'], { cwd: root })
await run(bin('payload'), ['generate:importmap'], { cwd: root })
for (const file of generated) {
  if (read(file) !== before[file])
    problems.push(
      `${file} is stale: run npm run generate:types / generate:importmap and commit it.`,
    )
}

for (const [dialect, url] of Object.entries(dialects)) {
  const dir = path.join(root, 'src/migrations', dialect)
  const existing = new Set(fs.readdirSync(dir))
  const indexBefore = read(`src/migrations/${dialect}/index.ts`)
  await run(bin('payload'), ['migrate:create', 'schema_check', '--skip-empty'], {
    cwd: root,
    env: { DATABASE_URL: url },
  })
  const added = fs.readdirSync(dir).filter((f) => !existing.has(f))
  if (added.length > 0) {
    for (const f of added) fs.rmSync(path.join(dir, f))
    fs.writeFileSync(path.join(dir, 'index.ts'), indexBefore)
    problems.push(
      `The ${dialect} migrations miss a schema change: run npm run migrate:create -- <name>.`,
    )
  }
}

if (problems.length > 0) {
  console.error(
    `\nGenerated files are out of date:\n${problems.map((p) => `  - ${p}`).join('\n')}\n`,
  )
  process.exit(1)
}
console.log('Generated types, import map and migrations are up to date.')
