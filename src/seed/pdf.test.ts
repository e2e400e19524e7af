import { getDocumentProxy } from 'unpdf'
import { describe, expect, it } from 'vitest'

import { linesOf } from '../../tests/setup/pdf-text'

import { loadDemoDocuments } from './fixtures'
import { simplePdf } from './pdf'

/**
 * The demo documents' PDFs: a reader shows their title (the Info dictionary's, a PDF text
 * string) and their text as written, dashes, quotes and German letters included. A text string
 * is PDFDocEncoding or UTF-16BE, not the WinAnsi of the page's font: an en dash written as
 * WinAnsi's byte 0x96 reads as "Œ" there.
 */

async function infoOf(bytes: Buffer): Promise<Record<string, string>> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes))
  return ((await pdf.getMetadata()) as unknown as { info: Record<string, string> }).info
}

describe('simplePdf', () => {
  it.each([
    ['en', 'Safety data sheet – EuroTalc P 12'],
    ['de', 'Sicherheitsdatenblatt – EuroTalc P 12'],
  ])('names its title with the en dash as written (%s)', async (_locale, title) => {
    const info = await infoOf(simplePdf({ title, lines: ['Revision 3'] }))
    expect(info.Title).toBe(title)
  })

  it('keeps an ASCII title a plain string, and one outside Latin-1 too', async () => {
    expect((await infoOf(simplePdf({ title: 'HTP 05', lines: [] }))).Title).toBe('HTP 05')
    const title = 'Zertifikat „ISO 14001“ – Dvořák (Ausgabe 2)'
    expect((await infoOf(simplePdf({ title, lines: [] }))).Title).toBe(title)
  })

  it('draws dashes, quotes, the euro sign and German letters on the page as written', async () => {
    const lines = await linesOf(
      simplePdf({
        title: 'Sicherheitsdatenblatt – EuroTalc P 12',
        lines: ['Größe „fein“ – 25 kg für 12 € … ‚gut‘', 'Tab (a) \\ b'],
      }),
    )
    expect(lines).toEqual([
      'Sicherheitsdatenblatt – EuroTalc P 12',
      'Größe „fein“ – 25 kg für 12 € … ‚gut‘',
      'Tab (a) \\ b',
    ])
  })

  it("gives every demo document's PDF its title in the document's language", async () => {
    const documents = await loadDemoDocuments()
    const dashed = documents.filter((doc) => doc.title[doc.language].includes('–'))
    expect(dashed.length).toBeGreaterThan(0)
    for (const doc of documents) {
      const title = doc.title[doc.language]
      const bytes = simplePdf({ title, lines: [doc.description[doc.language], '', ...doc.body] })
      expect((await infoOf(bytes)).Title, title).toBe(title)
      expect((await linesOf(bytes))[0], title).toBe(title)
    }
  })
})
