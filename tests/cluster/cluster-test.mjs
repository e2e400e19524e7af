/**
 * `npm run test:cluster` (ADR 0020, ADR 0024): two production instances of the built
 * site, as processes, behind nginx on PostgreSQL, Redis and an S3-protocol server, all on
 * loopback (tests/cluster/topology.mjs), and the checks of tests/cluster/checks.mjs. Needs
 * `next build` first (`npm test` runs it before). `npm run test:container` runs the same checks
 * against containers of the image (tests/container/container-test.mjs).
 */
import { CDN_MAX_AGE, CDN_STALE, clusterChecks } from './checks.mjs'
import { operationsChecks } from './operations.mjs'
import { describeFailure, printKeptLogs, startCluster, startNginx } from './topology.mjs'

const cluster = await startCluster({
  label: 'cluster',
  env: {
    CDN_MAX_AGE: String(CDN_MAX_AGE),
    CDN_STALE_WHILE_REVALIDATE: String(CDN_STALE),
    METRICS_TOKEN: 'cluster-test-metrics-token-0123456789',
  },
})
// The same template with its page cache on, in front of the same two instances.
const cache = await startNginx(`${cluster.dir}/nginx-cache`, {
  upstreams: cluster.nodes.map((n) => `127.0.0.1:${n.port}`),
  cache: true,
})
let failed = false
try {
  await operationsChecks({ cluster })
  await clusterChecks({ cluster, cache })
} catch (error) {
  failed = true
  console.error(`✗ cluster test: ${describeFailure(error)}`)
  console.error(`  logs: ${cluster.dir} (kept)`)
  process.env.CLUSTER_KEEP = '1'
} finally {
  await cache.stop()
  await cluster.stop()
  if (failed) printKeptLogs(cluster.dir)
}
console.log(`\nCluster test ${failed ? 'failed' : 'passed'}.`)
process.exit(failed ? 1 : 0)
