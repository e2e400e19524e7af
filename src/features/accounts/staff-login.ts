import 'server-only'

import { APIError, type PayloadRequest } from 'payload'

import { translator } from '@/i18n/messages'
import { localeOr } from '@/i18n/locales'
import { clientAddress } from '@/server/http/client-address'
import { readCookie } from '@/server/http/xsrf'
import { retryAfterSeconds } from '@/server/rate-limit'

import { DEVICE_COOKIES, type LoginAttempt, loginSucceeded, startLogin } from './login-throttle'
import { passwordHashWork } from './password-hash'

/** Where the staff login's attempt waits for its outcome (the request context). */
const ATTEMPT = 'staffLoginAttempt'

/** 429 in the admin's language; Payload answers it as `{errors: [{message}]}`. */
class StaffLoginThrottled extends APIError {
  constructor(message: string) {
    super(message, 429, undefined, true)
    this.name = 'StaffLoginThrottled'
  }
}

function responseHeaders(req: PayloadRequest): Headers {
  req.responseHeaders ??= new Headers()
  return req.responseHeaders
}

/**
 * Before Payload checks a staff password sent over HTTP (`POST /api/cms/users/login`, also the
 * admin's login form): the limits of every login (ADR 0017), then, for an e-mail with no account,
 * the password hashing Payload would have done, so that the answer takes as long as a wrong
 * password (it was 12 ms against 265 ms). With no account lock (`maxLoginAttempts: 0`) every
 * refusal is Payload's one AuthenticationError message; a throttled attempt gets its own, the same
 * for every e-mail.
 */
export async function beforeStaffLogin(
  req: PayloadRequest,
  data: { email?: unknown; password?: unknown },
): Promise<void> {
  const email = typeof data.email === 'string' ? data.email.trim().toLowerCase() : ''
  const gate = await startLogin(req.payload, {
    audience: 'staff',
    email,
    address: clientAddress(req.headers),
    deviceToken: readCookie(req.headers, DEVICE_COOKIES.staff.name),
  })
  if (gate.kind === 'throttled') {
    const seconds = retryAfterSeconds(gate.retryAfter)
    responseHeaders(req).set('Retry-After', String(seconds))
    const locale = localeOr(req.i18n?.language)
    throw new StaffLoginThrottled(
      translator(locale, 'account.api')('tooManyLogins', { minutes: Math.ceil(seconds / 60) }),
    )
  }
  req.context[ATTEMPT] = gate.attempt
  const password = typeof data.password === 'string' ? data.password : ''
  if (!email || !password) return
  const user = await req.payload.db.findOne({
    collection: 'users',
    where: { email: { equals: email } },
    req,
  })
  if (!user) await passwordHashWork(password)
}

/** The password was right: the attempt is settled and the browser gets its device cookie. */
export async function afterStaffLogin(req: PayloadRequest): Promise<void> {
  const attempt = req.context[ATTEMPT] as LoginAttempt | undefined
  if (!attempt) return
  delete req.context[ATTEMPT]
  responseHeaders(req).append('Set-Cookie', await loginSucceeded(req.payload, attempt))
}
