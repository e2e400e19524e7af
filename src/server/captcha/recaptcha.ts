import 'server-only'

import type { RecaptchaConfig } from '@/env'
import { RECAPTCHA_ACTION } from '@/lib/recaptcha'

/**
 * Google reCAPTCHA's server side (ADR 0012): asks Google whether a widget's token is good.
 *
 * - base: `POST https://www.google.com/recaptcha/api/siteverify` (form body: secret, response,
 *   remoteip); v3 also needs score ≥ RECAPTCHA_MIN_SCORE and the action `submit`.
 * - enterprise: `POST https://recaptchaenterprise.googleapis.com/v1/projects/{project}/assessments
 *   ?key={apiKey}` with `{event: {token, siteKey, expectedAction}}`; the token must be valid, the
 *   action ours and the score ≥ RECAPTCHA_MIN_SCORE.
 *
 * Google answers a token only once: the second answer is `timeout-or-duplicate` (base) or
 * `DUPE` (enterprise), which is 'used' here (a double click, a retry or a replay). When Google
 * cannot be asked (not configured, unreachable, 5 s without an answer, an error status) this
 * throws `RecaptchaUnavailable`; the caller decides (a submission fails closed).
 */
export const GOOGLE_SITEVERIFY_ORIGIN = 'https://www.google.com'
export const GOOGLE_ENTERPRISE_ORIGIN = 'https://recaptchaenterprise.googleapis.com'
export const RECAPTCHA_TIMEOUT_MS = 5000

export type RecaptchaVerdict = 'ok' | 'invalid' | 'used'

export class RecaptchaUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'RecaptchaUnavailable'
  }
}

type Options = { address?: string; timeoutMs?: number }

/** The longest token we pass on (Google's are about 500–2,000 characters). */
const MAX_TOKEN_LENGTH = 10_000

async function post(url: string, init: RequestInit, timeoutMs: number): Promise<unknown> {
  let response: Response
  try {
    response = await fetch(url, {
      ...init,
      method: 'POST',
      cache: 'no-store',
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    })
  } catch (error) {
    throw new RecaptchaUnavailable(
      (error as Error)?.name === 'TimeoutError'
        ? `no answer within ${timeoutMs} ms`
        : 'verification service unreachable',
      { cause: error },
    )
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined)
    throw new RecaptchaUnavailable(`verification service answered ${response.status}`)
  }
  try {
    return await response.json()
  } catch (error) {
    throw new RecaptchaUnavailable('verification service answered no JSON', { cause: error })
  }
}

const passesScore = (score: unknown, min: number) => typeof score === 'number' && score >= min

async function verifyBase(
  config: RecaptchaConfig,
  version: 2 | 3,
  token: string,
  { address, timeoutMs = RECAPTCHA_TIMEOUT_MS }: Options,
): Promise<RecaptchaVerdict> {
  if (!config.secretKey) throw new RecaptchaUnavailable('RECAPTCHA_SECRET_KEY is not set')
  const body = new URLSearchParams({ secret: config.secretKey, response: token })
  if (address) body.set('remoteip', address)
  const answer = (await post(
    `${config.verifyOrigin ?? GOOGLE_SITEVERIFY_ORIGIN}/recaptcha/api/siteverify`,
    { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body },
    timeoutMs,
  )) as {
    success?: unknown
    score?: unknown
    action?: unknown
    'error-codes'?: unknown
  } | null
  if (answer?.success !== true) {
    const codes = Array.isArray(answer?.['error-codes']) ? answer['error-codes'] : []
    // Our own configuration, not the visitor's token: say so in the log, refuse the token.
    if (codes.includes('missing-input-secret') || codes.includes('invalid-input-secret'))
      throw new RecaptchaUnavailable(`Google refused the secret key (${codes.join(', ')})`)
    // Google's code for a token seen before, and for one older than two minutes.
    return codes.includes('timeout-or-duplicate') ? 'used' : 'invalid'
  }
  if (version === 3) {
    if (answer.action !== RECAPTCHA_ACTION) return 'invalid'
    if (!passesScore(answer.score, config.minScore)) return 'invalid'
  }
  return 'ok'
}

async function verifyEnterprise(
  config: RecaptchaConfig,
  token: string,
  { address, timeoutMs = RECAPTCHA_TIMEOUT_MS }: Options,
): Promise<RecaptchaVerdict> {
  if (!config.projectId || !config.apiKey)
    throw new RecaptchaUnavailable('RECAPTCHA_PROJECT_ID or RECAPTCHA_API_KEY is not set')
  if (!config.siteKey) throw new RecaptchaUnavailable('RECAPTCHA_SITE_KEY is not set')
  const url =
    `${config.verifyOrigin ?? GOOGLE_ENTERPRISE_ORIGIN}/v1/projects/` +
    `${encodeURIComponent(config.projectId)}/assessments?key=${encodeURIComponent(config.apiKey)}`
  const answer = (await post(
    url,
    {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        event: {
          token,
          siteKey: config.siteKey,
          expectedAction: RECAPTCHA_ACTION,
          ...(address ? { userIpAddress: address } : {}),
        },
      }),
    },
    timeoutMs,
  )) as {
    tokenProperties?: { valid?: unknown; invalidReason?: unknown; action?: unknown }
    riskAnalysis?: { score?: unknown }
  } | null
  const properties = answer?.tokenProperties
  if (properties?.valid !== true) return properties?.invalidReason === 'DUPE' ? 'used' : 'invalid'
  if (properties.action !== RECAPTCHA_ACTION) return 'invalid'
  if (!passesScore(answer?.riskAnalysis?.score, config.minScore)) return 'invalid'
  return 'ok'
}

/** Google's verdict on a token: 'ok', 'invalid' or 'used'; throws RecaptchaUnavailable. */
export async function verifyRecaptcha(
  config: RecaptchaConfig,
  token: string,
  options: Options = {},
): Promise<RecaptchaVerdict> {
  if (typeof token !== 'string' || token === '' || token.length > MAX_TOKEN_LENGTH) return 'invalid'
  // Without a version the widget showed "no version provided"; there is no token to trust.
  if (config.version === null) throw new RecaptchaUnavailable('RECAPTCHA_VERSION is not 2 or 3')
  return config.mode === 'enterprise'
    ? verifyEnterprise(config, token, options)
    : verifyBase(config, config.version, token, options)
}
