import fs from 'node:fs'
import path from 'node:path'

import { NextResponse } from 'next/server'
import { describe, expect, it } from 'vitest'

import { cacheControl, NO_STORE, PRIVATE, PUBLIC_MINUTE, setCacheControl } from './cache-headers'

const src = path.resolve(import.meta.dirname, '..')

const productionServer = path.resolve(src, '..', 'server')

/** The one file that may spell a Cache-Control value. */
const SPELLING_ALLOWED = new Set(['lib/cache-headers.ts'])

/** src/ as the app runs it: no tests, migrations or generated types. */
function sourceFiles(dir: string, base = src): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    const relative = path.relative(base, full).split(path.sep).join('/')
    if (entry.isDirectory()) return relative === 'migrations' ? [] : sourceFiles(full, base)
    if (!/\.(ts|tsx|mjs|js)$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return []
    return relative === 'payload-types.ts' ? [] : [relative]
  })
}

/** One Cache-Control directive; a template literal's `${…}` stands for a number. */
const DIRECTIVE =
  /^(public|private|no-store|no-cache|no-transform|must-revalidate|proxy-revalidate|immutable|(max-age|s-maxage|stale-while-revalidate|stale-if-error)=(\d+|\$\{[^}]+\}))$/
/** What makes a value a caching decision (`public` alone is also a word). */
const DECIDING = /^(no-store|max-age=|s-maxage=)/

/**
 * The string literals of a file that are Cache-Control values: a list of directives, one of
 * them deciding. Comments are left out, and so is a `cache:` option ('no-store' is also fetch's
 * RequestCache and the name of apiRoute's policy).
 */
function cacheControlLiterals(text: string): string[] {
  const code = text.replace(/(^|\s)\/\*[\s\S]*?\*\//g, '$1').replace(/(^|\s)\/\/.*$/gm, '$1')
  const found: string[] = []
  for (const match of code.matchAll(/(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1/g)) {
    const value = match[2] ?? ''
    const tokens = value.split(/\s*,\s*/)
    if (!tokens.every((token) => DIRECTIVE.test(token))) continue
    if (!tokens.some((token) => DECIDING.test(token))) continue
    if (/\bcache:\s*$/.test(code.slice(0, match.index))) continue
    found.push(value)
  }
  return found
}

describe('the cache headers', () => {
  it('are the values the site has always sent', () => {
    expect([NO_STORE, PRIVATE, PUBLIC_MINUTE]).toEqual([
      'no-store',
      'private, no-store',
      'public, max-age=60, stale-while-revalidate=300',
    ])
  })

  it('go into a headers object or onto Headers, a Response and a NextResponse', () => {
    expect({ ...cacheControl(PRIVATE), Vary: 'Cookie' }).toEqual({
      'Cache-Control': 'private, no-store',
      Vary: 'Cookie',
    })
    const headers = new Headers({ 'cache-control': 'public, max-age=31536000' })
    expect(setCacheControl(headers, NO_STORE).get('cache-control')).toBe('no-store')
    const response = setCacheControl(new Response('x'), PUBLIC_MINUTE)
    expect(response.headers.get('cache-control')).toBe(PUBLIC_MINUTE)
    const next = setCacheControl(NextResponse.next(), PRIVATE)
    expect(next).toBeInstanceOf(NextResponse)
    expect(next.headers.get('cache-control')).toBe(PRIVATE)
  })
})

describe('Cache-Control values', () => {
  it('are found in code, not in comments or fetch options', () => {
    expect(
      cacheControlLiterals(
        [
          "headers: { 'Cache-Control': 'no-store' }",
          'const A = "public, max-age=60, stale-while-revalidate=300"',
          'const B = `public, max-age=0, s-maxage=${maxAge}`',
          "// 'private, no-store' in a comment",
          "/* 'no-store' */ fetch(url, { cache: 'no-store' })",
          "const HSTS = 'max-age=63072000; includeSubDomains'",
          "const word = 'public'",
        ].join('\n'),
      ),
    ).toEqual([
      'no-store',
      'public, max-age=60, stale-while-revalidate=300',
      'public, max-age=0, s-maxage=${maxAge}',
    ])
  })

  it('are spelt out only in src/lib/cache-headers.ts, in the app and the production server', () => {
    const spelled = [
      ...sourceFiles(src)
        .filter((file) => !SPELLING_ALLOWED.has(file))
        .map((file) => path.join(src, file)),
      ...sourceFiles(productionServer, productionServer).map((file) =>
        path.join(productionServer, file),
      ),
    ].flatMap((file) =>
      cacheControlLiterals(fs.readFileSync(file, 'utf8')).map(
        (value) => `${path.relative(path.dirname(src), file)}: ${value}`,
      ),
    )
    expect(spelled).toEqual([])
  })
})
