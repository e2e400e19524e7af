import { type Locale } from '@/i18n/locales'

/**
 * The members' account constants and shapes without the schemas: what the shell (header, login
 * host, session) needs on every page, kept apart from zod so that every page does not ship it.
 * `@/lib/accounts` re-exports all of it.
 */
export const MEMBER_STATUSES = ['pending', 'approved', 'rejected'] as const
export type MemberStatus = (typeof MEMBER_STATUSES)[number]

export const PASSWORD_MIN_LENGTH = 10
/** Hashing cost grows with the length: a cap keeps one request from burning a core. */
export const PASSWORD_MAX_LENGTH = 128
export const TEMPORARY_PASSWORD_DAYS = 7
/** When a temporary password issued at `from` (ms) stops working, as an ISO date. */
export const temporaryPasswordExpiry = (from: number = Date.now()): string =>
  new Date(from + TEMPORARY_PASSWORD_DAYS * 24 * 60 * 60 * 1000).toISOString()
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

export type FieldErrors = Record<string, string[]>

/**
 * Laravel's validation answer: the first message key per field, from a failed parse's issues
 * (a `ZodError`; typed by its shape so that the forms' islands need not load zod, ADR 0015).
 */
export function fieldErrors(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[]
}): FieldErrors {
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
  locale: Locale
  temp_password: 'y' | 'n'
  temp_password_expires_at: string | null
}

/**
 * The address check of Payload's e-mail fields (payload/dist/fields/validations.js), so that an
 * address the form accepts is never refused by the collection when it is stored (that refusal
 * would come too late for a field message). zod's own default accepts e.g. `a@b-.com`.
 */
export const EMAIL_PATTERN =
  /^(?!.*\.\.)[\w!#$%&'*+/=?^`{|}~-](?:[\w!#$%&'*+/=?^`{|}~.-]*[\w!#$%&'*+/=?^`{|}~-])?@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}$/i
