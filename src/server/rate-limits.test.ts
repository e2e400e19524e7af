import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { RATE_LIMITS } from './rate-limits'

const src = path.resolve(import.meta.dirname, '..')
const productionServer = path.resolve(src, '..', 'server')

/** The one file that may declare a limit. */
const TABLE = 'src/server/rate-limits.ts'

/** The code as it runs: no tests, migrations or generated types. */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    const relative = path.relative(path.resolve(src, '..'), full).split(path.sep).join('/')
    if (entry.isDirectory()) return relative === 'src/migrations' ? [] : sourceFiles(full)
    if (!/\.(ts|tsx|mjs|js)$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return []
    return relative === 'src/payload-types.ts' ? [] : [relative]
  })
}

/** The lines of a file that give a limit its window (`windowMs:`), comments left out. */
function windowDeclarations(text: string): string[] {
  const code = text.replace(/(^|\s)\/\*[\s\S]*?\*\//g, '$1').replace(/(^|\s)\/\/.*$/gm, '$1')
  return code.split('\n').filter((line) => /\bwindowMs\s*:/.test(line))
}

describe('the rate limits', () => {
  const entries = Object.entries(RATE_LIMITS)

  it('each have a name of their own', () => {
    const names = entries.map(([, entry]) => entry.name)
    expect(new Set(names).size).toBe(names.length)
    for (const name of names) expect(name).toMatch(/^[a-z][a-z0-9-]*$/)
  })

  it('keep their stored names and figures (counters in the database are keyed by name)', () => {
    const MINUTE = 60_000
    expect(
      Object.fromEntries(entries.map(([, e]) => [e.name, [e.limit, e.windowMs / MINUTE]])),
    ).toEqual({
      'consent-ip': [20, 10],
      'captcha-verify': [30, 10],
      altcha: [1, 20],
      'missing-path-client': [100, 24 * 60],
      'missing-path-seen': [Number.MAX_SAFE_INTEGER, 24 * 60],
      enquiry: [10, 60],
      'enquiry-no-script': [3, 60],
      'login-email-ip': [5, 15],
      'login-ip': [30, 15],
      'login-email': [20, 15],
      'login-device': [5, 15],
      'forgot-email': [1, 1],
      'forgot-ip': [10, 15],
      'register-ip': [10, 60],
      'register-existing-mail': [1, 60],
      'register-no-script': [3, 60],
      'password-change': [5, 15],
      'email-change-member': [3, 60],
      'email-change-address': [3, 24 * 60],
      'grade-query-render': [120, 1],
    })
  })

  it('each count a positive whole number of hits in a positive whole window', () => {
    for (const [id, { limit, windowMs }] of entries) {
      expect(Number.isSafeInteger(limit) && limit > 0, id).toBe(true)
      expect(Number.isSafeInteger(windowMs) && windowMs > 0, id).toBe(true)
    }
  })

  it('each say what they count by and where they are used', () => {
    for (const [id, { key, usedBy }] of entries) {
      expect(key.trim(), id).not.toBe('')
      expect(usedBy.trim(), id).not.toBe('')
    }
  })

  it('are declared in the table only', () => {
    expect(windowDeclarations('const A = { name: "a", limit: 1, windowMs: 60_000 }')).toHaveLength(
      1,
    )
    expect(windowDeclarations('/** windowMs: the window */\n// windowMs: 1')).toEqual([])
    const found = [...sourceFiles(src), ...sourceFiles(productionServer)]
      .filter((file) => file !== TABLE)
      .flatMap((file) =>
        windowDeclarations(fs.readFileSync(path.resolve(src, '..', file), 'utf8')).map(
          (line) => `${file}: ${line.trim()}`,
        ),
      )
    expect(found).toEqual([])
  })
})
