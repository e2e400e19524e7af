import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { BRAND_MARK_PATHS, BRAND_MARK_SIZE, polygonsOf } from './brand-mark'

describe('the brand mark', () => {
  it('is the site icon’s mark (src/app/icon.svg), path for path', () => {
    const svg = readFileSync('src/app/icon.svg', 'utf8')
    expect(svg).toContain(`viewBox="0 0 ${BRAND_MARK_SIZE} ${BRAND_MARK_SIZE}"`)
    const paths = [...svg.matchAll(/<path d="([^"]+)" fill="([^"]+)"(?: opacity="([^"]+)")?/g)]
    expect(
      paths.map(([, d, fill, opacity]) => ({ d, fill, opacity: Number(opacity ?? 1) })),
    ).toEqual(BRAND_MARK_PATHS)
  })

  it('reads as closed polygons: the outer hexagon and the inner one', () => {
    expect(BRAND_MARK_PATHS.map((path) => polygonsOf(path.d))).toEqual([
      [
        [
          [16, 2],
          [28, 9],
          [28, 23],
          [16, 30],
          [4, 23],
          [4, 9],
        ],
      ],
      [
        [
          [16, 8],
          [23, 12],
          [23, 20],
          [16, 24],
          [9, 20],
          [9, 12],
        ],
      ],
    ])
  })

  it('follows SVG’s rules for relative, horizontal and implicit segments, and refuses curves', () => {
    expect(polygonsOf('M1 1h2v2H1zm5 0 1 1-1 1z')).toEqual([
      [
        [1, 1],
        [3, 1],
        [3, 3],
        [1, 3],
      ],
      [
        [6, 1],
        [7, 2],
        [6, 3],
      ],
    ])
    expect(() => polygonsOf('M0 0C1 1 2 2 3 3')).toThrow(/straight segments/)
    expect(() => polygonsOf('M0 0L1')).toThrow(/number expected/)
  })
})
