// @ts-check
/**
 * Where the app reports what the operator's metrics count (ADR 0025). The production server
 * (server/main.ts) installs the real registry (server/metrics.ts, prom-client) on the process
 * bridge before Next.js loads the app; the app, bundled apart from it, and the page cache
 * handler, loaded by Next.js on its own, reach the one registry through this module. Without that
 * server (tests, `next dev`) every call does nothing.
 *
 * Plain JavaScript, so that the cache handler can import it as it is.
 */
import { processBridge } from './process-bridge.mjs'

/** @typedef {import('./process-bridge.mjs').MetricsSink} MetricsSink */

/** @param {MetricsSink} implementation */
export function installSink(implementation) {
  processBridge().metrics = implementation
}

/**
 * Adds to a counter the registry knows (server/metrics.ts); unknown names are ignored.
 * @param {string} name @param {Record<string, string>} [labels] @param {number} [by]
 */
export function count(name, labels, by = 1) {
  processBridge().metrics?.count(name, labels, by)
}

/**
 * Registers the function that reads gauges from the app's own state or database at each scrape.
 * @param {string} name
 * @param {() => Promise<Record<string, number | Record<string, number>>>} collect
 */
export function collector(name, collect) {
  processBridge().metrics?.collector(name, collect)
}
