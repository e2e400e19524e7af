// No `import 'server-only'`: pure functions, also run by the unit tests.
import crypto from 'node:crypto'

/** Who signs in: staff at /api/cms/users/login, customers at /login. */
export type LoginAudience = 'staff' | 'member'

/** How long a browser stays known to an account after a successful login. */
export const DEVICE_COOKIE_DAYS = 180

const normalize = (email: string) => email.trim().toLowerCase()

function mac(
  secret: string,
  audience: LoginAudience,
  email: string,
  nonce: string,
  expires: number,
) {
  return crypto
    .createHmac('sha256', secret)
    .update(`login-device:v1:${audience}:${normalize(email)}:${nonce}:${expires}`)
    .digest('base64url')
}

/**
 * A device token (OWASP "device cookies"): proof that this browser once signed in to the account
 * of `email` with its password. `nonce.expires.mac`, the MAC binding it to the audience and the
 * e-mail, so it holds for that account only; it contains no e-mail itself.
 */
export function signDeviceToken({
  secret,
  audience,
  email,
  now = Date.now(),
  nonce = crypto.randomBytes(16).toString('base64url'),
}: {
  secret: string
  audience: LoginAudience
  email: string
  now?: number
  nonce?: string
}): string {
  const expires = Math.floor(now / 1000) + DEVICE_COOKIE_DAYS * 24 * 60 * 60
  return `${nonce}.${expires}.${mac(secret, audience, email, nonce, expires)}`
}

/**
 * The token's nonce (what its own limit counts) when `token` is a live device token of this
 * account, else null: unsigned, signed for another account or audience, expired or malformed.
 */
export function verifyDeviceToken(
  token: string | undefined,
  {
    secret,
    audience,
    email,
    now = Date.now(),
  }: { secret: string; audience: LoginAudience; email: string; now?: number },
): string | null {
  const parts = (token ?? '').split('.')
  if (parts.length !== 3) return null
  const [nonce, expiresText, given] = parts as [string, string, string]
  if (!/^[\w-]{16,64}$/.test(nonce) || !/^\d{1,12}$/.test(expiresText)) return null
  const expires = Number(expiresText)
  if (expires * 1000 <= now) return null
  const expected = Buffer.from(mac(secret, audience, email, nonce, expires))
  const received = Buffer.from(given)
  return expected.length === received.length && crypto.timingSafeEqual(expected, received)
    ? nonce
    : null
}
