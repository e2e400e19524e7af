/**
 * The production topology on one machine, without containers (ADR 0020): PostgreSQL and Redis
 * (already running here; a database and a key prefix of this run's own), an S3-protocol server
 * (s3rver from the npm registry, in this process, path-style), a real SMTP server on loopback
 * (in this process), N instances of the built site (server/main.ts, each with its own
 * DATA_DIR, so nothing is shared through the disk), and nginx from Debian's packages in front,
 * configured from deploy/nginx/site.conf.template as compose.yaml configures it.
 *
 * Used by the cluster test (tests/cluster/cluster-test.mjs) and `npm run bench -- cluster`.
 */
import { execFile, execFileSync, spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { simpleParser } from 'mailparser'
import pg from 'pg'
import { createClient } from 'redis'
import { SMTPServer } from 'smtp-server'

import { SERVER_ENTRY, serverProcessEnv } from '../../scripts/lib.mjs'

const root = path.resolve(new URL('../..', import.meta.url).pathname)
const POSTGRES = process.env.CLUSTER_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const REDIS = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379'

/** A port nobody listens on now. */
export async function freePort() {
  const server = net.createServer()
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = /** @type {net.AddressInfo} */ (server.address())
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** Resolves once `check` answers true; asks again on the next turn of a short timer. */
export async function until(check, { timeoutMs = 180_000, what = 'condition' } = {}) {
  const started = Date.now()
  for (;;) {
    if (await check().catch(() => false)) return Date.now() - started
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

async function adminQuery(sql) {
  const client = new pg.Client({ connectionString: POSTGRES })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

async function startSmtp() {
  /** @type {{ to: string[], subject: string, messageId: string, text: string, at: number }[]} */
  const messages = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((a) =>
            a.value.map((v) => v.address ?? ''),
          )
          messages.push({
            to,
            subject: mail.subject ?? '',
            messageId: mail.messageId ?? '',
            text: mail.text ?? '',
            at: Date.now(),
          })
          callback()
        })
        .catch(callback)
    },
  })
  // A client's connection reset (an instance killed while it sent a mail) is that client's end,
  // not the server's: unhandled, smtp-server's 'error' event ended the whole test.
  server.on('error', () => undefined)
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = /** @type {net.AddressInfo} */ (server.server.address())
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise((r) => server.close(r)),
  }
}

async function startS3(directory) {
  const { default: S3rver } = await import('s3rver')
  const bucket = 'talc-cluster'
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  })
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  return {
    endpoint,
    bucket,
    async keys() {
      const xml = await (await fetch(`${endpoint}/${bucket}?list-type=2&max-keys=1000`)).text()
      return [...xml.matchAll(/<Key>([^<]+)<\/Key>/g)].map((m) => m[1])
    },
    close: () => server.close(),
  }
}

/**
 * The per-client limits of the template as the tests and benchmarks run it: every request of a
 * run comes from 127.0.0.1, so the limits are far above the traffic (an operator's values are in
 * compose.yaml and docs/operators.md); tests/cluster/nginx-template.test.ts runs small ones.
 */
export const TEST_NGINX_LIMITS = { connPerAddress: 4096, reqPerSecond: 100_000, reqBurst: 100_000 }

/** The reverse proxy's site configuration, rendered as envsubst renders it in the image. */
export function renderNginxSite({
  upstreams,
  listen,
  cachePath,
  cache,
  limits = TEST_NGINX_LIMITS,
}) {
  const template = fs.readFileSync(path.join(root, 'deploy/nginx/site.conf.template'), 'utf8')
  const values = {
    UPSTREAM_SERVERS: upstreams
      .map((u) => `    server ${u} max_fails=1 fail_timeout=5s;`)
      .join('\n'),
    LISTEN: listen,
    CACHE_PATH: cachePath,
    CACHE_ZONE: cache ? 'pages' : 'off',
    LIMIT_CONN_PER_ADDRESS: String(limits.connPerAddress),
    LIMIT_REQ_PER_SECOND: String(limits.reqPerSecond),
    LIMIT_REQ_BURST: String(limits.reqBurst),
  }
  return template.replace(/\$\{([A-Z_]+)\}/g, (whole, name) => values[name] ?? whole)
}

/**
 * nginx with the rendered template, on a free loopback port, in `dir`.
 * @param {string} dir
 * @param {{ upstreams: string[], cache: boolean, limits?: typeof TEST_NGINX_LIMITS }} options
 */
export async function startNginx(dir, { upstreams, cache, limits = TEST_NGINX_LIMITS }) {
  const port = await freePort()
  for (const sub of ['temp', 'cache']) fs.mkdirSync(path.join(dir, sub), { recursive: true })
  fs.writeFileSync(
    path.join(dir, 'site.conf'),
    renderNginxSite({
      upstreams,
      listen: `127.0.0.1:${port}`,
      cachePath: path.join(dir, 'cache'),
      cache,
      limits,
    }),
  )
  // The main file the Debian and official images bring, reduced to what a test run needs.
  const temp = path.join(dir, 'temp')
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 2;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${temp}/body;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;
  include ${dir}/site.conf;
}
`,
  )
  const binary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p))
  if (!binary) throw new Error('nginx is not installed (apt-get install nginx-light)')
  const child = spawn(binary, ['-c', path.join(dir, 'nginx.conf'), '-p', dir], {
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  await until(
    async () => {
      if (child.exitCode !== null) throw new Error(`nginx exited (${dir}/error.log)`)
      const socket = net.connect(port, '127.0.0.1')
      return new Promise((resolve) => {
        socket.once('connect', () => resolve(socket.end() && true))
        socket.once('error', () => resolve(false))
      })
    },
    { what: 'nginx', timeoutMs: 20_000 },
  )
  return {
    url,
    port,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(undefined)
        child.once('exit', resolve)
        child.kill('SIGQUIT')
      }),
  }
}

/**
 * Starts the whole topology. The first instance migrates and seeds the empty database before
 * the others start (as compose.yaml orders them).
 * @param {{ label?: string, instances?: number, nginxCache?: boolean, env?: Record<string,string> }} options
 */
export async function startCluster({
  label = 'cluster',
  instances = 2,
  nginxCache = false,
  env = {},
  image = null,
} = {}) {
  const id = `${label}_${crypto.randomBytes(4).toString('hex')}`
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `talc-${label}-`))
  const database = `talc_${id}`
  await adminQuery(`CREATE DATABASE "${database}"`)
  const databaseUrl = Object.assign(new URL(POSTGRES), { pathname: `/${database}` }).toString()
  const redisPrefix = `${id}:`
  const smtp = await startSmtp()
  const s3 = await startS3(path.join(dir, 's3'))
  const ports = []
  for (let i = 0; i < instances; i += 1) ports.push(await freePort())
  const nginxDir = path.join(dir, 'nginx')
  const nginx = await startNginx(nginxDir, {
    upstreams: ports.map((p) => `127.0.0.1:${p}`),
    cache: nginxCache,
  })
  const shared = {
    NODE_ENV: 'production',
    APP_ENV: 'demo',
    NEXT_TELEMETRY_DISABLED: '1',
    DATABASE_URL: databaseUrl,
    PAYLOAD_SECRET: crypto.randomBytes(32).toString('hex'),
    SERVER_URL: nginx.url,
    SMTP_URL: smtp.url,
    MAIL_FROM: 'EuroTalc <web@eurotalc.example>',
    REDIS_URL: REDIS,
    REDIS_KEY_PREFIX: redisPrefix,
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_REGION: 'us-east-1',
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    // A CDN (the test client) and nginx in front: the client's address is the one the CDN saw.
    TRUSTED_PROXY_HOPS: '2',
    ...env,
  }

  const makeNode = (name, port, extraEnv = {}) =>
    image
      ? containerNode({ image, id, dir, name, port, env: { ...shared, ...extraEnv } })
      : processNode(name, port, extraEnv)
  const processNode = (name, port, extraEnv = {}) => {
    const dataDir = path.join(dir, `instance-${name}`)
    fs.mkdirSync(dataDir, { recursive: true })
    const log = fs.openSync(path.join(dir, `instance-${name}.log`), 'a')
    const node = {
      name,
      port,
      url: `http://${
        extraEnv.HOSTNAME === '::1'
          ? '[::1]'
          : extraEnv.HOSTNAME === 'localhost'
            ? 'localhost'
            : '127.0.0.1'
      }:${port}`,
      logFile: path.join(dir, `instance-${name}.log`),
      /** @type {import('node:child_process').ChildProcess | null} */
      child: null,
      async start() {
        const child = spawn(process.execPath, [SERVER_ENTRY, String(port)], {
          cwd: root,
          env: { ...process.env, ...serverProcessEnv(), ...shared, DATA_DIR: dataDir, ...extraEnv },
          stdio: ['ignore', log, log],
        })
        node.child = child
        await until(
          async () => {
            if (child.exitCode !== null) throw new Error(`instance ${name} exited: ${node.logFile}`)
            return (await fetch(`${node.url}/api/health`)).status === 200
          },
          { what: `instance ${name}` },
        )
      },
      /** Stops the instance as an orchestrator does (SIGTERM), and waits for it to exit. */
      async stop(signal = 'SIGTERM') {
        const child = node.child
        if (!child || child.exitCode !== null) return
        await new Promise((resolve) => {
          child.once('exit', resolve)
          child.kill(signal)
        })
      },
    }
    return node
  }
  const nodes = ports.map((port, index) => makeNode(String.fromCharCode(65 + index), port))
  const extra = []

  // The first instance migrates and seeds; the others find the database ready.
  for (const node of nodes) await node.start()

  const redis = createClient({ url: REDIS })
  await redis.connect()

  return {
    dir,
    env: shared,
    database,
    databaseUrl,
    redisPrefix,
    smtp,
    s3,
    nginx,
    nodes,
    redis,
    /**
     * One more instance of the same site (same database, Redis and bucket) with settings of its
     * own, e.g. another HOSTNAME; not behind nginx. The caller stops it.
     */
    async extraInstance(name, env) {
      const node = makeNode(name, await freePort(), env)
      extra.push(node)
      await node.start()
      return node
    },
    async stop() {
      await Promise.allSettled(nodes.map((n) => n.stop()))
      for (const n of [...nodes, ...extra]) {
        try {
          n.remove?.()
        } catch {
          // removed by the next run (CONTAINER_LABEL)
        }
      }
      await nginx.stop()
      await s3.close()
      await smtp.close()
      for await (const keys of redis.scanIterator({ MATCH: `${redisPrefix}*` }))
        if (keys.length) await redis.del(keys)
      await redis.quit()
      await adminQuery(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`)
      if (!process.env.CLUSTER_KEEP) fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** Every container the tests start carries it: a run removes what a failed one left behind. */
export const CONTAINER_LABEL = 'org.eurotalc.test=container'

/**
 * One instance as a container of the image (npm run test:container): on the host's network,
 * bound to loopback, its data in the image's volume. Stopped as an orchestrator does: `docker
 * stop` (SIGTERM, then SIGKILL after 30 s) or `docker kill` (SIGKILL at once); started again as
 * the same container. Its output is written to `<dir>/instance-<name>.log` when it is removed.
 */
function containerNode({ image, id, dir, name, port, env }) {
  const container = `talc-${id}-${name}`.replace(/[^a-zA-Z0-9_.-]/g, '_')
  const hostname = env.HOSTNAME ?? '127.0.0.1'
  const docker = (args, options = {}) =>
    execFileSync('docker', args, {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      ...options,
    })
  let created = false
  const node = {
    name,
    port,
    container,
    url: `http://${hostname === '::1' ? '[::1]' : hostname === 'localhost' ? 'localhost' : '127.0.0.1'}:${port}`,
    logFile: path.join(dir, `instance-${name}.log`),
    async start() {
      if (created) docker(['start', container])
      else {
        const vars = { ...env, PORT: String(port), HOSTNAME: hostname }
        if (env.HOSTNAME === '') delete vars.HOSTNAME
        docker([
          'run',
          '--detach',
          '--name',
          container,
          '--label',
          CONTAINER_LABEL,
          '--network',
          'host',
          ...Object.entries(vars).flatMap(([k, v]) => ['--env', `${k}=${v}`]),
          image,
        ])
        created = true
      }
      await until(
        async () => {
          if (docker(['inspect', '--format', '{{.State.Running}}', container]).trim() !== 'true')
            throw new Error(
              `container ${container} exited: ${docker(['logs', '--tail', '40', container], { stdio: 'pipe' })}`,
            )
          return (await fetch(`${node.url}/api/health`)).status === 200
        },
        { what: `container ${name}` },
      )
    },
    /**
     * SIGTERM: `docker stop` (the image's grace); SIGKILL: `docker kill`. Waits for the exit
     * without blocking this process: the SMTP and S3-protocol servers the instance is still
     * talking to while it stops run in it.
     */
    async stop(signal = 'SIGTERM') {
      if (!created) return
      if (docker(['inspect', '--format', '{{.State.Running}}', container]).trim() !== 'true') return
      const dockerAsync = promisify(execFile)
      if (signal === 'SIGKILL') await dockerAsync('docker', ['kill', container])
      else await dockerAsync('docker', ['stop', '--time', '30', container])
      await dockerAsync('docker', ['wait', container])
    },
    /** The container's output kept, the container and its volume gone. */
    remove() {
      if (!created) return
      try {
        fs.writeFileSync(node.logFile, docker(['logs', container], { stdio: 'pipe' }))
      } catch {
        // no output to keep
      }
      docker(['rm', '--force', '--volumes', container])
      created = false
    },
  }
  return node
}

/**
 * A failure as CI should print it: the stack and each cause below it (fetch's "terminated" says
 * why only in its cause: "other side closed", a reset, a timeout).
 */
export function describeFailure(error) {
  const lines = []
  for (let e = error, depth = 0; e && depth < 5; e = e.cause, depth += 1) {
    const text = e instanceof Error ? (e.stack ?? e.message) : String(e)
    lines.push(depth === 0 ? text : `  caused by: ${text}`)
    if (e && typeof e === 'object' && 'code' in e) lines.push(`  code: ${e.code}`)
  }
  return lines.join('\n')
}

/**
 * The last lines of every log a failed run kept (instances, nginx), printed: CI keeps only what a
 * run prints, not the folder it names.
 */
export function printKeptLogs(dir, { lines = 40 } = {}) {
  const files = []
  const walk = (folder) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.name.endsWith('.log')) files.push(full)
    }
  }
  try {
    walk(dir)
  } catch {
    return
  }
  for (const file of files.sort()) {
    const text = fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n')
    console.error(`\n── ${path.relative(dir, file)} (last ${lines} lines) ──\n${text}`)
  }
}
