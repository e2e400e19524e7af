/**
 * What a file is by its first bytes, not by its name: a PDF starts with `%PDF-`, Word 97–2003 and
 * Excel 97–2003 files are OLE compound files, .docx/.xlsx/.pptx are ZIP packages. Used for every
 * private upload (documents now, job applications later), so a renamed executable or script is
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

/**
 * The office type of an upload when its extension is allowed AND its content matches it, else
 * null. `allowed` narrows the list (e.g. job applications take pdf, doc, docx, xls, xlsx).
 */
export function officeType(
  name: string,
  head: Uint8Array,
  allowed: readonly string[] = Object.keys(OFFICE_EXTENSIONS),
): { extension: string; mimeType: string } | null {
  const extension = extensionOf(name)
  const type = OFFICE_EXTENSIONS[extension]
  if (!type || !allowed.includes(extension)) return null
  if (fileKind(head) !== type.kind) return null
  return { extension, mimeType: type.mimeType }
}
