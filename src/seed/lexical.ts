/**
 * Turns the demo content's small markup (see `richText` in src/blocks/fixture-text.ts) into the
 * Lexical JSON that the admin's rich-text editor stores.
 */

type Node = Record<string, unknown>

const BLOCK = { direction: 'ltr', format: '', indent: 0, version: 1 } as const
const BOLD = 1

function textNode(text: string, format = 0): Node {
  return { type: 'text', version: 1, text, format, detail: 0, mode: 'normal', style: '' }
}

const INLINE = /\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g

/** '**bold**' and '[label](href)' inside a line; the rest is plain text. */
export function inlineNodes(line: string): Node[] {
  const nodes: Node[] = []
  let last = 0
  for (const match of line.matchAll(INLINE)) {
    if (match.index > last) nodes.push(textNode(line.slice(last, match.index)))
    if (match[1] !== undefined) nodes.push(textNode(match[1], BOLD))
    else {
      const url = match[3] ?? ''
      nodes.push({
        type: 'link',
        ...BLOCK,
        version: 3,
        fields: { linkType: 'custom', url, newTab: url.startsWith('https://') },
        children: [textNode(match[2] ?? '')],
      })
    }
    last = match.index + match[0].length
  }
  if (last < line.length) nodes.push(textNode(line.slice(last)))
  return nodes
}

function blockNode(block: string): Node {
  const heading = /^(#{2,3}) (.*)$/s.exec(block)
  if (heading) {
    return {
      type: 'heading',
      tag: heading[1] === '##' ? 'h2' : 'h3',
      ...BLOCK,
      children: inlineNodes(heading[2]!.replace(/\s*\n\s*/g, ' ')),
    }
  }
  const lines = block.split('\n')
  if (lines.every((line) => line.startsWith('- '))) {
    return {
      type: 'list',
      listType: 'bullet',
      start: 1,
      tag: 'ul',
      ...BLOCK,
      children: lines.map((line, index) => ({
        type: 'listitem',
        value: index + 1,
        ...BLOCK,
        children: inlineNodes(line.slice(2)),
      })),
    }
  }
  return {
    type: 'paragraph',
    textFormat: 0,
    textStyle: '',
    ...BLOCK,
    children: inlineNodes(lines.join(' ')),
  }
}

export function lexicalFromMarkup(markup: string): { root: Node } {
  const blocks = markup
    .split(/\n\s*\n/)
    .map((b) => b.trim())
    .filter(Boolean)
  return { root: { type: 'root', ...BLOCK, children: blocks.map(blockNode) } }
}
