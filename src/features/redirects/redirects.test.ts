import { describe, expect, it } from 'vitest'

import {
  findRedirect,
  locationHeader,
  normalizeFrom,
  parseRedirectCsv,
  sitePathOf,
} from './redirects'

describe('redirect rules', () => {
  it('keys an editor’s "from" as a site path', () => {
    expect(normalizeFrom('/old-page/')).toBe('/old-page')
    expect(normalizeFrom(' https://old.example.com/Produkte/Talk.html?id=3 ')).toBe(
      '/Produkte/Talk.html?id=3',
    )
    expect(normalizeFrom('/de/caf%C3%A9')).toBe('/de/café')
    expect(normalizeFrom('/')).toBe('/')
    for (const bad of [
      '',
      'old-page',
      '//evil.example.com',
      '/a b',
      '/x#y',
      '/admin',
      '/api/v1/x',
      '/_next/x',
    ])
      expect(normalizeFrom(bad), bad).toBeNull()
  })

  it('finds the rule by path and query, then by path, passing the visitor’s query along', () => {
    const table = new Map([
      ['/old', { location: '/new', status: 301 as const }],
      ['/index.php?id=12', { location: '/products', status: 301 as const }],
      ['/promo', { location: 'https://shop.example.com/?ref=site#top', status: 302 as const }],
    ])
    expect(findRedirect(table, '/old/', '?utm=1')).toEqual({ location: '/new?utm=1', status: 301 })
    expect(findRedirect(table, '/index.php', '?id=12')).toEqual({
      location: '/products',
      status: 301,
    })
    expect(findRedirect(table, '/index.php', '?id=13')).toBeNull()
    expect(findRedirect(table, '/promo', '?x=1')?.location).toBe(
      'https://shop.example.com/?ref=site#top',
    )
    expect(findRedirect(table, '/de/old', '')).toBeNull()
    expect(findRedirect(new Map(), '/old', '')).toBeNull()
  })

  it('never serves a target today’s rules refuse (one stored before them)', () => {
    const bad = [
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(document.domain)',
      'data:text/html,x',
      'http:',
      '/x%0d%0aSet-Cookie:a=b',
      // Dot segments resolving to `//evil.example` (ADR 0029).
      '/.//evil.example',
      '/..//evil.example',
      '/a/..//evil.example:8080/login',
      '/%2e%2e//evil.example',
      '/.%2e/%2e%2e//evil.example',
    ]
    const table = new Map([
      ...bad.map((location, i) => [`/bad-${i}`, { location, status: 301 as const }] as const),
      ['/good', { location: '/new', status: 301 as const }],
    ])
    for (const [i, location] of bad.entries()) {
      expect(findRedirect(table, `/bad-${i}`, ''), location).toBeNull()
      expect(findRedirect(table, `/bad-${i}`, '?x=1'), location).toBeNull()
    }
    // A visitor's query that would make the target unsendable is left behind, not the redirect.
    expect(findRedirect(table, '/good', '?x=%0d%0a')).toEqual({ location: '/new', status: 301 })
    expect(findRedirect(table, '/good', '?x=1')).toEqual({ location: '/new?x=1', status: 301 })
  })

  it('tells a target on this site from one elsewhere', () => {
    expect(sitePathOf('/new/', 'https://www.eurotalc.example')).toBe('/new')
    expect(sitePathOf('https://www.eurotalc.example/de/x', 'https://www.eurotalc.example')).toBe(
      '/de/x',
    )
    expect(sitePathOf('https://shop.example.com/x', 'https://www.eurotalc.example')).toBeNull()
    // Where a browser lands, dot segments resolved (ADR 0029): a loop is still found.
    expect(sitePathOf('/a/../new/', 'https://www.eurotalc.example')).toBe('/new')
    expect(sitePathOf('/a/%2e%2e/new?x=1', 'https://www.eurotalc.example')).toBe('/new?x=1')
    expect(sitePathOf('/de/./x', 'https://www.eurotalc.example')).toBe('/de/x')
  })

  it('writes a site path’s Location as stored, not resolved again', () => {
    const origin = 'http://localhost:3000'
    expect(locationHeader('/new-page?x=1#top', origin)).toBe(`${origin}/new-page?x=1#top`)
    expect(locationHeader('/a/../new-page', origin)).toBe(`${origin}/a/../new-page`)
    expect(locationHeader('/de/caf%C3%A9', origin)).toBe(`${origin}/de/caf%C3%A9`)
    // A header carries ASCII only: other characters go '%'-escaped, as a browser sends them.
    expect(locationHeader('/produkte/€?q=ä', origin)).toBe(`${origin}/produkte/%E2%82%AC?q=%C3%A4`)
    expect(() => new Headers({ Location: locationHeader('/produkte/€', origin) })).not.toThrow()
    expect(locationHeader('https://shop.example.com/talc?ref=site', origin)).toBe(
      'https://shop.example.com/talc?ref=site',
    )
  })

  it('reads a CSV as spreadsheets write it', () => {
    expect(parseRedirectCsv('\uFEFFfrom;to;type\r\n/a;/b;302\r\n\r\n"/c,d";"/e ""f""";\n')).toEqual(
      [
        { line: 2, from: '/a', to: '/b', type: '302' },
        { line: 4, from: '/c,d', to: '/e "f"', type: '' },
      ],
    )
    expect(parseRedirectCsv('/a,/b')).toEqual([{ line: 1, from: '/a', to: '/b', type: '' }])
  })
})
