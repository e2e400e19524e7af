/**
 * The production server (server/*.ts) compiled into one file, dist/server.mjs (ADR 0031):
 * TypeScript checked by `npm run typecheck` like the app, bundled by esbuild with every package
 * left to node_modules, so that the file runs on plain Node (20 here, 24 in the image). Part of
 * `npm run build`; written to a temporary file and renamed, so that a server starting meanwhile
 * reads the old file or the new one, never half of one.
 *
 * Usage: node scripts/build-server.mjs
 */
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { build } from 'esbuild'

const root = path.resolve(new URL('..', import.meta.url).pathname)
/** Where the compiled server is, relative to the project (the image runs it from there too). */
export const SERVER_ENTRY = path.join(root, 'dist', 'server.mjs')

export async function buildServer() {
  const temporary = `${SERVER_ENTRY}.${process.pid}.tmp`
  await build({
    entryPoints: [path.join(root, 'server', 'main.ts')],
    outfile: temporary,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
    banner: { js: '// Built from server/*.ts by scripts/build-server.mjs: edit those, not this.' },
  })
  fs.renameSync(temporary, SERVER_ENTRY)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await buildServer()
  console.log(`Production server compiled: ${path.relative(root, SERVER_ENTRY)}`)
}
