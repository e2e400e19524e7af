// No `server-only` here: the outbox's mail task (loaded with the Payload config by the CLI too)
// makes these links.
import crypto from 'node:crypto'

/** How long the link to confirm a new e-mail address works. */
export const EMAIL_CHANGE_HOURS = 24

type Claims = { m: string; e: string; x: number; c: string }

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url')
const digestOf = (email: string) =>
  crypto.createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 16)
const signatureOf = (secret: string, body: string) =>
  crypto.createHmac('sha256', secret).update(`email-change.${body}`).digest('base64url')

/**
 * The token of an e-mail change link: which account, the new address, until when, and a digest
 * of the current address, signed with the server's secret. Nothing is stored: once the address
 * has changed (or changes otherwise), the digest no longer matches and the link is dead.
 */
export function emailChangeToken(
  secret: string,
  {
    memberId,
    currentEmail,
    newEmail,
  }: { memberId: string; currentEmail: string; newEmail: string },
  now = Date.now(),
): string {
  const claims: Claims = {
    m: memberId,
    e: newEmail.trim().toLowerCase(),
    x: now + EMAIL_CHANGE_HOURS * 60 * 60 * 1000,
    c: digestOf(currentEmail),
  }
  const body = base64url(JSON.stringify(claims))
  return `${body}.${signatureOf(secret, body)}`
}

/** What a token says, when its signature holds and it has not expired; else null. */
export function readEmailChangeToken(
  secret: string,
  token: string,
  now = Date.now(),
): { memberId: string; newEmail: string; matchesCurrent: (email: string) => boolean } | null {
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
  return {
    memberId: claims.m,
    newEmail: claims.e,
    matchesCurrent: (email) => digestOf(email) === claims.c,
  }
}
