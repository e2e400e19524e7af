import 'server-only'

import type { Payload } from 'payload'

import { getEnv } from '@/env'
import type { Locale } from '@/i18n/routing'
import type { RobotCheckConfig } from '@/lib/recaptcha'

import { verifyCaptcha } from './altcha'
import { RecaptchaUnavailable, type RecaptchaVerdict, verifyRecaptcha } from './recaptcha'

/**
 * The forms' robot check behind one interface (ADR 0011, 0012): self-hosted ALTCHA by default,
 * Google reCAPTCHA when CAPTCHA_PROVIDER=recaptcha. Both answer 'ok', 'invalid' or 'used' (a token that
 * passed before: a double click, a retry or a replay).
 */
export type RobotCheckVerdict = RecaptchaVerdict

export { RecaptchaUnavailable }

export async function verifyRobotCheck(
  payload: Payload,
  token: string,
  {
    address,
    failClosed = true,
  }: {
    /** The visitor's address, passed on to Google (`remoteip`, `userIpAddress`). */
    address?: string
    /**
     * true (submissions): when Google cannot be asked, the token counts as 'invalid' and a
     * warning is logged. false (the verify endpoint): RecaptchaUnavailable is thrown.
     */
    failClosed?: boolean
  } = {},
): Promise<RobotCheckVerdict> {
  const { captcha } = getEnv()
  if (captcha.provider === 'altcha') return verifyCaptcha(payload, token)
  try {
    return await verifyRecaptcha(captcha.recaptcha, token, { address })
  } catch (error) {
    if (!failClosed || !(error instanceof RecaptchaUnavailable)) throw error
    payload.logger.warn({ err: error, msg: `reCAPTCHA verification failed: ${error.message}` })
    return 'invalid'
  }
}

/** What a page hands its forms: which widget to show, and Google's public settings. */
export function robotCheckConfig(locale: Locale): RobotCheckConfig {
  const { captcha } = getEnv()
  if (captcha.provider === 'altcha') return { provider: 'altcha' }
  const { siteKey, version, mode, language, hideBadge, size } = captcha.recaptcha
  return {
    provider: 'recaptcha',
    siteKey,
    version,
    mode,
    language: language ?? locale,
    hideBadge,
    size,
  }
}
