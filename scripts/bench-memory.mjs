/**
 * `npm run bench -- memory` (issue 35): where one production instance's memory goes.
 *
 * One instance of the built site as it runs in production (scripts/server.mjs on PostgreSQL,
 * Redis and S3: scripts/cluster/topology.mjs), its inspector on a loopback port. Three rounds of
 * the same mixed traffic (BENCH_MEMORY_REQUESTS each, default 3000, 8 at a time): every page of
 * the sitemap in English and German, searches, the search and document APIs, a member's sign-in
 * and downloads, a sample request. After each round: RSS and V8 heap as the instance's metrics
 * report them, then the same after a full garbage collection (the inspector's collectGarbage).
 * At the end a heap snapshot, summed by constructor, shows what the live heap holds.
 *
 * Figures only, never a failure on them. Table on the console and bench-results/memory.json.
 */
import fs from 'node:fs'
import path from 'node:path'

import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import WebSocket from 'ws'

import { freePort, startCluster } from './cluster/topology.mjs'
import { parseMetrics, sampleSum } from './cluster/operations.mjs'
import { ensureBuild } from './lib.mjs'

const root = path.resolve(new URL('..', import.meta.url).pathname)
const REQUESTS = Number(process.env.BENCH_MEMORY_REQUESTS) || 3000
const CONCURRENCY = 8
const TOKEN = 'memory-bench-metrics-token-0123456789'
const MEMBER = { email: 'member@eurotalc.example', password: 'EuroTalc-Customer-2026' }
const MB = 2 ** 20

/** The inspector of the instance: one command at a time, answers by id, events to a listener. */
async function inspector(port) {
  const [target] = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()
  const socket = new WebSocket(target.webSocketDebuggerUrl, { maxPayload: 1 << 30 })
  await new Promise((resolve, reject) => {
    socket.once('open', resolve)
    socket.once('error', reject)
  })
  let next = 1
  const waiting = new Map()
  const listeners = new Set()
  socket.on('message', (data) => {
    const message = JSON.parse(String(data))
    if (message.id && waiting.has(message.id)) {
      waiting.get(message.id)(message)
      waiting.delete(message.id)
    } else for (const listener of listeners) listener(message)
  })
  return {
    send(method, params = {}) {
      const id = next++
      socket.send(JSON.stringify({ id, method, params }))
      return new Promise((resolve) => waiting.set(id, resolve))
    },
    listen(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    close: () => socket.close(),
  }
}

/** What a heap snapshot holds, summed by node type and constructor name (self sizes). */
function summarize(snapshot) {
  const { meta } = snapshot.snapshot
  const fields = meta.node_fields
  const types = meta.node_types[0]
  const width = fields.length
  const at = (name) => fields.indexOf(name)
  const [TYPE, NAME, SIZE] = [at('type'), at('name'), at('self_size')]
  const groups = new Map()
  let total = 0
  for (let i = 0; i < snapshot.nodes.length; i += width) {
    const type = types[snapshot.nodes[i + TYPE]]
    const size = snapshot.nodes[i + SIZE]
    total += size
    const name =
      type === 'object' || type === 'closure'
        ? `${type} ${snapshot.strings[snapshot.nodes[i + NAME]]}`.slice(0, 80)
        : type
    const group = groups.get(name) ?? { name, count: 0, bytes: 0 }
    group.count += 1
    group.bytes += size
    groups.set(name, group)
  }
  const top = [...groups.values()].sort((a, b) => b.bytes - a.bytes).slice(0, 20)
  return { totalMB: +(total / MB).toFixed(1), top }
}

async function heapSnapshot(cdp) {
  const chunks = []
  const stop = cdp.listen((message) => {
    if (message.method === 'HeapProfiler.addHeapSnapshotChunk') chunks.push(message.params.chunk)
  })
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false })
  stop()
  return summarize(JSON.parse(chunks.join('')))
}

async function main() {
  await ensureBuild()
  const inspectPort = await freePort()
  const cluster = await startCluster({
    label: 'memory',
    instances: 1,
    env: { METRICS_TOKEN: TOKEN, NODE_OPTIONS: `--inspect=127.0.0.1:${inspectPort}` },
  })
  const [node] = cluster.nodes
  const base = node.url
  const results = { requestsPerRound: REQUESTS, rounds: [] }
  try {
    const cdp = await inspector(inspectPort)
    const memory = async () => {
      const samples = parseMetrics(
        await (
          await fetch(`${base}/api/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
        ).text(),
      )
      return {
        rssMB: Math.round(sampleSum(samples, 'process_resident_memory_bytes') / MB),
        heapUsedMB: Math.round(sampleSum(samples, 'nodejs_heap_size_used_bytes') / MB),
        heapTotalMB: Math.round(sampleSum(samples, 'nodejs_heap_size_total_bytes') / MB),
        externalMB: Math.round(sampleSum(samples, 'nodejs_external_memory_bytes') / MB),
      }
    }
    const collect = async () => {
      await cdp.send('HeapProfiler.enable')
      await cdp.send('HeapProfiler.collectGarbage')
      return memory()
    }
    results.afterBoot = await collect()

    // The traffic: every page of the sitemap, both languages, and the rest of what visitors do.
    const sitemap = await (await fetch(`${base}/sitemap.xml`)).text()
    const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
    const documents = (await (await fetch(`${base}/api/v1/documents?limit=50`)).json()).data ?? []
    const words = ['talc', 'plastics', 'Farben', 'paper', 'Kunststoff', 'cosmetics', 'lamellar']
    const signIn = async () => {
      const csrf = await fetch(`${base}/sanctum/csrf-cookie`)
      const cookies = csrf.headers.getSetCookie().map((c) => c.split(';')[0])
      const xsrf = decodeURIComponent(
        cookies.find((c) => c.startsWith('XSRF-TOKEN='))?.split('=')[1] ?? '',
      )
      const login = await fetch(`${base}/login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: cookies.join('; '),
          'x-xsrf-token': xsrf,
          origin: cluster.env.SERVER_URL,
        },
        body: JSON.stringify(MEMBER),
      })
      return [...cookies, ...login.headers.getSetCookie().map((c) => c.split(';')[0])].join('; ')
    }
    const member = await signIn()
    let enquiry = 0
    const kinds = [
      ...pages.map((p) => () => fetch(`${base}${p}`)),
      ...words.map((w) => () => fetch(`${base}/search?query=${encodeURIComponent(w)}`)),
      ...words.map((w) => () => fetch(`${base}/de/search?query=${encodeURIComponent(w)}`)),
      ...words.map(
        (w) => () => fetch(`${base}/api/v1/search?query=${encodeURIComponent(w)}&locale=en`),
      ),
      () => fetch(`${base}/api/v1/documents?limit=20`),
      ...documents
        .slice(0, 5)
        .map(
          (d) => () =>
            fetch(`${base}/api/v1/documents/${d.id}/download`, { headers: { cookie: member } }),
        ),
      async () => {
        enquiry += 1
        const challenge = await (await fetch(`${base}/api/v1/captcha/challenge`)).json()
        const solution = await solveChallenge({ challenge, deriveKey })
        return fetch(`${base}/api/v1/forms/contact-us`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            origin: cluster.env.SERVER_URL,
            'x-forwarded-for': `198.18.${enquiry % 250}.${(enquiry % 200) + 1}`,
          },
          body: JSON.stringify({
            firstName: 'Memory',
            lastName: `Bench ${enquiry}`,
            company: 'Bench GmbH',
            jobTitle: 'Buyer',
            email: `memory-${enquiry}@example.com`,
            phone: '+49 30 123456',
            country: 'DE',
            terms: true,
            information: true,
            query: `Memory benchmark enquiry ${enquiry}`,
            altcha: btoa(JSON.stringify({ challenge, solution })),
          }),
        })
      },
    ]
    console.log(`Traffic: ${pages.length} sitemap pages, ${kinds.length} kinds of request.`)
    for (let round = 1; round <= 3; round += 1) {
      let sent = 0
      const statuses = {}
      const started = Date.now()
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (sent < REQUESTS) {
            const kind = kinds[sent++ % kinds.length]
            const response = await kind().catch(() => null)
            await response?.arrayBuffer().catch(() => undefined)
            const status = response?.status ?? 0
            statuses[status] = (statuses[status] ?? 0) + 1
          }
        }),
      )
      const after = await memory()
      const afterGc = await collect()
      const row = {
        round,
        seconds: Math.round((Date.now() - started) / 1000),
        statuses,
        after,
        afterGc,
      }
      results.rounds.push(row)
      console.log(JSON.stringify(row))
    }
    results.heap = await heapSnapshot(cdp)
    cdp.close()
  } finally {
    await cluster.stop()
  }
  console.log('\nAfter boot (GC):', JSON.stringify(results.afterBoot))
  console.table(
    results.rounds.map(({ round, after, afterGc }) => ({
      round,
      'RSS MB': after.rssMB,
      'heap used MB': after.heapUsedMB,
      'RSS after GC': afterGc.rssMB,
      'heap after GC': afterGc.heapUsedMB,
      'external after GC': afterGc.externalMB,
    })),
  )
  console.log(`\nLive heap at the end: ${results.heap.totalMB} MB; largest groups:`)
  console.table(
    results.heap.top.map((g) => ({ ...g, MB: +(g.bytes / MB).toFixed(1), bytes: undefined })),
  )
  fs.mkdirSync(path.join(root, 'bench-results'), { recursive: true })
  fs.writeFileSync(
    path.join(root, 'bench-results', 'memory.json'),
    JSON.stringify(results, null, 2),
  )
}

await main()
