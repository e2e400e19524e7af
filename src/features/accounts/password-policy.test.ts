import { describe, expect, it } from 'vitest'

import { DEMO_MEMBERS, DEMO_STAFF } from '@/seed/demo-accounts'

import { isCommonPassword, passwordProblem, passwordRefusal, passwordRule } from './password-policy'

const staff = (password: string, email = 'someone@eurotalc.example') =>
  passwordProblem(password, { audience: 'staff', email })
const member = (password: string, email = 'someone@example.com') =>
  passwordProblem(password, { audience: 'member', email })

describe('password policy', () => {
  it('asks 12 characters of staff and 10 of customers, at most 128', async () => {
    expect(await staff('aaa')).toBe('passwordTooShort')
    expect(await staff('Kx8#vq2Lm9t')).toBe('passwordTooShort')
    expect(await staff('Kx8#vq2Lm9tW')).toBeNull()
    expect(await member('Kx8#vq2Lm')).toBe('passwordTooShort')
    expect(await member('Kx8#vq2Lm9')).toBeNull()
    expect(await member(`Kx8#${'vq2Lm9tW'.repeat(16)}`)).toBe('passwordTooLong')
  })

  it('refuses one character repeated', async () => {
    expect(await member('aaaaaaaaaa')).toBe('passwordRepeated')
    expect(await staff('############')).toBe('passwordRepeated')
  })

  it('refuses the name of the e-mail address, in any case and spelling, and passwords containing it', async () => {
    expect(await member('Anna.Berger-1985', 'anna.berger@example.com')).toBe('passwordHasEmail')
    expect(await member('ANNABERGER!!', 'anna.berger@example.com')).toBe('passwordHasEmail')
    expect(await staff('my-moderator-key', 'moderator@eurotalc.example')).toBe('passwordHasEmail')
    // A name shorter than 4 characters only counts as the whole password.
    expect(await staff('Moderator-Test-2026', 'mod@eurotalc.example')).toBeNull()
    expect(await member('Kx8#vq2Lm9', undefined)).toBeNull()
  })

  it('refuses listed passwords, also disguised with case, look-alike signs and digits around them', async () => {
    for (const password of [
      'qwerty123456',
      '1q2w3e4r5t6y',
      'passwordpassword',
      'QWERTYUIOP123',
      'Password2026!',
      'P@ssw0rd2026',
      'Dragon12345678',
      '2026!Football',
      'basketball123',
      'iloveyou-2026',
    ]) {
      expect(await isCommonPassword(password), password).toBe(true)
      expect(await member(password), password).toBe('passwordCommon')
    }
    for (const password of [
      'Brand-New-Password-1',
      'correct horse battery staple',
      'Kx8#vq2Lm9tW',
      'ace-7294-1836-5520',
    ]) {
      expect(await isCommonPassword(password), password).toBe(false)
    }
  })

  it("lets the demo accounts' passwords and a generated temporary password through", async () => {
    for (const account of DEMO_STAFF) {
      expect(await staff(account.password, account.email), account.email).toBeNull()
    }
    for (const account of DEMO_MEMBERS) {
      expect(await member(account.password, account.email), account.email).toBeNull()
    }
    const { generateTemporaryPassword } = await import('@/features/accounts/mail')
    expect(await member(generateTemporaryPassword())).toBeNull()
  })

  it('says the rule and the reason in English and German', () => {
    expect(passwordRule('en', 'staff')).toMatch(/^Passwords need at least 12 characters/)
    expect(passwordRule('de', 'member')).toMatch(/^Passwörter brauchen mindestens 10 Zeichen/)
    expect(passwordRefusal('en', 'staff', 'passwordCommon')).toBe(
      `This password is on a list of common or leaked passwords. ${passwordRule('en', 'staff')}`,
    )
    expect(passwordRefusal('de', 'staff', 'passwordTooLong')).toMatch(
      /^Dieses Passwort ist zu lang \(höchstens 128 Zeichen\)\. Passwörter brauchen/,
    )
  })
})

describe('password policy: context words', () => {
  const context = {
    companyName: 'Mineralwerk Quarzberg AG',
    serverURL: 'https://www.quarzberg-minerals.example',
  }
  const withContext = (password: string, audience: 'staff' | 'member' = 'member') =>
    passwordProblem(password, { audience, email: 'someone@example.com', context })

  it("refuses the site's and the product's own words with little added", async () => {
    for (const password of [
      'eurotalc2026',
      'EuroTalc-2026!',
      'Talkum-2026!!',
      'talcum123456',
      'TALC-TALC-2026',
      'Eur0T4lc2026',
      'talkumpasswort',
      'EuroTalcTalkum',
    ]) {
      expect(await member(password), password).toBe('passwordContext')
    }
  })

  it('refuses the company name from the site settings and the host name of the site', async () => {
    for (const password of [
      'Quarzberg-2026',
      'mineralwerk!2026',
      'QuarzbergMinerals',
      'quarzberg-minerals.example',
    ]) {
      expect(await withContext(password), password).toBe('passwordContext')
    }
    expect(await withContext('Quarzberg-2026-AG', 'staff')).toBe('passwordContext')
    // Without that context the same passwords are not the site's words.
    expect(await member('Quarzberg-2026')).toBeNull()
  })

  it('lets through passwords in which such a word is only a part among real ones', async () => {
    for (const password of [
      'EuroTalc-Chief-2026',
      'Metalcraft-Orbit-77',
      'talc-Xq8#vw2Lm',
      'Quarzberg-Fjord-Lantern-9',
    ]) {
      expect(await withContext(password), password).toBeNull()
    }
  })

  it('says why in English and German', () => {
    expect(passwordRefusal('en', 'member', 'passwordContext')).toMatch(
      /^This password is the name of the company or the site, or a word such as “talc”, with little added\. Passwords need/,
    )
    expect(passwordRefusal('de', 'member', 'passwordContext')).toMatch(
      /^Dieses Passwort ist der Name des Unternehmens oder der Website oder ein Wort wie „Talkum“, mit wenig Zusatz\. Passwörter brauchen/,
    )
  })
})
