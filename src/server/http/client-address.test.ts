import { describe, expect, it } from 'vitest'

import { clientAddress, limitedAddress, truncateAddress } from './client-address'

describe('client addresses', () => {
  it('are read from the one entry the server pinned', () => {
    expect(clientAddress(new Headers({ 'x-forwarded-for': '203.0.113.7' }))).toBe('203.0.113.7')
    expect(clientAddress(new Headers())).toBe('unknown')
  })

  it('are stored shortened: /24 for IPv4, /48 for IPv6, also when written with ::', () => {
    expect(truncateAddress('203.0.113.7')).toBe('203.0.113.0')
    expect(truncateAddress('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3::')
    expect(truncateAddress('2001:db8::1')).toBe('2001:db8:0::')
    expect(truncateAddress('::1')).toBe('0:0:0::')
    expect(truncateAddress('unknown')).toBe('unknown')
  })

  it('are limited per IPv6 /64, so rotating inside one prefix escapes nothing', () => {
    expect(limitedAddress('2001:db8:1:2:aaaa::1')).toBe(limitedAddress('2001:db8:1:2:bbbb::9'))
    expect(limitedAddress('2001:db8:1:2::1')).toBe('2001:db8:1:2::')
    expect(limitedAddress('2001:db8:1:3::1')).not.toBe(limitedAddress('2001:db8:1:2::1'))
    expect(limitedAddress('203.0.113.7')).toBe('203.0.113.7')
  })
})
