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

  it('allows Google reCAPTCHA only while it is the configured robot check', () => {
    const directive = (csp: string, name: string) =>
      csp
        .split('; ')
        .find((d) => d.startsWith(`${name} `))!
        .split(' ')
        .slice(1)
    const altcha = securityHeaders({ production: true, development: false })[
      'Content-Security-Policy'
    ]!
    expect(altcha).not.toMatch(/www\.google\.com|gstatic|recaptcha/)
    expect(directive(altcha, 'frame-src')).toEqual(["'self'"])
    expect(
      securityHeaders({ production: true, development: false, recaptcha: false })[
        'Content-Security-Policy'
      ],
    ).toBe(altcha)

    const google = securityHeaders({ production: true, development: false, recaptcha: true })[
      'Content-Security-Policy'
    ]!
    for (const name of ['script-src', 'frame-src', 'connect-src']) {
      expect(directive(google, name), name).toContain('https://www.google.com/recaptcha/')
    }
    expect(directive(google, 'script-src')).toContain('https://www.gstatic.com/recaptcha/')
    expect(directive(google, 'connect-src')).toContain('https://www.gstatic.com/recaptcha/')
    expect(directive(google, 'frame-src')).toContain('https://recaptcha.google.com/recaptcha/')
    // Nothing else opens up: defaults, objects and framing of the site stay as they were.
    expect(directive(google, 'default-src')).toEqual(["'self'"])
    expect(directive(google, 'img-src')).toEqual(directive(altcha, 'img-src'))
    expect(directive(google, 'frame-ancestors')).toEqual(["'self'"])
    expect(directive(google, 'object-src')).toEqual(["'none'"])
  })
})
