import { describe, expect, it } from 'vitest'

import { DEVICE_COOKIE_DAYS, signDeviceToken, verifyDeviceToken } from './device-cookie'

const secret = 'a'.repeat(64)
const account = { secret, audience: 'member' as const, email: 'anna@example.com' }
const DAY = 24 * 60 * 60 * 1000

describe('device tokens', () => {
  it('verify for the account they were signed for and give their nonce', () => {
    const token = signDeviceToken({ ...account, nonce: 'n'.repeat(22) })
    expect(verifyDeviceToken(token, account)).toBe('n'.repeat(22))
    // The e-mail as typed: case and spaces do not matter.
    expect(verifyDeviceToken(token, { ...account, email: ' Anna@Example.COM ' })).toBe(
      'n'.repeat(22),
    )
  })

  it('are refused for another account, another audience or another secret', () => {
    const token = signDeviceToken(account)
    expect(verifyDeviceToken(token, { ...account, email: 'bob@example.com' })).toBeNull()
    expect(verifyDeviceToken(token, { ...account, audience: 'staff' })).toBeNull()
    expect(verifyDeviceToken(token, { ...account, secret: 'b'.repeat(64) })).toBeNull()
  })

  it(`expire after ${DEVICE_COOKIE_DAYS} days`, () => {
    const now = Date.UTC(2026, 0, 1)
    const token = signDeviceToken({ ...account, now })
    expect(
      verifyDeviceToken(token, { ...account, now: now + (DEVICE_COOKIE_DAYS - 1) * DAY }),
    ).not.toBeNull()
    expect(verifyDeviceToken(token, { ...account, now: now + DEVICE_COOKIE_DAYS * DAY })).toBeNull()
  })

  it('are refused when changed or malformed', () => {
    const token = signDeviceToken(account)
    const [nonce, expires, mac] = token.split('.') as [string, string, string]
    const later = String(Number(expires) + 1000)
    for (const forged of [
      `${nonce}.${later}.${mac}`,
      `${'x'.repeat(nonce.length)}.${expires}.${mac}`,
      `${nonce}.${expires}.${mac.slice(1)}`,
      `${nonce}.${expires}`,
      '',
      undefined,
      'a.b.c',
      `${token}.x`,
    ]) {
      expect(verifyDeviceToken(forged, account), String(forged)).toBeNull()
    }
  })
})
