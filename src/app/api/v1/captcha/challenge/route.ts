import { getEnv } from '@/env'
import { apiError, handleApi } from '@/server/api'
import { createCaptchaChallenge } from '@/server/captcha/altcha'

export const dynamic = 'force-dynamic'

/**
 * GET /api/v1/captcha/challenge: a fresh robot-check challenge for the forms' ALTCHA widget; 404
 * while Google reCAPTCHA is the robot check (no ALTCHA token would be accepted).
 */
export async function GET(request: Request) {
  return handleApi(request, async () => {
    if (getEnv().captcha.provider !== 'altcha') return apiError(request, 404, 'notFound')
    return Response.json(await createCaptchaChallenge(), {
      headers: { 'Cache-Control': 'no-store' },
    })
  })
}
