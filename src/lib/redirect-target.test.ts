import { describe, expect, it } from 'vitest'

import {
  checkRedirectTarget,
  TARGET_REFUSAL_MESSAGES,
  type TargetRefusal,
  targetRefusalMessage,
} from './redirect-target'

/**
 * Dot segments that, resolved as a URL parser does (`%2e` is a dot too), leave `//host` at the
 * start of the path (ADR 0029): each was accepted, and the proxy led to evil.example.
 */
const DOT_SEGMENT_TARGETS: [string, TargetRefusal][] = [
  ['/.//evil.example', 'double-slash-path'],
  ['/..//evil.example', 'double-slash-path'],
  ['/a/..//evil.example:8080/login', 'double-slash-path'],
  ['/%2e%2e//evil.example', 'double-slash-path'],
  ['/.%2e/%2e%2e//evil.example', 'double-slash-path'],
  ['/.//evil.example/csv', 'double-slash-path'],
  ['/%2E//evil.example', 'double-slash-path'],
  ['/a/b/../..//evil.example', 'double-slash-path'],
  ['/././/evil.example?x=1#top', 'double-slash-path'],
  // Once '%'-decoded (as a server in front may do): `/..//evil.example`, `/.//evil.example`.
  ['/..%2f/evil.example', 'double-slash-path'],
  ['/%2e%2e%2f%2fevil.example', 'double-slash-path'],
  ['/%252e%252e//evil.example', 'double-slash-path'],
  // An https address of this very host would be cut to its path by Next.js: `//evil.example`.
  ['https://www.eurotalc.example//evil.example', 'double-slash-path'],
  ['https://www.eurotalc.example/.//evil.example', 'double-slash-path'],
  ['https://www.eurotalc.example/%2e%2e//evil.example', 'double-slash-path'],
]

/** Targets an editor could type, each with the refusal it must get (ADR 0026). */
const BAD_TARGETS: [string, TargetRefusal][] = [
  ['', 'empty'],
  ['   ', 'empty'],
  [`/${'a'.repeat(2000)}`, 'too-long'],
  ['//evil.example', 'protocol-relative'],
  ['///evil.example', 'protocol-relative'],
  ['/%2F/evil.example', 'protocol-relative'],
  ['/\\evil.example', 'backslash'],
  ['/x\\y', 'backslash'],
  ['/%5Cevil.example', 'backslash'],
  ['https://evil.example\\@good.example/', 'backslash'],
  ['http:', 'scheme'],
  ['http://evil.example/', 'scheme'],
  ['javascript:alert(document.domain)', 'scheme'],
  ['JavaScript:alert(1)', 'scheme'],
  ['data:text/html,<script>alert(1)</script>', 'scheme'],
  ['mailto:someone@example.com', 'scheme'],
  ['evil.example', 'scheme'],
  ['new-page', 'scheme'],
  ['https:evil.example', 'scheme'],
  ['/x%0d%0aSet-Cookie:a=b', 'control'],
  ['/x%0D%0ALocation:%20https://evil.example', 'control'],
  ['/x%250d%250a', 'control'],
  ['/x%00', 'control'],
  ['/x\r\nSet-Cookie: a=b', 'control'],
  ['/a b', 'control'],
  ['/a\u0085b', 'control'],
  ['https://shop.example.com/%0a', 'control'],
  ['https:', 'scheme'],
  ['https://', 'host'],
  ['https:///evil.example', 'host'],
  ['https://?x=1', 'host'],
  ['https://user:secret@shop.example.com/', 'credentials'],
  ['https://user@shop.example.com/', 'credentials'],
]

const GOOD_TARGETS = [
  '/',
  '/new-page',
  '/de/neue-seite?x=1#top',
  '/de/caf%C3%A9',
  '/files/my%20catalogue.pdf',
  '/produkte/€',
  ' /trimmed ',
  'https://shop.example.com',
  'https://shop.example.com/talc?ref=site#top',
  'HTTPS://Shop.Example.com/x',
  'https://[2001:db8::1]:8443/x',
  // Dot segments that stay on a path of this site are harmless.
  '/a/../new-page',
  '/./new-page',
  '/..',
  '/x/%2e%2e/new-page',
  'https://shop.example.com/a/../talc',
]

describe('redirect targets', () => {
  it.each(BAD_TARGETS)('refuses %j (%s)', (target, refusal) => {
    expect(checkRedirectTarget(target)).toEqual({ ok: false, refusal })
  })

  it.each(GOOD_TARGETS)('accepts %j', (target) => {
    expect(checkRedirectTarget(target)).toEqual({ ok: true, target: target.trim() })
  })

  it.each(DOT_SEGMENT_TARGETS)(
    'refuses %j: resolved, its path starts with “//”',
    (target, refusal) => {
      expect(checkRedirectTarget(target)).toEqual({ ok: false, refusal })
    },
  )

  it('refuses what is not text', () => {
    for (const value of [null, undefined, 42, { url: '/x' }])
      expect(checkRedirectTarget(value)).toEqual({ ok: false, refusal: 'empty' })
  })

  it('gives each kind of refusal its own reason in English and German', () => {
    const kinds = Object.keys(TARGET_REFUSAL_MESSAGES) as TargetRefusal[]
    expect(new Set([...BAD_TARGETS, ...DOT_SEGMENT_TARGETS].map(([, kind]) => kind))).toEqual(
      new Set(kinds),
    )
    const english = kinds.map((kind) => targetRefusalMessage(kind, 'en'))
    const german = kinds.map((kind) => targetRefusalMessage(kind, 'de'))
    expect(new Set(english).size).toBe(kinds.length)
    expect(new Set(german).size).toBe(kinds.length)
    for (const [index, kind] of kinds.entries()) {
      expect(german[index], kind).not.toBe(english[index])
      expect(targetRefusalMessage(kind, undefined)).toBe(english[index])
    }
    expect(targetRefusalMessage('scheme', 'de')).toMatch(/https:\/\/-Adresse/)
  })
})
