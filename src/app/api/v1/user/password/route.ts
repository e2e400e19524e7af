import { translator } from '@/i18n/messages'

import { passwordChangeSchema } from '@/lib/accounts'
import { apiError } from '@/server/api'
import { accountEndpoint, json, tooManyTries, validationError } from '@/server/accounts/endpoint'
import { changeMemberPassword, memberOfRequest } from '@/server/accounts/members'

export const dynamic = 'force-dynamic'

/** POST /api/v1/user/password: the personal area's password change (SPEC §3, §5). */
export const POST = accountEndpoint(
  passwordChangeSchema,
  async ({ request, body, locale, payload }) => {
    const member = await memberOfRequest(payload, request.headers)
    if (!member) return apiError(request, 401, 'unauthenticated', locale)
    const outcome = await changeMemberPassword(payload, member, {
      oldPassword: body.old_password,
      newPassword: body.password,
    })
    if (outcome.kind === 'throttled') {
      return tooManyTries(locale, outcome.retryAfter, 'old_password', 'auth.throttle')
    }
    if (outcome.kind === 'mismatch') {
      return validationError(locale, { old_password: ['oldPasswordMismatch'] })
    }
    const t = translator(locale, 'account.api')
    return json({ message: t('passwordChanged'), user: outcome.user })
  },
)
