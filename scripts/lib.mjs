import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { START_BUILD_ENV } from './build-env.mjs'
import { buildServer, SERVER_ENTRY, serverProcessEnv } from './build-server.mjs'

export { buildServer, SERVER_ENTRY, serverProcessEnv }

/** Runs a command with inherited output; resolves on exit 0, otherwise rejects. */
export function run(command, args, { env = {}, cwd } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: 'inherit',
      cwd,
      env: { ...process.env, ...env },
    })
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      if (code === 0) resolve()
      else reject(new Error(`${command} ${args.join(' ')} exited with ${signal ?? code}`))
    })
  })
}

export const bin = (name) => new URL(`../node_modules/.bin/${name}`, import.meta.url).pathname

const root = path.resolve(new URL('..', import.meta.url).pathname)
/** What a production build is made from: a change to any of them calls for a new build. */
const SOURCES = [
  'src',
  'messages',
  'public',
  'next.config.ts',
  'package-lock.json',
  'tsconfig.json',
]

function newestMtime(entry) {
  const full = path.join(root, entry)
  if (!fs.existsSync(full)) return 0
  const stat = fs.statSync(full)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const child of fs.readdirSync(full))
    newest = Math.max(newest, newestMtime(path.join(entry, child)))
  return newest
}

function buildIsCurrent() {
  const buildId = path.join(root, '.next', 'BUILD_ID')
  if (!fs.existsSync(buildId)) return false
  const built = fs.statSync(buildId).mtimeMs
  return SOURCES.every((entry) => newestMtime(entry) <= built)
}

/** The build `npm start` runs (scripts/build-env.mjs says why it checks nothing again). */
export const startBuild = () => ({ command: bin('next'), args: ['build'], env: START_BUILD_ENV })

/**
 * Builds the site when the build is missing or older than its sources (SKIP_BUILD=true skips),
 * and compiles the production server (server/*.ts, a fraction of a second) unless SKIP_BUILD
 * finds it there.
 */
export async function ensureBuild() {
  const skip = process.env.SKIP_BUILD === 'true'
  if (skip || buildIsCurrent()) console.log('Build is up to date.')
  else {
    const started = Date.now()
    console.log(
      'Building the site (first start or changed sources; no type-check or lint, the tests run those)…',
    )
    const { command, args, env } = startBuild()
    await run(command, args, { env, cwd: root })
    console.log(`✓ Site built in ${seconds(started)}.`)
  }
  if (!skip || !fs.existsSync(SERVER_ENTRY)) await buildServer()
}

/** Time since `started` (a Date.now()), as "12.3 s". */
export const seconds = (started) => `${((Date.now() - started) / 1000).toFixed(1)} s`

/** Parent → child process ids of every running process (Linux /proc). */
function processTree() {
  const children = new Map()
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)])
    } catch {
      // The process ended while we looked.
    }
  }
  return children
}

/** The direct children of a process. */
export function childPids(pid) {
  return processTree().get(pid) ?? []
}

/** Resident memory of a process and its children, in bytes (Linux /proc). */
export function treeRss(pid) {
  const children = processTree()
  let total = 0
  const visit = (p) => {
    try {
      const status = fs.readFileSync(`/proc/${p}/status`, 'utf8')
      total += Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024
    } catch {
      return
    }
    for (const child of children.get(p) ?? []) visit(child)
  }
  visit(pid)
  return total
}

/** Resolves once GET {origin}/api/health answers 200 (5 minutes at most). */
export async function waitForHealth(origin) {
  const deadline = Date.now() + 300_000
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error('The server did not become healthy within 5 minutes.')
}
