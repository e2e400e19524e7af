import { translator } from '@/i18n/messages'
import { cacheControl, NO_STORE } from '@/lib/cache-headers'
import { requestLocale } from '@/server/http/api'
import { readJsonBody } from '@/server/http/body'
import { verifyRobotCheck } from '@/server/captcha/robot-check'
import { serverLog } from '@/server/log'
import { getPayloadClient } from '@/server/payload'
import { clientAddress, limitedAddress } from '@/server/http/client-address'
import { countHit, retryAfterSeconds } from '@/server/rate-limit'
import { RATE_LIMITS } from '@/server/rate-limits'

export const dynamic = 'force-dynamic'

function answer(
  status: number,
  success: boolean,
  message: string,
  headers: Record<string, string> = {},
) {
  return Response.json(
    { success, message },
    { status, headers: { ...cacheControl(NO_STORE), ...headers } },
  )
}

/** A reCAPTCHA token (at most 10,000 characters) fits many times; an ALTCHA one is far smaller. */
const MAX_BODY_BYTES = 16 * 1024

/** The body's `token`; undefined when there is none (no JSON, too large, cut off, no such field). */
async function tokenOf(request: Request): Promise<unknown> {
  try {
    const read = await readJsonBody(request, { maxBytes: MAX_BODY_BYTES })
    const body = read.ok ? (read.value as { token?: unknown } | null) : null
    return body && typeof body === 'object' ? body.token : undefined
  } catch {
    return undefined
  }
}

/**
 * POST /api/v1/captcha/verify (SPEC §7): JSON `{token}` → `{success, message}`: 'Token
 * verified', 'Invalid token' (no token, or one that does not verify), 'Internal error' (an
 * exception, also when Google cannot be asked). Checks with the configured provider (ALTCHA or
 * reCAPTCHA). The forms do not need it: their server checks the token with the submission.
 * Every call counts against a limit per address (RATE_LIMITS.captchaVerify); above it: 429, 'Too
 * many tries' in the request's language, Retry-After.
 */
export async function POST(request: Request) {
  const address = clientAddress(request.headers)
  try {
    const payload = await getPayloadClient()
    const state = await countHit(payload, RATE_LIMITS.captchaVerify, limitedAddress(address))
    if (state.hits > RATE_LIMITS.captchaVerify.limit) {
      const locale = requestLocale(request)
      return answer(429, false, translator(locale, 'account.api')('tooManyTries'), {
        'Content-Language': locale,
        'Retry-After': String(retryAfterSeconds(state)),
      })
    }
    const token = await tokenOf(request)
    if (typeof token !== 'string' || token === '') return answer(400, false, 'Invalid token')
    const verdict = await verifyRobotCheck(payload, token, { address, failClosed: false })
    return verdict === 'ok'
      ? answer(200, true, 'Token verified')
      : answer(400, false, 'Invalid token')
  } catch (error) {
    serverLog.error({ err: error }, 'captcha: verification failed')
    return answer(500, false, 'Internal error')
  }
}
