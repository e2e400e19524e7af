import 'server-only'

import { translator } from '@/i18n/messages'
import type { Payload } from 'payload'
import type { z } from 'zod'

import { getEnv } from '@/env'
import type { Locale } from '@/i18n/routing'
import { fieldErrors, MEMBER_SESSION_COOKIE, type FieldErrors } from '@/lib/accounts'
import { apiError, handleApi, isSameOriginRequest, requestLocale } from '@/server/api'
import { getPayloadClient } from '@/server/payload'
import { clientAddress, retryAfterSeconds, type RateState } from '@/server/rate-limit'

import { hasValidXsrf } from './xsrf'

const MAX_BODY_BYTES = 4096
const NO_STORE = { 'Cache-Control': 'no-store' }

export type AccountRequest<T> = {
  request: Request
  body: T
  locale: Locale
  address: string
  payload: Payload
}

/**
 * A state-changing call of SPEC §7 (login, logout, forgot-password, password change): same
 * origin, a matching X-XSRF-TOKEN (else 419, as Laravel answers), a small JSON (or form) body
 * checked by its zod schema (else 422 with Laravel's `errors` per field), never a 5xx for bad
 * input.
 */
export function accountEndpoint<S extends z.ZodType>(
  schema: S,
  run: (call: AccountRequest<z.output<S>>) => Promise<Response>,
): (request: Request) => Promise<Response> {
  return (request) =>
    handleApi(request, async () => {
      const locale = requestLocale(request)
      if (!isSameOriginRequest(request)) return apiError(request, 403, 'forbiddenOrigin', locale)
      if (!hasValidXsrf(request.headers)) return apiError(request, 419, 'csrfMismatch', locale)
      if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) {
        return apiError(request, 413, 'tooLarge', locale)
      }
      const raw = await request.text()
      if (raw.length > MAX_BODY_BYTES) return apiError(request, 413, 'tooLarge', locale)
      let body: unknown = {}
      if (raw.trim()) {
        const type = request.headers.get('content-type') ?? ''
        if (type.includes('application/x-www-form-urlencoded')) {
          body = Object.fromEntries(new URLSearchParams(raw))
        } else {
          try {
            body = JSON.parse(raw)
          } catch {
            return apiError(request, 400, 'invalidBody', locale)
          }
        }
      }
      const parsed = schema.safeParse(body)
      if (!parsed.success) return validationError(locale, fieldErrors(parsed.error))
      return run({
        request,
        body: parsed.data,
        locale,
        address: clientAddress(request.headers),
        payload: await getPayloadClient(),
      })
    })
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
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
