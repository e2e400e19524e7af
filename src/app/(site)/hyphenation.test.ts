import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/**
 * Long German words on a phone: hyphenated by the page's language, not cut at the column's edge
 * ("Qualitätsmanageme|nt"). What the stylesheets must say for that; the browser does the rest
 * (tests/e2e/cookie-banner.spec.ts reads the computed style and <html lang> on a phone).
 */

const SRC = path.resolve(__dirname, '../..')

/** Every stylesheet of the site: src/app/(site) and the features' and components' own. */
async function stylesheets(): Promise<{ file: string; css: string }[]> {
  const entries = await readdir(SRC, { recursive: true, withFileTypes: true })
  const sheets = []
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.css')) continue
    const file = path.join(entry.parentPath, entry.name)
    // Payload's admin has its own look and language handling.
    if (file.includes(`${path.sep}(payload)${path.sep}`)) continue
    sheets.push({ file: path.relative(SRC, file), css: await readFile(file, 'utf8') })
  }
  return sheets
}

/** The rules of a stylesheet as selector and declarations (comments out; no nesting here). */
function rules(css: string): { selector: string; body: string }[] {
  const plain = css.replace(/\/\*[\s\S]*?\*\//g, '')
  return [...plain.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map((m) => ({
    selector: m[1]!.trim().replace(/\s+/g, ' '),
    body: m[2]!,
  }))
}

const declares = (body: string, property: string, value: string) =>
  new RegExp(`(^|[;\\s])${property}\\s*:\\s*${value}\\s*(;|$)`).test(body)

describe('hyphenation', () => {
  it('hyphenates all text by its language, with the prefix older Safari needs', async () => {
    const globals = (await stylesheets()).find(
      (s) => s.file === path.join('app', '(site)', 'globals.css'),
    )!
    const body = rules(globals.css).find((rule) => rule.selector === 'body')!
    expect(declares(body.body, 'hyphens', 'auto')).toBe(true)
    expect(declares(body.body, '-webkit-hyphens', 'auto')).toBe(true)
    // The last resort for a word without a known hyphenation point.
    expect(declares(body.body, 'overflow-wrap', 'break-word')).toBe(true)
  })

  it('cuts no word at an arbitrary letter where it could be hyphenated', async () => {
    const wrong: string[] = []
    for (const { file, css } of await stylesheets())
      for (const { selector, body } of rules(css)) {
        if (/word-break\s*:\s*break-(all|word)/.test(body)) wrong.push(`${file}: ${selector}`)
        if (/(^|[;\s])hyphens\s*:\s*none/.test(body)) wrong.push(`${file}: ${selector}`)
        // Breaking anywhere: in headings, or where the rule itself says it hyphenates, since
        // hyphenation points still come first (a phone's tab too narrow for a German word); or
        // in addresses and file names, which are no words and get no hyphens added.
        const headings = selector.split(',').every((s) => /^h[1-6]$/.test(s.trim()))
        if (
          declares(body, 'overflow-wrap', 'anywhere') &&
          !headings &&
          !declares(body, 'hyphens', 'auto') &&
          !declares(body, 'hyphens', 'manual')
        )
          wrong.push(`${file}: ${selector} (breaks anywhere, hyphenates too)`)
      }
    expect(wrong).toEqual([])
  })

  it('sets the page language on <html>, which the hyphenation follows', async () => {
    const layout = await readFile(path.join(SRC, 'app', '(site)', '[locale]', 'layout.tsx'), 'utf8')
    expect(layout).toMatch(/<html lang=\{locale\}/)
  })
})
