import { describe, expect, it } from 'vitest'

import {
  compoundFile,
  minimalDoc,
  minimalDocx,
  minimalXls,
  minimalXlsx,
  zipFile,
} from '../../tests/setup/office-files'

import {
  compoundFileNames,
  extensionOf,
  fileKind,
  isCompletePdf,
  isOleDocument,
  isOoxmlPackage,
  officeType,
  zipEntryNames,
} from './file-signature'

/** A complete PDF in a few lines: header, a cross-reference table, the trailer, `%%EOF`. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\nxref\n0 1\n0000000000 65535 f \ntrailer << /Root 1 0 R >>\nstartxref\n9\n%%EOF\n',
)
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0])
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04, 20, 0])
const EXE = Buffer.from('MZ\x90\x00\x03\x00\x00\x00')

describe('file signatures', () => {
  it('recognises PDF, OLE and ZIP by their first bytes', () => {
    expect(fileKind(PDF)).toBe('pdf')
    expect(fileKind(OLE)).toBe('ole')
    expect(fileKind(ZIP)).toBe('zip')
    expect(fileKind(EXE)).toBeNull()
    expect(fileKind(Buffer.alloc(0))).toBeNull()
    expect(fileKind(Buffer.from('%PD'))).toBeNull()
  })

  it('takes the last extension, lower-cased, and none for dot files', () => {
    expect(extensionOf('Report.PDF')).toBe('pdf')
    expect(extensionOf('invoice.pdf.exe')).toBe('exe')
    expect(extensionOf('dir/sub\\x.docx')).toBe('docx')
    expect(extensionOf('.pdf')).toBe('')
    expect(extensionOf('README')).toBe('')
  })

  it('needs an allowed extension and matching content', () => {
    expect(officeType('a.pdf', PDF)).toEqual({ extension: 'pdf', mimeType: 'application/pdf' })
    expect(officeType('a.doc', minimalDoc())?.mimeType).toBe('application/msword')
    expect(officeType('a.xlsx', minimalXlsx())?.extension).toBe('xlsx')
    // renamed executable, wrong content for the name, double extension, not allowed here
    expect(officeType('setup.pdf', EXE)).toBeNull()
    expect(officeType('a.docx', PDF)).toBeNull()
    expect(officeType('a.exe.pdf', EXE)).toBeNull()
    expect(officeType('a.pdf.exe', PDF)).toBeNull()
    expect(officeType('a.xls', minimalXls(), ['pdf'])).toBeNull()
  })

  it("takes a PDF only with its trailer near the end, as Payload's upload check does", () => {
    expect(isCompletePdf(PDF)).toBe(true)
    // The header alone, a trailer without a cross-reference table, one cut off before %%EOF,
    // and one whose trailer lies further than 1024 bytes from the end.
    for (const data of [
      Buffer.from('%PDF-1.4\n%âãÏÓ\n'),
      Buffer.from('%PDF-1.4\n%%EOF\n'),
      PDF.subarray(0, PDF.length - 7),
      Buffer.concat([PDF, Buffer.alloc(1020, 0x20)]),
    ]) {
      expect(fileKind(data)).toBe('pdf')
      expect(isCompletePdf(data)).toBe(false)
      expect(officeType('cv.pdf', data)).toBeNull()
    }
    // Bytes after %%EOF (an incremental save's padding) are fine while the trailer is in reach.
    expect(officeType('cv.pdf', Buffer.concat([PDF, Buffer.alloc(900, 0x20)]))?.extension).toBe(
      'pdf',
    )
    expect(isCompletePdf(Buffer.from('xref %%EOF'))).toBe(false)
  })

  it('reads the storage and stream names of an OLE compound file', () => {
    expect(compoundFileNames(minimalDoc())).toEqual(['Root Entry', 'WordDocument', '1Table'])
    // A directory of several sectors, chained through the FAT.
    const many = Array.from({ length: 9 }, (_, i) => ({ name: `S${i}`, type: 'stream' as const }))
    expect(compoundFileNames(compoundFile(many))).toHaveLength(10)
    // Just the signature, cut short, or a FAT that loops: unreadable.
    expect(compoundFileNames(OLE)).toBeNull()
    const doc = minimalDoc()
    expect(compoundFileNames(doc.subarray(0, 1000))).toBeNull()
    const looping = compoundFile(many)
    looping.writeUInt32LE(1, 512 + 3 * 4) // the directory's last sector points back to its first
    expect(compoundFileNames(looping)).toBeNull()
    const badSectors = Buffer.from(doc)
    badSectors.writeUInt16LE(10, 0x1e)
    expect(compoundFileNames(badSectors)).toBeNull()
  })

  it('takes .doc and .xls only as Word and Excel files without macros', () => {
    expect(isOleDocument(minimalDoc(), 'doc')).toBe(true)
    expect(isOleDocument(minimalXls(), 'xls')).toBe(true)
    expect(isOleDocument(compoundFile([{ name: 'Book', type: 'stream' }]), 'xls')).toBe(true)
    expect(officeType('grades.xls', minimalXls())?.mimeType).toBe('application/vnd.ms-excel')
    // Any other compound file: a Word file named .xls and the other way round, an installer
    // (MSI keeps its tables in streams of encoded names), an Outlook message, the bare header.
    expect(officeType('cv.xls', minimalDoc())).toBeNull()
    expect(officeType('cv.doc', minimalXls())).toBeNull()
    const msi = compoundFile([
      { name: '\u4840\u3f7f\u4164\u422f\u4836', type: 'stream' },
      { name: '\u0005SummaryInformation', type: 'stream' },
    ])
    expect(officeType('cv.doc', msi)).toBeNull()
    const message = compoundFile([{ name: '__properties_version1.0', type: 'stream' }])
    expect(officeType('cv.doc', message)).toBeNull()
    expect(officeType('cv.doc', OLE)).toBeNull()
    // Macros: Word keeps them under Macros/VBA, Excel under _VBA_PROJECT_CUR.
    const wordMacros = compoundFile([
      { name: 'WordDocument', type: 'stream' },
      { name: 'Macros', type: 'storage' },
      { name: 'VBA', type: 'storage' },
    ])
    expect(officeType('cv.doc', wordMacros)).toBeNull()
    const excelMacros = compoundFile([
      { name: 'Workbook', type: 'stream' },
      { name: '_VBA_PROJECT_CUR', type: 'storage' },
    ])
    expect(officeType('grades.xls', excelMacros)).toBeNull()
  })

  it('reads the entry names from a ZIP file’s central directory', () => {
    expect(zipEntryNames(minimalDocx())).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'word/document.xml',
    ])
    // A comment after the end record is allowed (up to 64 KiB).
    const commented = Buffer.concat([zipFile({ 'a.txt': 'a' }), Buffer.from('comment')])
    commented.writeUInt16LE(7, commented.length - 7 - 2)
    expect(zipEntryNames(commented)).toEqual(['a.txt'])
    expect(zipEntryNames(zipFile({}))).toEqual([])
    // Not a ZIP, or one cut short: no end record, or a directory outside the file.
    expect(zipEntryNames(PDF)).toBeNull()
    expect(zipEntryNames(ZIP)).toBeNull()
    expect(zipEntryNames(Buffer.alloc(0))).toBeNull()
    const docx = minimalDocx()
    expect(zipEntryNames(docx.subarray(0, docx.length - 1))).toBeNull()
    expect(zipEntryNames(docx.subarray(0, docx.length / 2))).toBeNull()
    const moved = Buffer.from(docx)
    moved.writeUInt32LE(docx.length, docx.length - 6) // the directory's offset, past the end
    expect(zipEntryNames(moved)).toBeNull()
    // A central directory entry without its signature.
    const broken = Buffer.from(docx)
    broken.writeUInt32LE(0x12345678, docx.lastIndexOf(Buffer.from('PK\x01\x02', 'latin1')))
    expect(zipEntryNames(broken)).toBeNull()
  })

  it('takes .docx and .xlsx only as real Office Open XML packages without macros', () => {
    expect(isOoxmlPackage(minimalDocx(), 'docx')).toBe(true)
    expect(isOoxmlPackage(minimalXlsx(), 'xlsx')).toBe(true)
    expect(officeType('cv.docx', minimalDocx())).toEqual({
      extension: 'docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    })
    // A Word document named .xlsx, and the other way round.
    expect(officeType('cv.xlsx', minimalDocx())).toBeNull()
    expect(officeType('cv.docx', minimalXlsx())).toBeNull()
    // Any ZIP renamed: just the signature, a plain archive, one without the content types.
    expect(officeType('cv.docx', ZIP)).toBeNull()
    expect(officeType('cv.docx', zipFile({ 'cv.pdf': '%PDF-1.4', 'setup.exe': 'MZ' }))).toBeNull()
    expect(officeType('cv.docx', zipFile({ 'word/document.xml': '<w:document/>' }))).toBeNull()
    expect(officeType('cv.xlsx', zipFile({ '[Content_Types].xml': '<Types/>' }))).toBeNull()
    // Truncated in transit: the central directory at the end is missing.
    const docx = minimalDocx()
    expect(officeType('cv.docx', docx.subarray(0, docx.length - 30))).toBeNull()
    // Macros (what Word saves as .docm, renamed .docx).
    const withMacros = zipFile({
      '[Content_Types].xml': '<Types/>',
      'word/document.xml': '<w:document/>',
      'word/vbaProject.bin': new Uint8Array([0xd0, 0xcf, 0x11, 0xe0]),
    })
    expect(isOoxmlPackage(withMacros, 'docx')).toBe(false)
    expect(
      isOoxmlPackage(
        zipFile({ '[Content_Types].xml': '', 'xl/workbook.xml': '', 'xl/VBAPROJECT.BIN': '' }),
        'xlsx',
      ),
    ).toBe(false)
    expect(isOoxmlPackage(minimalDocx(), 'pdf')).toBe(false)
  })
})
