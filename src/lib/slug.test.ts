import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { SLUG, SLUG_PATTERN } from './slug.mjs'

const src = path.resolve(import.meta.dirname, '..')

/** The slug rule spelt out, with or without a capturing group. */
const SPELLED_OUT = /a-z0-9\]\+\((\?:)?-\[a-z0-9\]\+\)\*/

/** src/ as the app runs it: no tests, migrations or generated types. */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    const relative = path.relative(src, full).split(path.sep).join('/')
    if (entry.isDirectory()) return relative === 'migrations' ? [] : sourceFiles(full)
    if (!/\.(ts|tsx|mjs|js)$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return []
    return relative === 'payload-types.ts' ? [] : [full]
  })
}

describe('the slug rule', () => {
  it('takes lowercase letters, digits and single hyphens', () => {
    for (const slug of ['automotive-plastics', 'eurotalc-p-12', 'a', '2026']) {
      expect(SLUG_PATTERN.test(slug), slug).toBe(true)
    }
    for (const slug of ['', '-a', 'a-', 'a--b', 'Automotive', 'a_b', 'a b', 'a/b', 'ä', 'a\n']) {
      expect(SLUG_PATTERN.test(slug), JSON.stringify(slug)).toBe(false)
    }
  })

  it('builds into a longer address without shifting its groups', () => {
    const dataSheet = new RegExp(`^/api/v1/grades/(${SLUG})/data-sheet$`)
    expect(dataSheet.exec('/api/v1/grades/eurotalc-p-12/data-sheet')?.slice(1)).toEqual([
      'eurotalc-p-12',
    ])
    expect(dataSheet.test('/api/v1/grades/a--b/data-sheet')).toBe(false)
  })

  it('is spelt out once, in src/lib/slug.mjs', () => {
    const others = sourceFiles(src).flatMap((file) => {
      const relative = path.relative(src, file).split(path.sep).join('/')
      if (relative === 'lib/slug.mjs') return []
      return fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => (SPELLED_OUT.test(line) ? [`src/${relative}:${index + 1}`] : []))
    })
    expect(others).toEqual([])
  })
})
