import { getEnv } from '@/env'
import { createCaptchaChallenge } from '@/server/captcha/altcha'
import { apiRoute } from '@/server/http/route'

export const dynamic = 'force-dynamic'

/**
 * GET /api/v1/captcha/challenge: a fresh robot-check challenge for the forms' ALTCHA widget; 404
 * while Google reCAPTCHA is the robot check (no ALTCHA token would be accepted).
 */
export const GET = apiRoute({ cache: 'no-store' }, async ({ json, error }) =>
  getEnv().captcha.provider === 'altcha'
    ? json(await createCaptchaChallenge())
    : error(404, 'notFound'),
)
