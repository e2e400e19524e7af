/**
 * The comparison table's rows (ADR 0027): one per property any of the grades states, in the
 * sheet's order, one cell per grade, and whether the grades differ in it; and which of them the
 * table marks. Pure.
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

/**
 * What the table says about the differences. A mark helps only beside rows without one: when
 * the grades differ in some properties and agree in others, the differing rows are marked
 * (`rows`); when they differ in every row (grades seldom share a measured figure) or in
 * none, no row is marked and one sentence says so instead. Without rows there is nothing to say.
 */
export type CompareMarking =
  | { kind: 'rows'; differing: number; total: number }
  | { kind: 'all-differ' }
  | { kind: 'all-same' }
  | { kind: 'none' }

export function compareMarking(rows: readonly CompareRow[]): CompareMarking {
  const differing = rows.filter((row) => row.differs).length
  if (rows.length === 0) return { kind: 'none' }
  if (differing === rows.length) return { kind: 'all-differ' }
  if (differing === 0) return { kind: 'all-same' }
  return { kind: 'rows', differing, total: rows.length }
}

/** Whether the table marks this row as one in which the grades differ. */
export const isMarked = (marking: CompareMarking, row: CompareRow) =>
  marking.kind === 'rows' && row.differs
