type Data = Record<string, unknown>

/**
 * Copies the row ids of the English document into the German data, so the second language
 * fills the same blocks and array rows instead of adding new ones.
 */
export function withRowIds(data: unknown, saved: unknown): unknown {
  if (Array.isArray(data)) {
    const rows = Array.isArray(saved) ? saved : []
    return data.map((row, i) => withRowIds(row, rows[i]))
  }
  if (data && typeof data === 'object') {
    const previous = (saved && typeof saved === 'object' ? saved : {}) as Data
    const out: Data = {}
    for (const [key, value] of Object.entries(data)) out[key] = withRowIds(value, previous[key])
    if (typeof previous.id === 'string' && !('id' in out)) out.id = previous.id
    return out
  }
  return data
}
