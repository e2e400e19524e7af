/**
 * The security headers that do not depend on the configuration (ARCHITECTURE.md, security
 * baseline), and the production server's defaults built from them (ADR 0029).
 * server/main.ts writes, as the head of every answer leaves, each of these an answer lacks:
 * Next.js's own answers (its trailing-slash 308s, `/_next/static`), the metrics endpoint, the
 * requests it refuses itself, a failure. Pages get their Content-Security-Policy from
 * src/lib/security-headers.ts (set in src/proxy.ts, which also sets these for `next dev`); an
 * API answer keeps the one its route sets (the SVG map, the file downloads). Plain JavaScript so
 * that the server, next.config.ts and the app can import it.
 */
export const BASELINE_HEADERS = Object.freeze({
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
})

/** HTTP Strict Transport Security, on every answer of a production instance (APP_ENV=production). */
export const HSTS = 'max-age=63072000; includeSubDomains'

/**
 * The policy of an answer that names none: a redirect, the metrics text, a JSON answer, a static
 * file. Nothing in it is to run, load anything, or be framed by another site.
 */
export const ANSWER_CSP = "default-src 'none'; frame-ancestors 'self'"

/**
 * The headers the production server gives every answer that lacks them.
 * @param {{ production: boolean }} options
 * @returns {Readonly<Record<string, string>>}
 */
export function serverSecurityHeaders({ production }) {
  return Object.freeze({
    ...BASELINE_HEADERS,
    'Content-Security-Policy': ANSWER_CSP,
    ...(production ? { 'Strict-Transport-Security': HSTS } : {}),
  })
}

/**
 * Writes `defaults` on `response` as its head leaves, each one the answer has not set itself
 * (by setHeader or in writeHead's headers, in any case): whoever answers, Next.js included.
 * @param {import('node:http').ServerResponse} response
 * @param {Readonly<Record<string, string>>} defaults
 */
export function secureAnswer(response, defaults) {
  const writeHead = response.writeHead.bind(response)
  // @ts-expect-error -- writeHead's overloads: (status, [message], [headers])
  response.writeHead = (status, ...rest) => {
    const given = new Set()
    for (const part of rest) {
      if (Array.isArray(part)) {
        // The raw form: [name, value, name, value, ...] or [[name, value], ...].
        part.forEach((item, index) => {
          if (Array.isArray(item)) given.add(String(item[0]).toLowerCase())
          else if (index % 2 === 0) given.add(String(item).toLowerCase())
        })
      } else if (part && typeof part === 'object') {
        for (const key of Object.keys(part)) given.add(key.toLowerCase())
      }
    }
    if (!response.headersSent) {
      for (const [name, value] of Object.entries(defaults)) {
        if (!given.has(name.toLowerCase()) && !response.hasHeader(name))
          response.setHeader(name, value)
      }
    }
    return writeHead(status, ...rest)
  }
}
