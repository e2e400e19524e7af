/**
 * The demo illustrations of the company's sites (ADR 0027): the quarry, the plant, the mill hall,
 * flotation, the laboratory, logistics, rail, solar, the renaturated slopes, a trade fair stand
 * and a city office. Flat shapes in the kit's palette; `variant` changes season or viewpoint.
 */
import {
  bigBag,
  broadleaf,
  C,
  circle,
  conifer,
  ellipse,
  group,
  HEIGHT,
  line,
  type Pen,
  path,
  poly,
  rect,
  ridge,
  sky,
  truck,
  WIDTH,
} from './kit'

function mountains(variant: number): string {
  return (
    ridge(
      [
        [0, 430],
        [180, 300],
        [360, 380],
        [560, 240],
        [760, 350],
        [980, 260],
        [1200, 370],
        [1400, 280],
        [1600, 350],
      ],
      640,
      variant === 2 ? '#aebfd3' : '#b9c9db',
    ) +
    poly(
      [
        [560, 240],
        [610, 290],
        [585, 300],
        [530, 270],
      ],
      C.white,
    ) +
    poly(
      [
        [980, 260],
        [1030, 305],
        [1000, 310],
        [950, 290],
      ],
      C.white,
    )
  )
}

/** An excavator facing left, its arm reaching down to the bench below. */
function excavator(x: number, ground: number, s: number): string {
  const k = (v: number) => v * s
  return group(
    rect(x, ground - k(34), k(190), k(34), C.ink, { rx: k(14) }) +
      rect(x + k(20), ground - k(110), k(170), k(76), C.amber, { rx: k(8) }) +
      rect(x + k(110), ground - k(160), k(70), k(56), C.amber, { rx: k(6) }) +
      rect(x + k(122), ground - k(150), k(46), k(30), C.pale, { rx: k(4) }) +
      line(x + k(40), ground - k(90), x - k(90), ground - k(210), C.amberDark, k(24)) +
      line(x - k(90), ground - k(210), x - k(170), ground - k(40), C.amberDark, k(18)) +
      poly(
        [
          [x - k(200), ground - k(50)],
          [x - k(140), ground - k(60)],
          [x - k(150), ground],
          [x - k(210), ground - k(8)],
        ],
        C.stone4,
      ),
  )
}

/** Terraced open-pit talc quarry with an excavator and a dump truck. */
export function quarry({ variant }: Pen): string {
  const cx = 800
  let benches = ''
  for (let i = 0; i < 5; i++) {
    const w = 1500 - i * 250
    const y = 540 + i * 84
    const face = i % 2 ? C.earth2 : C.stone2
    benches +=
      poly(
        [
          [cx - w / 2, y],
          [cx + w / 2, y],
          [cx + w / 2 - 50, y + 62],
          [cx - w / 2 + 50, y + 62],
        ],
        face,
      ) +
      // Light talc seams in the bench face.
      poly(
        [
          [cx - w / 2 + 120, y + 18],
          [cx - w / 2 + 420, y + 26],
          [cx - w / 2 + 400, y + 36],
          [cx - w / 2 + 140, y + 30],
        ],
        C.talc,
      ) +
      poly(
        [
          [cx + w / 2 - 500, y + 30],
          [cx + w / 2 - 160, y + 22],
          [cx + w / 2 - 170, y + 34],
          [cx + w / 2 - 490, y + 42],
        ],
        C.talc,
      ) +
      rect(cx - w / 2 + 50, y + 62, w - 100, 22, C.earth1)
  }
  const rim = variant === 1 ? C.green2 : C.green1
  return (
    sky(C.skyHigh, C.pale) +
    mountains(variant) +
    ridge(
      [
        [0, 520],
        [300, 470],
        [700, 515],
        [1100, 455],
        [1600, 515],
      ],
      HEIGHT,
      rim,
    ) +
    benches +
    rect(cx - 150, 960, 300, 40, C.talc) +
    excavator(430, 708, 0.9) +
    truck(
      980,
      792,
      0.75,
      C.amber,
      rect(980, 712, 200, 62, C.amberDark, { rx: 6 }) +
        poly(
          [
            [990, 712],
            [1170, 712],
            [1120, 690],
            [1030, 690],
          ],
          C.stone1,
        ),
    ) +
    [90, 170, 250, 1330, 1420, 1510]
      .map((x, i) => conifer(x, 530 - (i % 2) * 12, 120 + (i % 3) * 20, C.green3))
      .join('')
  )
}

/** A silo: a cylinder with a cone below, on legs. */
function silo(x: number, ground: number, w: number, h: number, fill: string): string {
  return (
    rect(x + w * 0.1, ground - h * 0.3, w * 0.08, h * 0.3, C.stone4) +
    rect(x + w * 0.82, ground - h * 0.3, w * 0.08, h * 0.3, C.stone4) +
    poly(
      [
        [x, ground - h * 0.45],
        [x + w, ground - h * 0.45],
        [x + w * 0.6, ground - h * 0.25],
        [x + w * 0.4, ground - h * 0.25],
      ],
      C.stone3,
    ) +
    rect(x, ground - h, w, h * 0.55, fill) +
    ellipse(x + w / 2, ground - h, w / 2, w * 0.12, C.stone1) +
    rect(x + w * 0.15, ground - h * 0.9, w * 0.08, h * 0.4, C.white, { opacity: 0.35 })
  )
}

/** A hall with a sawtooth roof and a row of windows. */
function hall(x: number, ground: number, w: number, h: number, fill: string, roof: string): string {
  const teeth = Math.max(2, Math.round(w / 120))
  const step = w / teeth
  const roofLine = Array.from({ length: teeth }, (_, i) => [
    [x + i * step, ground - h] as const,
    [x + i * step, ground - h - 46] as const,
    [x + (i + 1) * step, ground - h] as const,
  ]).flat()
  const windows = Array.from({ length: teeth * 2 }, (_, i) =>
    rect(x + 24 + i * (step / 2), ground - h + 40, step / 2 - 34, 46, C.ice, { rx: 4 }),
  ).join('')
  return (
    poly([[x, ground - h], ...roofLine, [x + w, ground - h]], roof) +
    rect(x, ground - h, w, h, fill) +
    windows +
    rect(x + w * 0.4, ground - 110, 120, 110, C.stone4)
  )
}

/** The talc plant in the mountains: halls, silos and a conveyor. */
export function mill({ variant }: Pen): string {
  const ground = 800
  const flip = variant === 1
  const content =
    mountains(variant) +
    ridge(
      [
        [0, 600],
        [400, 560],
        [900, 610],
        [1300, 550],
        [1600, 590],
      ],
      HEIGHT,
      C.green1,
    ) +
    rect(0, ground, WIDTH, HEIGHT - ground, C.stone1) +
    rect(0, ground + 60, WIDTH, 40, C.stone2) +
    hall(180, ground, 620, 250, C.steel, C.navy) +
    rect(820, ground - 430, 170, 430, C.blue) +
    Array.from({ length: 5 }, (_, i) =>
      rect(846, ground - 400 + i * 72, 118, 40, C.ice, { rx: 4 }),
    ).join('') +
    // The conveyor from the ore store to the top of the grinding tower,
    // behind the silos.
    line(1480, ground - 60, 990, ground - 380, C.stone4, 26) +
    line(1480, ground - 60, 990, ground - 380, C.amber, 8) +
    poly(
      [
        [1440, ground],
        [1600, ground],
        [1600, ground - 90],
        [1520, ground - 120],
      ],
      C.earth2,
    ) +
    silo(1040, ground, 120, 420, C.talc) +
    silo(1190, ground, 120, 420, C.talc) +
    silo(1340, ground, 120, 420, C.stone1) +
    truck(300, ground + 100, 0.6, C.blue, rect(300, ground + 28, 170, 54, C.talc, { rx: 8 })) +
    [60, 130, 1530].map((x) => conifer(x, ground, 150, C.green3)).join('')
  return (
    sky(variant === 2 ? '#c9dcf0' : C.skyHigh, C.pale) +
    (flip ? group(content, { transform: `translate(${WIDTH} 0) scale(-1 1)` }) : content)
  )
}

/** A pendulum mill with its classifier, seen in the mill hall. */
function pendulumMill(x: number, floor: number, s: number): string {
  const k = (v: number) => v * s
  return (
    rect(x, floor - k(220), k(220), k(220), C.steel, { rx: k(12) }) +
    rect(x + k(20), floor - k(200), k(180), k(30), C.blue) +
    poly(
      [
        [x + k(30), floor - k(220)],
        [x + k(190), floor - k(220)],
        [x + k(160), floor - k(330)],
        [x + k(60), floor - k(330)],
      ],
      C.stone3,
    ) +
    rect(x + k(55), floor - k(420), k(110), k(90), C.stone2, { rx: k(8) }) +
    rect(x + k(95), floor - k(720), k(30), k(300), C.stone3) +
    circle(x + k(110), floor - k(110), k(40), C.navy) +
    circle(x + k(110), floor - k(110), k(14), C.amber)
  )
}

/** Inside the mill hall: two pendulum mills with classifiers and ducts. */
export function millHall({ variant }: Pen): string {
  const floor = 860
  const hall =
    rect(0, 0, WIDTH, HEIGHT, C.pale) +
    Array.from({ length: 6 }, (_, i) => rect(60 + i * 260, 80, 200, 220, C.sky, { rx: 6 })).join(
      '',
    ) +
    rect(0, 0, WIDTH, 40, C.stone3) +
    Array.from({ length: 7 }, (_, i) => rect(i * 260, 40, 24, floor - 40, C.stone2)).join('') +
    rect(0, floor, WIDTH, HEIGHT - floor, C.stone2) +
    rect(0, floor, WIDTH, 16, C.amber) +
    pendulumMill(240, floor, 1.1) +
    pendulumMill(900, floor, 1.1) +
    line(0, 130, WIDTH, 130, C.stone3, 30) +
    line(370, 130, 370, 80, C.stone3, 30) +
    // Big bags filled from the second mill.
    bigBag(1260, floor, 150) +
    bigBag(1430, floor, 150)
  // Variant 1: the hall seen from the other end.
  return variant === 1 ? group(hall, { transform: `translate(${WIDTH} 0) scale(-1 1)` }) : hall
}

/** Flotation cells: tanks whose froth carries the talc over the rim. */
export function flotation({ random }: Pen): string {
  const floor = 860
  let cells = ''
  for (let i = 0; i < 3; i++) {
    const x = 140 + i * 470
    cells +=
      rect(x, floor - 330, 400, 330, C.steel, { rx: 10 }) +
      rect(x + 20, floor - 330, 360, 40, C.navy) +
      rect(x + 190, floor - 560, 20, 240, C.stone3) +
      rect(x + 150, floor - 600, 100, 60, C.stone4, { rx: 8 })
    for (let b = 0; b < 26; b++)
      cells += circle(
        x + 30 + random() * 340,
        floor - 340 - random() * 50,
        10 + random() * 18,
        b % 3 ? C.talc : C.white,
        { stroke: C.stone2, 'stroke-width': 2 },
      )
    cells += path(`M${x + 400} ${floor - 335} q40 10 40 70 v120`, 'none', {
      stroke: C.talc,
      'stroke-width': 22,
      'stroke-linecap': 'round',
    })
  }
  return (
    rect(0, 0, WIDTH, HEIGHT, C.pale) +
    rect(0, 0, WIDTH, 60, C.stone3) +
    line(0, 200, WIDTH, 200, C.stone2, 18) +
    rect(0, floor, WIDTH, HEIGHT - floor, C.stone2) +
    rect(0, floor, WIDTH, 14, C.amber) +
    cells
  )
}

/** A rack of glass vials with white talc samples. */
function vials(x: number, bench: number, count: number): string {
  let out = rect(x, bench - 30, count * 46 + 20, 30, C.stone4, { rx: 4 })
  for (let i = 0; i < count; i++) {
    const vx = x + 16 + i * 46
    out +=
      rect(vx, bench - 130, 30, 110, C.white, { rx: 8, stroke: C.stone3, 'stroke-width': 3 }) +
      rect(vx + 3, bench - 80, 24, 58, C.talc, { rx: 6 }) +
      rect(vx - 2, bench - 142, 34, 18, i % 2 ? C.blue : C.teal, { rx: 4 })
  }
  return out
}

/** The laboratory: a bench with an X-ray diffractometer, a microscope, a particle-size screen and sample vials. */
export function laboratory({ variant }: Pen): string {
  const bench = 700
  const curve = 'M0 150 C 60 150, 100 140, 140 110 S 220 20, 300 10'
  return (
    rect(0, 0, WIDTH, HEIGHT, C.pale) +
    rect(0, 0, WIDTH, 420, C.sky) +
    // Window with mountains.
    rect(1120, 90, 380, 250, C.skyHigh, { rx: 8 }) +
    poly(
      [
        [1120, 340],
        [1200, 240],
        [1280, 300],
        [1380, 200],
        [1500, 300],
        [1500, 340],
      ],
      C.ice,
    ) +
    rect(1120, 90, 380, 250, 'none', { stroke: C.white, 'stroke-width': 16, rx: 8 }) +
    // Bench and cupboards.
    rect(0, bench, WIDTH, 40, C.stone3) +
    rect(0, bench + 40, WIDTH, HEIGHT - bench - 40, C.stone1) +
    Array.from({ length: 5 }, (_, i) =>
      rect(40 + i * 320, bench + 80, 280, 180, C.white, {
        rx: 8,
        stroke: C.stone2,
        'stroke-width': 4,
      }),
    ).join('') +
    // The X-ray diffractometer: a cabinet with a window and the goniometer circle.
    rect(90, bench - 420, 360, 420, C.white, { rx: 12, stroke: C.stone2, 'stroke-width': 4 }) +
    rect(130, bench - 380, 280, 220, C.ice, { rx: 8 }) +
    circle(270, bench - 270, 80, 'none', { stroke: C.steel, 'stroke-width': 10 }) +
    circle(270, bench - 270, 14, C.amber) +
    rect(130, bench - 120, 280, 40, C.stone2, { rx: 6 }) +
    // The particle-size analyser's screen with a cumulative curve.
    rect(560, bench - 330, 380, 250, C.navy, { rx: 12 }) +
    group(path(curve, 'none', { stroke: C.amber, 'stroke-width': 8 }), {
      transform: `translate(600 ${bench - 290}) scale(1 1.2)`,
    }) +
    line(600, bench - 100, 900, bench - 100, C.ice, 3) +
    line(600, bench - 300, 600, bench - 100, C.ice, 3) +
    rect(700, bench - 80, 100, 80, C.stone3) +
    // A microscope.
    group(
      rect(1040, bench - 30, 160, 30, C.ink, { rx: 6 }) +
        path(`M1150 ${bench - 30} v-120 q0 -60 -60 -80`, 'none', {
          stroke: C.ink,
          'stroke-width': 28,
          'stroke-linecap': 'round',
        }) +
        rect(1060, bench - 250, 40, 110, C.stone4, {
          rx: 8,
          transform: `rotate(-25 1080 ${bench - 195})`,
        }) +
        rect(1050, bench - 100, 110, 14, C.stone3),
    ) +
    vials(variant === 1 ? 1230 : 1260, bench, 6)
  )
}

/** Logistics: big bags on pallets, a truck being loaded, a silo wagon on the siding. */
export function logistics({ variant }: Pen): string {
  const ground = 820
  const inside = variant === 1
  const backdrop = inside
    ? rect(0, 0, WIDTH, HEIGHT, C.pale) +
      Array.from({ length: 8 }, (_, i) => rect(i * 210, 0, 18, ground, C.stone2)).join('') +
      rect(0, 60, WIDTH, 20, C.stone3)
    : sky(C.skyHigh, C.pale) +
      mountains(0) +
      rect(0, 430, 900, ground - 430, C.steel) +
      poly(
        [
          [0, 430],
          [900, 430],
          [860, 380],
          [0, 380],
        ],
        C.navy,
      ) +
      rect(120, 560, 260, ground - 560, C.stone4) +
      rect(480, 560, 260, ground - 560, C.stone4)
  const bags = [0, 1, 2, 3, 4]
    .map((i) => bigBag(60 + i * 175, ground, 150))
    .concat([0, 1, 2, 3].map((i) => bigBag(145 + i * 175, ground - 170, 150)))
    .join('')
  return (
    backdrop +
    rect(0, ground, WIDTH, HEIGHT - ground, C.stone1) +
    bags +
    truck(
      980,
      ground + 40,
      1.1,
      C.blue,
      rect(980, ground - 130, 320, 110, C.stone2, { rx: 10 }) +
        bigBag(1000, ground - 30, 90) +
        bigBag(1100, ground - 30, 90) +
        bigBag(1200, ground - 30, 90),
    ) +
    // The silo wagon on the siding behind.
    (inside ? '' : rect(1000, ground - 226, 560, 12, C.stone4)) +
    (inside
      ? ''
      : rect(1040, ground - 420, 480, 150, C.talc, { rx: 70 }) +
        rect(1060, ground - 290, 440, 30, C.stone3) +
        [1110, 1190, 1370, 1450].map((x) => circle(x, ground - 250, 26, C.ink)).join('')) +
    rect(0, HEIGHT - 60, WIDTH, 60, C.stone2)
  )
}

/** A rail loading station: silo wagons under the loading spouts. */
export function rail(): string {
  const rails = 800
  const wagon = (x: number) =>
    rect(x, rails - 250, 420, 170, C.talc, { rx: 80, stroke: C.stone2, 'stroke-width': 4 }) +
    rect(x + 20, rails - 100, 380, 34, C.stone4) +
    [x + 70, x + 140, x + 280, x + 350]
      .map((wx) => circle(wx, rails - 40, 30, C.ink) + circle(wx, rails - 40, 10, C.stone2))
      .join('') +
    rect(x + 140, rails - 270, 140, 26, C.stone3, { rx: 6 })
  return (
    sky(C.skyHigh, C.pale) +
    mountains(0) +
    ridge(
      [
        [0, 620],
        [600, 580],
        [1100, 620],
        [1600, 570],
      ],
      HEIGHT,
      C.green1,
    ) +
    rect(0, rails - 10, WIDTH, 24, C.stone4) +
    rect(0, rails + 14, WIDTH, HEIGHT - rails - 14, C.earth1) +
    Array.from({ length: 20 }, (_, i) => rect(i * 84, rails + 14, 40, 30, C.earth3)).join('') +
    // The loading station: a steel frame with spouts.
    rect(520, 160, 640, 120, C.blue) +
    rect(540, 280, 30, rails - 290, C.navy) +
    rect(1110, 280, 30, rails - 290, C.navy) +
    rect(820, 280, 40, 230, C.stone3) +
    wagon(80) +
    wagon(620) +
    wagon(1160)
  )
}

/** Solar panels on the plant's hall roofs under a clear sky. */
export function solar(): string {
  const panelRow = (x: number, y: number, count: number) =>
    Array.from({ length: count }, (_, i) =>
      poly(
        [
          [x + i * 130, y],
          [x + i * 130 + 120, y],
          [x + i * 130 + 150, y - 70],
          [x + i * 130 + 30, y - 70],
        ],
        C.navy,
        { stroke: C.ice, 'stroke-width': 3 },
      ),
    ).join('')
  return (
    sky('#b8d3ee', C.pale) +
    circle(1380, 170, 80, C.amber) +
    mountains(0) +
    rect(0, 560, WIDTH, HEIGHT - 560, C.green1) +
    rect(80, 520, 1440, 300, C.steel) +
    rect(60, 500, 1480, 40, C.stone3) +
    panelRow(120, 500, 10) +
    Array.from({ length: 12 }, (_, i) => rect(120 + i * 115, 600, 80, 60, C.ice, { rx: 4 })).join(
      '',
    ) +
    rect(0, 820, WIDTH, HEIGHT - 820, C.stone1)
  )
}

/** A renaturated quarry slope: young larches and spruces, meadow, a solar field beside it. */
export function sustainability({ random }: Pen): string {
  let trees = ''
  for (let i = 0; i < 14; i++) {
    const x = 80 + i * 110 + random() * 40
    const ground = 620 + Math.sin(i) * 30 + (i > 7 ? 80 : 0)
    trees +=
      i % 3
        ? conifer(x, ground, 110 + random() * 60, i % 2 ? C.green3 : C.green4)
        : broadleaf(x, ground, 130, C.green2)
  }
  return (
    sky(C.skyHigh, C.pale) +
    mountains(0) +
    ridge(
      [
        [0, 560],
        [400, 520],
        [800, 590],
        [1200, 520],
        [1600, 580],
      ],
      HEIGHT,
      C.green1,
    ) +
    // The old benches, now grassed.
    poly(
      [
        [900, 700],
        [1600, 640],
        [1600, 720],
        [900, 780],
      ],
      C.green2,
    ) +
    trees +
    ridge(
      [
        [0, 830],
        [800, 800],
        [1600, 840],
      ],
      HEIGHT,
      C.green2,
    ) +
    Array.from({ length: 30 }, () =>
      circle(40 + random() * 1520, 860 + random() * 120, 6, random() > 0.5 ? C.amber : C.white),
    ).join('')
  )
}

/** A trade fair stand: a back wall in the company colours, a counter with samples, screens. */
export function tradeFair(): string {
  const floor = 840
  return (
    rect(0, 0, WIDTH, HEIGHT, '#e9eef4') +
    rect(0, 0, WIDTH, 80, C.stone3) +
    Array.from({ length: 9 }, (_, i) => circle(100 + i * 180, 40, 14, C.white)).join('') +
    rect(240, 160, 1120, 560, C.blue) +
    rect(240, 160, 1120, 90, C.navy) +
    rect(300, 320, 420, 260, C.navy, { rx: 10 }) +
    group(
      path('M0 150 C 60 150, 100 140, 140 110 S 220 20, 300 10', 'none', {
        stroke: C.amber,
        'stroke-width': 8,
      }),
      { transform: 'translate(360 360)' },
    ) +
    rect(820, 300, 460, 300, C.white, { rx: 12 }) +
    Array.from({ length: 3 }, (_, i) =>
      circle(920 + i * 130, 450, 50, [C.talc, C.stone1, C.ice][i]!, {
        stroke: C.stone2,
        'stroke-width': 4,
      }),
    ).join('') +
    rect(0, floor, WIDTH, HEIGHT - floor, C.stone2) +
    rect(420, floor - 200, 760, 200, C.white, { rx: 10 }) +
    rect(420, floor - 200, 760, 30, C.amber, { rx: 10 }) +
    vials(560, floor - 200, 8) +
    [120, 1420].map((x) => broadleaf(x, floor, 260, C.green3)).join('')
  )
}

/** A city office building: a facade of windows above the street, the company's sign. */
export function office(): string {
  const street = 860
  const windows = Array.from({ length: 4 }, (_, row) =>
    Array.from({ length: 7 }, (_, col) =>
      rect(360 + col * 130, 180 + row * 150, 80, 110, row === 3 && col === 3 ? C.amber : C.ice, {
        rx: 4,
      }),
    ).join(''),
  ).join('')
  return (
    sky(C.skyHigh, C.pale) +
    rect(60, 240, 240, street - 240, C.stone2) +
    rect(1300, 200, 260, street - 200, C.stone2) +
    rect(320, 120, 960, street - 120, C.earth1) +
    rect(320, 100, 960, 40, C.earth2) +
    windows +
    rect(700, street - 170, 200, 170, C.navy) +
    rect(600, street - 230, 400, 44, C.blue, { rx: 6 }) +
    rect(0, street, WIDTH, HEIGHT - street, C.stone3) +
    rect(0, street + 50, WIDTH, 16, C.white) +
    [200, 1430].map((x) => broadleaf(x, street, 240, C.green2)).join('')
  )
}
