/**
 * The targets of issue 26 (speed on phones), checked against one run of the site benchmark:
 * `npm run bench -- site --only=lighthouse,js,floor --check` exits non-zero when one is missed.
 * Every page type in both languages against the framework floor of the same run (medians):
 *  - client JS at most 1.20 × the floor's;
 *  - Total Blocking Time at most 1.5 × the floor's;
 *  - Largest Contentful Paint at most 2.5 s and at most the floor's + 1 s;
 *  - performance score at least the floor's − 3;
 *  - accessibility and best practices 100; SEO 100 except the search page (noindex on purpose).
 */

export const TARGETS = {
  jsRatio: 1.2,
  tbtFactor: 1.5,
  lcpMaxMs: 2500,
  lcpOverFloorMs: 1000,
  performanceBelowFloor: 3,
}

/** Pages whose SEO score may be below 100: the search results are `noindex` on purpose. */
const NOINDEX_PAGES = new Set(['search results'])

/**
 * The missed targets of a run, each as one readable line; empty when all are met. Throws when
 * the run lacks what the check needs (Lighthouse pages and the floor).
 * @param {{ lighthouse?: { pages: any[] }, floor?: { performance: number, tbtMs: number, lcpMs: number } }} results
 * @returns {string[]}
 */
export function missedTargets(results) {
  const pages = results.lighthouse?.pages
  const floor = results.floor
  if (!pages?.length || !floor)
    throw new Error('--check needs the Lighthouse pages and the floor: --only=lighthouse,js,floor')
  const missed = []
  for (const row of pages) {
    const name = `${row.page} (${row.locale})`
    const miss = (what) => missed.push(`${name}: ${what}`)
    if (!(row.runs > 0)) {
      miss(`no Lighthouse run finished (${row.errors?.join('; ') || 'no figures'})`)
      continue
    }
    if (row.jsRatio > TARGETS.jsRatio) miss(`client JS ${row.jsRatio} × floor > ${TARGETS.jsRatio}`)
    const tbtLimit = Math.round(floor.tbtMs * TARGETS.tbtFactor)
    if (row.tbtMs > tbtLimit) miss(`TBT ${row.tbtMs} ms > ${tbtLimit} ms (1.5 × floor)`)
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
