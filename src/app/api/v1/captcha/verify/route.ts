import { verifyCaptcha } from '@/server/captcha/altcha'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

const noStore = { 'Cache-Control': 'no-store' }

/**
 * POST /api/v1/captcha/verify (SPEC §7): JSON `{token}` → `{success, message}`: 'Token
 * verified', 'Invalid token' (no token, or one that does not verify), 'Internal error' (an
 * exception). The forms do not need it: their server checks the token with the submission.
 */
export async function POST(request: Request) {
  let token: unknown
  try {
    const body = (await request.json()) as { token?: unknown } | null
    token = body && typeof body === 'object' ? body.token : undefined
  } catch {
    token = undefined
  }
  if (typeof token !== 'string' || token === '') {
    return Response.json(
      { success: false, message: 'Invalid token' },
      { status: 400, headers: noStore },
    )
  }
  try {
    const verified = (await verifyCaptcha(await getPayloadClient(), token)) === 'ok'
    return verified
      ? Response.json({ success: true, message: 'Token verified' }, { headers: noStore })
      : Response.json(
          { success: false, message: 'Invalid token' },
          { status: 400, headers: noStore },
        )
  } catch (error) {
    console.error('[captcha] verify failed', error)
    return Response.json(
      { success: false, message: 'Internal error' },
      { status: 500, headers: noStore },
    )
  }
}
