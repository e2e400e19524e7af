import 'server-only'

import crypto from 'node:crypto'

import { createChallenge, randomInt, verifySolution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import type { Payload } from 'payload'

import { getEnv } from '@/env'
import { parseCaptchaToken } from '@/lib/captcha'
import { countHit } from '@/server/rate-limit'
import { RATE_LIMITS } from '@/server/rate-limits'

/**
 * The self-hosted robot check (ALTCHA, ADR 0011): a proof of work the browser computes in about
 * a second, no third party, no cookie, so no consent is needed. Challenges are signed with keys
 * derived from the site secret and expire after 10 minutes; each solution counts once
 * (RATE_LIMITS.altcha, whose window is twice this lifetime).
 */
const LIFETIME_MS = 10 * 60 * 1000

function secret(purpose: string): string {
  return crypto
    .createHmac('sha256', getEnv().payloadSecret)
    .update(`altcha:${purpose}`)
    .digest('hex')
}

export async function createCaptchaChallenge() {
  return createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    // The browser tries counters from 0 up: this many SHA-256 rounds.
    counter: randomInt(5_000, 15_000),
    deriveKey,
    expiresAt: new Date(Date.now() + LIFETIME_MS),
    hmacSignatureSecret: secret('challenge'),
    hmacKeySignatureSecret: secret('key'),
  })
}

/**
 * Checks a widget's token: a valid, unexpired solution of one of our challenges, used once
 * ('used' when it verifies but was used before: a double click or a retry, or a replay).
 */
export async function verifyCaptcha(
  payload: Payload,
  token: string,
): Promise<'ok' | 'invalid' | 'used'> {
  const parsed = parseCaptchaToken(token)
  if (!parsed) return 'invalid'
  try {
    const result = await verifySolution({
      challenge: parsed.challenge as never,
      solution: parsed.solution as never,
      deriveKey,
      hmacSignatureSecret: secret('challenge'),
      hmacKeySignatureSecret: secret('key'),
    })
    if (!result.verified) return 'invalid'
  } catch {
    return 'invalid'
  }
  // An atomic counter, correct across instances: the first use wins.
  const nonce = String((parsed.challenge as { parameters?: { nonce?: unknown } }).parameters?.nonce)
  const uses = await countHit(payload, RATE_LIMITS.altcha, nonce)
  return uses.hits === 1 ? 'ok' : 'used'
}
