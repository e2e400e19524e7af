/**
 * Where the app reports what the operator's metrics count (issue 35, ADR 0025). The production
 * server (scripts/server.mjs) installs the real registry (scripts/metrics.mjs, prom-client) on
 * `globalThis` before Next.js loads the app; the app, bundled apart from it, and the page cache
 * handler, loaded by Next.js on its own, reach the one registry through this module. Without that
 * server (tests, `next dev`) every call does nothing.
 *
 * Plain JavaScript, so that the server, the cache handler and the app can all import it.
 */

const SINK = Symbol.for('talc.metrics')

/**
 * @typedef {{
 *   count(name: string, labels?: Record<string, string>, by?: number): void,
 *   collector(name: string, collect: () => Promise<Record<string, number | Record<string, number>>>): void,
 * }} MetricsSink
 */

/** @returns {MetricsSink | undefined} */
function sink() {
  return /** @type {any} */ (globalThis)[SINK]
}

/** @param {MetricsSink} implementation */
export function installSink(implementation) {
  /** @type {any} */ globalThis[SINK] = implementation
}

/**
 * Adds to a counter the registry knows (scripts/metrics.mjs); unknown names are ignored.
 * @param {string} name @param {Record<string, string>} [labels] @param {number} [by]
 */
export function count(name, labels, by = 1) {
  sink()?.count(name, labels, by)
}

/**
 * Registers the function that reads gauges from the app's own state or database at each scrape.
 * @param {string} name
 * @param {() => Promise<Record<string, number | Record<string, number>>>} collect
 */
export function collector(name, collect) {
  sink()?.collector(name, collect)
}
