// No `import 'server-only'`: the Payload config (also loaded by the CLI for migrations and the
// seed) reaches this module through the users and members collections. It is server code all the
// same: it imports Payload, so the import rules ('client-reaches-server') keep it out of every
// client module, and the password list is read only here, on the first check.
import { ValidationError, type PayloadRequest } from 'payload'

import { translator } from '@/i18n/messages'
import type { Locale } from '@/i18n/routing'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/lib/account-constants'

/**
 * The one password policy of the site (issue 21, ADR 0018), for staff (collection `users`) and
 * customers (`members`):
 *
 * - at least 12 characters for staff, 10 for customers (SPEC, ADR 0009), at most 128;
 * - not one character repeated (`aaaaaaaaaa`);
 * - not the name of the e-mail address (the part before the @), nor containing it when that
 *   name has 4 characters or more (case, dots and dashes ignored);
 * - not a common or leaked password: the 49,233 passwords of `@zxcvbn-ts/language-common`,
 *   compared without case, also in the usual disguises: letters written as digits or signs
 *   (`P@ssw0rd`) and a few digits or signs before or after (`Password2026!`, `qwerty123456`).
 */
export type PasswordAudience = 'staff' | 'member'

export const PASSWORD_MIN_LENGTHS: Readonly<Record<PasswordAudience, number>> = {
  staff: 12,
  member: PASSWORD_MIN_LENGTH,
}

/** The error keys; the customers' forms show `account.errors.<key>`. */
export type PasswordProblem =
  | 'passwordTooShort'
  | 'passwordTooLong'
  | 'passwordRepeated'
  | 'passwordHasEmail'
  | 'passwordCommon'

/** A part of the e-mail address's name this long or longer is not allowed inside a password. */
const EMAIL_NAME_MIN_LENGTH = 4
/** A common password counts with at most this many digits or signs added before and after. */
const AFFIX_MAX_LENGTH = 6
/** A common password shorter than this does not count when something was added around it. */
const CORE_MIN_LENGTH = 4

let list: Promise<ReadonlySet<string>> | null = null

/**
 * The list, loaded on the first check (about 0.5 MB of strings; it ships in the package, nothing
 * is downloaded) and kept for the life of the process.
 */
function commonPasswords(): Promise<ReadonlySet<string>> {
  list ??= import('@zxcvbn-ts/language-common')
    .then(({ dictionary }) => new Set(dictionary['passwords-common']))
    .catch((error: unknown) => {
      list = null
      throw error
    })
  return list
}

/** Letters written as digits or signs; `1` stands for both i and l. */
const LOOKALIKES: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  '3': 'e',
  '!': 'i',
  '|': 'i',
  '0': 'o',
  $: 's',
  '5': 's',
  '7': 't',
  '+': 't',
}

function spellings(text: string): string[] {
  const plain = (one: string) =>
    [...text].map((c) => (c === '1' ? one : (LOOKALIKES[c] ?? c))).join('')
  return [...new Set([text, plain('i'), plain('l')])]
}

const isLetter = (c: string) => /\p{L}/u.test(c)
const repeatsOneCharacter = (text: string) => new Set(text).size === 1

/** Is `password` (any case) on the list, also disguised? */
export async function isCommonPassword(password: string): Promise<boolean> {
  const known = await commonPasswords()
  const text = password.toLowerCase()
  if (spellings(text).some((s) => known.has(s))) return true
  // Digits or signs added before and after a listed password: try each way of taking them off.
  const chars = [...text]
  let lead = 0
  while (lead < chars.length && !isLetter(chars[lead]!)) lead += 1
  let trail = 0
  while (trail < chars.length - lead && !isLetter(chars[chars.length - 1 - trail]!)) trail += 1
  const guessable = (affix: string) =>
    affix.length <= AFFIX_MAX_LENGTH || known.has(affix) || repeatsOneCharacter(affix)
  for (let i = 0; i <= lead; i += 1) {
    for (let j = 0; j <= trail; j += 1) {
      if (i + j === 0) continue
      const core = chars.slice(i, chars.length - j).join('')
      if (core.length < CORE_MIN_LENGTH) continue
      const prefix = chars.slice(0, i).join('')
      const suffix = chars.slice(chars.length - j).join('')
      if (!guessable(prefix) || !guessable(suffix)) continue
      if (spellings(core).some((s) => known.has(s))) return true
    }
  }
  return false
}

const simplified = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '')

function containsEmailName(password: string, email: string | null | undefined): boolean {
  const name = simplified(email?.split('@')[0] ?? '')
  if (!name) return false
  const text = simplified(password)
  return text === name || (name.length >= EMAIL_NAME_MIN_LENGTH && text.includes(name))
}

/** What is wrong with a new password, or null when the policy allows it. */
export async function passwordProblem(
  password: string,
  { audience, email }: { audience: PasswordAudience; email?: string | null },
): Promise<PasswordProblem | null> {
  if (password.length < PASSWORD_MIN_LENGTHS[audience]) return 'passwordTooShort'
  if (password.length > PASSWORD_MAX_LENGTH) return 'passwordTooLong'
  if (repeatsOneCharacter(password)) return 'passwordRepeated'
  if (containsEmailName(password, email)) return 'passwordHasEmail'
  if (await isCommonPassword(password)) return 'passwordCommon'
  return null
}

const REASON: Record<PasswordProblem, string> = {
  passwordTooShort: 'tooShort',
  passwordTooLong: 'tooLong',
  passwordRepeated: 'repeated',
  passwordHasEmail: 'hasEmail',
  passwordCommon: 'common',
}

/** The rule in words, e.g. under the password field or as the admin's description. */
export function passwordRule(locale: Locale, audience: PasswordAudience): string {
  return translator(locale, 'passwordPolicy')('rule', { minLength: PASSWORD_MIN_LENGTHS[audience] })
}

/** Why a password was refused, followed by the rule. */
export function passwordRefusal(
  locale: Locale,
  audience: PasswordAudience,
  problem: PasswordProblem,
): string {
  const t = translator(locale, 'passwordPolicy')
  return `${t(REASON[problem], { maxLength: PASSWORD_MAX_LENGTH })} ${passwordRule(locale, audience)}`
}

/**
 * For the collections' hooks: a password the policy refuses ends the operation with Payload's
 * ValidationError on the field `password` (400 from REST; the admin shows it under the field), in
 * the language of the request (the admin's, or Accept-Language).
 */
export async function enforcePasswordPolicy(
  req: PayloadRequest,
  {
    collection,
    audience,
    password,
    email,
  }: { collection: string; audience: PasswordAudience; password: string; email?: string | null },
): Promise<void> {
  const problem = await passwordProblem(password, { audience, email })
  if (!problem) return
  const locale: Locale = req.i18n?.language === 'de' ? 'de' : 'en'
  throw new ValidationError(
    {
      collection,
      errors: [{ path: 'password', message: passwordRefusal(locale, audience, problem) }],
      req,
    },
    req.t,
  )
}
