/** A PDF's text for tests (the technical data sheet), read with pdf.js through unpdf. */
import { getDocumentProxy } from 'unpdf'

type Item = { str: string; x: number; y: number; width: number }

/**
 * The sheet's text as lines, the way a reader sees it: the pieces at one height, left to right;
 * a tab between pieces far apart (table cells), a space between pieces a space apart, nothing
 * between pieces that touch (one word set in two fonts). pdf.js's own gap-filling blanks are
 * left out, and so is its Unicode normalization: µ stays the micro sign the sheet wrote.
 */
export async function pagesOf(bytes: Uint8Array): Promise<string[][]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes))
  const pages: string[][] = []
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const page = await pdf.getPage(n)
    const content = await page.getTextContent({ disableNormalization: true })
    const items: Item[] = content.items
      .filter((item) => 'str' in item && item.str.trim() !== '')
      .map((item) => {
        const { str, transform, width } = item as {
          str: string
          transform: number[]
          width: number
        }
        return { str, x: transform[4]!, y: Math.round(transform[5]! * 10) / 10, width }
      })
    const rows = new Map<number, Item[]>()
    for (const item of items) rows.set(item.y, [...(rows.get(item.y) ?? []), item])
    pages.push(
      [...rows.entries()]
        .sort(([a], [b]) => b - a)
        .map(([, row]) => {
          row.sort((a, b) => a.x - b.x)
          return row
            .map((item, i) => {
              const gap = i === 0 ? 0 : item.x - (row[i - 1]!.x + row[i - 1]!.width)
              return `${gap > 6 ? '\t' : gap > 1 ? ' ' : ''}${item.str}`
            })
            .join('')
        }),
    )
  }
  return pages
}

/** The lines of every page, in order. */
export const linesOf = async (bytes: Uint8Array) => (await pagesOf(bytes)).flat()
