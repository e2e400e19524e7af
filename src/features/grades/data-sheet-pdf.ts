import 'server-only'

import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

import PDFDocument from 'pdfkit'

import { INTL_LOCALES, type Locale } from '@/i18n/locales'
import { type MessageKey, translator, type Translate } from '@/i18n/messages'
import { BRAND_BLUE, BRAND_MARK_PATHS, BRAND_MARK_SIZE, polygonsOf } from '@/lib/brand-mark'
import { formatLongDate } from '@/lib/dates'
import type { GradeView } from './grade-views'
import {
  formatGradeNumber,
  type GradeForm,
  type GradePackaging,
  gradePropertyRows,
  psdProblem,
  type PsdPoint,
} from '@/features/grades/grade-data'
import { sizeAtPassing } from '@/features/grades/psd'
import type { SiteSettingsView } from '@/server/shell'

/**
 * The technical data sheet of a grade as a PDF (ADR 0027), generated from the same data
 * the grade's page shows: the property rows are gradePropertyRows' (label, value as written in
 * the language, unit, method), so page and sheet never disagree. A4, the company's letterhead
 * (the brand mark as vectors, the company, address and contacts from the site settings, the
 * site's configured address), Open Sans embedded (subsets of the glyphs used; no standard-14
 * font), tagged (headings, paragraphs, tables with header cells, the curve as a figure with its
 * text). A grade's usual content fits one page; sections and tables are kept whole where a page
 * holds them; each page's footer names the grade, its revision and 'Page n of m'. The same
 * grade, language and letterhead always give the same bytes: the document's dates are the
 * grade's last change, and nothing else varies.
 */

export type DataSheetLocale = Locale

/** The company's letterhead as the sheet prints it (from the site settings, in the language). */
export type Letterhead = {
  companyName: string
  /** One address line per line. */
  address: string
  phone: string
  email: string
  /**
   * The site's address as printed ('www.eurotalc.example'): the configured one (SERVER_URL),
   * never the host a request came through.
   */
  website: string
  /** The legal notice's facts, each 'Label: value', for the footer. */
  legal: string[]
}

/** What the sheet prints of a grade (the page's view; its document families are not printed). */
export type DataSheetGrade = Pick<
  GradeView,
  'slug' | 'name' | 'description' | 'technical' | 'psd' | 'markets' | 'applications' | 'updatedAt'
>

// --- Fonts -------------------------------------------------------------------------------------

/**
 * Open Sans (static, @fontsource/open-sans) as WOFF, which fontkit reads and pdfkit embeds as a
 * TrueType subset. Each weight comes in Unicode subsets: Latin (ASCII, German letters, µ ² ³ °,
 * dashes, quotes, €), Latin Extended (the letters of other European languages, in editors' texts)
 * and Math (≤ ≥). Every character is set in the first subset that has it (fontChain).
 */
const FONT_DIR = ['node_modules', '@fontsource', 'open-sans', 'files']
const SUBSETS = ['latin', 'latin-ext', 'math'] as const
type Weight = 'regular' | 'bold'
const WEIGHTS: Record<Weight, number> = { regular: 400, bold: 700 }

type FontFace = { name: string; data: Buffer; has: (codePoint: number) => boolean }
let faces: Record<Weight, FontFace[]> | null = null

/** The font files, read once per process (next.config.ts traces them into the server's tree). */
function fontFaces(): Record<Weight, FontFace[]> {
  if (faces) return faces
  const load = (weight: Weight): FontFace[] =>
    SUBSETS.map((subset) => {
      const file = path.join(
        /* turbopackIgnore: true */ process.cwd(),
        ...FONT_DIR,
        `open-sans-${subset}-${WEIGHTS[weight]}-normal.woff`,
      )
      const data = sfntOfWoff(fs.readFileSync(file))
      const covered = cmapOf(data)
      return { name: `${weight}-${subset}`, data, has: (cp: number) => covered.has(cp) }
    })
  faces = { regular: load('regular'), bold: load('bold') }
  return faces
}

/**
 * A WOFF 1.0 file as the plain font it wraps (TrueType tables, each inflated once here with
 * zlib): fontkit would otherwise inflate the tables again, in JavaScript, for every document.
 */
export function sfntOfWoff(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 file')
  const count = woff.readUInt16BE(12)
  const tables = Array.from({ length: count }, (_, i) => {
    const entry = 44 + i * 20
    const offset = woff.readUInt32BE(entry + 4)
    const stored = woff.subarray(offset, offset + woff.readUInt32BE(entry + 8))
    const length = woff.readUInt32BE(entry + 12)
    return {
      tag: woff.subarray(entry, entry + 4),
      checksum: woff.readUInt32BE(entry + 16),
      data: stored.length < length ? zlib.inflateSync(stored) : stored,
    }
  })
  const pad = (n: number) => (n + 3) & ~3
  const head = 12 + 16 * count
  const sfnt = Buffer.alloc(head + tables.reduce((sum, t) => sum + pad(t.data.length), 0))
  const power = 2 ** Math.floor(Math.log2(count))
  sfnt.writeUInt32BE(woff.readUInt32BE(4), 0)
  sfnt.writeUInt16BE(count, 4)
  sfnt.writeUInt16BE(power * 16, 6)
  sfnt.writeUInt16BE(Math.log2(power), 8)
  sfnt.writeUInt16BE(count * 16 - power * 16, 10)
  let offset = head
  tables.forEach((table, i) => {
    const record = 12 + i * 16
    table.tag.copy(sfnt, record)
    sfnt.writeUInt32BE(table.checksum, record + 4)
    sfnt.writeUInt32BE(offset, record + 8)
    sfnt.writeUInt32BE(table.data.length, record + 12)
    table.data.copy(sfnt, offset)
    offset += pad(table.data.length)
  })
  return sfnt
}

/** The code points a font file maps, read with the same fontkit pdfkit embeds it with. */
function cmapOf(data: Buffer): Set<number> {
  const probe = new PDFDocument({ font: null as unknown as string, autoFirstPage: false })
  probe.registerFont('probe', data)
  probe.font('probe')
  const font = (probe as unknown as { _font: { font: { characterSet: number[] } } })._font.font
  return new Set(font.characterSet)
}

/** A text cut into runs, each in the first font of the weight that has all its characters. */
function fontRuns(text: string, weight: Weight): { font: string; text: string }[] {
  const chain = fontFaces()[weight]
  const runs: { font: string; text: string }[] = []
  for (const char of text) {
    const cp = char.codePointAt(0)!
    // A character no subset has shows as the first's missing-glyph box rather than vanishing.
    const face = chain.find((f) => f.has(cp)) ?? chain[0]!
    const last = runs.at(-1)
    if (last?.font === face.name) last.text += char
    else runs.push({ font: face.name, text: char })
  }
  return runs
}

// --- Layout ------------------------------------------------------------------------------------

const A4 = { width: 595.28, height: 841.89 }
const MARGIN = { left: 56.7, right: 56.7, top: 36, bottom: 30 }
const CONTENT_WIDTH = A4.width - MARGIN.left - MARGIN.right
const LEADING = 1.32
/** The footer's lines (the legal notice takes up to three) above the bottom margin. */
const FOOTER = { size: 6.8, lines: 3 }
const FOOTER_TOP = A4.height - MARGIN.bottom - FOOTER.lines * FOOTER.size * LEADING
/** The lowest line content may reach; the footer's rule and lines sit below. */
const CONTENT_BOTTOM = FOOTER_TOP - 14
/** A continuation page's letterhead: the mark's height, its rule, and where content starts. */
const CONTINUATION_MARK = 15
const CONTINUATION_RULE = MARGIN.top + CONTINUATION_MARK + 5
const CONTINUATION_TOP = CONTINUATION_RULE + 14
/** What a page holds below its letterhead: a block higher than this is split over pages. */
const PAGE_ROOM = CONTENT_BOTTOM - CONTINUATION_TOP

const COLOR = {
  text: '#1a1a1a',
  muted: '#4a4a4a',
  primary: BRAND_BLUE,
  rule: '#d9dde3',
  band: '#eef2f7',
}

/**
 * How tightly the sheet is set. A sheet is set regular first; one that needs more than one page
 * is set compact as well, and that one is taken when it needs fewer pages: no second page holds
 * only a few lines that closer rows and gaps would have kept on the first.
 */
type Density = {
  /** Space above and below a table row's text. */
  rowPad: number
  /** Space above a section's heading. */
  sectionGap: number
  /** The particle-size table's row padding, and the chart's least height beside it. */
  pointPad: number
  chartHeight: number
}
const REGULAR: Density = { rowPad: 2.2, sectionGap: 6, pointPad: 1.1, chartHeight: 150 }
const COMPACT: Density = { rowPad: 1.3, sectionGap: 2, pointPad: 0.5, chartHeight: 130 }
/** The tables' text size. */
const TABLE_SIZE = 8.6

type Style = { size: number; weight?: Weight; color?: string }
type Align = 'left' | 'right'
type Column = { title: string; share: number; align?: Align }
type TableOptions = {
  x?: number
  width?: number
  size?: number
  padY?: number
  /**
   * 'columns': a header row of the columns' titles. 'rows': none; each row's first cell heads it
   * (a list of properties and their values).
   */
  headers?: 'columns' | 'rows'
}

/** Ligatures off: what is copied from the sheet is what was written ('fi', not 'ﬁ'). */
const TEXT_FEATURES = { liga: false, clig: false, dlig: false } as unknown as []

type Doc = PDFKit.PDFDocument
type Struct = PDFKit.PDFStructureElement

/** A colour '#rrggbb' as the operands of PDF's rg operator. */
function rgb(hex: string): string {
  const full = hex.length === 4 ? hex.replace(/[0-9a-f]/gi, '$&$&') : hex
  return [1, 3, 5].map((i) => +(parseInt(full.slice(i, i + 2), 16) / 255).toFixed(4)).join(' ')
}

/**
 * The brand mark (src/lib/brand-mark.ts) as a form XObject: vectors, written once and drawn on
 * every page's letterhead. Its paths are in the SVG's units and direction (y down), which is the
 * direction pdfkit's page space has, so it is drawn with a scale and no flip.
 */
function brandMarkForm(doc: Doc): PDFKit.PDFKitReference {
  const states: Record<string, PDFKit.PDFKitReference> = {}
  const content: string[] = []
  BRAND_MARK_PATHS.forEach((path, i) => {
    if (path.opacity < 1) {
      const state = doc.ref({ Type: 'ExtGState', ca: path.opacity, CA: path.opacity })
      state.end(undefined)
      states[`GsMark${i}`] = state
      content.push(`/GsMark${i} gs`)
    }
    content.push(`${rgb(path.fill)} rg`)
    for (const polygon of polygonsOf(path.d)) {
      polygon.forEach(([x, y], j) => content.push(`${x} ${y} ${j === 0 ? 'm' : 'l'}`))
      content.push('h')
    }
    content.push('f')
  })
  const form = doc.ref({
    Type: 'XObject',
    Subtype: 'Form',
    BBox: [0, 0, BRAND_MARK_SIZE, BRAND_MARK_SIZE],
    Resources: { ExtGState: states },
  })
  form.end(content.join('\n'))
  return form
}

class Sheet {
  y = MARGIN.top
  constructor(
    readonly doc: Doc,
    readonly root: Struct,
    readonly density: Density,
    readonly header: (first: boolean) => void,
  ) {}

  lineHeight(style: Style): number {
    return style.size * LEADING
  }

  /** Widths already measured (wrapping measures each line's growing prefix). */
  private readonly widths = new Map<string, number>()

  width(text: string, style: Style): number {
    const key = `${style.weight ?? 'regular'} ${style.size} ${text}`
    let width = this.widths.get(key)
    if (width === undefined) {
      width = 0
      for (const run of fontRuns(text, style.weight ?? 'regular')) {
        width += this.doc
          .font(run.font)
          .fontSize(style.size)
          .widthOfString(run.text, { features: TEXT_FEATURES })
      }
      this.widths.set(key, width)
    }
    return width
  }

  /** The lines of a text in a width: words kept whole where they fit, newlines kept. */
  wrap(text: string, style: Style, width: number): string[] {
    const lines: string[] = []
    for (const paragraph of text.split(/\r?\n/)) {
      let line = ''
      for (const word of paragraph.split(/ +/).filter(Boolean)) {
        const candidate = line ? `${line} ${word}` : word
        if (this.width(candidate, style) <= width) {
          line = candidate
          continue
        }
        if (line) lines.push(line)
        line = ''
        // A word wider than the column is cut where it must be.
        let rest = word
        while (this.width(rest, style) > width) {
          let cut = rest.length - 1
          while (cut > 1 && this.width(rest.slice(0, cut), style) > width) cut -= 1
          lines.push(rest.slice(0, cut))
          rest = rest.slice(cut)
        }
        line = rest
      }
      lines.push(line)
    }
    return lines
  }

  /** One line at (x, y), y its top; each run in its font. */
  drawLine(text: string, x: number, y: number, style: Style, align: Align = 'left', width = 0) {
    let at = align === 'right' ? x + width - this.width(text, style) : x
    for (const run of fontRuns(text, style.weight ?? 'regular')) {
      this.doc
        .font(run.font)
        .fontSize(style.size)
        .fillColor(style.color ?? COLOR.text)
        .text(run.text, at, y, { lineBreak: false, features: TEXT_FEATURES })
      at += this.doc.widthOfString(run.text, { features: TEXT_FEATURES })
    }
  }

  /** Lines one under the other from y; the height they took. */
  drawLines(lines: string[], x: number, y: number, style: Style, align: Align = 'left', width = 0) {
    lines.forEach((line, i) =>
      this.drawLine(line, x, y + i * this.lineHeight(style), style, align, width),
    )
    return lines.length * this.lineHeight(style)
  }

  private mark: PDFKit.PDFKitReference | null = null

  /** The brand mark, `size` points square, its top left at (x, y). */
  drawBrandMark(x: number, y: number, size: number) {
    this.mark ??= brandMarkForm(this.doc)
    const scale = size / BRAND_MARK_SIZE
    ;(this.doc.page.xobjects as Record<string, PDFKit.PDFKitReference>).BrandMark = this.mark
    this.doc.save().transform(scale, 0, 0, scale, x, y).addContent('/BrandMark Do').restore()
  }

  newPage() {
    this.doc.addPage()
    this.y = MARGIN.top
    this.header(false)
  }

  /** The pages so far. */
  get pages(): number {
    return this.doc.bufferedPageRange().count
  }

  /** Whether `height` still fits above the footer on this page. */
  fits(height: number): boolean {
    return this.y + height <= CONTENT_BOTTOM
  }

  /** A new page unless `height` still fits above the footer. */
  room(height: number) {
    if (this.y + height > CONTENT_BOTTOM) this.newPage()
  }

  /**
   * Room for a block kept on one page: a new page unless it fits here; a block higher than a
   * page starts here and is split where it must be.
   */
  keep(height: number) {
    if (this.y + height > CONTENT_BOTTOM && height <= PAGE_ROOM) this.newPage()
  }

  /**
   * A tagged block of text in the content width, split over pages where it must be, or kept on
   * one page (`whole`); `before` is its gap from what is above it on the same page.
   */
  paragraph(
    text: string,
    style: Style,
    {
      type = 'P',
      before = 0,
      after = 6,
      whole = false,
    }: { type?: string; before?: number; after?: number; whole?: boolean } = {},
  ) {
    const element = this.doc.struct(type)
    this.root.add(element)
    let lines = this.wrap(text, style, CONTENT_WIDTH)
    const step = this.lineHeight(style)
    if (whole) this.keep(before + lines.length * step)
    if (this.y > CONTINUATION_TOP) this.y += before
    while (lines.length) {
      this.room(step)
      const fit = Math.max(1, Math.floor((CONTENT_BOTTOM - this.y) / step))
      const part = lines.slice(0, fit)
      lines = lines.slice(fit)
      element.add(() => {
        this.y += this.drawLines(part, MARGIN.left, this.y, style)
      })
    }
    element.end()
    this.y += after
  }

  private readonly headingStyle: Style = { size: 11, weight: 'bold', color: COLOR.primary }

  /** A section heading's height, its gap above included. */
  get headingHeight(): number {
    return this.density.sectionGap + this.lineHeight(this.headingStyle) + 3
  }

  /** A section heading, on the same page as the first `keep` points of what follows it. */
  heading(text: string, keep: number) {
    this.keep(this.headingHeight + Math.min(keep, PAGE_ROOM - this.headingHeight))
    // At the top of a page no gap: the letterhead's rule is above.
    if (this.y > CONTINUATION_TOP) this.y += this.density.sectionGap
    const element = this.doc.struct('H2')
    this.root.add(element)
    element.add(() => {
      this.drawLine(text, MARGIN.left, this.y, this.headingStyle)
    })
    element.end()
    this.y += this.lineHeight(this.headingStyle) + 3
  }

  private tableLayout(
    columns: Column[],
    { width = CONTENT_WIDTH, size = TABLE_SIZE }: TableOptions,
  ) {
    const padX = 5
    const widths = columns.map((c) => c.share * width)
    const layout = (cells: string[], weight: Weight) =>
      cells.map((cell, i) => this.wrap(cell, { size, weight }, widths[i]! - 2 * padX))
    return { padX, widths, layout }
  }

  private rowHeight(lines: string[][], size: number, padY: number) {
    return Math.max(...lines.map((l) => l.length)) * this.lineHeight({ size }) + 2 * padY
  }

  /** A table's height, its header row and the space after it included. */
  tableHeight(columns: Column[], rows: string[][], options: TableOptions = {}): number {
    const { size = TABLE_SIZE, padY = this.density.rowPad, headers = 'columns' } = options
    const { layout } = this.tableLayout(columns, options)
    const header =
      headers === 'rows'
        ? 0
        : this.rowHeight(
            layout(
              columns.map((c) => c.title),
              'bold',
            ),
            size,
            padY,
          )
    return rows.reduce(
      (sum, row) => sum + this.rowHeight(layout(row, 'regular'), size, padY),
      header + 6,
    )
  }

  /**
   * A table, kept on one page where a page holds it, each row kept on one page where it does
   * not; a header row is repeated (as a decoration, not content) on a page the table continues on.
   */
  table(columns: Column[], rows: string[][], options: TableOptions = {}) {
    const {
      x = MARGIN.left,
      width = CONTENT_WIDTH,
      size = TABLE_SIZE,
      padY = this.density.rowPad,
      headers = 'columns',
    } = options
    const { padX, widths, layout } = this.tableLayout(columns, options)
    const xs = widths.map((_, i) => x + widths.slice(0, i).reduce((a, b) => a + b, 0))
    const table = this.doc.struct('Table')
    this.root.add(table)
    const heightOf = (lines: string[][]) => this.rowHeight(lines, size, padY)

    const drawRow = (
      lines: string[][],
      weight: Weight,
      cell: (i: number, draw: () => void) => void,
    ) => {
      const height = heightOf(lines)
      const top = this.y
      lines.forEach((cellLines, i) =>
        cell(i, () => {
          this.drawLines(
            cellLines,
            xs[i]! + padX,
            top + padY,
            { size, weight, color: weight === 'bold' ? COLOR.primary : COLOR.text },
            columns[i]!.align,
            widths[i]! - 2 * padX,
          )
        }),
      )
      this.decoration(() => {
        this.doc
          .moveTo(x, top + height)
          .lineTo(x + width, top + height)
          .lineWidth(weight === 'bold' ? 0.9 : 0.4)
          .strokeColor(weight === 'bold' ? COLOR.primary : COLOR.rule)
          .stroke()
      })
      this.y += height
    }

    const headerLines = layout(
      columns.map((c) => c.title),
      'bold',
    )
    this.keep(this.tableHeight(columns, rows, options))
    const firstRow = heightOf(layout(rows[0] ?? [''], 'regular'))
    const rule = (weight: number, color: string) =>
      this.decoration(() => {
        this.doc
          .moveTo(x, this.y)
          .lineTo(x + width, this.y)
          .lineWidth(weight)
          .strokeColor(color)
          .stroke()
      })
    if (headers === 'columns') {
      const head = this.doc.struct('THead')
      table.add(head)
      const headRow = this.doc.struct('TR')
      head.add(headRow)
      this.room(heightOf(headerLines) + firstRow)
      drawRow(headerLines, 'bold', (_, draw) =>
        headRow.add(
          this.doc.struct('TH', { scope: 'Column' } as PDFKit.Mixins.StructureElementOptions, draw),
        ),
      )
      headRow.end()
      head.end()
    } else {
      this.room(firstRow)
      // The rule a header row would have drawn under itself.
      rule(0.9, COLOR.primary)
    }

    const body = this.doc.struct('TBody')
    table.add(body)
    for (const row of rows) {
      const lines = layout(row, 'regular')
      if (this.y + heightOf(lines) > CONTENT_BOTTOM) {
        this.newPage()
        if (headers === 'columns')
          this.decoration(() => drawRow(headerLines, 'bold', (_, draw) => draw()))
        else rule(0.9, COLOR.primary)
      }
      const tr = this.doc.struct('TR')
      body.add(tr)
      drawRow(lines, 'regular', (i, draw) =>
        tr.add(
          headers === 'rows' && i === 0
            ? this.doc.struct('TH', { scope: 'Row' } as PDFKit.Mixins.StructureElementOptions, draw)
            : this.doc.struct('TD', {}, draw),
        ),
      )
      tr.end()
    }
    body.end()
    table.end()
    this.y += 6
  }

  /** Drawn as an artifact: rules, bands, repeated headers, page furniture (not read aloud). */
  decoration(draw: () => void) {
    // A decoration within a decoration (the rules of a repeated header) is already one.
    if (this.decorating) return draw()
    this.decorating = true
    this.doc.markContent('Artifact', { type: 'Layout' } as PDFKit.Mixins.MarkingOptions)
    draw()
    this.doc.endMarkedContent()
    this.decorating = false
  }

  private decorating = false
}

// --- Content -----------------------------------------------------------------------------------

const FORM_KEYS: Record<GradeForm, MessageKey<'dataSheet'>> = {
  powder: 'forms.powder',
  compacted: 'forms.compacted',
  granules: 'forms.granules',
}

const PACKAGING_KEYS: Record<GradePackaging, MessageKey<'dataSheet'>> = {
  bags: 'packaging.bags',
  'big-bags': 'packaging.bigBags',
  silo: 'packaging.silo',
}

/** A size or share in the language: 0.5 → '0,5' in German; up to two decimals for sizes. */
const sizeText = (value: number, locale: DataSheetLocale) => formatGradeNumber(value, 2, locale)
const passingText = (value: number, locale: DataSheetLocale) => formatGradeNumber(value, 1, locale)

/**
 * The letterhead. The first page: the mark and the company's name, its address and ways to reach
 * it (the site's configured address, not the one a request came through) in two columns at the
 * right where they fit beside the name, else one. A continuation page: the mark, the name and
 * what the sheet is.
 */
function drawLetterhead(
  sheet: Sheet,
  letterhead: Letterhead,
  t: Translate<'dataSheet'>,
  gradeName: string,
  first: boolean,
) {
  const { doc } = sheet
  const right = MARGIN.left + CONTENT_WIDTH
  sheet.decoration(() => {
    const top = MARGIN.top
    if (first) {
      const mark = 30
      const name: Style = { size: 14, weight: 'bold', color: COLOR.primary }
      sheet.drawBrandMark(MARGIN.left, top, mark)
      const nameX = MARGIN.left + mark + 9
      sheet.drawLine(letterhead.companyName, nameX, top + (mark - name.size * 1.36) / 2, name)
      const style: Style = { size: 7.3, color: COLOR.muted }
      const address = letterhead.address
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean)
      const reach = [
        letterhead.phone ? `${t('phone')} ${letterhead.phone}` : '',
        letterhead.email ? `${t('email')} ${letterhead.email}` : '',
        letterhead.website,
      ].filter(Boolean)
      const widest = (lines: string[]) => Math.max(0, ...lines.map((l) => sheet.width(l, style)))
      const gap = 18
      const free = right - (nameX + sheet.width(letterhead.companyName, name) + 24)
      const all = [...address, ...reach]
      let height: number
      if (address.length && reach.length && widest(address) + gap + widest(reach) <= free) {
        const reachX = right - widest(reach)
        height = Math.max(
          sheet.drawLines(address, reachX - gap - widest(address), top, style),
          sheet.drawLines(reach, reachX, top, style),
        )
      } else if (widest(all) <= free) {
        height = sheet.drawLines(all, MARGIN.left, top, style, 'right', CONTENT_WIDTH)
      } else {
        // Too wide beside the name (a long address line): one run of text below it.
        const lines = sheet.wrap(all.join(' · '), style, CONTENT_WIDTH)
        height = mark + 5 + sheet.drawLines(lines, MARGIN.left, top + mark + 5, style)
      }
      const rule = top + Math.max(height, mark) + 7
      doc.moveTo(MARGIN.left, rule).lineTo(right, rule).lineWidth(1.2).strokeColor(COLOR.primary)
      doc.stroke()
      sheet.y = rule + 14
    } else {
      const mark = CONTINUATION_MARK
      sheet.drawBrandMark(MARGIN.left, top, mark)
      const label: Style = { size: 8.5, weight: 'bold', color: COLOR.primary }
      sheet.drawLine(letterhead.companyName, MARGIN.left + mark + 6, top + 1.5, label)
      sheet.drawLine(
        `${t('title')} · ${gradeName}`,
        MARGIN.left,
        top + 2.5,
        { size: 7.3, color: COLOR.muted },
        'right',
        CONTENT_WIDTH,
      )
      const rule = CONTINUATION_RULE
      doc.moveTo(MARGIN.left, rule).lineTo(right, rule).lineWidth(0.6).strokeColor(COLOR.primary)
      doc.stroke()
      sheet.y = CONTINUATION_TOP
    }
  })
}

/**
 * Each page's footer: the company and its legal notice at the left (three lines at most: the
 * full notice is on the website); the grade, the revision and 'Page n of m' at the right.
 */
function drawFooters(
  sheet: Sheet,
  letterhead: Letterhead,
  grade: DataSheetGrade,
  t: Translate<'dataSheet'>,
  locale: DataSheetLocale,
) {
  const { doc } = sheet
  const range = doc.bufferedPageRange()
  const style: Style = { size: FOOTER.size, color: COLOR.muted }
  const strong: Style = { ...style, weight: 'bold' }
  const revision = `${grade.name} · ${t('footerRevision', { date: formatLongDate(grade.updatedAt, locale) })}`
  const pageText = (i: number) => t('page', { page: i - range.start + 1, pages: range.count })
  const rightWidth = Math.max(
    sheet.width(revision, style),
    sheet.width(pageText(range.start + range.count - 1), strong),
  )
  const legal = sheet
    .wrap(
      [letterhead.companyName, ...letterhead.legal].join(' · '),
      style,
      CONTENT_WIDTH - rightWidth - 18,
    )
    .slice(0, FOOTER.lines)
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i)
    sheet.decoration(() => {
      doc
        .moveTo(MARGIN.left, FOOTER_TOP - 5)
        .lineTo(MARGIN.left + CONTENT_WIDTH, FOOTER_TOP - 5)
        .lineWidth(0.4)
        .strokeColor(COLOR.rule)
        .stroke()
      sheet.drawLines(legal, MARGIN.left, FOOTER_TOP, style)
      sheet.drawLine(revision, MARGIN.left, FOOTER_TOP, style, 'right', CONTENT_WIDTH)
      sheet.drawLine(
        pageText(i),
        MARGIN.left,
        FOOTER_TOP + sheet.lineHeight(style),
        strong,
        'right',
        CONTENT_WIDTH,
      )
    })
  }
}

/** The curve on a log µm axis (whole decades) against % passing, drawn as a tagged figure. */
function drawPsdChart(
  sheet: Sheet,
  points: readonly PsdPoint[],
  box: { x: number; y: number; width: number; height: number },
  alt: string,
  locale: DataSheetLocale,
) {
  const { doc } = sheet
  const plot = {
    left: box.x + 30,
    right: box.x + box.width - 6,
    top: box.y + 6,
    bottom: box.y + box.height - 30,
  }
  const from = Math.floor(Math.log10(points[0]!.size) + 1e-9)
  const to = Math.max(from + 1, Math.ceil(Math.log10(points.at(-1)!.size) - 1e-9))
  const xOf = (size: number) =>
    plot.left + ((Math.log10(size) - from) / (to - from)) * (plot.right - plot.left)
  const yOf = (passing: number) => plot.bottom - (passing / 100) * (plot.bottom - plot.top)
  const label: Style = { size: 7, color: COLOR.muted }

  const figure = doc.struct('Figure', { alt } as PDFKit.Mixins.StructureElementOptions)
  sheet.root.add(figure)
  figure.add(() => {
    doc.save()
    // Gridlines: every decade and its 2…9 multiples; every 25 % passing.
    for (let decade = from; decade <= to; decade += 1) {
      for (let m = 1; m <= (decade === to ? 1 : 9); m += 1) {
        const x = xOf(m * 10 ** decade)
        doc
          .moveTo(x, plot.top)
          .lineTo(x, plot.bottom)
          .lineWidth(m === 1 ? 0.6 : 0.25)
          .strokeColor(m === 1 ? '#b8c0cc' : COLOR.rule)
          .stroke()
      }
      const text = formatGradeNumber(10 ** decade, 4, locale)
      sheet.drawLine(text, xOf(10 ** decade) - sheet.width(text, label) / 2, plot.bottom + 4, label)
    }
    for (const passing of [0, 25, 50, 75, 100]) {
      doc
        .moveTo(plot.left, yOf(passing))
        .lineTo(plot.right, yOf(passing))
        .lineWidth(passing === 0 || passing === 100 ? 0.6 : 0.25)
        .strokeColor(passing === 0 || passing === 100 ? '#b8c0cc' : COLOR.rule)
        .stroke()
      const text = String(passing)
      sheet.drawLine(text, plot.left - 4 - sheet.width(text, label), yOf(passing) - 4, label)
    }
    sheet.drawLine('µm', (plot.left + plot.right) / 2 - 5, plot.bottom + 15, label)
    sheet.drawLine('%', box.x, plot.top - 2, label)
    // The curve: straight segments in (log size, passing), as the page draws and reads it.
    points.forEach((point, i) =>
      i === 0
        ? doc.moveTo(xOf(point.size), yOf(point.passing))
        : doc.lineTo(xOf(point.size), yOf(point.passing)),
    )
    doc.lineWidth(1.6).strokeColor(COLOR.primary).lineJoin('round').stroke()
    const d50 = sizeAtPassing(points, 50)
    if (d50 !== null) {
      doc
        .moveTo(xOf(d50), yOf(50))
        .lineTo(xOf(d50), plot.bottom)
        .dash(2, { space: 2 })
        .lineWidth(0.6)
        .strokeColor(COLOR.primary)
        .stroke()
        .undash()
      doc.circle(xOf(d50), yOf(50), 2.2).fillColor(COLOR.primary).fill()
    }
    doc.restore()
  })
  figure.end()
}

/** A section measured before it is drawn: its height with its heading, and how to draw it. */
type Section = { height: number; draw: () => void }

/** The particle-size distribution: its points as a table, the curve beside them, on one page. */
function psdSection(
  sheet: Sheet,
  grade: DataSheetGrade,
  locale: DataSheetLocale,
  t: Translate<'dataSheet'>,
): Section | null {
  if (psdProblem(grade.psd) !== null) return null
  const points = grade.psd
  const note: Style = { size: 8, color: COLOR.muted }
  const noteHeight = sheet.wrap(t('psdNote'), note, CONTENT_WIDTH).length * sheet.lineHeight(note)
  const tableWidth = CONTENT_WIDTH * 0.36
  const gap = 24
  const columns: Column[] = [
    { title: t('psdSize'), share: 0.5, align: 'right' },
    { title: t('psdPassing'), share: 0.5, align: 'right' },
  ]
  const cells = points.map((p) => [sizeText(p.size, locale), passingText(p.passing, locale)])
  const options: TableOptions = { width: tableWidth, size: 8, padY: sheet.density.pointPad }
  const tableHeight = sheet.tableHeight(columns, cells, options)
  // As high as the table beside it, within bounds.
  const chartHeight = Math.max(sheet.density.chartHeight, Math.min(tableHeight - 6, 220))
  const block = Math.max(chartHeight + 6, tableHeight)
  return {
    height: sheet.headingHeight + noteHeight + 4 + block,
    draw() {
      sheet.heading(t('psd'), noteHeight + 4 + block)
      sheet.paragraph(t('psdNote'), note, { after: 4 })
      sheet.keep(block)
      const top = sheet.y
      const page = sheet.pages
      const d50 = sizeAtPassing(points, 50)
      drawPsdChart(
        sheet,
        points,
        {
          x: MARGIN.left + tableWidth + gap,
          y: top,
          width: CONTENT_WIDTH - tableWidth - gap,
          height: chartHeight,
        },
        t('psdChart', {
          grade: grade.name,
          from: sizeText(points[0]!.size, locale),
          to: sizeText(points.at(-1)!.size, locale),
          d50: d50 === null ? '–' : formatGradeNumber(d50, 1, locale),
        }),
        locale,
      )
      sheet.table(columns, cells, options)
      // Below the chart, unless the table went on to another page.
      if (sheet.pages === page) sheet.y = Math.max(sheet.y, top + chartHeight + 6)
    },
  }
}

/** The grade's applications in its markets, then the markets it serves without a note. */
function marketsSection(
  sheet: Sheet,
  grade: DataSheetGrade,
  t: Translate<'dataSheet'>,
): Section | null {
  const { doc, root } = sheet
  const noted = new Set(grade.applications.map((a) => a.market.title))
  const markets = [
    ...grade.applications.map((a) => `${a.market.title}: ${a.note}`),
    ...grade.markets.map((m) => m.title).filter((title) => !noted.has(title)),
  ]
  if (!markets.length) return null
  const style: Style = { size: 9 }
  const items = markets.map((market) => sheet.wrap(market, style, CONTENT_WIDTH - 12))
  const heightOf = (lines: string[]) => lines.length * sheet.lineHeight(style) + 2
  return {
    height: items.reduce((sum, lines) => sum + heightOf(lines), sheet.headingHeight),
    draw() {
      sheet.heading(t('markets'), heightOf(items[0]!))
      const list = doc.struct('L')
      root.add(list)
      for (const lines of items) {
        sheet.room(heightOf(lines))
        const item = doc.struct('LI')
        list.add(item)
        item.add(doc.struct('Lbl', {}, () => sheet.drawLine('•', MARGIN.left, sheet.y, style)))
        item.add(
          doc.struct('LBody', {}, () => {
            sheet.y += sheet.drawLines(lines, MARGIN.left + 12, sheet.y, style) + 2
          }),
        )
        item.end()
      }
      list.end()
    },
  }
}

/** The grade's content below the letterhead, section by section, each kept together. */
function drawContent(
  sheet: Sheet,
  grade: DataSheetGrade,
  locale: DataSheetLocale,
  t: Translate<'dataSheet'>,
) {
  const { density } = sheet

  // Title, description, revision.
  sheet.paragraph(t('title'), { size: 9.5, weight: 'bold', color: COLOR.muted }, { after: 0 })
  sheet.paragraph(
    grade.name,
    { size: 21, weight: 'bold', color: COLOR.primary },
    { type: 'H1', after: 3 },
  )
  if (grade.description) sheet.paragraph(grade.description, { size: 9.5 }, { after: 3 })
  sheet.paragraph(
    t('revision', { date: formatLongDate(grade.updatedAt, locale) }),
    { size: 7.8, color: COLOR.muted },
    { after: 2 },
  )

  // The property table: the page's rows.
  const rows = gradePropertyRows(grade.technical, locale)
  if (rows.length) {
    const columns: Column[] = [
      { title: t('columns.property'), share: 0.4 },
      { title: t('columns.value'), share: 0.17, align: 'right' },
      { title: t('columns.unit'), share: 0.13 },
      { title: t('columns.method'), share: 0.3 },
    ]
    const cells = rows.map((row) => [row.label, row.value, row.unit, row.method])
    sheet.heading(t('properties'), sheet.tableHeight(columns, cells))
    sheet.table(columns, cells)
  }

  // Form, packaging, mineralogy.
  const { form, packaging, mineralogy } = grade.technical
  const supply: string[][] = []
  if (form) supply.push([t('form'), t(FORM_KEYS[form])])
  if (packaging.length)
    supply.push([t('packagingLabel'), packaging.map((p) => t(PACKAGING_KEYS[p])).join(', ')])
  if (mineralogy) supply.push([t('mineralogy'), mineralogy])
  if (supply.length) {
    const columns: Column[] = [
      { title: t('columns.property'), share: 0.4 },
      { title: t('columns.details'), share: 0.6 },
    ]
    const options: TableOptions = { headers: 'rows' }
    sheet.heading(t('supply'), sheet.tableHeight(columns, supply, options))
    sheet.table(columns, supply, options)
  }

  const psd = psdSection(sheet, grade, locale, t)
  const markets = marketsSection(sheet, grade, t)
  // The particle-size block goes on to the next page whole when the room left is too small for
  // it; the markets then fill that room, when they fit there whole, instead of leaving it empty.
  const order =
    psd && markets && !sheet.fits(psd.height) && sheet.fits(markets.height)
      ? [markets, psd]
      : [psd, markets]
  for (const section of order) section?.draw()

  // What the values are, and are not: kept together.
  sheet.paragraph(
    t('disclaimer'),
    { size: 7.6, color: COLOR.muted },
    { before: density.sectionGap + 2, after: 0, whole: true },
  )
}

/** A sheet drawn in one density up to its footers: how many pages it takes, and its bytes. */
type Draft = { pages: number; finish: () => Promise<Buffer> }

function draft(
  grade: DataSheetGrade,
  locale: DataSheetLocale,
  letterhead: Letterhead,
  density: Density,
): Draft {
  const t = translator(locale, 'dataSheet')
  const changed = new Date(grade.updatedAt)
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    // No standard-14 font is ever loaded: every text is set in the embedded Open Sans.
    font: null as unknown as string,
    bufferPages: true,
    autoFirstPage: false,
    pdfVersion: '1.7',
    tagged: true,
    lang: INTL_LOCALES[locale],
    displayTitle: true,
    // pdfkit writes these text strings as UTF-16BE when they are not ASCII (the en dash).
    info: {
      Title: `${t('title')} – ${grade.name}`,
      Author: letterhead.companyName,
      Subject: t('subject', { grade: grade.name }),
      Keywords: [grade.name, t('title'), letterhead.companyName].join(', '),
      Creator: letterhead.companyName,
      CreationDate: changed,
      ModDate: changed,
    },
  })
  for (const weight of ['regular', 'bold'] as const) {
    for (const face of fontFaces()[weight]) doc.registerFont(face.name, face.data)
  }
  const root = doc.struct('Document')
  doc.addStructure(root)
  const sheet: Sheet = new Sheet(doc, root, density, (first) =>
    drawLetterhead(sheet, letterhead, t, grade.name, first),
  )
  doc.addPage()
  sheet.header(true)
  drawContent(sheet, grade, locale, t)
  return {
    pages: sheet.pages,
    finish() {
      const chunks: Buffer[] = []
      const done = new Promise<Buffer>((resolve, reject) => {
        doc.on('data', (chunk: Buffer) => chunks.push(chunk))
        doc.on('end', () => resolve(Buffer.concat(chunks)))
        doc.on('error', reject)
      })
      drawFooters(sheet, letterhead, grade, t, locale)
      root.end()
      doc.end()
      return done
    },
  }
}

/**
 * The sheet of a grade in a language, as PDF bytes: set regular, or compact where that saves a
 * page (Density). Deterministic: the same arguments give the same bytes (the document's creation
 * date is the grade's last change).
 */
export function generateDataSheet(
  grade: DataSheetGrade,
  locale: DataSheetLocale,
  letterhead: Letterhead,
): Promise<Buffer> {
  let sheet = draft(grade, locale, letterhead, REGULAR)
  if (sheet.pages > 1) {
    const compact = draft(grade, locale, letterhead, COMPACT)
    if (compact.pages < sheet.pages) sheet = compact
  }
  return sheet.finish()
}

/** The site settings' company and legal notice as the sheet's letterhead, in the language. */
export function letterheadOf(
  settings: Pick<SiteSettingsView, 'companyName' | 'contacts' | 'imprint'>,
  siteUrl: string,
  locale: DataSheetLocale,
): Letterhead {
  const label = translator(locale, 'imprint')
  const { imprint } = settings
  const register = [imprint.registerNumber, imprint.registerCourt].filter(Boolean).join(', ')
  const legal: [MessageKey<'imprint'>, string][] = [
    ['registeredOffice', imprint.registeredOffice],
    ['registerNumber', register],
    ['vatId', imprint.vatId],
    ['managingDirectors', imprint.managingDirectors],
  ]
  return {
    companyName: settings.companyName,
    address: settings.contacts.address,
    phone: settings.contacts.phone,
    email: settings.contacts.email,
    website: new URL(siteUrl).host,
    legal: legal.filter(([, value]) => value).map(([key, value]) => `${label(key)}: ${value}`),
  }
}
