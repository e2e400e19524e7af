import { deflateRawSync } from 'node:zlib'

/**
 * Real, minimal ZIP files built in memory for the upload checks: a Word and an Excel document
 * that Word and Excel open (the parts a package needs, deflated as Office writes them), and any
 * other archive from named entries.
 */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

/** A ZIP file (deflated entries, central directory, end record) of `entries`, in this order. */
export function zipFile(entries: Record<string, string | Uint8Array>): Buffer {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const [name, content] of Object.entries(entries)) {
    const raw = typeof content === 'string' ? Buffer.from(content) : Buffer.from(content)
    const packed = deflateRawSync(raw)
    const fileName = Buffer.from(name)
    const crc = crc32(raw)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4) // version needed
    local.writeUInt16LE(8, 8) // deflate
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(packed.length, 18)
    local.writeUInt32LE(raw.length, 22)
    local.writeUInt16LE(fileName.length, 26)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4) // made by
    central.writeUInt16LE(20, 6) // version needed
    central.writeUInt16LE(8, 10)
    central.writeUInt32LE(crc, 16)
    central.writeUInt32LE(packed.length, 20)
    central.writeUInt32LE(raw.length, 24)
    central.writeUInt16LE(fileName.length, 28)
    central.writeUInt32LE(offset, 42)
    locals.push(local, fileName, packed)
    centrals.push(central, fileName)
    offset += local.length + fileName.length + packed.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(Object.keys(entries).length, 8)
  end.writeUInt16LE(Object.keys(entries).length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships'
const OFFICE_DOCUMENT =
  'http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument'

function contentTypes(main: string, part: string): string {
  return `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/${part}" ContentType="${main}"/></Types>`
}

function rootRels(part: string): string {
  return `${XML}<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${OFFICE_DOCUMENT}" Target="${part}"/></Relationships>`
}

/** A one-paragraph Word document. */
export function minimalDocx(text = 'Curriculum vitae'): Buffer {
  return zipFile({
    '[Content_Types].xml': contentTypes(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
      'word/document.xml',
    ),
    '_rels/.rels': rootRels('word/document.xml'),
    'word/document.xml': `${XML}<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
  })
}

/** A one-sheet Excel workbook with one cell. */
export function minimalXlsx(): Buffer {
  const ns = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'
  return zipFile({
    '[Content_Types].xml': contentTypes(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
      'xl/workbook.xml',
    ).replace(
      '</Types>',
      '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    ),
    '_rels/.rels': rootRels('xl/workbook.xml'),
    'xl/workbook.xml': `${XML}<workbook xmlns="${ns}" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Grades" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `${XML}<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    'xl/worksheets/sheet1.xml': `${XML}<worksheet xmlns="${ns}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>1.3</t></is></c></row></sheetData></worksheet>`,
  })
}

type CompoundEntry = { name: string; type: 'storage' | 'stream' }

/**
 * An OLE compound file (MS-CFB version 3, 512-byte sectors) with a root and `entries` in its
 * directory, as Word and Excel 97–2003 files are: `compoundFile([{name: 'WordDocument', type:
 * 'stream'}])` is a .doc as far as the upload check reads it. Streams are empty; the directory
 * spans as many sectors as it needs (four entries each), chained through the FAT in sector 0.
 */
export function compoundFile(entries: CompoundEntry[]): Buffer {
  const all = [
    { name: 'Root Entry', type: 5 },
    ...entries.map((e) => ({ name: e.name, type: e.type === 'storage' ? 1 : 2 })),
  ]
  const directorySectors = Math.ceil(all.length / 4)
  const header = Buffer.alloc(512)
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0)
  header.writeUInt16LE(0x3e, 0x18) // minor version
  header.writeUInt16LE(3, 0x1a) // major version
  header.writeUInt16LE(0xfffe, 0x1c) // byte order
  header.writeUInt16LE(9, 0x1e) // 512-byte sectors
  header.writeUInt16LE(6, 0x20) // 64-byte mini sectors
  header.writeUInt32LE(1, 0x2c) // one FAT sector
  header.writeUInt32LE(1, 0x30) // the directory starts in sector 1
  header.writeUInt32LE(4096, 0x38) // mini stream cutoff
  header.writeUInt32LE(0xfffffffe, 0x3c) // no mini FAT
  header.writeUInt32LE(0xfffffffe, 0x44) // no DIFAT sectors
  for (let i = 0; i < 109; i += 1) header.writeUInt32LE(i === 0 ? 0 : 0xffffffff, 0x4c + i * 4)
  const fat = Buffer.alloc(512, 0xff)
  fat.writeUInt32LE(0xfffffffd, 0) // sector 0 is the FAT
  for (let i = 1; i <= directorySectors; i += 1) {
    fat.writeUInt32LE(i === directorySectors ? 0xfffffffe : i + 1, i * 4)
  }
  const directory = Buffer.alloc(directorySectors * 512)
  all.forEach((entry, index) => {
    const at = index * 128
    const name = Buffer.from(`${entry.name}\0`, 'utf16le')
    name.copy(directory, at)
    directory.writeUInt16LE(name.length, at + 0x40)
    directory[at + 0x42] = entry.type
    directory[at + 0x43] = 1 // black
    directory.writeUInt32LE(0xffffffff, at + 0x44) // left sibling
    directory.writeUInt32LE(index + 1 < all.length && index > 0 ? index + 1 : 0xffffffff, at + 0x48)
    directory.writeUInt32LE(index === 0 && all.length > 1 ? 1 : 0xffffffff, at + 0x4c) // child
    directory.writeUInt32LE(0xfffffffe, at + 0x74) // start sector: none
  })
  return Buffer.concat([header, fat, directory])
}

/** A Word 97–2003 document as the upload check sees it. */
export const minimalDoc = () =>
  compoundFile([
    { name: 'WordDocument', type: 'stream' },
    { name: '1Table', type: 'stream' },
  ])

/** An Excel 97–2003 workbook as the upload check sees it. */
export const minimalXls = () => compoundFile([{ name: 'Workbook', type: 'stream' }])
