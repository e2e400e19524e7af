/**
 * The speed targets on phones, checked against one run of the site benchmark:
 * `npm run bench -- site --only=lighthouse,js,floor,device --check` exits non-zero when one is
 * missed. Every page type in both languages against the framework floor of the same run
 * (medians), at the calibrated device (bench/device.mjs):
 *  - client JS at most 1.20 × the floor's;
 *  - in the real browser: the longest task at most the larger of 200 ms and the floor's longest
 *    task, and the blocking time (each task's part above 50 ms over the whole load, Lighthouse's
 *    TBT measured in the browser) at most the floor's + 150 ms. A page's own work adds to the
 *    framework's fixed cost rather than multiplying it, so the allowance is added, not a factor
 *    (ADR 0015, addendum 10); the absolute figures and the ratio are printed, not checked.
 *    (Lighthouse's simulated TBT is reported too, not checked.)
 *  - Largest Contentful Paint at most 2.5 s and at most the floor's + 1 s;
 *  - performance score at least the floor's − 3;
 *  - accessibility and best practices 100; SEO 100 except the search page (noindex on purpose).
 */

export const TARGETS = {
  jsRatio: 1.2,
  blockingOverFloorMs: 150,
  longestTaskMs: 200,
  lcpMaxMs: 2500,
  lcpOverFloorMs: 1000,
  performanceBelowFloor: 3,
}

/** Pages whose SEO score may be below 100: the search results are `noindex` on purpose. */
const NOINDEX_PAGES = new Set(['search results'])

/**
 * The missed targets of a run, each as one readable line; empty when all are met. Throws when
 * the run lacks what the check needs (Lighthouse pages, real-browser pages and the floor of both).
 * @param {{ lighthouse?: { pages: any[] }, devicePages?: { pages: any[] }, floor?: { performance: number, lcpMs: number, device?: { blockingMs: number, longestMs?: number } } }} results
 * @returns {string[]}
 */
export function missedTargets(results) {
  const pages = results.lighthouse?.pages
  const devicePages = results.devicePages?.pages
  const floor = results.floor
  if (!pages?.length || !devicePages?.length || floor?.performance === undefined || !floor.device)
    throw new Error(
      '--check needs the Lighthouse pages, the real-browser pages and the floor: --only=lighthouse,js,floor,device',
    )
  const missed = []
  // The bare framework page is the least any page of this stack does: on a host slower than its
  // BenchmarkIndex says, its longest task is the limit (no page can do less than the framework).
  const longestLimit = Math.max(TARGETS.longestTaskMs, floor.device.longestMs ?? 0)
  const blockingLimit = Math.round(floor.device.blockingMs + TARGETS.blockingOverFloorMs)
  for (const row of devicePages) {
    const miss = (what) => missed.push(`${row.page} (${row.locale}): ${what}`)
    if (row.longestMs > longestLimit)
      miss(
        `longest task ${row.longestMs} ms > ${longestLimit} ms (the larger of ${TARGETS.longestTaskMs} ms and the floor's)`,
      )
    if (row.blockingMs > blockingLimit)
      miss(
        `blocking time ${row.blockingMs} ms > ${blockingLimit} ms (floor + ${TARGETS.blockingOverFloorMs} ms)`,
      )
  }
  for (const row of pages) {
    const name = `${row.page} (${row.locale})`
    const miss = (what) => missed.push(`${name}: ${what}`)
    if (!(row.runs > 0)) {
      miss(`no Lighthouse run finished (${row.errors?.join('; ') || 'no figures'})`)
      continue
    }
    if (row.jsRatio > TARGETS.jsRatio) miss(`client JS ${row.jsRatio} × floor > ${TARGETS.jsRatio}`)
    const lcpLimit = Math.min(TARGETS.lcpMaxMs, floor.lcpMs + TARGETS.lcpOverFloorMs)
    if (row.lcpMs > lcpLimit) miss(`LCP ${row.lcpMs} ms > ${lcpLimit} ms`)
    const perfLimit = floor.performance - TARGETS.performanceBelowFloor
    if (row.performance < perfLimit) miss(`performance ${row.performance} < ${perfLimit}`)
    if (row.accessibility < 100) miss(`accessibility ${row.accessibility} < 100`)
    if (row.bestPractices < 100) miss(`best practices ${row.bestPractices} < 100`)
    if (row.seo < 100 && !NOINDEX_PAGES.has(row.page)) miss(`SEO ${row.seo} < 100`)
  }
  return missed
}
