/**
 * The demo illustrations of the site's own matters (ADR 0027): news, documents, contact, and the
 * team's illustrated avatars (not portraits of anyone: a face-less bust in the palette, varied by
 * the variant so that the team does not look cloned).
 */
import { C, circle, ellipse, group, HEIGHT, line, type Pen, path, poly, rect, WIDTH } from './kit'

/** A newspaper and a tablet showing a news page. */
export function news({ variant }: Pen): string {
  const lines = (x: number, y: number, w: number, count: number, colour: string) =>
    Array.from({ length: count }, (_, i) =>
      rect(x, y + i * 30, w - (i % 4 === 3 ? w * 0.35 : 0), 12, colour, { rx: 6 }),
    ).join('')
  const paper = group(
    rect(0, 0, 640, 760, C.white, { stroke: C.stone2, 'stroke-width': 4 }) +
      rect(40, 40, 560, 60, C.ink) +
      rect(40, 130, 270, 200, C.ice) +
      lines(330, 130, 270, 7, C.stone3) +
      lines(40, 360, 270, 12, C.stone2) +
      lines(330, 360, 270, 12, C.stone2),
    { transform: 'translate(200 140) rotate(-4)' },
  )
  const tablet = group(
    rect(0, 0, 560, 720, C.ink, { rx: 40 }) +
      rect(30, 40, 500, 640, C.white, { rx: 12 }) +
      rect(60, 70, 440, 50, C.blue) +
      rect(60, 150, 440, 220, variant === 1 ? C.green1 : C.sky) +
      lines(60, 400, 440, 8, C.stone3),
    { transform: 'translate(880 160) rotate(3)' },
  )
  return rect(0, 0, WIDTH, HEIGHT, C.pale) + rect(0, 880, WIDTH, 120, C.earth1) + paper + tablet
}

/** A stack of documents, the top one a certificate with a seal. */
export function documents(): string {
  const sheet = (x: number, y: number, turn: number, fill: string) =>
    group(rect(0, 0, 560, 760, fill, { stroke: C.stone2, 'stroke-width': 4 }), {
      transform: `translate(${x} ${y}) rotate(${turn})`,
    })
  const top = group(
    rect(0, 0, 560, 760, C.white, { stroke: C.stone2, 'stroke-width': 4 }) +
      rect(40, 40, 480, 16, C.blue, { rx: 8 }) +
      rect(120, 110, 320, 26, C.ink, { rx: 13 }) +
      Array.from({ length: 8 }, (_, i) =>
        rect(80, 190 + i * 40, 400 - (i % 3) * 60, 12, C.stone2, { rx: 6 }),
      ).join('') +
      circle(400, 600, 80, C.blue) +
      circle(400, 600, 58, 'none', { stroke: C.white, 'stroke-width': 6 }) +
      path('M372 600 l20 22 l38 -44', 'none', {
        stroke: C.white,
        'stroke-width': 10,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      }) +
      poly(
        [
          [350, 660],
          [380, 760],
          [400, 730],
          [420, 760],
          [450, 660],
        ],
        C.amber,
      ),
    { transform: 'translate(520 120) rotate(-2)' },
  )
  return (
    rect(0, 0, WIDTH, HEIGHT, C.sky) +
    sheet(560, 150, 6, C.stone1) +
    sheet(540, 130, 3, C.talc) +
    top
  )
}

/** Contact: an envelope, a telephone and a pin on a simple map. */
export function contact(): string {
  const map =
    rect(860, 180, 560, 640, C.white, { rx: 16, stroke: C.stone2, 'stroke-width': 4 }) +
    path('M860 420 C 1000 380, 1100 520, 1420 460', 'none', { stroke: C.ice, 'stroke-width': 40 }) +
    path('M1000 180 L1080 820', 'none', { stroke: C.stone1, 'stroke-width': 24 }) +
    poly(
      [
        [1078, 350],
        [1202, 350],
        [1140, 520],
      ],
      C.blue,
    ) +
    circle(1140, 320, 70, C.blue) +
    circle(1140, 320, 28, C.white)
  const envelope =
    rect(160, 260, 560, 380, C.white, { stroke: C.stone2, 'stroke-width': 4, rx: 10 }) +
    poly(
      [
        [160, 260],
        [440, 480],
        [720, 260],
      ],
      C.stone1,
      { stroke: C.stone2, 'stroke-width': 4 },
    )
  const phone =
    rect(560, 520, 220, 400, C.ink, { rx: 30 }) +
    rect(580, 560, 180, 300, C.sky, { rx: 8 }) +
    circle(670, 890, 14, C.stone3) +
    Array.from({ length: 9 }, (_, i) =>
      circle(620 + (i % 3) * 50, 620 + Math.floor(i / 3) * 60, 16, C.blue),
    ).join('')
  return rect(0, 0, WIDTH, HEIGHT, C.pale) + map + envelope + phone
}

const SKIN = ['#f1d3b8', '#e3b48d', '#c98e62', '#9b6440', '#6b4429', '#f5dcc6'] as const
const HAIR = ['#2b2118', '#5a3a22', '#8a5a2b', '#c9a15b', '#9aa3ad', '#1c1c1c'] as const
const CLOTHES = [C.blue, C.steel, C.teal, C.navy, C.terracotta, C.stone4] as const

/**
 * An illustrated avatar: a bust without a face, in a circle of the palette. The variant picks
 * skin tone, hair colour and cut, clothing and glasses, so six variants give six different people.
 */
export function portrait({ variant }: Pen): string {
  const v = Math.abs(variant)
  const skin = SKIN[v % SKIN.length]!
  const hair = HAIR[(v * 5 + 1) % HAIR.length]!
  const clothes = CLOTHES[(v * 7 + 2) % CLOTHES.length]!
  const cut = v % 4
  const glasses = v % 3 === 1
  const cx = WIDTH / 2
  const head = 380
  const hairBack =
    cut === 1
      ? // Long hair falling to the shoulders.
        path(
          `M${cx - 190} ${head + 20} Q${cx - 210} ${head - 230} ${cx} ${head - 235} Q${cx + 210} ${head - 230} ${cx + 190} ${head + 20} L${cx + 210} ${head + 300} L${cx - 210} ${head + 300} Z`,
          hair,
        )
      : cut === 3
        ? // A bun.
          circle(cx, head - 230, 80, hair)
        : ''
  const hairTop =
    cut === 2
      ? // Very short, close-cropped.
        path(
          `M${cx - 165} ${head - 40} Q${cx - 160} ${head - 215} ${cx} ${head - 215} Q${cx + 160} ${head - 215} ${cx + 165} ${head - 40} Q${cx} ${head - 150} ${cx - 165} ${head - 40} Z`,
          hair,
        )
      : path(
          `M${cx - 175} ${head} Q${cx - 190} ${head - 230} ${cx} ${head - 228} Q${cx + 190} ${head - 230} ${cx + 175} ${head} Q${cx + 120} ${head - 130} ${cx - 40} ${head - 150} Q${cx - 140} ${head - 110} ${cx - 175} ${head} Z`,
          hair,
        )
  const specs = glasses
    ? group(
        circle(cx - 70, head + 10, 48, 'none', { stroke: C.ink, 'stroke-width': 10 }) +
          circle(cx + 70, head + 10, 48, 'none', { stroke: C.ink, 'stroke-width': 10 }) +
          line(cx - 22, head + 10, cx + 22, head + 10, C.ink, 10),
      )
    : ''
  return (
    rect(0, 0, WIDTH, HEIGHT, [C.sky, C.pale, '#e4eef8', C.stone1][v % 4]!) +
    circle(cx, 520, 470, [C.ice, '#cfe0f1', C.stone1, C.sky][v % 4]!) +
    hairBack +
    // Shoulders and neck.
    path(
      `M${cx - 360} ${HEIGHT} Q${cx - 340} ${head + 300} ${cx} ${head + 290} Q${cx + 340} ${head + 300} ${cx + 360} ${HEIGHT} Z`,
      clothes,
    ) +
    rect(cx - 60, head + 150, 120, 150, skin) +
    path(
      `M${cx - 90} ${head + 290} L${cx} ${head + 380} L${cx + 90} ${head + 290} Z`,
      v % 2 ? C.white : skin,
    ) +
    ellipse(cx, head, 170, 200, skin) +
    ellipse(cx - 172, head + 20, 26, 42, skin) +
    ellipse(cx + 172, head + 20, 26, 42, skin) +
    hairTop +
    specs
  )
}
