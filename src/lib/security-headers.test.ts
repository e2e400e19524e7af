import { describe, expect, it } from 'vitest'

import { securityHeaders } from './security-headers'

describe('securityHeaders', () => {
  it('sends HSTS and upgrade-insecure-requests only in production', () => {
    const prod = securityHeaders({ production: true, development: false })
    expect(prod['Strict-Transport-Security']).toMatch(/max-age=\d{8}/)
    expect(prod['Content-Security-Policy']).toContain('upgrade-insecure-requests')

    const demo = securityHeaders({ production: false, development: false })
    expect(demo['Strict-Transport-Security']).toBeUndefined()
    expect(demo['Content-Security-Policy']).not.toContain('upgrade-insecure-requests')
  })

  it('allows eval only for the development server', () => {
    expect(
      securityHeaders({ production: false, development: true })['Content-Security-Policy'],
    ).toContain("'unsafe-eval'")
    expect(
      securityHeaders({ production: true, development: false })['Content-Security-Policy'],
    ).not.toContain("'unsafe-eval'")
  })

  it('names no third-party origin but the consent-gated analytics', () => {
    const csp = securityHeaders({ production: true, development: false })[
      'Content-Security-Policy'
    ]!
    const origins = csp.match(/https?:\/\/[^\s;]+/g) ?? []
    expect(origins.length).toBeGreaterThan(0)
    for (const origin of origins) {
      expect(origin).toMatch(
        /^https:\/\/(www\.googletagmanager\.com|\*\.google-analytics\.com|\*\.analytics\.google\.com)$/,
      )
    }
    expect(csp).not.toMatch(/http:\/\//)
    expect(csp).toContain("frame-ancestors 'self'")
    expect(csp).toContain("default-src 'self'")
  })
})
