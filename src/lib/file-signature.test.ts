import { describe, expect, it } from 'vitest'

import { extensionOf, fileKind, officeType } from './file-signature'

const PDF = Buffer.from('%PDF-1.4\n%âãÏÓ\n')
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
    expect(officeType('a.doc', OLE)?.mimeType).toBe('application/msword')
    expect(officeType('a.xlsx', ZIP)?.extension).toBe('xlsx')
    // renamed executable, wrong content for the name, double extension, not allowed here
    expect(officeType('setup.pdf', EXE)).toBeNull()
    expect(officeType('a.docx', PDF)).toBeNull()
    expect(officeType('a.exe.pdf', EXE)).toBeNull()
    expect(officeType('a.pdf.exe', PDF)).toBeNull()
    expect(officeType('a.xls', OLE, ['pdf'])).toBeNull()
  })
})
