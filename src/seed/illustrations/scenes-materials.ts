/**
 * The demo illustrations of materials and markets (ADR 0027): micrograph-like talc platelets,
 * ore, related minerals, and the products talc goes into (polymer pellets, car parts, paper,
 * tiles, film, electrical parts, building profiles, biopolymers, conductive compounds).
 */
import {
  C,
  circle,
  ellipse,
  group,
  HEIGHT,
  line,
  type Pen,
  path,
  platelet,
  poly,
  type Random,
  rect,
  sky,
  WIDTH,
} from './kit'

/** Stacked lamellar talc platelets as a scanning electron micrograph shows them. */
export function platelets({ variant, random }: Pen): string {
  const dark = variant !== 1
  const colours = dark
    ? { top: C.stone1, edge: C.stone2, shade: C.stone4 }
    : { top: C.white, edge: C.stone1, shade: C.stone3 }
  let plates = ''
  const count = variant === 2 ? 34 : 24
  for (let i = 0; i < count; i++) {
    const x = random() * WIDTH
    const y = 80 + random() * (HEIGHT - 120)
    plates += platelet(x, y, 90 + random() * 150, random, colours, 2 + Math.floor(random() * 3))
  }
  return (
    rect(0, 0, WIDTH, HEIGHT, dark ? C.ink : C.sky) +
    // Out-of-focus platelets behind, as in a micrograph's depth.
    group(
      Array.from({ length: 12 }, () =>
        platelet(
          random() * WIDTH,
          random() * HEIGHT,
          120 + random() * 120,
          random,
          {
            top: dark ? C.stone4 : C.ice,
            edge: dark ? C.stone4 : C.ice,
            shade: dark ? C.stone4 : C.ice,
          },
          1,
        ),
      ).join(''),
      { opacity: 0.6 },
    ) +
    plates +
    // A scale bar, as micrographs carry one.
    rect(1320, 920, 200, 12, dark ? C.white : C.ink)
  )
}

function rock(
  cx: number,
  cy: number,
  r: number,
  random: Random,
  fill: string,
  shade: string,
): string {
  const corners = 7 + Math.floor(random() * 3)
  const outline = Array.from({ length: corners }, (_, i) => {
    const a = (Math.PI * 2 * i) / corners + random() * 0.3
    const rr = r * (0.75 + random() * 0.35)
    return [cx + Math.cos(a) * rr, cy + Math.sin(a) * rr * 0.7] as const
  })
  const facet = outline.slice(0, Math.ceil(corners / 2)).concat([[cx, cy] as const])
  return poly(outline, fill) + poly(facet, shade, { opacity: 0.5 })
}

/** A powder heap: a soft cone with a lighter flank. */
function heap(
  cx: number,
  ground: number,
  w: number,
  h: number,
  fill: string,
  light: string,
): string {
  return (
    path(
      `M${cx - w / 2} ${ground} Q${cx - w * 0.2} ${ground - h * 1.2} ${cx} ${ground - h} Q${cx + w * 0.2} ${ground - h * 0.95} ${cx + w / 2} ${ground} Z`,
      fill,
    ) +
    path(
      `M${cx - w * 0.05} ${ground - h * 0.98} Q${cx - w * 0.25} ${ground - h * 0.5} ${cx - w * 0.35} ${ground} L${cx - w * 0.5} ${ground} Q${cx - w * 0.2} ${ground - h * 1.2} ${cx - w * 0.05} ${ground - h * 0.98} Z`,
      light,
    )
  )
}

/** Raw talc ore (soapy grey-green lumps) and the white powder made from it. */
export function ore({ random }: Pen): string {
  const ground = 800
  let rocks = ''
  for (let i = 0; i < 6; i++)
    rocks += rock(
      150 + (i % 3) * 190 + random() * 40,
      ground - 60 - Math.floor(i / 3) * 110,
      110 + random() * 50,
      random,
      '#b7c2b4',
      '#8f9d8c',
    )
  return (
    rect(0, 0, WIDTH, HEIGHT, C.pale) +
    rect(0, ground, WIDTH, HEIGHT - ground, C.stone1) +
    rocks +
    heap(1180, ground, 620, 330, C.talc, C.white) +
    ellipse(1180, ground + 10, 330, 24, C.stone2, { opacity: 0.5 })
  )
}

/** Calcium carbonate: white, chalky lumps and powder. */
export function carbonate({ random }: Pen): string {
  const ground = 780
  let rocks = ''
  for (let i = 0; i < 7; i++)
    rocks += rock(
      160 + i * 200 + random() * 40,
      ground + 70 + random() * 60,
      90 + random() * 40,
      random,
      C.white,
      C.stone1,
    )
  return (
    rect(0, 0, WIDTH, HEIGHT, C.sky) +
    rect(0, ground, WIDTH, HEIGHT - ground, C.stone2) +
    heap(800, ground, 900, 360, C.talc, C.white) +
    rocks
  )
}

/** Natural graphite: dark, layered, glossy flakes. */
export function graphite({ random }: Pen): string {
  let flakes = ''
  for (let i = 0; i < 22; i++)
    flakes += platelet(
      random() * WIDTH,
      100 + random() * 800,
      80 + random() * 110,
      random,
      { top: C.stone4, edge: C.ink, shade: '#1c232c' },
      3,
    )
  return rect(0, 0, WIDTH, HEIGHT, C.stone1) + flakes
}

/** A pellet: a short cylinder seen from an angle. */
function pellet(x: number, y: number, s: number, fill: string, top: string, turn: number): string {
  return group(
    rect(-s, -s * 0.5, s * 2, s, fill, { rx: s * 0.45 }) +
      ellipse(s * 0.7, 0, s * 0.3, s * 0.48, top),
    { transform: `translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${turn.toFixed(0)})` },
  )
}

function pelletHeap(
  random: Random,
  colours: readonly (readonly [string, string])[],
  count: number,
) {
  let out = ''
  for (let i = 0; i < count; i++) {
    const x = 200 + random() * 1200
    // A heap: higher in the middle than at its flanks.
    const y = 980 - random() * (520 - Math.abs(x - 800) * 0.55)
    const [fill, top] = colours[i % colours.length]!
    out += pellet(x, y, 26 + random() * 6, fill, top, random() * 180)
  }
  return out
}

/** Polymer pellets: a heap of talc-filled compound granules. */
export function pellets({ random }: Pen): string {
  return (
    sky(C.sky, C.pale) +
    ellipse(800, 980, 700, 60, C.stone2) +
    pelletHeap(
      random,
      [
        [C.talc, C.white],
        [C.stone1, C.talc],
        [C.ice, C.sky],
      ],
      420,
    )
  )
}

/** Conductive compounds: dark pellets and a battery housing with a bolt. */
export function conductive({ random }: Pen): string {
  return (
    rect(0, 0, WIDTH, HEIGHT, C.sky) +
    rect(960, 180, 480, 360, C.stone4, { rx: 24 }) +
    rect(1010, 230, 380, 260, C.ink, { rx: 16 }) +
    poly(
      [
        [1220, 250],
        [1130, 380],
        [1200, 380],
        [1160, 470],
        [1280, 330],
        [1210, 330],
      ],
      C.amber,
    ) +
    group(
      pelletHeap(
        random,
        [
          [C.ink, C.stone4],
          [C.stone4, C.stone3],
        ],
        300,
      ),
      { transform: 'translate(-260 0)' },
    )
  )
}

/** A car seen from the side; its talc-filled parts (bumpers, dashboard, door panels) in blue. */
export function automotive({ variant }: Pen): string {
  const ground = 760
  const body = path(
    `M180 ${ground - 70} L200 ${ground - 190} Q260 ${ground - 230} 420 ${ground - 240} L560 ${ground - 360} Q620 ${ground - 400} 760 ${ground - 400} L1000 ${ground - 400} Q1080 ${ground - 395} 1140 ${ground - 330} L1250 ${ground - 240} Q1400 ${ground - 225} 1430 ${ground - 170} L1440 ${ground - 70} Z`,
    C.stone2,
  )
  const windows =
    poly(
      [
        [600, ground - 350],
        [770, ground - 380],
        [840, ground - 380],
        [840, ground - 250],
        [520, ground - 250],
      ],
      C.sky,
    ) +
    poly(
      [
        [870, ground - 380],
        [1000, ground - 380],
        [1100, ground - 320],
        [1170, ground - 250],
        [870, ground - 250],
      ],
      C.sky,
    )
  const parts =
    // Front and rear bumpers, the door panel, the dashboard seen through the window.
    path(
      `M1330 ${ground - 170} L1440 ${ground - 170} L1440 ${ground - 70} L1310 ${ground - 70} Q1300 ${ground - 130} 1330 ${ground - 170} Z`,
      C.blue,
    ) +
    path(
      `M180 ${ground - 70} L195 ${ground - 170} L300 ${ground - 170} Q320 ${ground - 120} 300 ${ground - 70} Z`,
      C.blue,
    ) +
    rect(620, ground - 230, 480, 24, C.steel, { rx: 10 }) +
    poly(
      [
        [1000, ground - 300],
        [1120, ground - 300],
        [1150, ground - 260],
        [1000, ground - 260],
      ],
      C.blue,
    )
  const wheels = [420, 1180]
    .map(
      (x) =>
        circle(x, ground - 40, 90, C.ink) +
        circle(x, ground - 40, 42, C.stone3) +
        circle(x, ground - 40, 14, C.stone1),
    )
    .join('')
  const scene =
    rect(0, 0, WIDTH, HEIGHT, C.pale) +
    rect(0, ground + 50, WIDTH, HEIGHT - ground - 50, C.stone1) +
    body +
    windows +
    parts +
    wheels
  return variant === 1 ? group(scene, { transform: `translate(${WIDTH} 0) scale(-1 1)` }) : scene
}

/** A jumbo paper roll and a sheet running off it, with the rollers of a paper machine. */
export function paper(): string {
  const cy = 520
  return (
    rect(0, 0, WIDTH, HEIGHT, C.sky) +
    rect(0, 820, WIDTH, HEIGHT - 820, C.stone2) +
    // The sheet from the roll across the rollers.
    poly(
      [
        [560, cy + 260],
        [1560, 700],
        [1560, 760],
        [560, cy + 300],
      ],
      C.white,
    ) +
    [900, 1200, 1480]
      .map(
        (x) =>
          circle(x, 760 - (x - 560) * 0.05, 46, C.stone3) +
          circle(x, 760 - (x - 560) * 0.05, 16, C.stone4),
      )
      .join('') +
    // The roll: its side, its end with the wound layers.
    rect(300, cy - 280, 420, 560, C.talc) +
    ellipse(300, cy, 140, 280, C.white, { stroke: C.stone2, 'stroke-width': 4 }) +
    [240, 190, 140, 90]
      .map((r) => ellipse(300, cy, r * 0.5, r, 'none', { stroke: C.stone2, 'stroke-width': 3 }))
      .join('') +
    ellipse(300, cy, 22, 44, C.earth2) +
    ellipse(720, cy, 140, 280, C.stone1)
  )
}

/** Ceramic wall tiles and a stack of tiles. */
export function ceramics({ random }: Pen): string {
  const tiles: string[] = []
  const colours = [C.white, C.talc, C.sky, C.ice, C.stone1]
  for (let row = 0; row < 5; row++)
    for (let col = 0; col < 10; col++)
      tiles.push(
        rect(
          20 + col * 158,
          20 + row * 118,
          150,
          110,
          colours[Math.floor(random() * colours.length)]!,
          { rx: 4 },
        ),
      )
  const stack = Array.from({ length: 6 }, (_, i) =>
    poly(
      [
        [900, 900 - i * 26],
        [1250, 820 - i * 26],
        [1500, 880 - i * 26],
        [1150, 960 - i * 26],
      ],
      i % 2 ? C.terracotta : '#d98b68',
      { stroke: C.white, 'stroke-width': 3 },
    ),
  ).join('')
  return (
    rect(0, 0, WIDTH, HEIGHT, C.stone3) +
    tiles.join('') +
    rect(0, 620, WIDTH, HEIGHT - 620, C.stone2) +
    stack
  )
}

/** A breathable film: water vapour passes through its micro-pores, liquid water does not. */
export function film({ random }: Pen): string {
  let pores = ''
  for (let i = 0; i < 120; i++)
    pores += circle(120 + random() * 1360, 470 + random() * 90, 4, C.steel)
  const arrows = [300, 600, 900, 1200]
    .map(
      (x) =>
        path(`M${x} 440 q-30 -60 0 -120 q30 -60 0 -120`, 'none', {
          stroke: C.steel,
          'stroke-width': 10,
          'stroke-linecap': 'round',
        }) +
        poly(
          [
            [x - 22, 215],
            [x + 22, 215],
            [x, 180],
          ],
          C.steel,
        ),
    )
    .join('')
  const drops = [450, 750, 1050]
    .map((x) => path(`M${x} 660 q-40 60 0 90 q40 -30 0 -90 Z`, C.blue))
    .join('')
  return (
    rect(0, 0, WIDTH, HEIGHT, C.pale) +
    poly(
      [
        [80, 460],
        [1520, 460],
        [1520, 570],
        [80, 570],
      ],
      C.white,
      { stroke: C.stone2, 'stroke-width': 4 },
    ) +
    pores +
    arrows +
    drops +
    rect(0, 880, WIDTH, HEIGHT - 880, C.stone1)
  )
}

/** Electrical parts: a connector housing and a plug with its cable. */
export function electrical(): string {
  return (
    rect(0, 0, WIDTH, HEIGHT, C.sky) +
    rect(220, 280, 560, 420, C.stone3, { rx: 30 }) +
    rect(270, 330, 460, 320, C.stone2, { rx: 20 }) +
    Array.from({ length: 8 }, (_, i) =>
      rect(310 + (i % 4) * 105, 380 + Math.floor(i / 4) * 140, 60, 90, C.ink, { rx: 8 }),
    ).join('') +
    path('M1050 520 C 1250 520, 1250 860, 1560 860', 'none', {
      stroke: C.ink,
      'stroke-width': 40,
      'stroke-linecap': 'round',
    }) +
    rect(880, 420, 200, 200, C.talc, { rx: 30, stroke: C.stone3, 'stroke-width': 6 }) +
    rect(820, 460, 70, 36, C.amber, { rx: 6 }) +
    rect(820, 544, 70, 36, C.amber, { rx: 6 })
  )
}

/** Building products: a white PVC window profile and a stack of pipes. */
export function construction(): string {
  const pipes = [
    [0, 0],
    [1, 0],
    [2, 0],
    [0.5, 1],
    [1.5, 1],
    [1, 2],
  ]
    .map(([c, r]) => {
      const x = 980 + c! * 190
      const y = 820 - r! * 165
      return (
        circle(x, y, 92, C.stone3) +
        circle(x, y, 70, C.stone4) +
        circle(x, y, 92, 'none', { stroke: C.stone2, 'stroke-width': 6 })
      )
    })
    .join('')
  return (
    rect(0, 0, WIDTH, HEIGHT, C.pale) +
    rect(0, 910, WIDTH, 90, C.stone2) +
    // The window: frame, sash, glass.
    rect(160, 120, 560, 760, C.white, { stroke: C.stone2, 'stroke-width': 6 }) +
    rect(210, 170, 460, 660, C.stone1) +
    rect(240, 200, 400, 600, C.sky) +
    line(240, 500, 640, 500, C.white, 20) +
    rect(600, 470, 20, 70, C.stone3, { rx: 6 }) +
    pipes
  )
}

/** Biopolymers: leaves and pellets of a compound from renewable raw materials, a moulded cup. */
export function biopolymers({ random }: Pen): string {
  const leaf = (x: number, y: number, turn: number, fill: string) =>
    group(path('M0 0 Q120 -90 260 0 Q120 90 0 0 Z', fill) + line(0, 0, 240, 0, C.green4, 6), {
      transform: `translate(${x} ${y}) rotate(${turn})`,
    })
  return (
    rect(0, 0, WIDTH, HEIGHT, C.pale) +
    leaf(160, 260, -20, C.green2) +
    leaf(300, 420, 15, C.green3) +
    leaf(1180, 200, 200, C.green2) +
    path('M1080 420 L1400 420 L1360 860 L1120 860 Z', C.white, {
      stroke: C.stone2,
      'stroke-width': 6,
    }) +
    rect(1060, 400, 360, 36, C.stone1, { rx: 10 }) +
    group(
      pelletHeap(
        random,
        [
          [C.green1, '#c8e2c1'],
          [C.talc, C.white],
        ],
        260,
      ),
      { transform: 'translate(-240 0)' },
    )
  )
}

/** Talc in everyday things: a car, a paint can, a paper stack and tiles on shelves. */
export function everyday({ variant }: Pen): string {
  const shelf = (y: number) => rect(80, y, 1440, 24, C.earth2)
  const paintCan =
    rect(980, 330, 220, 230, C.stone2, { rx: 10 }) +
    ellipse(1090, 330, 110, 26, C.stone1) +
    rect(980, 400, 220, 90, variant === 1 ? C.teal : C.blue) +
    path('M1200 360 q80 -20 120 60', 'none', { stroke: C.stone4, 'stroke-width': 8 })
  const car =
    path(
      'M180 540 L200 480 Q260 460 320 458 L380 400 Q420 380 520 380 L600 382 Q650 390 680 440 L760 460 Q800 470 800 520 L800 540 Z',
      C.blue,
    ) + [290, 690].map((x) => circle(x, 545, 42, C.ink) + circle(x, 545, 16, C.stone2)).join('')
  const papers = Array.from({ length: 6 }, (_, i) =>
    rect(250 + i * 6, 860 - i * 26, 380, 22, C.white, { stroke: C.stone2, 'stroke-width': 3 }),
  ).join('')
  const tiles = Array.from({ length: 6 }, (_, i) =>
    rect(
      900 + (i % 3) * 130,
      660 + Math.floor(i / 3) * 130,
      120,
      120,
      i % 2 ? C.terracotta : C.talc,
      { rx: 6 },
    ),
  ).join('')
  return (
    rect(0, 0, WIDTH, HEIGHT, C.sky) +
    shelf(560) +
    shelf(900) +
    car +
    paintCan +
    papers +
    tiles +
    rect(1360, 340, 120, 220, C.white, { rx: 30, stroke: C.stone2, 'stroke-width': 5 })
  )
}
