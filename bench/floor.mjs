/**
 * The framework floor: a bare Next.js app built with this project's next and react, what a page
 * of this stack does before it has any content, CSS, font or image (ADR 0015), and an API route
 * answering as little as the site's health route does. The site benchmark measures its page in
 * the browser; the CPU benchmark asks both of its routes beside the site's.
 */
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'

const root = path.resolve(new URL('..', import.meta.url).pathname)

const FLOOR_LAYOUT = `export const metadata = { title: 'Framework floor', description: 'An empty page.' }
export default function RootLayout({ children }) {
  return (<html lang="en"><body>{children}</body></html>)
}
`
const FLOOR_PAGE = `export default function Page() {
  return (<main><h1>Framework floor</h1>
    <p>An empty page of Next.js and React, built and served as the site is.</p></main>)
}
`
// The same kind of answer as the site's /api/health: a small JSON body, never cached.
const FLOOR_HEALTH = `export const dynamic = 'force-dynamic'
export function GET() {
  return Response.json({ status: 'ok' }, { headers: { 'cache-control': 'no-store' } })
}
`

/**
 * Builds the floor (in the system's temporary folder: Turbopack compiles nothing outside its root
 * and follows no link out of it, so node_modules is hard-linked in, or copied on another file
 * system) and serves it with `next start` on `port`. Resolves once its page answers.
 */
export async function startFloor(port) {
  const dir = path.join(os.tmpdir(), 'talc-bench-floor')
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(path.join(dir, 'app', 'api', 'health'), { recursive: true })
  fs.writeFileSync(path.join(dir, 'package.json'), '{ "private": true, "type": "module" }\n')
  fs.writeFileSync(path.join(dir, 'app', 'layout.js'), FLOOR_LAYOUT)
  fs.writeFileSync(path.join(dir, 'app', 'page.js'), FLOOR_PAGE)
  fs.writeFileSync(path.join(dir, 'app', 'api', 'health', 'route.js'), FLOOR_HEALTH)
  const modules = path.join(root, 'node_modules')
  try {
    execFileSync('cp', ['-al', modules, path.join(dir, 'node_modules')], { stdio: 'ignore' })
  } catch {
    fs.rmSync(path.join(dir, 'node_modules'), { recursive: true, force: true })
    execFileSync('cp', ['-a', modules, path.join(dir, 'node_modules')], { stdio: 'ignore' })
  }
  const next = path.join(dir, 'node_modules', 'next', 'dist', 'bin', 'next')
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' }
  execFileSync(process.execPath, [next, 'build'], { cwd: dir, env, stdio: 'ignore' })
  const server = spawn(process.execPath, [next, 'start', '-p', String(port)], {
    cwd: dir,
    env,
    stdio: 'ignore',
  })
  const origin = `http://localhost:${port}`
  const deadline = Date.now() + 60_000
  while (
    !(await fetch(origin).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline) {
      server.kill('SIGTERM')
      throw new Error('The framework floor page did not start.')
    }
    await new Promise((r) => setTimeout(r, 300))
  }
  const jsBytesOf = (urls) =>
    urls
      .map((url) => /\/_next\/(static\/[^?#]+\.js)/.exec(url)?.[1])
      .filter(Boolean)
      .reduce((sum, file) => {
        const bytes = fs.readFileSync(path.join(dir, '.next', decodeURI(file)))
        return sum + zlib.gzipSync(bytes, { level: 9 }).length
      }, 0)
  return { origin, pid: server.pid, jsBytesOf, stop: () => server.kill('SIGTERM') }
}
