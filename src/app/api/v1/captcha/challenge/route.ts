import { handleApi } from '@/server/api'
import { createCaptchaChallenge } from '@/server/captcha/altcha'

export const dynamic = 'force-dynamic'

/** GET /api/v1/captcha/challenge: a fresh robot-check challenge for the forms' widget. */
export async function GET(request: Request) {
  return handleApi(request, async () =>
    Response.json(await createCaptchaChallenge(), { headers: { 'Cache-Control': 'no-store' } }),
  )
}
