/**
 * Client JavaScript of pages, gzipped, against the framework floor (the chunks every App Router
 * page of this build loads: rootMainFiles of .next/build-manifest.json). Needs a production
 * build and a running server:
 *   node scripts/measure-client-js.mjs [base URL, default http://localhost:3000] [paths…]
 */
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

const root = path.resolve(new URL('..', import.meta.url).pathname)
const [base = 'http://localhost:3000', ...args] = process.argv.slice(2)
const paths = args.length > 0 ? args : ['/', '/about-us/company-profile', '/de/faq']

const gz = (file) =>
  zlib.gzipSync(fs.readFileSync(path.join(root, '.next', file)), { level: 9 }).length
const kb = (bytes) => (bytes / 1024).toFixed(1)

const manifest = JSON.parse(fs.readFileSync(path.join(root, '.next/build-manifest.json'), 'utf8'))
const floorFiles = new Set(manifest.rootMainFiles)
const floor = [...floorFiles].reduce((sum, f) => sum + gz(f), 0)

console.log(`framework floor (rootMainFiles): ${kb(floor)} kB gzipped`)
console.log('page'.padEnd(34), 'total kB', 'above floor kB', 'ratio')
for (const p of paths) {
  const html = await (await fetch(new URL(p, base))).text()
  const files = new Set(
    [...html.matchAll(/<script[^>]+src="\/_next\/(static\/[^"]+\.js)"/g)]
      .map((m) => m[1])
      .filter((f) => !manifest.polyfillFiles.includes(f)),
  )
  for (const f of floorFiles) files.add(f)
  const total = [...files].reduce((sum, f) => sum + gz(f), 0)
  console.log(
    p.padEnd(34),
    kb(total).padStart(8),
    kb(total - floor).padStart(14),
    (total / floor).toFixed(2).padStart(5),
  )
}
