/**
 * `npm run test:container` (ADR 0025): builds the image users deploy and runs the
 * cluster test's checks against containers of it.
 *
 * 1. The Docker engine (started when none answers), the base image's stand-in where Docker Hub
 *    cannot be reached (tests/container/base-image.mjs, cached), then `docker build --network
 *    host` of the project's Dockerfile, unchanged.
 * 2. The image: runs as a non-root user, has a HEALTHCHECK on readiness, and its standalone tree
 *    holds every module the production server, backup and restore import.
 * 3. Two containers on loopback ports behind the nginx template, on the host's PostgreSQL and
 *    Redis and an S3-protocol server (tests/cluster/topology.mjs): the HEALTHCHECK turns
 *    healthy, the server process is not root, metrics and readiness (tests/cluster/
 *    operations.mjs), then every check of tests/cluster/checks.mjs, the traffic phase stopping
 *    A with `docker stop` (SIGTERM) and killing B with `docker kill` (no grace).
 *    And the one-instance check of the default installation (npm start: SQLite, no Redis, a
 *    scheduled publish reaches its cached pages), with the host's build as a process.
 * 4. Backup inside a container, a change, restore in a one-off container of the image: the
 *    change is gone, the site comes back healthy.
 *
 * `npm test` runs this test and not the process cluster test (npm run test:cluster, the same
 * checks with the instances as processes, for machines without Docker): CI's time.
 *
 * Prints the image's size, build time and time to healthy. Exits 1 on the first failure.
 */
import assert from 'node:assert/strict'
import { execFile, execFileSync } from 'node:child_process'
import { promisify } from 'node:util'

import pg from 'pg'

import { CDN_MAX_AGE, CDN_STALE, clusterChecks } from '../cluster/checks.mjs'
import { operationsChecks } from '../cluster/operations.mjs'
import {
  CONTAINER_LABEL,
  describeFailure,
  printKeptLogs,
  startCluster,
  startNginx,
  until,
} from '../cluster/topology.mjs'

import { ensureBuild } from '../../scripts/lib.mjs'

import { ensureBaseImage } from './base-image.mjs'
import { ensureDocker, run, runQuiet } from './docker.mjs'

const IMAGE = process.env.CONTAINER_IMAGE ?? 'eurotalc-site:test'
const figures = {}
const docker = (...args) =>
  execFileSync('docker', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim()
/**
 * The same, without blocking this process: the S3-protocol and SMTP servers the containers talk
 * to run in it (a backup lists the bucket; with execFileSync it waited for itself for ever).
 */
const dockerAsync = async (...args) =>
  (await promisify(execFile)('docker', args, { encoding: 'utf8' })).stdout.trim()

await ensureDocker()
// Containers a failed run left behind (the test's label only).
const leftover = runQuiet('docker', [
  'ps',
  '--all',
  '--quiet',
  '--filter',
  `label=${CONTAINER_LABEL}`,
])
if (leftover?.trim())
  runQuiet('docker', ['rm', '--force', '--volumes', ...leftover.trim().split(/\s+/)])
// The host's build, for the one-instance check below (npm test has just made it).
await ensureBuild()

// compose.yaml is for users (it pulls images this machine cannot reach): validated, not run.
if (runQuiet('docker-compose', ['version', '--short'])) {
  run('docker-compose', ['config', '--quiet'], {
    quiet: true,
    env: { PAYLOAD_SECRET: 'x'.repeat(32), SMTP_URL: 'smtp://mail.example:587' },
  })
  console.log('✓ compose.yaml is valid (docker-compose config)')
} else console.log('· docker-compose not installed: compose.yaml not validated')
const base = ensureBaseImage()
figures.base = base.built ? `built in ${base.seconds} s` : 'cached'
console.log(`✓ base image ${base.tag}: ${figures.base}`)

{
  const started = Date.now()
  // The tree was type-checked by `npm test` before this step; `npm run test:container` alone
  // (CONTAINER_TYPECHECK=1) checks it in the image as users' builds do.
  const typesChecked =
    process.env.CONTAINER_TYPECHECK === '1' ? [] : ['--build-arg', 'NEXT_BUILD_TYPECHECK=off']
  run('docker', ['build', '--network', 'host', ...typesChecked, '--tag', IMAGE, '.'], {
    quiet: !process.env.VERBOSE,
  })
  figures.buildSeconds = Math.round((Date.now() - started) / 1000)
  figures.imageMB = Math.round(
    Number(docker('image', 'inspect', '--format', '{{.Size}}', IMAGE)) / 1e6,
  )
  console.log(`✓ image built: ${figures.imageMB} MB in ${figures.buildSeconds} s`)
}

// ── The image as it is ────────────────────────────────────────────────────────────────────────
{
  const config = JSON.parse(docker('image', 'inspect', '--format', '{{json .Config}}', IMAGE))
  assert.ok(config.User && !['root', '0', '0:0'].includes(config.User), `user: ${config.User}`)
  assert.match(JSON.stringify(config.Healthcheck?.Test ?? []), /\/api\/ready/, 'HEALTHCHECK')
  /** A command in a throw-away container of the image. */
  const inImage = (entrypoint, ...args) =>
    docker('run', '--rm', '--network', 'host', '--entrypoint', entrypoint, IMAGE, ...args)
  const uid = inImage('id', '-u')
  assert.notEqual(uid, '0', 'the image runs as root')
  const node = inImage('node', '--version')
  // The checker is a test's, not the image's: lent to the container for this one run, inside
  // /app so that the packages it loads resolve from the image's own node_modules.
  const checker = new URL('./imports.mjs', import.meta.url).pathname
  const imports = JSON.parse(
    docker(
      'run',
      '--rm',
      '--network',
      'host',
      '--volume',
      `${checker}:/app/.image-check/imports.mjs:ro`,
      '--entrypoint',
      'node',
      IMAGE,
      '.image-check/imports.mjs',
      'dist/server.mjs',
      'src/server/cache-handler.mjs',
      'scripts/backup.mjs',
      'scripts/restore.mjs',
    ),
  )
  assert.deepEqual(imports.missing, [], 'modules missing from the standalone tree')
  figures.node = node
  figures.uid = uid
  console.log(
    `✓ image: user ${config.User} (uid ${uid}), Node ${node}, HEALTHCHECK on /api/ready, ${imports.files} files and ${imports.packages.length} packages the server imports present`,
  )
}

const cluster = await startCluster({
  label: 'container',
  image: IMAGE,
  env: {
    CDN_MAX_AGE: String(CDN_MAX_AGE),
    CDN_STALE_WHILE_REVALIDATE: String(CDN_STALE),
    METRICS_TOKEN: 'container-test-metrics-token-0123456789',
  },
})
const cache = await startNginx(`${cluster.dir}/nginx-cache`, {
  upstreams: cluster.nodes.map((n) => `127.0.0.1:${n.port}`),
  cache: true,
})
let failed = false
try {
  const [A, B] = cluster.nodes
  // ── Healthy, not root ──
  for (const node of [A, B]) {
    await until(
      async () =>
        docker('inspect', '--format', '{{.State.Health.Status}}', node.container) === 'healthy',
      { what: `${node.name} healthy`, timeoutMs: 180_000 },
    )
    // From the container's start to the end of its first passing health check (Docker's log).
    const state = JSON.parse(docker('inspect', '--format', '{{json .State}}', node.container))
    const passed = state.Health.Log.find((entry) => entry.ExitCode === 0)
    figures[`healthy${node.name}Seconds`] =
      Math.round((Date.parse(passed.End) - Date.parse(state.StartedAt)) / 100) / 10
    const pid1 = docker('exec', node.container, 'stat', '-c', '%u', '/proc/1')
    assert.notEqual(pid1, '0', `the server process of ${node.name} runs as root`)
  }
  console.log(
    `✓ HEALTHCHECK healthy, server not root ${JSON.stringify({
      A: figures.healthyASeconds,
      B: figures.healthyBSeconds,
    })} s after start`,
  )

  figures.metrics = await operationsChecks({ cluster })
  // The one-instance check is about the default installation (npm start: SQLite, no Redis), so
  // it runs the host's build as a process; `npm test` runs this test instead of the process
  // cluster test (npm run test:cluster), whose other checks are all here.
  await clusterChecks({ cluster, cache, restarts: ['SIGTERM', 'SIGKILL'], singleInstance: true })

  // ── Backup and restore inside the image ──
  {
    const db = new pg.Client({ connectionString: cluster.databaseUrl })
    await db.connect()
    const countEnquiries = async () =>
      (await db.query('SELECT count(*)::int AS n FROM enquiries')).rows[0].n
    const before = await countEnquiries()
    const file = '/data/backups/container-test.tar.gz'
    const made = await dockerAsync(
      'exec',
      A.container,
      'npm',
      'run',
      '--silent',
      'backup',
      '--',
      file,
    )
    assert.match(made, /Backup written/, made)
    await db.query(
      "UPDATE enquiries SET company = 'changed after the backup' WHERE id = (SELECT min(id) FROM enquiries)",
    )
    await db.query('DELETE FROM enquiries WHERE id = (SELECT max(id) FROM enquiries)')
    assert.equal(await countEnquiries(), before - 1)
    await A.stop()
    await B.stop()
    const restored = await dockerAsync(
      'run',
      '--rm',
      '--network',
      'host',
      '--volumes-from',
      A.container,
      ...Object.entries(cluster.env).flatMap(([k, v]) => ['--env', `${k}=${v}`]),
      '--entrypoint',
      'npm',
      IMAGE,
      'run',
      '--silent',
      'restore',
      '--',
      file,
    )
    assert.match(restored, /Restored the backup/, restored)
    assert.equal(await countEnquiries(), before, 'the deleted enquiry is back')
    const changed = await db.query(
      "SELECT count(*)::int AS n FROM enquiries WHERE company = 'changed after the backup'",
    )
    assert.equal(changed.rows[0].n, 0, 'the change after the backup is undone')
    await db.end()
    await A.start()
    await B.start()
    assert.equal((await fetch(`${cluster.nginx.url}/`)).status, 200, 'the site after the restore')
    console.log(`✓ backup in a container, restore in a one-off container: ${before} enquiries back`)
  }
} catch (error) {
  failed = true
  console.error(`✗ container test: ${describeFailure(error)}`)
  console.error(`  logs: ${cluster.dir} (kept)`)
  process.env.CLUSTER_KEEP = '1'
} finally {
  await cache.stop()
  await cluster.stop()
  if (failed) printKeptLogs(cluster.dir)
  runQuiet('docker', ['image', 'prune', '--force', '--filter', 'dangling=true'])
}
console.log(`\nImage figures: ${JSON.stringify(figures)}`)
console.log(`Container test ${failed ? 'failed' : 'passed'}.`)
process.exit(failed ? 1 : 0)
