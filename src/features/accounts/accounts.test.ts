import { describe, expect, it } from 'vitest'

import de from '../../../messages/de.json'
import en from '../../../messages/en.json'
import { formatText } from '@/lib/messages'

import {
  fieldErrors,
  loginSchema,
  passwordChangeSchema,
  registrationSchema,
  resetPasswordSchema,
} from './accounts'

const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : fieldErrors(result.error as Parameters<typeof fieldErrors>[0])

const registration = {
  firstName: 'Lena',
  lastName: 'Vogt',
  company: 'Keramik Vogt KG',
  jobTitle: 'Engineer',
  email: 'Lena.Vogt@Example.com ',
  phone: '+49 30 123456',
  city: 'Berlin',
  country: 'DE',
  market: 'Ceramics',
  terms: true,
  information: false,
}

describe('account schemas (shared by browser and server)', () => {
  it('checks the login e-mail: required, then valid (SPEC §5)', () => {
    expect(errorsOf(loginSchema.safeParse({ email: '', password: 'x' }))).toEqual({
      email: ['emailRequired'],
    })
    expect(errorsOf(loginSchema.safeParse({ email: 'anna@', password: 'x' }))).toEqual({
      email: ['emailInvalid'],
    })
    expect(errorsOf(loginSchema.safeParse({ email: 'anna@example.com', password: '' }))).toEqual({
      password: ['passwordRequired'],
    })
  })

  it("refuses what Payload's e-mail fields refuse, so storing never fails on the address", async () => {
    const { email: payloadEmail } = await import('payload/shared')
    const req = { payload: { collections: {}, config: {} }, t: (key: string) => key }
    const payloadAccepts = (value: string) =>
      (payloadEmail as unknown as (v: string, o: unknown) => true | string)(value, {
        req,
        required: true,
      }) === true
    for (const address of ['a@b-.com', 'a@b.c-.de', 'a@-b.com', 'a..b@c.de', 'a@b.c', 'a@b.1de']) {
      expect(payloadAccepts(address), address).toBe(false)
      expect(errorsOf(loginSchema.safeParse({ email: address, password: 'x' })), address).toEqual({
        email: ['emailInvalid'],
      })
    }
    for (const address of ['anna@example.com', "o'neil+talc@sub.example.de", 'A.B@EXAMPLE.COM']) {
      expect(payloadAccepts(address.toLowerCase()), address).toBe(true)
      expect(loginSchema.safeParse({ email: address, password: 'x' }).success, address).toBe(true)
    }
  })

  it('accepts a registration, lower-casing the e-mail; the terms consent is required', () => {
    const ok = registrationSchema.safeParse(registration)
    expect(ok.success && ok.data.email).toBe('lena.vogt@example.com')
    expect(errorsOf(registrationSchema.safeParse({ ...registration, terms: false }))).toEqual({
      terms: ['termsRequired'],
    })
    expect(errorsOf(registrationSchema.safeParse({ ...registration, country: 'XX' }))).toEqual({
      country: ['chooseCountry'],
    })
    expect(errorsOf(registrationSchema.safeParse({ ...registration, market: ' ' }))).toEqual({
      market: ['select'],
    })
    expect(errorsOf(registrationSchema.safeParse({ ...registration, company: '' }))).toEqual({
      company: ['required'],
    })
    expect(errorsOf(registrationSchema.safeParse({ ...registration, phone: 'call me' }))).toEqual({
      phone: ['phoneInvalid'],
    })
  })

  it('checks a password change: equal repeat, at least 10 characters, not the old one', () => {
    const change = (password: string, repeat = password, old = 'Temporary-123') =>
      errorsOf(
        passwordChangeSchema.safeParse({
          old_password: old,
          password,
          password_confirmation: repeat,
        }),
      )
    expect(change('Long-enough-1')).toEqual({})
    expect(change('Long-enough-1', 'Long-enough-2')).toEqual({
      password_confirmation: ['passwordsEqual'],
    })
    expect(change('short')).toEqual({ password: ['passwordTooShort'] })
    expect(change('Temporary-123')).toEqual({ password: ['passwordNotNew'] })
    expect(change('x'.repeat(129))).toEqual({ password: ['passwordTooLong'] })
    expect(
      errorsOf(
        resetPasswordSchema.safeParse({
          token: 'zz',
          password: 'Long-enough-1',
          password_confirmation: 'Long-enough-1',
        }),
      ),
    ).toEqual({ token: ['passwords.token'] })
  })

  it('has an English and a German text for every error key the schemas and the server use', () => {
    const keys = [
      'required',
      'emailRequired',
      'emailInvalid',
      'termsRequired',
      'select',
      'chooseCountry',
      'phoneInvalid',
      'tooLong',
      'passwordRequired',
      'passwordTooShort',
      'passwordTooLong',
      'passwordRepeated',
      'passwordHasEmail',
      'passwordContext',
      'passwordCommon',
      'passwordsEqual',
      'oldPasswordMismatch',
      'passwordNotNew',
      'auth.failed',
      'auth.denied',
      'auth.moderated',
      'auth.expired',
      'auth.throttle',
      'passwords.user',
      'passwords.throttled',
      'passwords.token',
      'network',
    ]
    for (const key of keys) {
      expect(formatText(en.account.errors, key), key).not.toBe(key)
      expect(formatText(de.account.errors, key), key).not.toBe(key)
    }
    expect(en.account.errors.auth.failed).toBe('Incorrect email or password')
    expect(en.account.errors.oldPasswordMismatch).toBe('The old password is not correct')
    expect(en.account.errors.passwordsEqual).toBe('Passwords must be equal')
  })
})
