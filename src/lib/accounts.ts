import { z } from 'zod'

import { COUNTRY_CODES } from './countries'

/** Business rules of the members' accounts (SPEC §3–§5), shared by the browser and the server. */
export const MEMBER_STATUSES = ['pending', 'approved', 'rejected'] as const
export type MemberStatus = (typeof MEMBER_STATUSES)[number]

export const PASSWORD_MIN_LENGTH = 10
/** Hashing cost grows with the length: a cap keeps one request from burning a core. */
export const PASSWORD_MAX_LENGTH = 128
export const TEMPORARY_PASSWORD_DAYS = 7
export const RESET_LINK_MINUTES = 60
/** How long a member stays signed in without signing in again. */
export const MEMBER_SESSION_HOURS = 8

/** Sanctum's names (SPEC §7): a readable cookie, echoed back in a header on every change. */
export const XSRF_COOKIE = 'XSRF-TOKEN'
export const XSRF_HEADER = 'x-xsrf-token'
export const MEMBER_SESSION_COOKIE = 'member_session'
/** SPEC §3: the client keeps the session's user object in local storage under `user`. */
export const USER_STORAGE_KEY = 'user'
export const USER_CHANGE_EVENT = 'user-change'

/**
 * Error keys. The server answers them (Laravel's names where SPEC §5 gives them, so an existing
 * front end keeps working); the browser shows the `account.errors.*` text of the key.
 */
export type AccountErrorKey =
  | 'required'
  | 'emailRequired'
  | 'emailInvalid'
  | 'emailUnique'
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

const email = z
  .string({ error: 'emailRequired' })
  .trim()
  .min(1, { error: 'emailRequired' })
  .max(254, { error: 'tooLong' })
  .pipe(z.email({ error: 'emailInvalid' }))
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

/** Laravel's validation answer: the first message key per field. */
export type FieldErrors = Record<string, string[]>

export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form')
    if (!out[field]) out[field] = [issue.message]
  }
  return out
}

/** SPEC §3: the user object of /login and /api/v1/user. `temp_password` is the field read. */
export type MemberUser = {
  id: string | number
  email: string
  first_name: string
  last_name: string
  company: string
  job_title: string
  phone: string
  city: string
  country: string
  market: string
  locale: 'en' | 'de'
  temp_password: 'y' | 'n'
  temp_password_expires_at: string | null
}
