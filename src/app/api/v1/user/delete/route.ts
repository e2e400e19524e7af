import { translator } from '@/i18n/messages'
import { accountDeletionSchema } from '@/lib/accounts'
import {
  accountCommand,
  clearedSessionCookie,
  tooManyTries,
  validationError,
} from '@/server/accounts/endpoint'
import { memberOfRequest } from '@/server/accounts/members'
import { deleteMemberAccount } from '@/server/accounts/my-data'
import { apiRoute } from '@/server/http/route'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** POST /api/v1/user/delete {password}: "Delete my account", confirmed with the password. */
export const POST = apiRoute(
  accountCommand(accountDeletionSchema),
  async ({ request, body, locale, json, error }) => {
    const payload = await getPayloadClient()
    const member = await memberOfRequest(payload, request.headers)
    if (!member) return error(401, 'unauthenticated')
    const outcome = await deleteMemberAccount(payload, member, body.password)
    if (outcome.kind === 'throttled')
      return tooManyTries(locale, outcome.retryAfter, 'password', 'auth.throttle')
    if (outcome.kind === 'mismatch')
      return validationError(locale, { password: ['passwordIncorrect'] })
    const t = translator(locale, 'account.api')
    return json({ message: t('accountDeleted') }, 200, { 'Set-Cookie': clearedSessionCookie() })
  },
)
