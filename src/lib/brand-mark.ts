/**
 * The company's mark, the hexagon of src/app/icon.svg (the site's icon) and of the header's logo,
 * as data: what draws it outside the browser (the technical data sheet's letterhead) draws these
 * paths, so that the PDF shows the same mark, as vectors. brand-mark.test.ts holds them equal to
 * icon.svg.
 */

/** The mark's square, in its own units (the SVG's viewBox is `0 0 SIZE SIZE`). */
export const BRAND_MARK_SIZE = 32

/** The brand's blue, the mark's outer hexagon. */
export const BRAND_BLUE = '#00418c'

export type BrandMarkPath = {
  /** An SVG path of straight segments only (M, L, H, V, Z, absolute or relative). */
  d: string
  fill: string
  opacity: number
}

export const BRAND_MARK_PATHS: readonly BrandMarkPath[] = [
  { d: 'M16 2l12 7v14l-12 7-12-7V9z', fill: BRAND_BLUE, opacity: 1 },
  { d: 'M16 8l7 4v8l-7 4-7-4v-8z', fill: '#fff', opacity: 0.85 },
]

/**
 * The closed polygons a path of straight segments draws, as absolute points. Throws on a curve or
 * an arc, which the mark does not have: a drawing that left them out would be a different mark.
 */
export function polygonsOf(d: string): [number, number][][] {
  const tokens = d.match(/[a-zA-Z]|-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/g) ?? []
  const polygons: [number, number][][] = []
  let current: [number, number][] = []
  let x = 0
  let y = 0
  let command = ''
  let i = 0
  const number = () => {
    const token = tokens[i++]
    if (token === undefined || /[a-zA-Z]/.test(token))
      throw new Error(`path "${d}": number expected`)
    return Number(token)
  }
  const close = () => {
    if (current.length) polygons.push(current)
    current = []
  }
  while (i < tokens.length) {
    if (/[a-zA-Z]/.test(tokens[i]!)) command = tokens[i++]!
    const relative = command === command.toLowerCase()
    switch (command.toUpperCase()) {
      case 'M':
        close()
        x = number() + (relative ? x : 0)
        y = number() + (relative ? y : 0)
        current.push([x, y])
        // Further pairs after a moveto are linetos (SVG 1.1, 8.3.2).
        command = relative ? 'l' : 'L'
        break
      case 'L':
        x = number() + (relative ? x : 0)
        y = number() + (relative ? y : 0)
        current.push([x, y])
        break
      case 'H':
        x = number() + (relative ? x : 0)
        current.push([x, y])
        break
      case 'V':
        y = number() + (relative ? y : 0)
        current.push([x, y])
        break
      case 'Z':
        if (current[0]) [x, y] = current[0]
        close()
        // A number right after a closepath is an error in SVG; here it ends in `default`.
        command = ''
        break
      default:
        throw new Error(`path "${d}": only straight segments (M L H V Z) are supported`)
    }
  }
  close()
  return polygons
}
