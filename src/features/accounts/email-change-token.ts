// No `server-only` here: the outbox's mail task (loaded with the Payload config by the CLI too)
// makes these links.
import crypto from 'node:crypto'

/** How long the link to confirm a new e-mail address works. */
export const EMAIL_CHANGE_HOURS = 24

type Claims = { m: string; e: string; x: number; c: string; n: string }

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url')
const digestOf = (email: string) =>
  crypto.createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 16)
const signatureOf = (secret: string, body: string) =>
  crypto.createHmac('sha256', secret).update(`email-change.${body}`).digest('base64url')

/**
 * A fresh single-use nonce for an e-mail change link (16 random bytes). The member's record keeps
 * the newest one (`emailChangeNonce`): a new link replaces it, a confirmation clears it.
 */
export function newEmailChangeNonce(): string {
  return crypto.randomBytes(16).toString('base64url')
}

/**
 * What the outbox job of a link carries instead of the nonce (no secret waits in the outbox): the
 * mail is sent only while the member's nonce still has this digest, so a request that a newer one
 * replaced before its mail went sends nothing.
 */
export function nonceDigest(nonce: string): string {
  return crypto.createHash('sha256').update(`email-change-nonce.${nonce}`).digest('base64url')
}

/** Whether two nonces are the same, in constant time; a missing one never matches. */
export function sameNonce(stored: string | null | undefined, given: string): boolean {
  if (!stored || !given) return false
  const a = crypto.createHash('sha256').update(stored).digest()
  const b = crypto.createHash('sha256').update(given).digest()
  return crypto.timingSafeEqual(a, b)
}

/**
 * The token of an e-mail change link: which account, the new address, until when, a digest of
 * the current address and the link's nonce, signed with the server's secret. The link holds only
 * while the account still has that address and still keeps that nonce (ADR 0026): a newer link,
 * a confirmation or any change of the address kills it.
 */
export function emailChangeToken(
  secret: string,
  {
    memberId,
    currentEmail,
    newEmail,
    nonce,
  }: { memberId: string; currentEmail: string; newEmail: string; nonce: string },
  now = Date.now(),
): string {
  const claims: Claims = {
    m: memberId,
    e: newEmail.trim().toLowerCase(),
    x: now + EMAIL_CHANGE_HOURS * 60 * 60 * 1000,
    c: digestOf(currentEmail),
    n: nonce,
  }
  const body = base64url(JSON.stringify(claims))
  return `${body}.${signatureOf(secret, body)}`
}

/** What a token says, when its signature holds and it has not expired; else null. */
export function readEmailChangeToken(
  secret: string,
  token: string,
  now = Date.now(),
): {
  memberId: string
  newEmail: string
  matchesCurrent: (email: string) => boolean
  matchesNonce: (stored: string | null | undefined) => boolean
} | null {
  const [body, signature, extra] = token.split('.')
  if (!body || !signature || extra !== undefined) return null
  const expected = Buffer.from(signatureOf(secret, body))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null
  let claims: Claims
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Claims
  } catch {
    return null
  }
  if (typeof claims.x !== 'number' || claims.x <= now) return null
  if (typeof claims.m !== 'string' || typeof claims.e !== 'string') return null
  // Links made before nonces existed carry none: they are refused.
  if (typeof claims.n !== 'string' || claims.n === '') return null
  return {
    memberId: claims.m,
    newEmail: claims.e,
    matchesCurrent: (email) => digestOf(email) === claims.c,
    matchesNonce: (stored) => sameNonce(stored, claims.n),
  }
}
