import crypto from 'node:crypto'

import { describe, expect, it } from 'vitest'

import {
  EMAIL_CHANGE_HOURS,
  emailChangeToken,
  newEmailChangeNonce,
  readEmailChangeToken,
  sameNonce,
} from './email-change-token'

const SECRET = 'test-secret-for-email-change'
const nonce = newEmailChangeNonce()
const claims = {
  memberId: '7',
  currentEmail: 'Old@Example.com',
  newEmail: 'New@Example.com',
  nonce,
}

describe('e-mail change tokens', () => {
  it('carry the account and the new address, and match only the current address', () => {
    const read = readEmailChangeToken(SECRET, emailChangeToken(SECRET, claims))!
    expect(read).toMatchObject({ memberId: '7', newEmail: 'new@example.com' })
    expect(read.matchesCurrent('old@example.com')).toBe(true)
    // After the change (or any other change of the address) the link is dead.
    expect(read.matchesCurrent('new@example.com')).toBe(false)
  })

  it('refuse a changed, re-signed, truncated or expired token', () => {
    const token = emailChangeToken(SECRET, claims)
    const [body, signature] = token.split('.')
    const forged = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(body!, 'base64url').toString()),
        e: 'x@evil.test',
      }),
    ).toString('base64url')
    expect(readEmailChangeToken(SECRET, `${forged}.${signature}`)).toBeNull()
    expect(readEmailChangeToken('another-secret', token)).toBeNull()
    expect(readEmailChangeToken(SECRET, body!)).toBeNull()
    expect(readEmailChangeToken(SECRET, `${token}.x`)).toBeNull()
    expect(readEmailChangeToken(SECRET, 'not-base64.%%%')).toBeNull()
    const later = Date.now() + EMAIL_CHANGE_HOURS * 60 * 60 * 1000 + 1
    expect(readEmailChangeToken(SECRET, token, later)).toBeNull()
  })

  it('hold only while the account keeps their nonce (single use, only the newest link)', () => {
    const read = readEmailChangeToken(SECRET, emailChangeToken(SECRET, claims))!
    expect(read.matchesNonce(nonce)).toBe(true)
    // A newer link replaced the stored nonce, or a confirmation cleared it.
    expect(read.matchesNonce(newEmailChangeNonce())).toBe(false)
    expect(read.matchesNonce(null)).toBe(false)
    expect(read.matchesNonce('')).toBe(false)
    expect(newEmailChangeNonce()).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(sameNonce(nonce, nonce)).toBe(true)
    expect(sameNonce(nonce, `${nonce}x`)).toBe(false)
    // A link made before nonces existed (no `n`), correctly signed, is refused.
    const body = Buffer.from(
      JSON.stringify({ m: '7', e: 'new@example.com', x: Date.now() + 60_000, c: 'x' }),
    ).toString('base64url')
    const signature = crypto
      .createHmac('sha256', SECRET)
      .update(`email-change.${body}`)
      .digest('base64url')
    expect(readEmailChangeToken(SECRET, `${body}.${signature}`)).toBeNull()
  })
})
