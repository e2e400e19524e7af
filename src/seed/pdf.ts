/**
 * A small, valid one-page PDF (A4, Helvetica, WinAnsi text) for the demo documents: real files
 * that open in every reader, made without a PDF library.
 */
function pdfText(text: string): string {
  // WinAnsi covers the German letters; bytes above 127 as octal escapes keep the file ASCII.
  let out = ''
  for (const char of text) {
    const code = char === '–' ? 0x96 : char === '€' ? 0x80 : char.charCodeAt(0)
    if (code > 255) out += '?'
    else if (char === '(' || char === ')' || char === '\\') out += `\\${char}`
    else if (code > 126 || code < 32) out += `\\${code.toString(8).padStart(3, '0')}`
    else out += char
  }
  return out
}

export function simplePdf({ title, lines }: { title: string; lines: string[] }): Buffer {
  const content = [
    'BT',
    '/F1 20 Tf',
    '56 770 Td',
    `(${pdfText(title)}) Tj`,
    '/F1 11 Tf',
    '0 -34 Td',
    '15 TL',
    ...lines.map((line) => `(${pdfText(line)}) '`),
    'ET',
  ].join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title (${pdfText(title)}) /Producer (EuroTalc demo) >>`,
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
