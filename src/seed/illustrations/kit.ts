/**
 * The demo illustrations' drawing kit (ADR 0027): one palette, flat shapes, no text. Every scene
 * (./scenes-*.ts) draws on a 1600 × 1000 canvas with these helpers and a random stream seeded by
 * the image's key, so the same key always gives the same picture.
 */

export const WIDTH = 1600
export const HEIGHT = 1000

/** The one palette of the demo imagery: the site's blues, stone greys, talc white, a warm accent. */
export const C = {
  navy: '#0b2f5b',
  blue: '#00418c',
  steel: '#3f6fa8',
  sky: '#dbe8f5',
  skyHigh: '#c4d9ef',
  pale: '#eef4fa',
  ice: '#9cc3e8',
  white: '#ffffff',
  talc: '#f4f6f8',
  stone1: '#e3e7ec',
  stone2: '#c3cad3',
  stone3: '#8e98a6',
  stone4: '#5a6573',
  ink: '#2b3440',
  earth1: '#d8cbb6',
  earth2: '#bfae93',
  earth3: '#9c8a6f',
  green1: '#a9cf9f',
  green2: '#6fa774',
  green3: '#3f7650',
  green4: '#2c5a3c',
  amber: '#f2b33d',
  amberDark: '#c98a17',
  orange: '#e07b39',
  red: '#c44536',
  terracotta: '#c9734f',
  teal: '#2f8f8a',
} as const

/** A random stream (mulberry32) seeded by a text: the same key draws the same picture. */
export function randomOf(seedText: string): () => number {
  let seed = 0
  for (const c of seedText) seed = (Math.imul(seed, 31) + c.charCodeAt(0)) >>> 0
  return () => {
    seed = (seed + 0x6d2b79f5) >>> 0
    let t = seed
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export type Random = () => number

/** What a scene draws with: the variant asked for and the key's random stream. */
export type Pen = { variant: number; random: Random }

const n = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1))

type Attrs = Record<string, string | number | undefined>
function attrs(a: Attrs = {}): string {
  return Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? n(v) : v}"`)
    .join('')
}

export const rect = (x: number, y: number, w: number, h: number, fill: string, a: Attrs = {}) =>
  `<rect${attrs({ x, y, width: w, height: h, fill, ...a })}/>`

export const circle = (cx: number, cy: number, r: number, fill: string, a: Attrs = {}) =>
  `<circle${attrs({ cx, cy, r, fill, ...a })}/>`

export const ellipse = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  a: Attrs = {},
) => `<ellipse${attrs({ cx, cy, rx, ry, fill, ...a })}/>`

export const poly = (points: readonly (readonly [number, number])[], fill: string, a: Attrs = {}) =>
  `<polygon${attrs({ points: points.map(([x, y]) => `${n(x)},${n(y)}`).join(' '), fill, ...a })}/>`

export const path = (d: string, fill: string, a: Attrs = {}) => `<path${attrs({ d, fill, ...a })}/>`

export const line = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
  a: Attrs = {},
) =>
  `<line${attrs({ x1, y1, x2, y2, stroke, 'stroke-width': width, 'stroke-linecap': 'round', ...a })}/>`

export const group = (content: string, a: Attrs = {}) => `<g${attrs(a)}>${content}</g>`

/** A vertical two-colour sky (the one gradient the set allows: a soft sky). */
export function sky(top: string, bottom: string, id = 'sky'): string {
  return (
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/>` +
    `</linearGradient></defs>` +
    rect(0, 0, WIDTH, HEIGHT, `url(#${id})`)
  )
}

/** A mountain ridge from the left edge to the right, through the given peaks, down to `base`. */
export function ridge(peaks: readonly (readonly [number, number])[], base: number, fill: string) {
  return poly([[0, base], ...peaks, [WIDTH, base]], fill)
}

/** A conifer (larch, spruce): a trunk and three stacked triangles. */
export function conifer(x: number, ground: number, height: number, fill: string = C.green3) {
  const w = height * 0.42
  const tiers = [0, 1, 2]
    .map((i) => {
      const top = ground - height + i * height * 0.22
      const bottom = top + height * 0.45
      const half = w * (0.55 + i * 0.22)
      return poly(
        [
          [x, top],
          [x + half, bottom],
          [x - half, bottom],
        ],
        fill,
      )
    })
    .join('')
  return (
    rect(x - height * 0.035, ground - height * 0.16, height * 0.07, height * 0.16, C.earth3) + tiers
  )
}

/** A broadleaf tree: a trunk and a round crown. */
export function broadleaf(x: number, ground: number, height: number, fill: string = C.green2) {
  return (
    rect(x - height * 0.04, ground - height * 0.45, height * 0.08, height * 0.45, C.earth3) +
    circle(x, ground - height * 0.62, height * 0.33, fill)
  )
}

/** A truck seen from the side, facing right: cab, chassis, wheels; `body` draws the load. */
export function truck(x: number, ground: number, scale: number, cab: string, body: string) {
  const s = (v: number) => v * scale
  return group(
    body +
      rect(x + s(300), ground - s(120), s(95), s(95), cab, { rx: s(10) }) +
      rect(x + s(318), ground - s(108), s(58), s(38), C.pale, { rx: s(5) }) +
      rect(x, ground - s(40), s(400), s(18), C.ink) +
      [x + s(60), x + s(140), x + s(345)]
        .map(
          (wx) =>
            circle(wx, ground - s(18), s(22), C.ink) + circle(wx, ground - s(18), s(9), C.stone2),
        )
        .join(''),
  )
}

/** A white big bag with its four lifting loops, on a pallet. */
export function bigBag(x: number, ground: number, size: number) {
  const w = size
  const h = size * 1.05
  const top = ground - h - size * 0.12
  return (
    rect(x, ground - size * 0.12, w, size * 0.12, C.earth2) +
    rect(x + w * 0.04, top, w * 0.92, h, C.talc, { rx: size * 0.08 }) +
    rect(x + w * 0.04, top, w * 0.92, h * 0.18, C.stone1, { rx: size * 0.06 }) +
    line(x + w * 0.2, top, x + w * 0.26, top - size * 0.14, C.steel, size * 0.05) +
    line(x + w * 0.8, top, x + w * 0.74, top - size * 0.14, C.steel, size * 0.05) +
    rect(x + w * 0.3, top + h * 0.42, w * 0.4, h * 0.22, C.ice, { rx: size * 0.03 })
  )
}

/** Stacked lamellar talc platelets, as a scanning electron micrograph shows them. */
export function platelet(
  cx: number,
  cy: number,
  radius: number,
  random: Random,
  colours: { top: string; edge: string; shade: string },
  layers = 3,
): string {
  const corners = 5 + Math.floor(random() * 3)
  const turn = random() * Math.PI
  const outline = Array.from({ length: corners }, (_, i) => {
    const angle = turn + (Math.PI * 2 * i) / corners + (random() - 0.5) * 0.5
    const r = radius * (0.7 + random() * 0.45)
    return [Math.cos(angle) * r, Math.sin(angle) * r * 0.62] as const
  })
  let out = ''
  for (let layer = layers - 1; layer >= 0; layer--) {
    const dy = layer * radius * 0.09
    const shrink = 1 - layer * 0.04
    const at = outline.map(([x, y]) => [cx + x * shrink, cy + y * shrink + dy] as const)
    out += poly(at, layer === 0 ? colours.top : layer % 2 ? colours.edge : colours.shade, {
      stroke: colours.shade,
      'stroke-width': 2,
      'stroke-linejoin': 'round',
    })
  }
  return out
}

/** The SVG document of a scene. */
export function svgDocument(content: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${content}</svg>`
}
