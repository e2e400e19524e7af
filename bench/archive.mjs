/**
 * Benchmark of the ZIP download (ADR 0010): an approved member downloads 50 documents of 20 MiB
 * (1,000 MiB) as one archive from the production build. Prints, and writes to
 * bench-results/archive.json: the time to the first byte, the throughput next to `zip -0` on the
 * same files (writing to a pipe, as the server does), and the rise of the server's resident
 * memory while it streams. Figures, not a test: nothing here fails on timing.
 *
 * Targets (ADR 0010): first byte ≤ 200 ms, RSS rise ≤ 64 MB, throughput ≥ 0.8 × `zip -0`.
 */
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { ensureBuild, SERVER_ENTRY, treeRss, waitForHealth } from '../scripts/lib.mjs'

const root = path.resolve(new URL('..', import.meta.url).pathname)
const port = process.env.BENCH_PORT ?? '3200'
const origin = `http://localhost:${port}`
const FILES = Number(process.env.BENCH_FILES ?? 50)
const MIB_PER_FILE = Number(process.env.BENCH_FILE_MIB ?? 20)
const RUNS = 3
const ADMIN = { email: 'admin@eurotalc.example', password: 'EuroTalc-Chief-2026' }
const MEMBER = { email: 'member@eurotalc.example', password: 'EuroTalc-Customer-2026' }

const dataDir = path.join(root, 'data', 'bench-archive')
const sourceDir = path.join(dataDir, 'source')
const mib = (bytes) => bytes / 1024 / 1024

/**
 * A valid PDF of about `size` bytes whose bulk is one stream of random bytes: incompressible, as
 * real documents mostly are (their images and fonts are compressed streams).
 */
function writePdf(file, size) {
  const parts = []
  const offsets = []
  let length = 0
  const add = (chunk) => {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk, 'latin1') : chunk
    parts.push(buffer)
    length += buffer.length
  }
  const object = (body) => {
    offsets.push(length)
    add(`${offsets.length} 0 obj\n${body}\nendobj\n`)
  }
  add('%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n')
  object('<< /Type /Catalog /Pages 2 0 R >>')
  object('<< /Type /Pages /Kids [3 0 R] /Count 1 >>')
  object('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>')
  const data = crypto.randomBytes(Math.max(0, size - 1024))
  offsets.push(length)
  add(`4 0 obj\n<< /Length ${data.length} >>\nstream\n`)
  add(data)
  add('\nendstream\nendobj\n')
  const xref = length
  add(`xref\n0 ${offsets.length + 1}\n0000000000 65535 f \n`)
  for (const offset of offsets) add(`${String(offset).padStart(10, '0')} 00000 n \n`)
  add(`trailer\n<< /Size ${offsets.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`)
  fs.writeFileSync(file, Buffer.concat(parts))
}

function writeSourceFiles() {
  fs.mkdirSync(sourceDir, { recursive: true })
  const files = []
  const size = MIB_PER_FILE * 1024 * 1024
  for (let i = 1; i <= FILES; i++) {
    const file = path.join(sourceDir, `bench-document-${String(i).padStart(2, '0')}.pdf`)
    const current = fs.existsSync(file) ? fs.statSync(file).size : 0
    if (Math.abs(current - size) > 2048 || !fs.readFileSync(file).subarray(-6).includes('%%EOF'))
      writePdf(file, size)
    files.push(file)
  }
  return files
}

function startServer() {
  fs.rmSync(path.join(dataDir, 'site'), { recursive: true, force: true })
  fs.mkdirSync(path.join(dataDir, 'site'), { recursive: true })
  const site = path.join(dataDir, 'site')
  const server = spawn(process.execPath, [SERVER_ENTRY, port], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      APP_ENV: 'demo',
      DATA_DIR: site,
      DATABASE_URL: `file:${path.join(site, 'site.db')}`,
      SERVER_URL: origin,
      ARCHIVE_MAX_FILES: String(FILES),
      ARCHIVE_MAX_MB: String(Math.ceil(FILES * MIB_PER_FILE * 1.1)),
      NEXT_TELEMETRY_DISABLED: '1',
    },
  })
  return server
}

async function uploadDocuments(files) {
  const login = await fetch(`${origin}/api/cms/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  if (!login.ok) throw new Error(`Admin login failed: ${login.status}`)
  const { token } = await login.json()
  const ids = []
  for (const [index, file] of files.entries()) {
    const form = new FormData()
    form.set(
      '_payload',
      JSON.stringify({
        title: `Benchmark document ${index + 1}`,
        category: 'safety-data-sheets',
        language: 'en',
        revisionDate: '2026-11-23',
        _status: 'published',
      }),
    )
    form.set('file', await fs.openAsBlob(file, { type: 'application/pdf' }), path.basename(file))
    const response = await fetch(`${origin}/api/cms/documents`, {
      method: 'POST',
      headers: { authorization: `JWT ${token}` },
      body: form,
    })
    if (!response.ok) throw new Error(`Upload failed: ${response.status} ${await response.text()}`)
    ids.push((await response.json()).doc.id)
  }
  return ids
}

/** The member's session cookies, by the same steps as the site's login dialog. */
async function memberCookies() {
  const jar = new Map()
  const keep = (response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const at = pair.indexOf('=')
      jar.set(pair.slice(0, at), pair.slice(at + 1))
    }
  }
  const header = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
  keep(await fetch(`${origin}/sanctum/csrf-cookie`))
  const login = await fetch(`${origin}/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: header(),
      origin,
      'x-xsrf-token': decodeURIComponent(jar.get('XSRF-TOKEN') ?? ''),
    },
    body: JSON.stringify(MEMBER),
  })
  if (!login.ok) throw new Error(`Member login failed: ${login.status}`)
  keep(login)
  return header()
}

/** One archive download: first byte, bytes, seconds, and the server's peak RSS meanwhile. */
async function downloadArchive(url, cookie, pid) {
  let peak = treeRss(pid)
  const sampler = setInterval(() => {
    peak = Math.max(peak, treeRss(pid))
  }, 10)
  const started = performance.now()
  const response = await fetch(url, { headers: { cookie } })
  if (!response.ok) throw new Error(`Archive download failed: ${response.status}`)
  const reader = response.body.getReader()
  let firstByte = null
  let bytes = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    if (firstByte === null) firstByte = performance.now() - started
    bytes += value.length
  }
  const seconds = (performance.now() - started) / 1000
  clearInterval(sampler)
  peak = Math.max(peak, treeRss(pid))
  return { firstByteMs: firstByte, bytes, seconds, peakRss: peak }
}

/** `zip -0` on the same files, written to a pipe that discards, as the server writes to a socket. */
function zipStore(files) {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const zip = spawn('zip', ['-0', '-q', '-j', '-', ...files], {
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let bytes = 0
    zip.stdout.on('data', (chunk) => (bytes += chunk.length))
    zip.on('error', reject)
    zip.on('exit', (code) =>
      code === 0
        ? resolve({ bytes, seconds: (performance.now() - started) / 1000 })
        : reject(new Error(`zip exited with ${code}`)),
    )
  })
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

await ensureBuild()
console.log(`Preparing ${FILES} documents of ${MIB_PER_FILE} MiB…`)
const files = writeSourceFiles()
const server = startServer()
const stop = () => server.kill('SIGTERM')
process.on('exit', stop)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(1))

try {
  await waitForHealth(origin)
  console.log('Uploading them through the admin API…')
  const ids = await uploadDocuments(files)
  const cookie = await memberCookies()
  const url = `${origin}/api/v1/documents/archive?ids=${ids.join(',')}`

  // Warm-up: the route compiled and its modules loaded, one small archive sent.
  await downloadArchive(`${origin}/api/v1/documents/archive?ids=${ids[0]}`, cookie, server.pid)
  await new Promise((r) => setTimeout(r, 2000))
  const baseline = treeRss(server.pid)

  const runs = []
  const zips = []
  for (let i = 0; i < RUNS; i++) {
    runs.push(await downloadArchive(url, cookie, server.pid))
    zips.push(await zipStore(files))
  }
  const sourceBytes = files.reduce((sum, f) => sum + fs.statSync(f).size, 0)
  const throughput = median(runs.map((r) => r.bytes / r.seconds))
  const zipThroughput = median(zips.map((z) => z.bytes / z.seconds))
  const result = {
    date: new Date().toISOString(),
    files: FILES,
    sourceMiB: Math.round(mib(sourceBytes)),
    archiveMiB: Math.round(mib(runs[0].bytes)),
    runs: RUNS,
    firstByteMs: Math.round(median(runs.map((r) => r.firstByteMs))),
    serverMiBPerSecond: Math.round(mib(throughput)),
    zipMiBPerSecond: Math.round(mib(zipThroughput)),
    throughputVsZip: Number((throughput / zipThroughput).toFixed(2)),
    baselineRssMiB: Math.round(mib(baseline)),
    rssRiseMiB: Number(mib(Math.max(...runs.map((r) => r.peakRss)) - baseline).toFixed(1)),
    targets: { firstByteMs: 200, rssRiseMiB: 64, throughputVsZip: 0.8 },
    raw: { server: runs, zip: zips },
  }
  fs.mkdirSync(path.join(root, 'bench-results'), { recursive: true })
  fs.writeFileSync(
    path.join(root, 'bench-results', 'archive.json'),
    `${JSON.stringify(result, null, 2)}\n`,
  )
  const ok = (good) => (good ? 'met' : 'MISSED')
  console.log(`
ZIP archive of ${FILES} documents (${result.sourceMiB} MiB), median of ${RUNS} runs
  first byte            ${result.firstByteMs} ms          target ≤ 200 ms   ${ok(result.firstByteMs <= 200)}
  throughput            ${result.serverMiBPerSecond} MiB/s   zip -0: ${result.zipMiBPerSecond} MiB/s
  relative to zip -0    ${result.throughputVsZip} ×          target ≥ 0.8 ×    ${ok(result.throughputVsZip >= 0.8)}
  server RSS rise       ${result.rssRiseMiB} MiB (baseline ${result.baselineRssMiB} MiB)   target ≤ 64 MiB   ${ok(result.rssRiseMiB <= 64)}
Written to bench-results/archive.json`)
} finally {
  stop()
}
process.exit(0)
