/**
 * Every file the documentation names exists: README.md and docs/**\/*.md are read for repository
 * paths (in backticks, or as the target of a relative Markdown link), and each must resolve in
 * the working tree. A moved or deleted file then fails here with the document and line that still
 * name it, instead of leaving a reader at a dead end.
 */
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')

/** Folders whose paths the documents name from the repository root. */
const PREFIXES = [
  'src/',
  'scripts/',
  'tests/',
  'docs/',
  'deploy/',
  'messages/',
  'public/',
  'server/',
  'bench/',
  '.ci/',
]

/** Top-level files the documents name by themselves. */
const TOP_LEVEL = new Set([
  'package.json',
  'package-lock.json',
  'Dockerfile',
  'compose.yaml',
  'next.config.ts',
  '.dependency-cruiser.mjs',
  'vitest.config.ts',
  'playwright.config.ts',
  'tsconfig.json',
  'eslint.config.mjs',
  'README.md',
])

/** A placeholder or a pattern rather than one path: `src/features/<topic>/`, `scripts/bench*`. */
const PLACEHOLDER = /[<>{}*…|$]/

/**
 * A path that no longer exists, named as history: "formerly `a`, `b` and `c`", "the former
 * `a`", or "`a` (gone: …)". Decision records keep such names in their context.
 */
const FORMER_BEFORE = /\bformer(?:ly)?\s+(?:`[^`]*`(?:\s*,\s*|\s+and\s+|\s+or\s+))*$/i
const GONE_AFTER = /^\s*\(gone\b/

export type NamedPath = {
  /** The document, relative to the root. */
  file: string
  line: number
  /** As written (without its `#anchor` or `:line`). */
  written: string
  /** Resolved, relative to the root. */
  resolved: string
}

/** A path as written, without what follows it: `#anchor`, `:12`, `:12-20`, a trailing comma. */
function cleaned(token: string): string {
  return token
    .replace(/^[("']+/, '')
    .replace(/[)"',;.]+$/, '')
    .replace(/#.*$/, '')
    .replace(/:\d+(-\d+)?$/, '')
}

function isRepositoryPath(token: string): boolean {
  return PREFIXES.some((prefix) => token.startsWith(prefix)) || TOP_LEVEL.has(token)
}

/** The text without its fenced code blocks (shell sessions, YAML), keeping the line count. */
function withoutFences(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, (block) =>
    block.replace(/[^\n]/g, ''),
  )
}

/**
 * The repository paths a Markdown text names: each whitespace-separated word of an inline code
 * span that starts with one of the repository's folders or is a top-level file, and the target
 * of every relative link (resolved from the document's folder). Placeholders, patterns and
 * paths named as history are left out; web addresses and links within the page are not paths.
 */
export function namedPaths(markdown: string, file: string): NamedPath[] {
  const found: NamedPath[] = []
  const lines = withoutFences(markdown).split('\n')
  lines.forEach((text, index) => {
    const line = index + 1
    for (const span of text.matchAll(/`([^`]+)`/g)) {
      const at = span.index ?? 0
      const before = text.slice(0, at)
      const after = text.slice(at + span[0].length)
      if (FORMER_BEFORE.test(before) || GONE_AFTER.test(after)) continue
      for (const word of span[1]!.split(/\s+/)) {
        const written = cleaned(word)
        if (!written || PLACEHOLDER.test(written) || !isRepositoryPath(written)) continue
        found.push({ file, line, written, resolved: path.posix.normalize(written) })
      }
    }
    for (const link of text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      const target = link[1]!
      if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('#')) continue
      const written = target.replace(/#.*$/, '')
      if (!written || PLACEHOLDER.test(written)) continue
      const resolved = written.startsWith('/')
        ? path.posix.normalize(written.slice(1))
        : path.posix.join(path.posix.dirname(file), written)
      found.push({ file, line, written, resolved })
    }
  })
  return found
}

/** The paths of `namedPaths` that do not exist under `base` (a file or a folder). */
export function missingPaths(markdown: string, file: string, base = root): NamedPath[] {
  return namedPaths(markdown, file).filter(
    (named) => !fs.existsSync(path.join(base, named.resolved)),
  )
}

function documents(): string[] {
  const docs = fs
    .readdirSync(path.join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.posix.join('docs', name.split(path.sep).join('/')))
  return ['README.md', ...docs.sort()]
}

describe('the paths the documentation names', () => {
  it('all exist', () => {
    const missing = documents().flatMap((file) =>
      missingPaths(fs.readFileSync(path.join(root, file), 'utf8'), file),
    )
    expect(missing.map((m) => `${m.file}:${m.line}: ${m.written}`)).toEqual([])
  })

  it('are reported when missing, in code spans and links alike', () => {
    const text = [
      '# A made-up page',
      '',
      'The server is `scripts/no-such-server.mjs` (see `package.json` and `src/`).',
      'Each topic has `src/features/<topic>/collections/`, patterns such as `scripts/bench*` too.',
      'It was formerly `src/old-a.ts` and `src/old-b.ts`; `src/old-c.ts` (gone) is history too.',
      'Read [the moved guide](no-such-guide.md#setup), [the API](../docs/api/content.md) and',
      '[the web](https://example.com/missing.md). Run `node src/not-there.ts:12` by hand.',
      '',
      '```sh',
      'node scripts/only-in-a-fence.mjs   # a fenced block is a session, not a reference',
      '```',
    ].join('\n')
    const missing = missingPaths(text, 'docs/made-up.md')
    expect(missing.map((m) => [m.line, m.written, m.resolved])).toEqual([
      [3, 'scripts/no-such-server.mjs', 'scripts/no-such-server.mjs'],
      [6, 'no-such-guide.md', 'docs/no-such-guide.md'],
      [7, 'src/not-there.ts', 'src/not-there.ts'],
    ])
  })
})
