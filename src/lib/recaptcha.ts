/**
 * Google reCAPTCHA as the robot check (ADR 0012, SPEC §7 and §8), the parts both sides need: the
 * configuration the browser gets (the site key is public; the secret and the API key never leave
 * the server), the script's address, and which SPEC §8 error a configuration shows. No browser or
 * server API in here, so it is unit-tested as plain functions.
 */
export const RECAPTCHA_VERSIONS = [2, 3] as const
export type RecaptchaVersion = (typeof RECAPTCHA_VERSIONS)[number]
export const RECAPTCHA_MODES = ['base', 'enterprise'] as const
export type RecaptchaMode = (typeof RECAPTCHA_MODES)[number]
export const RECAPTCHA_SIZES = ['normal', 'compact', 'invisible'] as const
export type RecaptchaSize = (typeof RECAPTCHA_SIZES)[number]

/** SPEC §9: "Captcha default version: 2". */
export const RECAPTCHA_DEFAULT_VERSION: RecaptchaVersion = 2
export const RECAPTCHA_DEFAULT_MIN_SCORE = 0.5
/** The action the browser names when it asks for a v3 (or Enterprise) token; the server expects it. */
export const RECAPTCHA_ACTION = 'submit'

/** The browser's part of the configuration (server → page → form → widget). */
export type RecaptchaPublicConfig = {
  provider: 'recaptcha'
  /** null: not configured; the widget shows "no key provided". */
  siteKey: string | null
  /** null: RECAPTCHA_VERSION is neither 2 nor 3; the widget shows "no version provided". */
  version: RecaptchaVersion | null
  mode: RecaptchaMode
  /** Google's `hl`: RECAPTCHA_LANGUAGE, else the page's language. */
  language: string
  hideBadge: boolean
  size: RecaptchaSize
}

/** Which robot check a form shows: the self-hosted one, or Google's with its settings. */
export type RobotCheckConfig = { provider: 'altcha' } | RecaptchaPublicConfig

/** Google's script hosts: the page loads from them only after the visitor's click (two-click). */
export const RECAPTCHA_SCRIPT_ORIGIN = 'https://www.google.com'
/** Sources for the Content-Security-Policy, only when reCAPTCHA is the configured robot check. */
export const RECAPTCHA_CSP = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  connect: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
}

/** Local storage: the visitor allowed Google's robot check to load (and asked us to remember). */
export const CAPTCHA_CONSENT_KEY = 'captcha-consent'
export const CAPTCHA_CONSENT_VALUE = 'recaptcha'

/** The global function Google's script calls once it is ready (`onload=`). */
export const RECAPTCHA_ONLOAD = 'onRecaptchaLoad'

export const GOOGLE_PRIVACY_URL = 'https://policies.google.com/privacy'
export const GOOGLE_TERMS_URL = 'https://policies.google.com/terms'

/**
 * The script to load: `api.js` (base) or `enterprise.js`; v2 renders explicitly into our area,
 * v3 is loaded with its site key (`render=<key>`) and runs on send; `hl` is the language.
 */
export function recaptchaScriptUrl(config: {
  mode: RecaptchaMode
  version: RecaptchaVersion
  siteKey: string
  language: string
}): string {
  const file = config.mode === 'enterprise' ? 'enterprise.js' : 'api.js'
  const params = new URLSearchParams({
    onload: RECAPTCHA_ONLOAD,
    render: config.version === 2 ? 'explicit' : config.siteKey,
  })
  if (config.language) params.set('hl', config.language)
  return `${RECAPTCHA_SCRIPT_ORIGIN}/recaptcha/${file}?${params.toString()}`
}

/** A configuration error of SPEC §8 the widget shows instead of loading anything, or null. */
export function recaptchaConfigProblem(
  config: Pick<RecaptchaPublicConfig, 'siteKey' | 'version'>,
): 'noKey' | 'noVersion' | null {
  if (!config.siteKey) return 'noKey'
  if (config.version === null || !RECAPTCHA_VERSIONS.includes(config.version)) return 'noVersion'
  return null
}

/**
 * How the token is obtained: a visible checkbox the visitor ticks (v2 normal/compact), or on send
 * without a click (v2 invisible, v3).
 */
export function recaptchaRunsOnSend(config: { version: RecaptchaVersion; size: RecaptchaSize }) {
  return config.version === 3 || config.size === 'invisible'
}

/**
 * A message with `{name}` placeholders cut into text and the named parts, so the placeholders
 * can become links: ('a {x} b', ['x']) → ['a ', {name: 'x'}, ' b'].
 */
export function splitPlaceholders(
  text: string,
  names: readonly string[],
): (string | { name: string })[] {
  const parts: (string | { name: string })[] = []
  let rest = text
  for (;;) {
    const match = /\{(\w+)\}/.exec(rest)
    if (!match) break
    const name = match[1]!
    const before = rest.slice(0, match.index)
    if (names.includes(name)) {
      if (before) parts.push(before)
      parts.push({ name })
    } else {
      parts.push(before + match[0])
    }
    rest = rest.slice(match.index + match[0].length)
  }
  if (rest) parts.push(rest)
  return parts.reduce<(string | { name: string })[]>((merged, part) => {
    const last = merged[merged.length - 1]
    if (typeof part === 'string' && typeof last === 'string')
      merged[merged.length - 1] = last + part
    else merged.push(part)
    return merged
  }, [])
}
