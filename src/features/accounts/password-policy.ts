// No `import 'server-only'`: the Payload config (also loaded by the CLI for migrations and the
// seed) reaches this module through the users and members collections. It is server code all the
// same: it imports Payload, so the import rules ('client-reaches-server') keep it out of every
// client module, and the password list is read only here, on the first check.
import { type Payload, type PayloadRequest, ValidationError } from 'payload'

import { type MessageKey, translator } from '@/i18n/messages'
import { type Locale, localeOr } from '@/i18n/locales'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/lib/account-constants'

/**
 * The one password policy of the site (ADR 0018), for staff (collection `users`) and
 * customers (`members`):
 *
 * - at least 12 characters for staff, 10 for customers (SPEC, ADR 0009), at most 128;
 * - not one character repeated (`aaaaaaaaaa`);
 * - not the name of the e-mail address (the part before the @), nor containing it when that
 *   name has 4 characters or more (case, dots and dashes ignored);
 * - not a common or leaked password: the 49,233 passwords of `@zxcvbn-ts/language-common`,
 *   compared without case, also in the usual disguises: letters written as digits or signs
 *   (`P@ssw0rd`) and a few digits or signs before or after (`Password2026!`, `qwerty123456`);
 * - not made of the site's own words with little added (ADR 0029): the company name of the
 *   site settings, the site's host name and the product's words (`talc`, `Talkum`, …), with
 *   nothing around them but digits, signs, a listed password or 6 characters at most
 *   (`eurotalc2026`, `Talkum-Passwort`); such a word among real ones is fine
 *   (`EuroTalc-Chief-2026`).
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
  | 'passwordContext'
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

/**
 * Words of the site that every password guesser tries first: the product in the site's two
 * languages (German "Talk" is the mineral, "Talkum" the powder) and its other names, and the
 * company's. The company name of the site settings and the host name are added per check.
 */
export const PRODUCT_WORDS: readonly string[] = [
  'eurotalc',
  'talc',
  'talcum',
  'talk',
  'talkum',
  'steatite',
  'steatit',
  'soapstone',
  'speckstein',
]

/** What the site is called where the password is set (ADR 0029): site settings, SERVER_URL. */
export type PasswordContext = { companyName?: string | null; serverURL?: string | null }

/** Parts of a name that say nothing about the site ("GmbH", "www", "com"). */
const GENERIC_WORDS = new Set([
  'gmbh',
  'mbh',
  'ag',
  'kg',
  'se',
  'co',
  'ltd',
  'llc',
  'inc',
  'corp',
  'sa',
  'srl',
  'bv',
  'nv',
  'www',
  'com',
  'net',
  'org',
  'info',
  'example',
  'test',
  'local',
])
/** A site word must have this many characters (shorter parts would refuse unrelated passwords). */
const CONTEXT_WORD_MIN_LENGTH = 4
/** What may stand around the site's words without adding anything a guesser would not try. */
const CONTEXT_REST_MAX_LENGTH = 6
/** A run of digits (a year, a date) around the site's words adds as little. */
const CONTEXT_DIGITS_MAX_LENGTH = 8

/** The site's words for a check: the product's, the company name's and the host name's. */
export function contextWords(context: PasswordContext = {}): string[] {
  const words = new Set(PRODUCT_WORDS)
  const add = (name: string) => {
    const whole = simplified(name)
    if (whole.length >= CONTEXT_WORD_MIN_LENGTH && !GENERIC_WORDS.has(whole)) words.add(whole)
    for (const part of name.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
      if (part.length >= CONTEXT_WORD_MIN_LENGTH && !GENERIC_WORDS.has(part) && /\p{L}/u.test(part))
        words.add(part)
    }
  }
  if (context.companyName) add(context.companyName)
  if (context.serverURL) {
    let host = ''
    try {
      host = new URL(context.serverURL).hostname
    } catch {
      host = ''
    }
    // An address such as 127.0.0.1 names nothing.
    if (host && !/^[\d.:[\]]+$/.test(host)) {
      host = host.replace(/^www\./, '')
      add(host)
      // The host without its top-level domain (and www): "www.eurotalc.com" → "eurotalc".
      add(host.split('.').slice(0, -1).join('.'))
    }
  }
  // Longest first, so that "eurotalc" is taken whole rather than as "talc".
  return [...words].sort((a, b) => b.length - a.length)
}

/**
 * Is the password the site's words with little else? Each spelling (look-alike signs read as
 * letters) is searched for the words, separators ignored (`quarzberg-minerals.example`); what is
 * left, as typed, must add something a guesser would not try first.
 */
async function isContextPassword(password: string, words: readonly string[]): Promise<boolean> {
  const typed = [...password.toLowerCase()]
  for (const spelling of spellings(password.toLowerCase())) {
    const spelled = [...spelling]
    if (spelled.length !== typed.length) continue
    // Letters and digits only, each with the character typed for it.
    const kept = spelled.flatMap((c, i) =>
      /[\p{L}\p{N}]/u.test(c) ? [{ c, typed: typed[i]! }] : [],
    )
    const letters = kept.map((k) => k.c)
    const taken = new Array<boolean>(kept.length).fill(false)
    let found = false
    for (let i = 0; i < letters.length;) {
      const word = words.find((w) => letters.slice(i, i + [...w].length).join('') === w)
      if (!word) {
        i += 1
        continue
      }
      const length = [...word].length
      taken.fill(true, i, i + length)
      found = true
      i += length
    }
    if (!found) continue
    const rest = kept
      .filter((_, i) => !taken[i])
      .map((k) => k.typed)
      .join('')
    if (await addsLittle(rest)) return true
  }
  return false
}

async function addsLittle(rest: string): Promise<boolean> {
  if ([...rest].length <= CONTEXT_REST_MAX_LENGTH) return true
  if (/^\p{N}+$/u.test(rest) && rest.length <= CONTEXT_DIGITS_MAX_LENGTH) return true
  if (repeatsOneCharacter(rest)) return true
  const known = await commonPasswords()
  return spellings(rest).some((s) => known.has(s))
}

/**
 * The context of checks made in this process: the company name (read from the site settings)
 * and the server's address (Payload's `serverURL`, from SERVER_URL, src/env.ts). Read at every
 * check, so a renamed company counts at once; when the settings cannot be read, the product's
 * words and the host still count.
 */
export async function passwordContextOf(
  payload: Payload,
  req?: PayloadRequest,
): Promise<PasswordContext> {
  const serverURL = payload.config.serverURL || null
  try {
    const settings = await payload.findGlobal({
      slug: 'site-settings',
      depth: 0,
      overrideAccess: true,
      ...(req ? { req } : {}),
    })
    return { companyName: settings.companyName ?? null, serverURL }
  } catch (error) {
    payload.logger.warn({ msg: `password policy: site settings unreadable (${String(error)})` })
    return { serverURL }
  }
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
  {
    audience,
    email,
    context,
  }: { audience: PasswordAudience; email?: string | null; context?: PasswordContext },
): Promise<PasswordProblem | null> {
  if (password.length < PASSWORD_MIN_LENGTHS[audience]) return 'passwordTooShort'
  if (password.length > PASSWORD_MAX_LENGTH) return 'passwordTooLong'
  if (repeatsOneCharacter(password)) return 'passwordRepeated'
  if (containsEmailName(password, email)) return 'passwordHasEmail'
  if (await isContextPassword(password, contextWords(context))) return 'passwordContext'
  if (await isCommonPassword(password)) return 'passwordCommon'
  return null
}

const REASON: Record<PasswordProblem, MessageKey<'passwordPolicy'>> = {
  passwordTooShort: 'tooShort',
  passwordTooLong: 'tooLong',
  passwordRepeated: 'repeated',
  passwordHasEmail: 'hasEmail',
  passwordContext: 'context',
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
  const context = await passwordContextOf(req.payload, req)
  const problem = await passwordProblem(password, { audience, email, context })
  if (!problem) return
  const locale = localeOr(req.i18n?.language)
  throw new ValidationError(
    {
      collection,
      errors: [{ path: 'password', message: passwordRefusal(locale, audience, problem) }],
      req,
    },
    req.t,
  )
}
