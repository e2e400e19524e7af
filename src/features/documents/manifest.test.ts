import { describe, expect, it } from 'vitest'

import type { Document } from '@/payload-types'

import { archiveEntries, manifestCsv, type StoredDocument } from './download'

/** A stored document as the archive plans it (the file itself is not read for the manifest). */
function stored(doc: Partial<Document> & Pick<Document, 'id' | 'title'>, size: number) {
  return {
    doc: {
      category: 'product-literature',
      language: 'en',
      filename: 'file.pdf',
      revisionDate: '2026-03-05T00:00:00.000Z',
      updatedAt: '2026-03-05T00:00:00.000Z',
      createdAt: '2026-03-05T00:00:00.000Z',
      ...doc,
    } as Document,
    file: { size, open: () => [] } as unknown as StoredDocument['file'],
    size,
    mimeType: 'application/pdf',
  } satisfies StoredDocument
}

const FILES = [
  stored({ id: 1, title: 'Talc for paper; board', revision: '2.1', family: 9 }, 1234),
  // A title a spreadsheet would run as a formula, and one with quotes.
  stored({ id: 2, title: '=HYPERLINK("https://evil.example")', category: 'quality-documents' }, 5),
  stored({ id: 3, title: 'Größe "M"', language: 'de', supersededOn: '2026-04-01T00:00:00Z' }, 77),
]
const FAMILIES = new Map([[9, 'talc-for-paper']])

/** The manifest's lines without the byte-order mark. */
function lines(csv: string): string[] {
  expect(csv.startsWith('\uFEFF')).toBe(true)
  expect(csv.endsWith('\r\n')).toBe(true)
  return csv.slice(1, -2).split('\r\n')
}

describe('the archive manifest', () => {
  it('is comma-separated in English, with a byte-order mark and English headings', () => {
    const [head, ...rows] = lines(manifestCsv(archiveEntries(FILES, 'en'), 'en', FAMILIES))
    expect(head).toBe(
      '"File","Title","Category","Language","Revision","Date","Size (bytes)","Document family","Superseded on"',
    )
    expect(rows).toEqual([
      '"Product literature/Talc for paper; board.pdf","Talc for paper; board","Product literature","en","2.1","2026-03-05","1234","talc-for-paper",""',
      `"Quality documents/=HYPERLINK( https evil.example ).pdf","'=HYPERLINK(""https://evil.example"")","Quality documents","en","","2026-03-05","5","",""`,
      '"Product literature/Größe M.pdf","Größe ""M""","Product literature","de","","2026-03-05","77","","2026-04-01"',
    ])
  })

  it('is semicolon-separated in German (as Excel in German reads it), with German headings', () => {
    const [head, ...rows] = lines(manifestCsv(archiveEntries(FILES, 'de'), 'de', FAMILIES))
    expect(head).toBe(
      '"Datei";"Titel";"Kategorie";"Sprache";"Revision";"Datum";"Größe (Bytes)";"Dokumentfamilie";"Ersetzt am"',
    )
    expect(rows).toEqual([
      '"Produktliteratur/Talc for paper; board.pdf";"Talc for paper; board";"Produktliteratur";"en";"2.1";"2026-03-05";"1234";"talc-for-paper";""',
      // Formula cells keep their apostrophe in either language.
      `"Qualitätsdokumente/=HYPERLINK( https evil.example ).pdf";"'=HYPERLINK(""https://evil.example"")";"Qualitätsdokumente";"en";"";"2026-03-05";"5";"";""`,
      '"Produktliteratur/Größe M.pdf";"Größe ""M""";"Produktliteratur";"de";"";"2026-03-05";"77";"";"2026-04-01"',
    ])
  })
})
