import 'server-only'

import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

import PDFDocument from 'pdfkit'

import { translator, type Translate } from '@/i18n/messages'
import { formatLongDate } from '@/lib/dates'
import type { GradeView } from '@/lib/documents'
import {
  formatGradeNumber,
  type GradeForm,
  type GradePackaging,
  gradePropertyRows,
  psdProblem,
  type PsdPoint,
} from '@/lib/grade-data'
import { sizeAtPassing } from '@/lib/psd'
import type { SiteSettingsView } from '@/server/shell'

/**
 * The technical data sheet of a grade as a PDF (issue 38, item 5), generated from the same data
 * the grade's page shows: the property rows are gradePropertyRows' (label, value as written in
 * the language, unit, method), so page and sheet never disagree. A4, the company's letterhead
 * from the site settings, Open Sans embedded (subsets of the glyphs used; no standard-14 font),
 * tagged (headings, paragraphs, tables with header cells, the curve as a figure with its text),
 * page numbers. The same grade, language and letterhead always give the same bytes: the
 * document's dates are the grade's last change, and nothing else varies.
 */

export type DataSheetLocale = 'en' | 'de'

/** The company's letterhead as the sheet prints it (from the site settings, in the language). */
export type Letterhead = {
  companyName: string
  /** One address line per line. */
  address: string
  phone: string
  email: string
  /** The site's address as printed ('www.eurotalc.example'). */
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
const MARGIN = { left: 56.7, right: 56.7, top: 42, bottom: 48 }
const CONTENT_WIDTH = A4.width - MARGIN.left - MARGIN.right
/** The lowest line content may reach; the footer sits below. */
const CONTENT_BOTTOM = A4.height - MARGIN.bottom - 40
const LEADING = 1.32

const COLOR = {
  text: '#1a1a1a',
  muted: '#4a4a4a',
  primary: '#00418c',
  rule: '#d9dde3',
  band: '#eef2f7',
}

type Style = { size: number; weight?: Weight; color?: string }
type Align = 'left' | 'right'

/** Ligatures off: what is copied from the sheet is what was written ('fi', not 'ﬁ'). */
const TEXT_FEATURES = { liga: false, clig: false, dlig: false } as unknown as []

type Doc = PDFKit.PDFDocument
type Struct = PDFKit.PDFStructureElement

class Sheet {
  y = MARGIN.top
  constructor(
    readonly doc: Doc,
    readonly root: Struct,
    readonly header: () => void,
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

  newPage() {
    this.doc.addPage()
    this.y = MARGIN.top
    this.header()
  }

  /** A new page unless `height` still fits above the footer. */
  room(height: number) {
    if (this.y + height > CONTENT_BOTTOM) this.newPage()
  }

  /** A tagged block of text in the content width, split over pages where it must be. */
  paragraph(text: string, style: Style, type = 'P', after = 6) {
    const element = this.doc.struct(type)
    this.root.add(element)
    let lines = this.wrap(text, style, CONTENT_WIDTH)
    const step = this.lineHeight(style)
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

  /** A section heading, on the same page as the first `keep` points of what follows it. */
  heading(text: string, keep = 40) {
    const style: Style = { size: 11.5, weight: 'bold', color: COLOR.primary }
    this.room(this.lineHeight(style) + 11 + keep)
    this.y += 8
    const element = this.doc.struct('H2')
    this.root.add(element)
    element.add(() => {
      this.drawLine(text, MARGIN.left, this.y, style)
    })
    element.end()
    this.y += this.lineHeight(style) + 3
  }

  /**
   * A table with a header row, each row kept on one page; the header is repeated (as a
   * decoration, not content) on a page the table continues on.
   */
  table(
    columns: { title: string; share: number; align?: Align }[],
    rows: string[][],
    { x = MARGIN.left, width = CONTENT_WIDTH, size = 9, padY = 3.2 } = {},
  ) {
    const padX = 5
    const widths = columns.map((c) => c.share * width)
    const xs = widths.map((_, i) => x + widths.slice(0, i).reduce((a, b) => a + b, 0))
    const table = this.doc.struct('Table')
    this.root.add(table)

    const layout = (cells: string[], weight: Weight) =>
      cells.map((cell, i) => this.wrap(cell, { size, weight }, widths[i]! - 2 * padX))
    const heightOf = (lines: string[][]) =>
      Math.max(...lines.map((l) => l.length)) * this.lineHeight({ size }) + 2 * padY

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
    const head = this.doc.struct('THead')
    table.add(head)
    const headRow = this.doc.struct('TR')
    head.add(headRow)
    this.room(heightOf(headerLines) + heightOf(layout(rows[0] ?? [''], 'regular')))
    drawRow(headerLines, 'bold', (_, draw) =>
      headRow.add(
        this.doc.struct('TH', { scope: 'Column' } as PDFKit.Mixins.StructureElementOptions, draw),
      ),
    )
    headRow.end()
    head.end()

    const body = this.doc.struct('TBody')
    table.add(body)
    for (const row of rows) {
      const lines = layout(row, 'regular')
      if (this.y + heightOf(lines) > CONTENT_BOTTOM) {
        this.newPage()
        this.decoration(() => drawRow(headerLines, 'bold', (_, draw) => draw()))
      }
      const tr = this.doc.struct('TR')
      body.add(tr)
      drawRow(lines, 'regular', (_, draw) => tr.add(this.doc.struct('TD', {}, draw)))
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

const FORM_KEYS: Record<GradeForm, string> = {
  powder: 'forms.powder',
  compacted: 'forms.compacted',
  granules: 'forms.granules',
}

const PACKAGING_KEYS: Record<GradePackaging, string> = {
  bags: 'packaging.bags',
  'big-bags': 'packaging.bigBags',
  silo: 'packaging.silo',
}

/** A size or share in the language: 0.5 → '0,5' in German; up to two decimals for sizes. */
const sizeText = (value: number, locale: DataSheetLocale) => formatGradeNumber(value, 2, locale)
const passingText = (value: number, locale: DataSheetLocale) => formatGradeNumber(value, 1, locale)

function drawLetterhead(sheet: Sheet, letterhead: Letterhead, t: Translate, first: boolean) {
  const { doc } = sheet
  sheet.decoration(() => {
    const top = MARGIN.top
    if (first) {
      sheet.drawLine(letterhead.companyName, MARGIN.left, top, {
        size: 15,
        weight: 'bold',
        color: COLOR.primary,
      })
      const contact = [
        ...letterhead.address.split(/\r?\n/).filter((line) => line.trim()),
        letterhead.phone ? `${t('phone')} ${letterhead.phone}` : '',
        letterhead.email ? `${t('email')} ${letterhead.email}` : '',
        letterhead.website,
      ].filter(Boolean)
      const style: Style = { size: 7.5, color: COLOR.muted }
      const height = sheet.drawLines(contact, MARGIN.left, top, style, 'right', CONTENT_WIDTH)
      const rule = top + Math.max(height, 24) + 6
      doc
        .moveTo(MARGIN.left, rule)
        .lineTo(MARGIN.left + CONTENT_WIDTH, rule)
        .lineWidth(1.2)
        .strokeColor(COLOR.primary)
        .stroke()
      sheet.y = rule + 14
    } else {
      sheet.drawLine(letterhead.companyName, MARGIN.left, top, {
        size: 8,
        weight: 'bold',
        color: COLOR.primary,
      })
      doc
        .moveTo(MARGIN.left, top + 15)
        .lineTo(MARGIN.left + CONTENT_WIDTH, top + 15)
        .lineWidth(0.6)
        .strokeColor(COLOR.primary)
        .stroke()
      sheet.y = top + 28
    }
  })
}

function drawFooters(sheet: Sheet, letterhead: Letterhead, grade: DataSheetGrade, t: Translate) {
  const { doc } = sheet
  const range = doc.bufferedPageRange()
  const style: Style = { size: 6.8, color: COLOR.muted }
  const pageText = (i: number) =>
    `${grade.name} · ${t('page', { page: i - range.start + 1, pages: range.count })}`
  const pageWidth = sheet.width(pageText(range.start + range.count - 1), style)
  const legal = sheet.wrap(
    [letterhead.companyName, ...letterhead.legal].join(' · '),
    style,
    CONTENT_WIDTH - pageWidth - 18,
  )
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i)
    sheet.decoration(() => {
      const top = A4.height - MARGIN.bottom - 22
      doc
        .moveTo(MARGIN.left, top - 5)
        .lineTo(MARGIN.left + CONTENT_WIDTH, top - 5)
        .lineWidth(0.4)
        .strokeColor(COLOR.rule)
        .stroke()
      // Three lines at most: the footer's room (the full notice is on the website).
      sheet.drawLines(legal.slice(0, 3), MARGIN.left, top, style)
      sheet.drawLine(pageText(i), MARGIN.left, top, style, 'right', CONTENT_WIDTH)
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

/**
 * The sheet of a grade in a language, as PDF bytes. Deterministic: the same arguments give the
 * same bytes (the document's creation date is the grade's last change).
 */
export function generateDataSheet(
  grade: DataSheetGrade,
  locale: DataSheetLocale,
  letterhead: Letterhead,
): Promise<Buffer> {
  const t = translator(locale, 'dataSheet')
  const changed = new Date(grade.updatedAt)
  const title = `${t('title')} – ${grade.name}`
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    // No standard-14 font is ever loaded: every text is set in the embedded Open Sans.
    font: null as unknown as string,
    bufferPages: true,
    autoFirstPage: false,
    pdfVersion: '1.7',
    tagged: true,
    lang: locale === 'de' ? 'de-DE' : 'en-GB',
    displayTitle: true,
    info: {
      Title: title,
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
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  const root = doc.struct('Document')
  doc.addStructure(root)
  let first = true
  const sheet: Sheet = new Sheet(doc, root, () => {
    drawLetterhead(sheet, letterhead, t, first)
    first = false
  })
  doc.addPage()
  sheet.header()

  // Title, description, revision.
  sheet.paragraph(t('title'), { size: 10, weight: 'bold', color: COLOR.muted }, 'P', 0)
  sheet.paragraph(grade.name, { size: 22, weight: 'bold', color: COLOR.primary }, 'H1', 4)
  if (grade.description) sheet.paragraph(grade.description, { size: 10 }, 'P', 4)
  sheet.paragraph(
    t('revision', { date: formatLongDate(changed, locale) }),
    { size: 8, color: COLOR.muted },
    'P',
    4,
  )

  // The property table: the page's rows.
  const rows = gradePropertyRows(grade.technical, locale)
  if (rows.length) {
    sheet.heading(t('properties'))
    sheet.table(
      [
        { title: t('columns.property'), share: 0.4 },
        { title: t('columns.value'), share: 0.17, align: 'right' },
        { title: t('columns.unit'), share: 0.13 },
        { title: t('columns.method'), share: 0.3 },
      ],
      rows.map((row) => [row.label, row.value, row.unit, row.method]),
    )
  }

  // Form, packaging, mineralogy.
  const { form, packaging, mineralogy } = grade.technical
  const supply: string[][] = []
  if (form) supply.push([t('form'), t(FORM_KEYS[form])])
  if (packaging.length)
    supply.push([t('packagingLabel'), packaging.map((p) => t(PACKAGING_KEYS[p])).join(', ')])
  if (mineralogy) supply.push([t('mineralogy'), mineralogy])
  if (supply.length) {
    sheet.heading(t('supply'))
    sheet.table(
      [
        { title: t('columns.property'), share: 0.4 },
        { title: t('columns.details'), share: 0.6 },
      ],
      supply,
    )
  }

  // The particle-size distribution: its points as a table, the curve beside them.
  if (psdProblem(grade.psd) === null) {
    // The heading, its note and the chart on one page.
    sheet.heading(t('psd'), 230)
    sheet.paragraph(t('psdNote'), { size: 8.5, color: COLOR.muted }, 'P', 4)
    const points = grade.psd
    const chart = { height: 200, gap: 24, tableShare: 0.36 }
    const tableWidth = CONTENT_WIDTH * chart.tableShare
    // The table's first rows and the whole chart on one page.
    sheet.room(chart.height)
    const top = sheet.y
    const page = doc.bufferedPageRange().count
    const d50 = sizeAtPassing(points, 50)
    drawPsdChart(
      sheet,
      points,
      {
        x: MARGIN.left + tableWidth + chart.gap,
        y: top,
        width: CONTENT_WIDTH - tableWidth - chart.gap,
        height: chart.height,
      },
      t('psdChart', {
        grade: grade.name,
        from: sizeText(points[0]!.size, locale),
        to: sizeText(points.at(-1)!.size, locale),
        d50: d50 === null ? '–' : formatGradeNumber(d50, 1, locale),
      }),
      locale,
    )
    sheet.table(
      [
        { title: t('psdSize'), share: 0.5, align: 'right' },
        { title: t('psdPassing'), share: 0.5, align: 'right' },
      ],
      points.map((p) => [sizeText(p.size, locale), passingText(p.passing, locale)]),
      { width: tableWidth, size: 8, padY: 1.8 },
    )
    // Below the chart, unless the table went on to another page.
    if (doc.bufferedPageRange().count === page) sheet.y = Math.max(sheet.y, top + chart.height + 6)
  }

  // The grade's applications in its markets, then the markets it serves without a note.
  const noted = new Set(grade.applications.map((a) => a.market.title))
  const markets = [
    ...grade.applications.map((a) => `${a.market.title}: ${a.note}`),
    ...grade.markets.map((m) => m.title).filter((title) => !noted.has(title)),
  ]
  if (markets.length) {
    sheet.heading(t('markets'))
    const list = doc.struct('L')
    root.add(list)
    const style: Style = { size: 9.5 }
    for (const market of markets) {
      const lines = sheet.wrap(market, style, CONTENT_WIDTH - 12)
      sheet.room(lines.length * sheet.lineHeight(style))
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
  }

  // What the values are, and are not.
  sheet.y += 10
  sheet.paragraph(t('disclaimer'), { size: 7.8, color: COLOR.muted }, 'P', 0)

  drawFooters(sheet, letterhead, grade, t)
  root.end()
  doc.end()
  return done
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
  const legal: [string, string][] = [
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
