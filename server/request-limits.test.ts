import { describe, expect, it } from 'vitest'

import { originForm } from './request-guard'
import { serverLimits } from './request-limits'

describe('request target and server limits', () => {
  it('reads an absolute-form target as a path of this site, whatever host it names', () => {
    expect(originForm('http://evil.example/about-us?x=1')).toBe('/about-us?x=1')
    expect(originForm('https://evil.example')).toBe('/')
    expect(originForm('/de/faq')).toBe('/de/faq')
    // Not a path: left for the refusal (400).
    expect(originForm('*')).toBe('*')
    expect(originForm('evil.example:443')).toBe('evil.example:443')
  })

  it('bounds slow and many clients, and refuses a bound that is no number', () => {
    expect(serverLimits({})).toEqual({
      headersTimeoutMs: 20_000,
      requestTimeoutMs: 120_000,
      maxConnections: 1024,
    })
    expect(serverLimits({ SERVER_MAX_CONNECTIONS: '64' }).maxConnections).toBe(64)
    expect(() => serverLimits({ SERVER_REQUEST_TIMEOUT_SECONDS: '0' })).toThrow(/whole number/)
    expect(() => serverLimits({ SERVER_HEADERS_TIMEOUT_SECONDS: 'soon' })).toThrow(/whole number/)
    expect(() =>
      serverLimits({ SERVER_HEADERS_TIMEOUT_SECONDS: '60', SERVER_REQUEST_TIMEOUT_SECONDS: '30' }),
    ).toThrow(/must not exceed/)
  })
})
