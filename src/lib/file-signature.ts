/**
 * What a file is by its content, not by its name: a PDF starts with `%PDF-`, Word 97–2003 and
 * Excel 97–2003 files are OLE compound files, .docx/.xlsx are ZIP packages that must also hold an
 * Office Open XML document (`[Content_Types].xml` and `word/` or `xl/`, no macros). Used for every
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

/** The lower-case extension after the last dot, or '' (".pdf" alone has none). */
export function extensionOf(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? ''
  const dot = base.lastIndexOf('.')
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : ''
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

/**
 * The office type of an upload when its extension is allowed AND its content matches it, else
 * null. `data` is the whole file (a .docx/.xlsx is read up to its central directory at the end).
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
  if (type.kind === 'zip' && !isOoxmlPackage(data, extension)) return null
  return { extension, mimeType: type.mimeType }
}
