import { RECAPTCHA_CSP } from './recaptcha'
import { BASELINE_HEADERS, HSTS } from './security-baseline.mjs'

/**
 * The only third-party origins: Google Tag Manager and Google Analytics, which the browser
 * contacts only after the visitor allowed analytics cookies (src/features/consent/analytics.tsx).
 */
export const ANALYTICS_SCRIPT_ORIGINS = ['https://www.googletagmanager.com']
export const ANALYTICS_CONNECT_ORIGINS = [
  'https://www.googletagmanager.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
]

/**
 * Security headers for every response (ARCHITECTURE.md, security baseline). Scripts and styles
 * allow 'unsafe-inline' because statically cached pages cannot carry a per-request nonce; no
 * third-party origin is allowed but the consent-gated analytics above and, only while Google
 * reCAPTCHA is the configured robot check, its script, frame and calls (loaded after a click).
 */
export function securityHeaders({
  production,
  development,
  recaptcha = false,
}: {
  production: boolean
  development: boolean
  /** CAPTCHA_PROVIDER=recaptcha: allow Google's robot-check hosts. */
  recaptcha?: boolean
}): Record<string, string> {
  const scriptSrc = [
    "'self'",
    "'unsafe-inline'",
    ...ANALYTICS_SCRIPT_ORIGINS,
    ...(recaptcha ? RECAPTCHA_CSP.script : []),
    ...(development ? ["'unsafe-eval'"] : []),
  ]
  const connectSrc = [
    "'self'",
    ...ANALYTICS_CONNECT_ORIGINS,
    ...(recaptcha ? RECAPTCHA_CSP.connect : []),
    ...(development ? ['ws:', 'wss:'] : []),
  ]
  const frameSrc = ["'self'", ...(recaptcha ? RECAPTCHA_CSP.frame : [])]
  const csp = [
    "default-src 'self'",
    `script-src ${scriptSrc.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${ANALYTICS_CONNECT_ORIGINS.join(' ')}`,
    "font-src 'self' data:",
    `connect-src ${connectSrc.join(' ')}`,
    "media-src 'self'",
    "worker-src 'self' blob:",
    `frame-src ${frameSrc.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    ...(production ? ['upgrade-insecure-requests'] : []),
  ].join('; ')

  const headers: Record<string, string> = { 'Content-Security-Policy': csp, ...BASELINE_HEADERS }
  if (production) {
    headers['Strict-Transport-Security'] = HSTS
  }
  return headers
}
