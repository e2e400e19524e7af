import { describe, expect, it } from 'vitest'

import { EMAIL_CHANGE_HOURS, emailChangeToken, readEmailChangeToken } from './email-change-token'

const SECRET = 'test-secret-for-email-change'
const claims = { memberId: '7', currentEmail: 'Old@Example.com', newEmail: 'New@Example.com' }

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
})
