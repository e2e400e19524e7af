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

/**
 * The environment the production server process starts with, wherever it is started (npm start,
 * the e2e and cluster tests, the benchmarks; the Dockerfile's ENV says the same, checked by
 * scripts/server-env.test.ts). MALLOC_ARENA_MAX=2: glibc gives each thread that allocates an
 * arena of its own (up to eight per core: sharp's and libuv's threads), and what they free stays
 * with the process; with two, the memory benchmark's instance held 482 MB instead of 670 MB after
 * boot and 731–736 MB instead of 839–908 MB under traffic (ADR 0032). It is read by glibc when the
 * process starts, so it cannot be set from inside it. A value already in the environment wins.
 *
 * @param {Record<string, string | undefined>} [env]
 * @returns {Record<string, string>}
 */
export function serverProcessEnv(env = process.env) {
  return { MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? '2' }
}

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
