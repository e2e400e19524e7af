import { spawn } from 'node:child_process'

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
