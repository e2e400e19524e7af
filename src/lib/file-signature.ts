import { extensionOf } from './file-name'

export { extensionOf }

/**
 * What a file is by its content, not by its name: a PDF starts with `%PDF-` and ends with its
 * cross-reference trailer (`xref`, `%%EOF`), Word 97–2003 and
 * Excel 97–2003 files are OLE compound files that must hold a Word or Excel stream (no macros),
 * .docx/.xlsx are ZIP packages that must also hold an Office Open XML document
 * (`[Content_Types].xml` and `word/` or `xl/`, no macros). Used for every
 * private upload (documents, job applications), so a renamed executable, script or archive is
 * refused whatever its extension says.
 */
export type FileKind = 'pdf' | 'ole' | 'zip'

const SIGNATURES: Array<[FileKind, number[]]> = [
  ['pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]],
  ['ole', [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]],
  ['zip', [0x50, 0x4b, 0x03, 0x04]],
]

/** The extensions each office format may carry, and the content it must have. */
export const OFFICE_EXTENSIONS: Record<string, { kind: FileKind; mimeType: string }> = {
  pdf: { kind: 'pdf', mimeType: 'application/pdf' },
  doc: { kind: 'ole', mimeType: 'application/msword' },
  xls: { kind: 'ole', mimeType: 'application/vnd.ms-excel' },
  docx: {
    kind: 'zip',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  xlsx: {
    kind: 'zip',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
}

/**
 * The types a content sniffer (Payload's upload check, `file-type`) gives Word/Excel 97–2003
 * files and some .docx/.xlsx: the container, not the document. Allowed next to the document
 * types only where officeType has checked name and content together (for .docx/.xlsx: the
 * package's entries, so a plain ZIP renamed .docx does not pass as `application/zip`).
 */
export const CONTAINER_MIME_TYPES = ['application/x-cfb', 'application/zip']

export function fileKind(head: Uint8Array): FileKind | null {
  for (const [kind, bytes] of SIGNATURES) {
    if (head.length >= bytes.length && bytes.every((b, i) => head[i] === b)) return kind
  }
  return null
}

const u16 = (data: Uint8Array, at: number) => data[at]! | (data[at + 1]! << 8)
const u32 = (data: Uint8Array, at: number) => (u16(data, at) + u16(data, at + 2) * 0x10000) >>> 0
const EOCD_SIZE = 22
const CENTRAL_ENTRY_SIZE = 46
/** More entries than any CV or spreadsheet has: a package beyond it is refused. */
const MAX_ZIP_ENTRIES = 10_000

/**
 * The entry names in a ZIP file's central directory, or null when it has none that can be read:
 * the end-of-central-directory record (`PK\x05\x06`, searched from the end past a comment of at
 * most 64 KiB), then each central directory entry (`PK\x01\x02`), all within the file. ZIP64
 * and split archives are not read (null): an office document needs neither.
 */
export function zipEntryNames(data: Uint8Array): string[] | null {
  const last = data.length - EOCD_SIZE
  let eocd = -1
  for (let at = last; at >= 0 && at >= last - 0xffff; at -= 1) {
    if (data[at] === 0x50 && data[at + 1] === 0x4b && data[at + 2] === 0x05 && data[at + 3] === 6) {
      if (at + EOCD_SIZE + u16(data, at + 20) <= data.length) {
        eocd = at
        break
      }
    }
  }
  if (eocd < 0) return null
  const disk = u16(data, eocd + 4)
  const directoryDisk = u16(data, eocd + 6)
  const entriesHere = u16(data, eocd + 8)
  const entries = u16(data, eocd + 10)
  const size = u32(data, eocd + 12)
  const offset = u32(data, eocd + 16)
  if (disk !== 0 || directoryDisk !== 0 || entriesHere !== entries) return null
  if (entries === 0xffff || size === 0xffffffff || offset === 0xffffffff) return null
  if (entries > MAX_ZIP_ENTRIES || offset + size > eocd) return null
  const end = offset + size
  const decoder = new TextDecoder()
  const names: string[] = []
  let at = offset
  for (let i = 0; i < entries; i += 1) {
    if (at + CENTRAL_ENTRY_SIZE > end || u32(data, at) !== 0x02014b50) return null
    const nameLength = u16(data, at + 28)
    const next = at + CENTRAL_ENTRY_SIZE + nameLength + u16(data, at + 30) + u16(data, at + 32)
    if (next > end) return null
    names.push(
      decoder.decode(data.subarray(at + CENTRAL_ENTRY_SIZE, at + CENTRAL_ENTRY_SIZE + nameLength)),
    )
    at = next
  }
  return names
}

/** How far from its end a PDF must show its trailer, as Payload's upload check reads it. */
const PDF_TRAILER_BYTES = 1024

/**
 * Whether a PDF is complete: `%PDF-` at the start, `xref` and `%%EOF` within its last 1024
 * bytes. The same test as Payload's upload check (`validatePDF`), so a file the form takes is
 * one the storage takes, and a truncated or hand-made fragment is refused before anything is
 * spent on it (the robot check's token, a stored enquiry).
 */
export function isCompletePdf(data: Uint8Array): boolean {
  if (fileKind(data) !== 'pdf') return false
  const tail = new TextDecoder('latin1').decode(
    data.subarray(Math.max(0, data.length - PDF_TRAILER_BYTES)),
  )
  return tail.includes('%%EOF') && tail.includes('xref')
}

/** The folder of the main document part in each Office Open XML format we take. */
const OOXML_FOLDERS: Record<string, string> = { docx: 'word/', xlsx: 'xl/' }

/**
 * Whether a ZIP file is a Word (.docx) or Excel (.xlsx) document without macros: its central
 * directory names `[Content_Types].xml` and a part under `word/` or `xl/`, and no
 * `vbaProject.bin` (part names are compared without regard to case, as OPC does).
 */
export function isOoxmlPackage(data: Uint8Array, extension: string): boolean {
  const folder = OOXML_FOLDERS[extension]
  const names = folder ? zipEntryNames(data)?.map((name) => name.toLowerCase()) : null
  if (!folder || !names) return false
  return (
    names.includes('[content_types].xml') &&
    names.some((name) => name.startsWith(folder) && name.length > folder.length) &&
    !names.some((name) => name === 'vbaproject.bin' || name.endsWith('/vbaproject.bin'))
  )
}

const CFB_END_OF_CHAIN = 0xfffffffe
const CFB_HEADER_FAT_ENTRIES = 109
const CFB_ENTRY_SIZE = 128

/**
 * The names of the storages and streams in an OLE compound file (MS-CFB), or null when its
 * structure cannot be read: the header's sector size (512 or 4096 bytes), the FAT sectors (from
 * the header and the DIFAT chain), then the directory chain through the FAT, every sector within
 * the file and no chain longer than the file has sectors (so a loop ends).
 */
export function compoundFileNames(data: Uint8Array): string[] | null {
  if (data.length < 512 || fileKind(data) !== 'ole') return null
  const shift = u16(data, 0x1e)
  if (shift !== 9 && shift !== 12) return null
  const sectorSize = 1 << shift
  const perSector = sectorSize / 4
  const maxSectors = Math.ceil(data.length / sectorSize)
  const offsetOf = (sector: number) => (sector + 1) * sectorSize
  const inFile = (sector: number) =>
    sector < maxSectors && offsetOf(sector) + sectorSize <= data.length

  const fatCount = u32(data, 0x2c)
  if (fatCount > maxSectors) return null
  const fat: number[] = []
  for (let i = 0; i < CFB_HEADER_FAT_ENTRIES && fat.length < fatCount; i += 1) {
    fat.push(u32(data, 0x4c + i * 4))
  }
  let difat = u32(data, 0x44)
  for (let seen = 0; fat.length < fatCount; seen += 1) {
    if (seen > maxSectors || !inFile(difat)) return null
    const base = offsetOf(difat)
    for (let i = 0; i < perSector - 1 && fat.length < fatCount; i += 1)
      fat.push(u32(data, base + i * 4))
    difat = u32(data, base + sectorSize - 4)
  }
  const next = (sector: number): number | null => {
    const fatSector = fat[Math.floor(sector / perSector)]
    if (fatSector === undefined || !inFile(fatSector)) return null
    return u32(data, offsetOf(fatSector) + (sector % perSector) * 4)
  }

  const names: string[] = []
  let sector: number | null = u32(data, 0x30)
  for (let seen = 0; sector !== CFB_END_OF_CHAIN; seen += 1) {
    if (sector === null || seen > maxSectors || !inFile(sector)) return null
    const base = offsetOf(sector)
    for (let entry = base; entry < base + sectorSize; entry += CFB_ENTRY_SIZE) {
      const type = data[entry + 0x42]
      // 1 storage, 2 stream, 5 root; 0 is an unused entry
      if (type !== 1 && type !== 2 && type !== 5) continue
      const length = u16(data, entry + 0x40)
      if (length < 2 || length > 64 || length % 2 !== 0) return null
      names.push(new TextDecoder('utf-16le').decode(data.subarray(entry, entry + length - 2)))
    }
    sector = next(sector)
  }
  return names
}

/** The stream that holds the document in each OLE format we take (Excel 5 wrote `Book`). */
const OLE_DOCUMENT_STREAMS: Record<string, string[]> = {
  doc: ['worddocument'],
  xls: ['workbook', 'book'],
}
/** Where Word and Excel 97–2003 keep macros (VBA projects). */
const OLE_MACRO_ENTRIES = ['macros', 'vba', '_vba_project', '_vba_project_cur']

/**
 * Whether an OLE compound file is a Word (.doc) or Excel (.xls) document without macros: its
 * directory names the document's stream and no VBA storage. Any other compound file (an MSI
 * installer, an Outlook message, a Word file named .xls) is refused. Names compare without
 * regard to case, as MS-CFB does.
 */
export function isOleDocument(data: Uint8Array, extension: string): boolean {
  const streams = OLE_DOCUMENT_STREAMS[extension]
  const names = streams ? compoundFileNames(data)?.map((name) => name.toLowerCase()) : null
  if (!streams || !names) return false
  return (
    names.some((name) => streams.includes(name)) &&
    !names.some((name) => OLE_MACRO_ENTRIES.includes(name))
  )
}

/**
 * The office type of an upload when its extension is allowed AND its content matches it, else
 * null. `data` is the whole file (a .docx/.xlsx is read up to its central directory at the end,
 * a .doc/.xls through its directory sectors).
 * `allowed` narrows the list (e.g. job applications take pdf, doc, docx, xls, xlsx).
 */
export function officeType(
  name: string,
  data: Uint8Array,
  allowed: readonly string[] = Object.keys(OFFICE_EXTENSIONS),
): { extension: string; mimeType: string } | null {
  const extension = extensionOf(name)
  const type = OFFICE_EXTENSIONS[extension]
  if (!type || !allowed.includes(extension)) return null
  if (fileKind(data) !== type.kind) return null
  if (type.kind === 'pdf' && !isCompletePdf(data)) return null
  if (type.kind === 'zip' && !isOoxmlPackage(data, extension)) return null
  if (type.kind === 'ole' && !isOleDocument(data, extension)) return null
  return { extension, mimeType: type.mimeType }
}
