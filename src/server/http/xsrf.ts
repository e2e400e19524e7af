import 'server-only'

import crypto from 'node:crypto'

import { getEnv } from '@/env'
import { XSRF_COOKIE, XSRF_HEADER } from '@/lib/account-constants'

/**
 * Sanctum's CSRF protection (SPEC §7), stateless so any instance can check it: GET
 * /sanctum/csrf-cookie sets a readable XSRF-TOKEN cookie; each change request must echo it in
 * the X-XSRF-TOKEN header. A page on another site can neither read the cookie nor set the
 * header. The signature proves only that we issued the token: it is bound to no session, so a
 * sibling domain could plant one it fetched itself. The same-origin check (src/server/http/api.ts)
 * that every change request also passes is what refuses a foreign page; see ADR 0009.
 */
function sign(nonce: string): string {
  return crypto
    .createHmac('sha256', getEnv().payloadSecret)
    .update(`xsrf:${nonce}`)
    .digest('base64url')
}

export function newXsrfToken(): string {
  const nonce = crypto.randomBytes(24).toString('base64url')
  return `${nonce}.${sign(nonce)}`
}

function isSigned(token: string): boolean {
  const [nonce, mac] = token.split('.')
  if (!nonce || !mac) return false
  const expected = Buffer.from(sign(nonce))
  const given = Buffer.from(mac)
  return expected.length === given.length && crypto.timingSafeEqual(expected, given)
}

export function readCookie(headers: Headers, name: string): string | undefined {
  const header = headers.get('cookie')
  if (!header) return undefined
  for (const part of header.split(';')) {
    const index = part.indexOf('=')
    if (index < 0) continue
    if (part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim())
      } catch {
        return undefined
      }
    }
  }
  return undefined
}

/** True when the header repeats the cookie and the cookie is one we issued. */
export function hasValidXsrf(headers: Headers): boolean {
  const cookie = readCookie(headers, XSRF_COOKIE)
  const header = headers.get(XSRF_HEADER)
  if (!cookie || !header) return false
  let decoded: string
  try {
    decoded = decodeURIComponent(header)
  } catch {
    return false
  }
  const a = Buffer.from(cookie)
  const b = Buffer.from(decoded)
  return a.length === b.length && crypto.timingSafeEqual(a, b) && isSigned(cookie)
}

export function xsrfCookieHeader(token: string): string {
  const secure = getEnv().isProduction ? '; Secure' : ''
  // Readable by the page's script on purpose (it copies it into the header); 2 hours like Laravel.
  return `${XSRF_COOKIE}=${encodeURIComponent(token)}; Path=/; Max-Age=7200; SameSite=Lax${secure}`
}
