/**
 * `npm run bench -- memory` (ADR 0025): where one production instance's memory goes.
 *
 * One instance of the built site as it runs in production (server/main.ts on PostgreSQL,
 * Redis and S3: tests/cluster/topology.mjs), started so that a signal writes a heap snapshot. Three rounds of
 * the same mixed traffic (BENCH_MEMORY_REQUESTS each, default 3000, 8 at a time): every page of
 * the sitemap in English and German, searches, the search and document APIs, a member's sign-in
 * and downloads, a sample request. After each round: RSS and V8 heap as the instance's metrics
 * report them, then the same after a full garbage collection: a heap snapshot (V8 collects first), summed by
 * constructor, which also shows what the live heap holds.
 *
 * Figures only, never a failure on them. Table on the console and bench-results/memory.json.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'

import { startCluster, until } from '../tests/cluster/topology.mjs'
import { parseMetrics, sampleSum } from '../tests/cluster/operations.mjs'
import { ensureBuild } from '../scripts/lib.mjs'
import { signIn } from './member.mjs'

const root = path.resolve(new URL('..', import.meta.url).pathname)
const REQUESTS = Number(process.env.BENCH_MEMORY_REQUESTS) || 3000
const CONCURRENCY = 8
const TOKEN = 'memory-bench-metrics-token-0123456789'
const MB = 2 ** 20
/**
 * BENCH_MEMORY_SNAPSHOTS=0: no heap snapshots, so RSS is the instance's own (writing a snapshot
 * of a few hundred MB makes the process hold far more, which glibc keeps); heap figures are
 * then the metrics' without a forced collection.
 */
const SNAPSHOTS = process.env.BENCH_MEMORY_SNAPSHOTS !== '0'

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

/**
 * A heap snapshot of the instance: V8 collects all garbage first, so the figures read right after
 * it are the live memory. Asked for with a signal (--heapsnapshot-signal), written to `dir`
 * (--diagnostic-dir); read once its size has stopped changing.
 */
async function heapSnapshot(node, dir) {
  const known = new Set(fs.readdirSync(dir))
  node.child.kill('SIGUSR2')
  let file = ''
  let size = -1
  await until(
    async () => {
      file ||= fs.readdirSync(dir).find((f) => f.endsWith('.heapsnapshot') && !known.has(f)) ?? ''
      if (!file) return false
      const now = fs.statSync(path.join(dir, file)).size
      const done = now > 0 && now === size
      size = now
      if (!done) await new Promise((resolve) => setTimeout(resolve, 500))
      return done
    },
    { what: 'heap snapshot', timeoutMs: 300_000 },
  )
  const summary = summarize(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')))
  fs.rmSync(path.join(dir, file))
  return summary
}

async function main() {
  await ensureBuild()
  const diagnostics = fs.mkdtempSync(path.join(os.tmpdir(), 'talc-memory-snapshots-'))
  const cluster = await startCluster({
    label: 'memory',
    instances: 1,
    env: {
      METRICS_TOKEN: TOKEN,
      // BENCH_MEMORY_NODE_OPTIONS adds flags to try (a heap limit, say) without a rebuild.
      NODE_OPTIONS:
        `--heapsnapshot-signal=SIGUSR2 --diagnostic-dir=${diagnostics} ${process.env.BENCH_MEMORY_NODE_OPTIONS ?? ''}`.trim(),
    },
  })
  const [node] = cluster.nodes
  const base = node.url
  const results = { requestsPerRound: REQUESTS, rounds: [] }
  try {
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
    /** Memory after a full collection, and what the live heap holds. */
    const collect = async () => {
      if (!SNAPSHOTS) return await memory()
      const heap = await heapSnapshot(node, diagnostics)
      return { ...(await memory()), heap }
    }
    results.afterBoot = await collect()

    // The traffic: every page of the sitemap, both languages, and the rest of what visitors do.
    const sitemap = await (await fetch(`${base}/sitemap.xml`)).text()
    const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
    const documents =
      (await (await fetch(`${base}/api/v1/search-documents?locale=en`)).json().catch(() => ({})))
        .data ?? []
    const words = ['talc', 'plastics', 'Farben', 'paper', 'Kunststoff', 'cosmetics', 'lamellar']
    const member = await signIn(base, cluster.env.SERVER_URL)
    let enquiry = 0
    const kinds = [
      ...pages.map((p) => () => fetch(`${base}${p}`)),
      ...words.map((w) => () => fetch(`${base}/search?query=${encodeURIComponent(w)}`)),
      ...words.map((w) => () => fetch(`${base}/de/search?query=${encodeURIComponent(w)}`)),
      ...words.map(
        (w) => () => fetch(`${base}/api/v1/search?query=${encodeURIComponent(w)}&locale=en`),
      ),
      () => fetch(`${base}/api/v1/search-documents?locale=de`),
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
    results.heap = results.rounds.at(-1).afterGc.heap ?? null
  } finally {
    await cluster.stop()
    fs.rmSync(diagnostics, { recursive: true, force: true })
  }
  console.log(
    SNAPSHOTS ? '\nAfter boot (GC):' : '\nAfter boot (no snapshot, no forced collection):',
    JSON.stringify({ ...results.afterBoot, heap: results.afterBoot.heap?.totalMB }),
  )
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
  if (results.heap) {
    console.log(`\nLive heap at the end: ${results.heap.totalMB} MB; largest groups:`)
    console.table(
      results.heap.top.map((g) => ({ ...g, MB: +(g.bytes / MB).toFixed(1), bytes: undefined })),
    )
  }
  fs.mkdirSync(path.join(root, 'bench-results'), { recursive: true })
  fs.writeFileSync(
    path.join(root, 'bench-results', 'memory.json'),
    JSON.stringify(results, null, 2),
  )
}

await main()
