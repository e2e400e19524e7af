import 'server-only'

import { translator } from '@/i18n/messages'
import type { z } from 'zod'

import { getEnv } from '@/env'
import type { Locale } from '@/i18n/routing'
import { fieldErrors, MEMBER_SESSION_COOKIE, type FieldErrors } from '@/lib/accounts'
import { type RouteOptions, smallBody } from '@/server/http/route'
import { retryAfterSeconds, type RateState } from '@/server/rate-limit'

const MAX_BODY_BYTES = 4096
const NO_STORE = { 'Cache-Control': 'no-store' }

/**
 * The route options of a state-changing call of SPEC §7 (login, logout, forgot-password,
 * password change, reset): same origin, a matching X-XSRF-TOKEN (else 419, as Laravel answers),
 * a small JSON (or form) body checked by its zod schema (else 422 with Laravel's `errors` per
 * field), never a 5xx for bad input.
 */
export function accountCommand<B>(schema: z.ZodType<B>) {
  return {
    cache: 'no-store',
    sameOrigin: true,
    xsrf: true,
    body: {
      read: smallBody({ maxBytes: MAX_BODY_BYTES, forms: true, emptyAsObject: true }),
      schema,
      invalid: ({ locale, issues }) => validationError(locale, fieldErrors(issues)),
    },
  } satisfies RouteOptions<undefined, B, undefined>
}

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...NO_STORE, ...headers } })
}

/** Laravel's 422: a message and, per field, the error keys (SPEC §8 reads `errors`). */
export async function validationError(locale: Locale, errors: FieldErrors, status = 422) {
  const t = translator(locale, 'account.api')
  return json({ message: t('invalid'), errors }, status, { 'Content-Language': locale })
}

/** 429 'Too many tries' with Retry-After. */
export async function tooManyTries(locale: Locale, state: RateState, field: string, key: string) {
  const t = translator(locale, 'account.api')
  const seconds = retryAfterSeconds(state)
  return json({ message: t('tooManyTries'), errors: { [field]: [key] } }, 429, {
    'Retry-After': String(seconds),
    'Content-Language': locale,
  })
}

function cookieAttributes(maxAge: number): string {
  const secure = getEnv().isProduction ? '; Secure' : ''
  return `Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`
}

export function sessionCookie(token: string, expiresAt: number): string {
  const maxAge = Math.max(0, expiresAt - Math.floor(Date.now() / 1000))
  return `${MEMBER_SESSION_COOKIE}=${token}; ${cookieAttributes(maxAge)}`
}

export function clearedSessionCookie(): string {
  return `${MEMBER_SESSION_COOKIE}=; ${cookieAttributes(0)}`
}
