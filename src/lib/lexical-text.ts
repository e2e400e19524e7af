/** The text of Lexical rich text: its text nodes, blocks separated by a space. */
export function lexicalText(value: unknown): string {
  const out: string[] = []
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return
    const n = node as { text?: unknown; children?: unknown }
    if (typeof n.text === 'string') out.push(n.text)
    if (Array.isArray(n.children)) {
      for (const child of n.children) walk(child)
      out.push(' ')
    }
  }
  walk((value as { root?: unknown } | null)?.root)
  return out.join('').replace(/\s+/g, ' ').trim()
}
