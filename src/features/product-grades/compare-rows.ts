/**
 * The comparison table's rows (issue 38): one per property any of the grades states, in the
 * sheet's order, one cell per grade, and whether the grades differ in it. Pure.
 */
import { SHEET_ROW_KEYS, type SheetRow, type SheetRowKey } from './sheet-rows'

/** One grade's value of a property, or null when the grade does not state it. */
export type CompareCell = Pick<SheetRow, 'value' | 'unit' | 'method'> | null

export type CompareRow = {
  key: SheetRowKey
  label: string
  /**
   * The test method when every grade stating the property measured it the same way; null when
   * the methods differ (whiteness as ISO 2470 here, as Ry there): each cell then names its own.
   */
  method: string | null
  cells: CompareCell[]
  /**
   * The grades do not all state the same: values, units or methods differ, or one grade states
   * the property and another does not.
   */
  differs: boolean
}

const signature = (cell: CompareCell) =>
  cell ? `${cell.value}\u0000${cell.unit}\u0000${cell.method}` : ''

/** The rows of the grades' sheets side by side (`sheets[i]` is the i-th grade's). */
export function compareRows(sheets: readonly (readonly SheetRow[])[]): CompareRow[] {
  const rows: CompareRow[] = []
  for (const key of SHEET_ROW_KEYS) {
    const found = sheets.map((sheet) => sheet.find((row) => row.key === key) ?? null)
    const first = found.find((row) => row !== null)
    if (!first) continue
    const methods = new Set(found.flatMap((row) => (row ? [row.method] : [])))
    rows.push({
      key,
      label: first.label,
      method: methods.size === 1 ? first.method : null,
      cells: found.map((row) =>
        row ? { value: row.value, unit: row.unit, method: row.method } : null,
      ),
      differs: new Set(found.map(signature)).size > 1,
    })
  }
  return rows
}
