/**
 * Small helpers of the container test (tests/container/): running commands, the Docker engine,
 * the Dockerfile's Node.js version.
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'

export const root = new URL('../..', import.meta.url).pathname

/** Runs a command to its end; throws with its output when it fails. */
export function run(command, args, { quiet = false, cwd = root, env } = {}) {
  const result = spawnSync(command, args, {
    cwd,
    env: env ? { ...process.env, ...env } : process.env,
    encoding: 'utf8',
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    maxBuffer: 256 * 1024 * 1024,
  })
  if (result.status !== 0)
    throw new Error(
      `${command} ${args.join(' ')} exited with ${result.status ?? result.signal}\n${
        quiet ? `${result.stdout ?? ''}${result.stderr ?? ''}`.slice(-4000) : ''
      }`,
    )
  return result.stdout ?? ''
}

/** A command's output, or null when it fails (for questions such as "does this image exist"). */
export function runQuiet(command, args) {
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8', stdio: 'pipe' })
  return result.status === 0 ? result.stdout : null
}

/** The Node.js version the Dockerfile builds on (its `ARG NODE_VERSION=` default). */
export function dockerfileNodeVersion() {
  const match = /^ARG NODE_VERSION=(\S+)/m.exec(fs.readFileSync(`${root}/Dockerfile`, 'utf8'))
  if (!match) throw new Error('Dockerfile: no ARG NODE_VERSION')
  return match[1]
}

/** Starts the Docker engine when none answers (CI machines start without one). */
export async function ensureDocker() {
  if (runQuiet('docker', ['info', '--format', '{{.ServerVersion}}'])) return
  const log = fs.openSync('/var/log/dockerd.log', 'a')
  spawn('dockerd', [], { detached: true, stdio: ['ignore', log, log] }).unref()
  for (let i = 0; i < 120; i += 1) {
    if (runQuiet('docker', ['info', '--format', '{{.ServerVersion}}'])) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('the Docker engine did not start (see /var/log/dockerd.log)')
}
