/**
 * A small, valid one-page PDF (A4, Helvetica, WinAnsi text) for the demo documents: real files
 * that open in every reader, made without a PDF library.
 */

/**
 * WinAnsiEncoding's bytes 0x80–0x9F in order, '' where it defines none (PDF 1.7, Annex D.2): the
 * typographic marks Latin-1 lacks. Every other byte is the Latin-1 character of its code.
 */
// prettier-ignore
const WIN_ANSI_80_TO_9F = [
  '€', '', '‚', 'ƒ', '„', '…', '†', '‡', 'ˆ', '‰', 'Š', '‹', 'Œ', '', 'Ž', '',
  '', '‘', '’', '“', '”', '•', '–', '—', '˜', '™', 'š', '›', 'œ', '', 'ž', 'Ÿ',
]
const WIN_ANSI_HIGH = new Map(
  WIN_ANSI_80_TO_9F.flatMap((char, i): [string, number][] => (char ? [[char, 0x80 + i]] : [])),
)

/** A page text for the WinAnsi font, as a literal string's body ('?' where WinAnsi has none). */
function pageText(text: string): string {
  let out = ''
  for (const char of text) {
    const latin1 = char.charCodeAt(0)
    // Latin-1's C1 controls are not WinAnsi's characters: those come from the table.
    const code =
      WIN_ANSI_HIGH.get(char) ??
      (char.length === 1 && (latin1 < 0x80 || latin1 >= 0xa0) ? latin1 : -1)
    if (code < 0 || code > 255) out += '?'
    else if (char === '(' || char === ')' || char === '\\') out += `\\${char}`
    else if (code > 126 || code < 32) out += `\\${code.toString(8).padStart(3, '0')}`
    else out += char
  }
  return out
}

/**
 * A text string of the document's Info dictionary (the title a reader shows): not in the page's
 * font encoding but PDFDocEncoding or UTF-16BE with its byte order mark (PDF 1.7, 7.9.2.2). ASCII
 * reads the same in both; anything else is written as UTF-16BE, in hex so the file stays ASCII.
 */
function infoText(text: string): string {
  if (/^[\x20-\x7e]*$/.test(text)) return `(${text.replace(/[()\\]/g, '\\$&')})`
  const units = Buffer.from(`\ufeff${text}`, 'utf16le').swap16()
  return `<${units.toString('hex').toUpperCase()}>`
}

export function simplePdf({ title, lines }: { title: string; lines: string[] }): Buffer {
  const content = [
    'BT',
    '/F1 20 Tf',
    '56 770 Td',
    `(${pageText(title)}) Tj`,
    '/F1 11 Tf',
    '0 -34 Td',
    '15 TL',
    ...lines.map((line) => `(${pageText(line)}) '`),
    'ET',
  ].join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title ${infoText(title)} /Producer (EuroTalc demo) >>`,
  ]
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'))
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = Buffer.byteLength(body, 'latin1')
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}
