import 'server-only'

import type { Payload } from 'payload'

import { getEnv } from '@/env'
import { PAYLOAD_API_ROUTE } from '@/lib/routes'
import { limitedAddress } from '@/server/http/client-address'
import {
  clearHits,
  countHit,
  type RateLimit,
  type RateState,
  uncountHit,
} from '@/server/rate-limit'
import { RATE_LIMITS } from '@/server/rate-limits'

import {
  DEVICE_COOKIE_DAYS,
  type LoginAudience,
  signDeviceToken,
  verifyDeviceToken,
} from './device-cookie'

/** The device cookie of each audience, sent back only to its login. */
export const DEVICE_COOKIES: Record<LoginAudience, { name: string; path: string }> = {
  member: { name: 'member_device', path: '/login' },
  staff: { name: 'staff_device', path: `${PAYLOAD_API_ROUTE}/users/login` },
}

/** One login attempt that passed the limits: what it counted, for the outcome to settle. */
export type LoginAttempt = {
  audience: LoginAudience
  email: string
  counted: Array<[RateLimit, string]>
}

export type LoginGate =
  { kind: 'go'; attempt: LoginAttempt } | { kind: 'throttled'; retryAfter: RateState }

const normalize = (email: string) => email.trim().toLowerCase()

/** Counts one hit of each key at once; the state that blocks longest among those over, or null. */
async function count(
  payload: Payload,
  keys: Array<[RateLimit, string]>,
): Promise<RateState | null> {
  const states = await Promise.all(keys.map(([limit, key]) => countHit(payload, limit, key)))
  const over = states.filter((state, i) => state.hits > keys[i]![0].limit)
  return over.length === 0 ? null : over.reduce((a, b) => (b.resetAt > a.resetAt ? b : a))
}

/**
 * Before the password is checked: counts the attempt (atomically, so parallel guesses cannot slip
 * past a limit) and says whether it may go on. The limits and the answer depend only on what the
 * client sent (address, e-mail, device cookie), never on whether the account exists.
 *
 * The per-address limits come first; only an attempt they let through counts for the account as
 * a whole, so one address hammering away cannot use up the account's allowance by itself.
 */
export async function startLogin(
  payload: Payload,
  {
    audience,
    email: typed,
    address,
    deviceToken,
  }: { audience: LoginAudience; email: string; address: string; deviceToken?: string },
): Promise<LoginGate> {
  const email = normalize(typed)
  const limited = limitedAddress(address)
  const counted: Array<[RateLimit, string]> = [
    [RATE_LIMITS.loginIp, `${audience}|${limited}`],
    [RATE_LIMITS.loginEmailIp, `${audience}|${email}|${limited}`],
  ]
  const byAddress = await count(payload, counted)
  if (byAddress) return { kind: 'throttled', retryAfter: byAddress }

  const device = verifyDeviceToken(deviceToken, {
    secret: getEnv().payloadSecret,
    audience,
    email,
  })
  const account: [RateLimit, string] = device
    ? [RATE_LIMITS.loginDevice, `${audience}|${device}`]
    : [RATE_LIMITS.loginEmail, `${audience}|${email}`]
  counted.push(account)
  const byAccount = await count(payload, [account])
  if (byAccount) return { kind: 'throttled', retryAfter: byAccount }
  return { kind: 'go', attempt: { audience, email, counted } }
}

/**
 * The password was right: the attempt was no failure. Its hits are taken back, the owner's own
 * recent typos from this address and this device are forgotten (the counts of strangers
 * elsewhere stay), and the browser gets a fresh device cookie: its `Set-Cookie` value.
 */
export async function loginSucceeded(payload: Payload, attempt: LoginAttempt): Promise<string> {
  await Promise.all(
    attempt.counted.map(([limit, key]) =>
      limit === RATE_LIMITS.loginEmailIp || limit === RATE_LIMITS.loginDevice
        ? clearHits(payload, limit, key)
        : uncountHit(payload, limit, key),
    ),
  )
  return deviceCookie(attempt.audience, attempt.email)
}

/** The `Set-Cookie` value of a new device cookie for this account. */
export function deviceCookie(audience: LoginAudience, email: string): string {
  const { name, path } = DEVICE_COOKIES[audience]
  const env = getEnv()
  const token = signDeviceToken({ secret: env.payloadSecret, audience, email: normalize(email) })
  const maxAge = DEVICE_COOKIE_DAYS * 24 * 60 * 60
  const secure = env.isProduction ? '; Secure' : ''
  return `${name}=${token}; Path=${path}; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${secure}`
}
