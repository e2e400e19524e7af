// @ts-check
/**
 * What the parts of one process hand each other: the production server (server/main.ts), the
 * app, the request proxy (src/proxy.ts) and the page cache handler (src/server/cache-handler.mjs)
 * are bundled or loaded apart, so a module they all import exists once in each of them, and a
 * value one of them sets must live on the process itself. It lives in one typed object here,
 * under one key: every slot is declared below with its type, and no other file reads or writes
 * `globalThis` for another part (an ESLint rule refuses `Symbol.for` outside this file).
 *
 * Plain JavaScript checked by TypeScript (`@ts-check`), so that the cache handler, which Next.js
 * loads as it is, can import it too.
 */

/**
 * @typedef {{ allowed: boolean, retryAfterSeconds: number }} RenderVerdict
 * @typedef {{
 *   count(name: string, labels?: Record<string, string>, by?: number): void,
 *   collector(name: string, collect: () => Promise<Record<string, number | Record<string, number>>>): void,
 * }} MetricsSink
 * @typedef {{ location: string, status: 301 | 302 }} RedirectRule a resolved redirect
 */

/**
 * @typedef {object} ProcessBridge
 * @property {boolean} [clientAddressPinned] set by the production server: every request's
 *   X-Forwarded-For is the one address it resolved from the socket (src/server/http/client-address.ts)
 * @property {MetricsSink} [metrics] the operator's metrics registry, installed by the production
 *   server when METRICS_TOKEN is set (server/metrics.ts); the app reports into it
 * @property {(url: string, address: string) => void} [missingPath] set by the app at boot: the
 *   server tells it of every "page not found" answer, with the resolved client address
 * @property {() => Promise<void>} [beforeExit] set by the app at boot: the server asks it on
 *   SIGTERM, after it stopped taking requests (the outbox finishes the mail it is sending)
 * @property {ReadonlyMap<string, RedirectRule>} [redirects] the editors' redirects, read by the app
 *   (src/features/redirects/redirect-table.ts) and applied by the request proxy
 * @property {(headers: Headers) => Promise<RenderVerdict>} [gradeQueryRender] the per-address
 *   limit of the grade finder's renders (src/features/grades/render-limit.ts), asked by the proxy
 * @property {object} [pageCacheStore] the page cache handler's one store per process
 */

const KEY = Symbol.for('talc.process-bridge')

/** This process's bridge (made on first use). @returns {ProcessBridge} */
export function processBridge() {
  const scope = /** @type {{ [KEY]?: ProcessBridge }} */ (/** @type {unknown} */ (globalThis))
  return (scope[KEY] ??= {})
}
