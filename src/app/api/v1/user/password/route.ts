import { translator } from '@/i18n/messages'

import { passwordChangeSchema } from '@/features/accounts/accounts'
import { accountCommand, tooManyTries, validationError } from '@/features/accounts/endpoint'
import { changeMemberPassword, memberOfRequest } from '@/features/accounts/members'
import { apiRoute } from '@/server/http/route'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** POST /api/v1/user/password: the personal area's password change (SPEC §3, §5). */
export const POST = apiRoute(
  accountCommand(passwordChangeSchema),
  async ({ request, body, locale, json, error }) => {
    const payload = await getPayloadClient()
    const member = await memberOfRequest(payload, request.headers)
    if (!member) return error(401, 'unauthenticated')
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
    if (outcome.kind === 'weak') return validationError(locale, { password: [outcome.problem] })
    const t = translator(locale, 'account.api')
    return json({ message: t('passwordChanged'), user: outcome.user })
  },
)
