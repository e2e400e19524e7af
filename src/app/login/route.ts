import { translator } from '@/i18n/messages'

import { loginSchema, MEMBER_SESSION_COOKIE } from '@/features/accounts/accounts'
import { accountCommand, sessionCookie, tooManyTries } from '@/features/accounts/endpoint'
import { DEVICE_COOKIES } from '@/features/accounts/login-throttle'
import { loginMember } from '@/features/accounts/members'
import { apiRoute } from '@/server/http/route'
import { readCookie } from '@/server/http/xsrf'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/**
 * POST /login (SPEC §7): the user object with `temp_password`, and a new session cookie. A
 * pending member gets the message 'Not Moderated' (SPEC §8); wrong credentials `errors.email:
 * ['auth.failed']`; too many failures 429 'Too many tries' with Retry-After (ADR 0017).
 */
export const POST = apiRoute(
  accountCommand(loginSchema),
  async ({ request, body, locale, address, json }) => {
    const outcome = await loginMember(await getPayloadClient(), {
      email: body.email,
      password: body.password,
      address,
      previousToken: readCookie(request.headers, MEMBER_SESSION_COOKIE),
      deviceToken: readCookie(request.headers, DEVICE_COOKIES.member.name),
    })
    const t = translator(locale, 'account.api')
    switch (outcome.kind) {
      case 'ok': {
        const response = json(outcome.user, 200, {
          'Set-Cookie': sessionCookie(outcome.token, outcome.expiresAt),
        })
        // The device cookie (ADR 0017): this browser is not refused for strangers' failures.
        response.headers.append('Set-Cookie', outcome.deviceCookie)
        return response
      }
      case 'throttled':
        return tooManyTries(locale, outcome.retryAfter, 'email', 'auth.throttle')
      case 'failed':
        return json({ message: t('failed'), errors: { email: ['auth.failed'] } }, 422)
      case 'refused':
        if (outcome.reason === 'not-moderated') {
          // The exact message the client reads (SPEC §4) to show the not-approved view.
          return json({ message: 'Not Moderated', errors: { email: ['auth.moderated'] } }, 403)
        }
        return outcome.reason === 'expired'
          ? json({ message: t('expired'), errors: { email: ['auth.expired'] } }, 403)
          : json({ message: t('denied'), errors: { email: ['auth.denied'] } }, 403)
    }
  },
)
