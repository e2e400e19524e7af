/**
 * `node tests/container/imports.mjs <entry.mjs>…` (run inside the image by the container test):
 * follows every import with a literal specifier from the entry files (static, re-exports and
 * `import('…')`), the project's own files by path and packages by loading them, and prints what
 * is missing. Next.js's standalone output holds only what the app's server uses: the production
 * server's own modules (compression, prom-client, the backup's S3 client…) must have been traced
 * into it too (next.config.ts, outputFileTracingIncludes). Exits 1 when something is missing.
 */
import fs from 'node:fs'
import path from 'node:path'

const SPECIFIER =
  /(?:^|[^\w.])(?:import|export)\s*(?:[\w*${},\s]+from\s*)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g

const seen = new Set()
const packages = new Set()
const missing = []

function follow(file) {
  if (seen.has(file)) return
  seen.add(file)
  const source = fs.readFileSync(file, 'utf8').replace(/^\s*\/\/.*$|\/\*[\s\S]*?\*\//gm, '')
  for (const match of source.matchAll(SPECIFIER)) {
    const specifier = match[1] ?? match[2]
    if (specifier.startsWith('node:')) continue
    if (specifier.startsWith('.') || specifier.startsWith('/')) {
      const target = path.resolve(path.dirname(file), specifier)
      if (fs.existsSync(target)) {
        if (/\.m?js$/.test(target)) follow(target)
      } else missing.push(`${path.relative(process.cwd(), file)}: ${specifier}`)
    } else packages.add(specifier)
  }
}

for (const entry of process.argv.slice(2)) follow(path.resolve(entry))
for (const name of [...packages].sort()) {
  try {
    await import(name)
  } catch (error) {
    missing.push(
      `package ${name}: ${error instanceof Error ? error.message.split('\n')[0] : error}`,
    )
  }
}
console.log(JSON.stringify({ files: seen.size, packages: [...packages].sort(), missing }, null, 2))
process.exit(missing.length ? 1 : 0)
