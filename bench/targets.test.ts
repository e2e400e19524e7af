import { describe, expect, it } from 'vitest'

import { missedTargets } from './targets.mjs'

const floor = { performance: 94, tbtMs: 200, lcpMs: 1000, device: { blockingMs: 120 } }
const fast = { page: 'home', locale: 'en', runs: 3, longestMs: 180, blockingMs: 175 }
const device = (...pages: object[]) => ({ pages: pages.length ? pages : [fast] })
const good = {
  page: 'home',
  locale: 'en',
  runs: 5,
  jsRatio: 1.1,
  tbtMs: 250,
  lcpMs: 1900,
  performance: 92,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
}

describe('the speed targets of issues 26 and 39', () => {
  it('pass a page within every target', () => {
    expect(missedTargets({ lighthouse: { pages: [good] }, devicePages: device(), floor })).toEqual(
      [],
    )
  })

  it('name every missed target of a page', () => {
    const slow = {
      ...good,
      locale: 'de',
      jsRatio: 1.43,
      tbtMs: 301,
      lcpMs: 2100,
      performance: 90,
      bestPractices: 96,
    }
    const blocked = { ...fast, locale: 'de', longestMs: 201, blockingMs: 181 }
    expect(
      missedTargets({ lighthouse: { pages: [slow] }, devicePages: device(blocked), floor }),
    ).toEqual([
      'home (de): longest task 201 ms > 200 ms',
      'home (de): long-task time 181 ms > 180 ms (1.5 × floor)',
      'home (de): client JS 1.43 × floor > 1.2',
      'home (de): LCP 2100 ms > 2000 ms',
      'home (de): performance 90 < 91',
      'home (de): best practices 96 < 100',
    ])
  })

  it('allow the search page its SEO score, never its accessibility; a page with no run fails', () => {
    const search = { ...good, page: 'search results', seo: 66, accessibility: 98 }
    const broken = { ...good, page: 'download', runs: 0, errors: ['NO_FCP'] }
    expect(
      missedTargets({ lighthouse: { pages: [search, broken] }, devicePages: device(), floor }),
    ).toEqual([
      'search results (en): accessibility 98 < 100',
      'download (en): no Lighthouse run finished (NO_FCP)',
    ])
  })

  it('say when the framework floor alone misses the absolute target at this device', () => {
    // A host whose page work is slower than its BenchmarkIndex says (ADR 0015
    // addendum 6): the bare Next.js page has a 460 ms task. The check still fails, and names why.
    const slowHost = { ...floor, device: { blockingMs: 434, longestMs: 460 } }
    const page = { ...fast, longestMs: 300, blockingMs: 600 }
    expect(
      missedTargets({ lighthouse: { pages: [good] }, devicePages: device(page), floor: slowHost }),
    ).toEqual([
      'framework floor: longest task 460 ms > 200 ms: the bare framework page misses it too, so this host does not run page work at the device its BenchmarkIndex promises; no page of this stack can meet the 200 ms target here',
      'home (en): longest task 300 ms > 200 ms',
    ])
  })

  it('refuse a run without the floor or without the real-browser figures', () => {
    expect(() => missedTargets({ lighthouse: { pages: [good] }, devicePages: device() })).toThrow(
      /--only=lighthouse,js,floor,device/,
    )
    expect(() => missedTargets({ lighthouse: { pages: [good] }, floor })).toThrow(
      /--only=lighthouse,js,floor,device/,
    )
    const lighthouseOnly = { performance: 94, tbtMs: 200, lcpMs: 1000 }
    expect(() =>
      missedTargets({
        lighthouse: { pages: [good] },
        devicePages: device(),
        floor: lighthouseOnly,
      }),
    ).toThrow(/--only=lighthouse,js,floor,device/)
  })
})
