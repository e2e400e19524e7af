/**
 * After `npm install` on this machine: the npm registry reachable here serves the platform
 * binaries of the machine (linux-x64) but not every other platform's, so npm leaves those optional
 * packages out of package-lock.json and `npm ci` then rejects the lockfile as out of sync. This
 * adds a lock entry (version, os, cpu, libc, optional) for each one left out, as npm writes it where
 * the registry has the package, so npm ci skips them on platforms they are not for.
 *
 *   node scripts/lockfile-foreign-platforms.mjs
 */
import fs from 'node:fs'

const file = new URL('../package-lock.json', import.meta.url)
const lock = JSON.parse(fs.readFileSync(file, 'utf8'))
const packages = lock.packages

const OS = [
  'darwin',
  'win32',
  'linux',
  'android',
  'freebsd',
  'openbsd',
  'netbsd',
  'sunos',
  'aix',
  'openharmony',
]
const CPU = {
  arm64: 'arm64',
  x64: 'x64',
  ia32: 'ia32',
  arm: 'arm',
  ppc64: 'ppc64',
  s390x: 's390x',
  riscv64: 'riscv64',
  loong64: 'loong64',
}

function platformOf(name) {
  const parts = name.split('/').pop().split('-')
  const os = parts.find((p) => OS.includes(p))
  const cpu = parts.map((p) => CPU[p]).find(Boolean)
  if (!os || !cpu) return null
  const libc =
    os === 'linux' ? (parts.some((p) => p.startsWith('musl')) ? 'musl' : 'glibc') : undefined
  return { os, cpu, libc }
}

let added = 0
for (const [key, entry] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = key === '' ? '' : `${key}/`
    if (packages[`${base}node_modules/${dep}`] || packages[`node_modules/${dep}`]) continue
    const platform = platformOf(dep)
    if (!platform || !/^\d+\.\d+\.\d+/.test(version)) continue
    packages[`node_modules/${dep}`] = {
      version,
      cpu: [platform.cpu],
      ...(platform.libc ? { libc: [platform.libc] } : {}),
      optional: true,
      os: [platform.os],
    }
    added += 1
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)),
)
fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`)
console.log(`Added ${added} lock entries for other platforms' optional binaries.`)
