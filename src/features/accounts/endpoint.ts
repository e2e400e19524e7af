import 'server-only'

import type { Payload } from 'payload'
import type { z } from 'zod'

import { translator } from '@/i18n/messages'

import { getEnv } from '@/env'
import type { Locale } from '@/i18n/routing'
import { fieldErrors, MEMBER_SESSION_COOKIE, type FieldErrors } from '@/features/accounts/accounts'
import type { Member } from '@/payload-types'
import { cacheControl, NO_STORE } from '@/lib/cache-headers'
import { apiError } from '@/server/http/api'
import { type RouteOptions, smallBody } from '@/server/http/route'
import { retryAfterSeconds, type RateState } from '@/server/rate-limit'

import { memberOfRequest } from './members'

const MAX_BODY_BYTES = 4096

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
  return Response.json(body, { status, headers: { ...cacheControl(NO_STORE), ...headers } })
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

export type PersonalAreaMember =
  { ok: true; member: Member & { sid: string } } | { ok: false; answer: Response }

/**
 * The signed-in member of a personal-area call (details, e-mail change, "Download my data", "My
 * documents", "My enquiries", deletion), or the answer instead: 401 without a session, 403
 * while the member is still on the temporary password the approval mail brought (ADR 0029).
 * Until they have chosen their own, only the password change (/api/v1/user/password), the
 * session (/api/v1/user) and the logout are open, as on the personal area's page; the download
 * area refuses them too.
 */
export async function personalAreaMember(
  payload: Payload,
  request: Request,
  locale: Locale,
): Promise<PersonalAreaMember> {
  const member = await memberOfRequest(payload, request.headers)
  if (!member) return { ok: false, answer: await apiError(request, 401, 'unauthenticated', locale) }
  if (member.temporaryPassword) {
    const t = translator(locale, 'account.api')
    const answer = json({ message: t('temporaryPasswordOnly') }, 403, {
      'Content-Language': locale,
    })
    return { ok: false, answer }
  }
  return { ok: true, member }
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
