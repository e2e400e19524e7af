/**
 * The security headers that do not depend on the configuration (ARCHITECTURE.md, security
 * baseline). Every page and API answer gets them with its Content-Security-Policy from
 * src/lib/security-headers.ts (set in src/proxy.ts); Next.js's own answers that skip the proxy
 * (`/_next/static`, `/_next/image`) get them from next.config.ts, and the requests
 * scripts/server.mjs refuses itself from there. Plain JavaScript so that all three can import it.
 */
export const BASELINE_HEADERS = Object.freeze({
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
})
