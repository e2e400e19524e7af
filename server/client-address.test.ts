import { describe, expect, it } from 'vitest'

import { normalizeAddress, resolveClientAddress, trustedProxyHops } from './client-address'

describe('the client address', () => {
  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For claims', () => {
    expect(resolveClientAddress('203.0.113.7', '198.51.100.1', 0)).toBe('203.0.113.7')
    expect(resolveClientAddress('203.0.113.7', ['1.1.1.1', '2.2.2.2'], 0)).toBe('203.0.113.7')
    expect(resolveClientAddress('::ffff:127.0.0.1', undefined, 0)).toBe('127.0.0.1')
  })

  it('is the entry the trusted proxy saw; entries the client wrote further left count for nothing', () => {
    // nginx appends the address it saw; the socket peer is nginx itself.
    expect(resolveClientAddress('10.0.0.2', '6.6.6.6, 203.0.113.7', 1)).toBe('203.0.113.7')
    expect(resolveClientAddress('10.0.0.2', '6.6.6.6, 203.0.113.7, 10.0.0.3', 2)).toBe(
      '203.0.113.7',
    )
    expect(resolveClientAddress('10.0.0.2', '203.0.113.7', 1)).toBe('203.0.113.7')
  })

  it('is the leftmost known address when a request skipped the proxies', () => {
    expect(resolveClientAddress('203.0.113.7', undefined, 1)).toBe('203.0.113.7')
    expect(resolveClientAddress('10.0.0.2', ' , ', 2)).toBe('10.0.0.2')
  })

  it('reads IPv4-mapped IPv6 as IPv4 and tells an absent socket as unknown', () => {
    expect(normalizeAddress('::FFFF:192.0.2.1')).toBe('192.0.2.1')
    expect(normalizeAddress('2001:DB8::1')).toBe('2001:db8::1')
    expect(resolveClientAddress(undefined, undefined, 0)).toBe('unknown')
  })

  it('takes TRUSTED_PROXY_HOPS as env.ts accepts it', () => {
    expect(trustedProxyHops(undefined)).toBe(0)
    expect(trustedProxyHops('2')).toBe(2)
    expect(trustedProxyHops('x')).toBe(0)
  })
})
