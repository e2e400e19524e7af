/**
 * One CSV line (RFC 4180): every cell quoted, quotes doubled. Cells that a spreadsheet would run
 * as a formula (=, +, -, @, tab, CR) get a leading apostrophe (OWASP CSV injection).
 */
export function csvRow(cells: ReadonlyArray<string | number | boolean | null | undefined>): string {
  return cells
    .map((cell) => {
      let text = cell === null || cell === undefined ? '' : String(cell)
      if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
      return `"${text.replace(/"/g, '""')}"`
    })
    .join(',')
}
