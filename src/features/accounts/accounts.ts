import { z } from 'zod'

import '@/lib/zod'

import { LOCALES } from '@/i18n/locales'
import { EMAIL_PATTERN, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/lib/account-constants'
import { COUNTRY_CODES } from '@/lib/countries'

export * from '@/lib/account-constants'

/**
 * Error keys. The server answers them (Laravel's names where SPEC §5 gives them, so an existing
 * front end keeps working); the browser shows the `account.errors.*` text of the key.
 */
export type AccountErrorKey =
  | 'required'
  | 'emailRequired'
  | 'emailInvalid'
  | 'termsRequired'
  | 'select'
  | 'writeSomething'
  | 'invalidForm'
  | 'captchaRequired'
  | 'captchaFailed'
  | 'chooseCountry'
  | 'phoneInvalid'
  | 'tooLong'
  | 'passwordRequired'
  | 'passwordTooShort'
  | 'passwordTooLong'
  | 'passwordRepeated'
  | 'passwordHasEmail'
  | 'passwordContext'
  | 'passwordCommon'
  | 'passwordsEqual'
  | 'oldPasswordMismatch'
  | 'passwordNotNew'
  | 'auth.failed'
  | 'auth.denied'
  | 'auth.moderated'
  | 'auth.expired'
  | 'auth.throttle'
  | 'passwords.user'
  | 'passwords.throttled'
  | 'passwords.token'
  | 'emailSame'
  | 'emailTokenInvalid'
  | 'passwordIncorrect'

const email = z
  .string({ error: 'emailRequired' })
  .trim()
  .min(1, { error: 'emailRequired' })
  .max(254, { error: 'tooLong' })
  .pipe(z.email({ pattern: EMAIL_PATTERN, error: 'emailInvalid' }))
  .transform((value) => value.toLowerCase())

const text = (max: number) =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(max, { error: 'tooLong' })

const newPassword = z
  .string({ error: 'passwordRequired' })
  .min(1, { error: 'passwordRequired' })
  .min(PASSWORD_MIN_LENGTH, { error: 'passwordTooShort' })
  .max(PASSWORD_MAX_LENGTH, { error: 'passwordTooLong' })

const anyPassword = z
  .string({ error: 'passwordRequired' })
  .min(1, { error: 'passwordRequired' })
  .max(PASSWORD_MAX_LENGTH, { error: 'auth.failed' })

export const loginSchema = z.object({ email, password: anyPassword })
export const forgotPasswordSchema = z.object({ email })

/** The person fields the site's forms share (registration and the enquiry forms). */
export const personFields = {
  firstName: text(100),
  lastName: text(100),
  company: text(200),
  jobTitle: text(150),
  email,
  phone: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(40, { error: 'tooLong' })
    .regex(/^[+()\d\s./-]{5,}$/, { error: 'phoneInvalid' }),
  city: text(100),
  country: z
    .string({ error: 'chooseCountry' })
    .refine((code) => COUNTRY_CODES.has(code), { error: 'chooseCountry' }),
  market: z.string({ error: 'select' }).trim().min(1, { error: 'select' }).max(200),
  terms: z.literal(true, { error: 'termsRequired' }),
  information: z.boolean().default(false),
}
export { text as requiredText }

export const registrationSchema = z.object(personFields)
export type RegistrationInput = z.infer<typeof registrationSchema>

/** The details a member corrects in the personal area (the e-mail address is changed apart). */
export const memberDetailsSchema = z.object({
  firstName: personFields.firstName,
  lastName: personFields.lastName,
  company: personFields.company,
  jobTitle: personFields.jobTitle,
  phone: personFields.phone,
  city: personFields.city,
  country: personFields.country,
  market: personFields.market,
  language: z.enum(LOCALES, { error: 'select' }),
})
export type MemberDetails = z.infer<typeof memberDetailsSchema>

/** "Change e-mail address": the new address, confirmed with the password. */
export const emailChangeSchema = z.object({ email, password: anyPassword })
/** The link's token, as the personal area sends it back. */
export const emailConfirmSchema = z.object({
  token: z.string({ error: 'emailTokenInvalid' }).min(1, { error: 'emailTokenInvalid' }).max(2000),
})

/** "Delete my account": the member's own password confirms it. */
export const accountDeletionSchema = z.object({ password: anyPassword })

export const passwordChangeSchema = z
  .object({
    old_password: anyPassword,
    password: newPassword,
    password_confirmation: z.string({ error: 'passwordRequired' }),
  })
  .refine((value) => value.password === value.password_confirmation, {
    error: 'passwordsEqual',
    path: ['password_confirmation'],
  })
  .refine((value) => value.password !== value.old_password, {
    error: 'passwordNotNew',
    path: ['password'],
  })

export const resetPasswordSchema = z
  .object({
    token: z.string().regex(/^[a-f0-9]{20,128}$/, { error: 'passwords.token' }),
    password: newPassword,
    password_confirmation: z.string({ error: 'passwordRequired' }),
  })
  .refine((value) => value.password === value.password_confirmation, {
    error: 'passwordsEqual',
    path: ['password_confirmation'],
  })
